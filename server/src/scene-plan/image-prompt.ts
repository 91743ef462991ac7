import { type Aspect, aspectOf } from "@reelsmith/contract/aspect";
import { hairOf } from "./looks";
import type { SceneCharacter, ScenePlan } from "./scene-plan-schema";

const FRAME_WORDS: Record<Aspect, string> = {
  "9:16": "vertical 9:16 frame",
  "4:5": "portrait 4:5 frame",
  "1:1": "square 1:1 frame",
  "16:9": "wide 16:9 frame, composed for the width",
};

/** How a prompt names the video's frame, so a model composes its picture for the ratio (9:16 by default). */
export function frameWords(size?: { width: number; height: number }): string {
  return FRAME_WORDS[(size && aspectOf(size)) || "9:16"];
}

/**
 * The prompt an image model gets for one scene, from its plan: who (each character described the same way
 * in every scene, so a model draws one Maya through the video), what, where, when and the mood, in the
 * visual style. The plan's icons and places are English whatever the story's language; the sentence is
 * added as said, for what the plan cannot carry.
 */
export function planImagePrompt(o: {
  plan: ScenePlan;
  text: string;
  style: { name: string; description: string; tags: string[] };
  /** The video's frame (9:16 when absent). */
  size?: { width: number; height: number };
}): string {
  const { plan } = o;
  const parts = [
    `${o.style.name} style (${o.style.description}; ${o.style.tags.join(", ")}), ${frameWords(o.size)}, no text, no captions, no letters.`,
    `Setting: ${settingOf(plan)}.`,
  ];
  if (plan.characters.length > 0) {
    const [subject, ...others] = plan.characters.map(characterDescription);
    parts.push(`In the foreground, large: ${subject}.`);
    if (others.length > 0) parts.push(`Beside them: ${others.join("; ")}.`);
  }
  if (plan.objects.length > 0) {
    const things = plan.objects.map((x) => words(x.icon)).join(", ");
    parts.push(plan.characters.length > 0 ? `With: ${things}.` : `In the foreground, large: ${things}.`);
  }
  if (plan.mood !== "neutral") parts.push(`Mood: ${plan.mood}.`);
  parts.push(`The moment: ${o.text.trim().slice(0, 400)}`);
  return parts.join(" ");
}

const TIMES: Record<ScenePlan["time"], string> = {
  dawn: "at dawn, low golden light",
  day: "in daylight",
  dusk: "at dusk, warm evening light",
  night: "at night",
};
const WEATHER: Record<ScenePlan["weather"], string> = {
  clear: "",
  cloudy: ", cloudy sky",
  rain: ", in the rain",
  snow: ", snow falling",
  storm: ", a storm",
  fog: ", in fog",
};

function settingOf(plan: ScenePlan): string {
  const place = words(plan.setting.place);
  const where = plan.setting.indoor ? `inside a ${place}` : `outdoors, ${place}`;
  return `${where}, ${TIMES[plan.time]}${WEATHER[plan.weather]}`;
}

/** "Maya, a woman cook, adult, medium-dark skin": the same words for the same character in every scene. */
export function characterDescription(c: SceneCharacter): string {
  const look = words(c.icon);
  const who =
    c.kind === "person"
      ? [
          `a ${look}`,
          AGED.test(look) ? null : c.age,
          c.skinTone ? `${c.skinTone} skin` : null,
          /hair|bald/.test(look) ? null : hairOf(c),
        ]
      : [`a ${look}`];
  const described = who.filter((x): x is string => x !== null).join(", ");
  return c.name ? `${c.name}, ${described}` : described;
}

/** Looks whose own word says the age ("boy", "old woman"); an adult's age goes unsaid too. */
const AGED = /\b(adult|man|woman|person|boy|girl|child|baby|old|older)\b/;

const words = (slug: string) => slug.replace(/-/g, " ");

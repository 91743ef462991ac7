import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlan } from "./scene-plan-schema";
import { tokenize } from "./text";

/**
 * The kinds a general thing can be, the most particular first: once a story has named a fir, "the tree" is
 * that fir; once it has named a clay pot, "the pot" is that pot; once a tiffin, "the box" is the tiffin; once
 * a sailing boat, "the boat" is that boat.
 */
const KINDS_OF: ReadonlyMap<string, readonly string[]> = new Map([
  ["deciduous-tree", ["christmas-tree", "evergreen-tree"]],
  ["pot-of-food", ["amphora"]],
  ["package", ["bento-box"]],
  ["canoe", ["sailboat"]],
]);

/** Words for a sail, by each language's case endings where it joins them ("पाल", "ಹಾಯಿ", "பாய்மரப்"). */
const SAIL: Record<Language, RegExp> = {
  en: /^sails?$/u,
  es: /^velas?$/u,
  fr: /^voiles?$/u,
  de: /^segel(n|s)?$/u,
  hi: /^पाल$/u,
  kn: /^ಹಾಯಿ/u,
  ta: /^(பாய்மர|பாயை$)/u,
  te: /^తెరచాప/u,
};

/** Boats by their icons: a sail word beside one is its sail. */
const BOATS = /^(canoe|sailboat|rowboat|motor-boat|speedboat)$/u;

/**
 * "A gust filled the sail, and the little boat raced out", "पाल वाली नाव", "hinchó la vela": a sentence that
 * names a sail beside a boat, or in a story with a boat, speaks of a sailing boat; a sail word read as a
 * candle there is that boat's sail.
 */
function sailed(text: string, objects: SceneObject[], drawn: readonly string[], language: Language) {
  const sail = tokenize(text, language).find((t) => SAIL[language].test(t.norm));
  const boat = [...objects.map((o) => o.icon), ...drawn].some((icon) => BOATS.test(icon));
  if (!sail || !boat) return objects;
  return objects.map((o) =>
    o.icon === "canoe" || (o.icon === "candle" && SAIL[language].test(o.word.toLowerCase()))
      ? { ...o, icon: "sailboat" }
      : o,
  );
}

/**
 * General words with no picture of their own that stand for a thing the story has named ("her first pot",
 * "the tin"), with the kinds they can be.
 */
const GENERAL_WORDS: Record<Language, readonly [RegExp, readonly string[]][]> = {
  en: [
    [/^pots?$/u, ["amphora"]],
    [/^tins?$/u, ["bento-box"]],
  ],
  es: [],
  fr: [],
  de: [[/^dosen?$/u, ["bento-box"]]],
  hi: [],
  kn: [],
  ta: [],
  te: [],
};

type SceneObject = ScenePlan["objects"][number];

/** The kind among `kinds` that the story drew last before a scene (`drawn`, the latest first), if any. */
function kindDrawn(kinds: readonly string[], drawn: readonly string[]): string | undefined {
  return drawn.find((icon) => kinds.includes(icon));
}

/**
 * A thing named by a general word is drawn as the kind the story named before ("a small fir tree" then "the
 * whole tree crashed": the fir), and a general word with no picture of its own draws that kind where the
 * scene has room for it.
 */
export function keptKinds(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const drawn: string[] = [];
  return plans.map((plan, i) => {
    const objects = sailed(sentences[i] ?? "", plan.objects, drawn, language).map((o) => {
      const kind = kindDrawn(KINDS_OF.get(o.icon) ?? [], drawn);
      return kind ? { ...o, icon: kind } : o;
    });
    for (const t of tokenize(sentences[i] ?? "", language)) {
      const kinds = GENERAL_WORDS[language].find(([word]) => word.test(t.norm))?.[1] ?? [];
      const kind = kindDrawn(kinds, drawn);
      if (kind && objects.length < MAX_OBJECTS && !objects.some((o) => o.icon === kind))
        objects.push({ icon: kind, word: t.surface.slice(0, 80) });
    }
    const unique = objects.filter((o, k) => objects.findIndex((x) => x.icon === o.icon) === k);
    drawn.unshift(...unique.map((o) => o.icon));
    return sameObjects(unique, plan.objects) ? plan : { ...plan, objects: unique };
  });
}

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

function sameObjects(a: SceneObject[], b: SceneObject[]): boolean {
  return a.length === b.length && a.every((o, k) => o === b[k]);
}

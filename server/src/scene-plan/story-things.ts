import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlan } from "./scene-plan-schema";
import { isKindOf, nounSenses, type Synset } from "./wordnet";
import { rowedBoats, wornAfterVerbs } from "./worn-and-compared";

/**
 * What a story's scenes draw, read with the whole story: clothes put on with a verb of wearing are part of
 * the figure (its pose was read with them), a boat it rows is a rowing boat, an animal on a
 * stage is a part someone plays, and a part of a thing the story has (a wheel of its bicycle) is drawn by
 * that thing.
 */
export function storyThings(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const worn = plans.map((plan, i) => {
    const words = wornAfterVerbs(sentences[i] ?? "", language);
    return words.size === 0 ? plan : { ...plan, objects: plan.objects.filter((o) => !words.has(o.word)) };
  });
  return partsByWholes(stageRoles(rowedBoats(sentences, worn, language)));
}

/** The place where what is named is played: the crow of a school play is a child in paper wings. */
const STAGE = "stage";

/** On a stage, an animal is a part someone plays, not an animal: it is not drawn. */
function stageRoles(plans: ScenePlan[]): ScenePlan[] {
  return plans.map((plan) =>
    plan.setting.place === STAGE && plan.characters.some((c) => c.kind === "animal")
      ? { ...plan, characters: plan.characters.filter((c) => c.kind !== "animal") }
      : plan,
  );
}

/** An icon's own sense: the first noun sense of its name. */
function senseOf(icon: string): Synset | null {
  return nounSenses(icon.replace(/-/g, " "))[0]?.synset ?? null;
}

/** The thing among `icons` that an icon's sense is a part of (a wheel of the bicycle), or null. */
function wholeAmong(part: string, icons: readonly string[]): string | null {
  const wholes = senseOf(part)?.partOf ?? [];
  if (wholes.length === 0) return null;
  return (
    icons.find((icon) => {
      const sense = icon === part ? null : senseOf(icon);
      return sense !== null && wholes.some((w) => isKindOf(sense, w));
    }) ?? null
  );
}

/**
 * A part of a thing drawn in the scene is drawn by it ("the bicycle's wheel": the bicycle); a part of a
 * thing an earlier scene of the story drew is drawn as that thing ("she pumped up the tyre").
 */
function partsByWholes(plans: ScenePlan[]): ScenePlan[] {
  const seen: string[] = [];
  return plans.map((plan) => {
    const here = plan.objects.map((o) => o.icon);
    const objects = plan.objects.flatMap((o) => {
      if (wholeAmong(o.icon, here)) return [];
      const whole = wholeAmong(o.icon, seen);
      if (!whole) return [o];
      return here.includes(whole) ? [] : [{ ...o, icon: whole }];
    });
    const unique = objects.filter((o, k) => objects.findIndex((x) => x.icon === o.icon) === k);
    seen.unshift(...unique.map((o) => o.icon).filter((i) => !seen.includes(i)));
    return unique.length === plan.objects.length && unique.every((o, k) => o === plan.objects[k])
      ? plan
      : { ...plan, objects: unique };
  });
}

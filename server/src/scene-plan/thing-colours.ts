import type { Language } from "@reelsmith/contract/languages";
import type { SceneCharacter, ScenePlan, ThingColour } from "@reelsmith/contract/scene-plan";
import { COLOUR_WORDS } from "./languages/colour-words";
import { normalise, type Token, tokenize } from "./text";

/** A language's colour forms, by written form. */
const formsOf = (language: Language): ReadonlyMap<string, ThingColour> =>
  new Map(
    Object.entries(COLOUR_WORDS[language].forms).flatMap(([colour, forms]) =>
      forms.map((f) => [normalise(f), colour as ThingColour] as const),
    ),
  );

const COLOUR_OF = new Map<Language, ReadonlyMap<string, ThingColour>>();
const coloursOf = (language: Language): ReadonlyMap<string, ThingColour> => {
  const known = COLOUR_OF.get(language);
  if (known) return known;
  const forms = formsOf(language);
  COLOUR_OF.set(language, forms);
  return forms;
};

/** The colour word beside the noun at `at`, on the side its language puts colours, past a "coloured". */
function colourBeside(tokens: Token[], at: number, language: Language): ThingColour | undefined {
  const { order, marks } = COLOUR_WORDS[language];
  const colours = coloursOf(language);
  if (order === "after") {
    const next = tokens[at];
    return next?.comma ? undefined : colours.get(tokens[at + 1]?.norm ?? "");
  }
  for (const run of [[], ...(marks ?? [])]) {
    const from = at - run.length;
    if (!run.every((w, i) => tokens[from + i]?.norm === normalise(w))) continue;
    const before = tokens[from - 1];
    const colour = before && !before.comma ? colours.get(before.norm) : undefined;
    if (colour) return colour;
  }
  return undefined;
}

/** The colour the sentence gives a thing or an animal: beside any of the places its word is written. */
function colourOf(word: string | undefined, tokens: Token[], language: Language): ThingColour | undefined {
  const [first] = tokenize(word ?? "", language);
  if (!first || coloursOf(language).has(first.norm)) return undefined;
  for (const t of tokens) {
    if (t.norm !== first.norm) continue;
    const colour = colourBeside(tokens, t.index, language);
    if (colour) return colour;
  }
  return undefined;
}

/** Whether an icon is already drawn in the colour ("black-cat" is black). */
const drawnIn = (icon: string, colour: ThingColour) => icon.split("-").includes(colour);

/**
 * Each animal's colour by its id, from the first sentence that gives one ("a grey dog"): an animal's
 * colour is part of its look, so every scene draws it, the ones before the colour is said included.
 */
function animalColours(sentences: string[], plans: ScenePlan[], language: Language) {
  const colours = new Map<string, ThingColour>();
  plans.forEach((plan, i) => {
    const tokens = tokenize(sentences[i] ?? "", language);
    for (const c of plan.characters) {
      if (c.kind !== "animal" || colours.has(c.id)) continue;
      const colour = colourOf(c.word, tokens, language);
      if (colour && !drawnIn(c.icon, colour)) colours.set(c.id, colour);
    }
  });
  return colours;
}

/**
 * The plans with each thing in the colour its sentence gives it ("a red kite", "un parapluie noir", "काली
 * छतरी"), a thing drawn again later in the story ("the kite rose") in the colour it was given last, and
 * each animal in the colour the story gives it ("a grey dog") in every scene.
 */
export function withThingColours(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const given = new Map<string, ThingColour>();
  const animals = animalColours(sentences, plans, language);
  const coloured = (c: SceneCharacter): SceneCharacter => {
    const colour = animals.get(c.id);
    return colour ? { ...c, colour } : c;
  };
  return plans.map((plan, i) => {
    const tokens = tokenize(sentences[i] ?? "", language);
    const objects = plan.objects.map((o) => {
      const colour = colourOf(o.word, tokens, language) ?? given.get(o.icon);
      if (!colour) return o;
      given.set(o.icon, colour);
      return { ...o, colour };
    });
    return { ...plan, characters: plan.characters.map(coloured), objects };
  });
}

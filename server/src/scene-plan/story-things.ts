import type { Language } from "@reelsmith/contract/languages";
import { translations } from "./bridge";
import { RULES } from "./languages/rules";
import { BRIDGE_DICTIONARIES } from "./languages/thing-words";
import { lexiconFor } from "./lexicon";
import type { ScenePlan } from "./scene-plan-schema";
import { tokenize } from "./text";
import { isKindOf, nounLemmas, nounSenses, type Synset } from "./wordnet";
import { FUNCTION_WORDS } from "./words";
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
  const read = partsByWholes(carriagesAtStations(stageRoles(rowedBoats(sentences, worn, language))));
  return pronounThings(
    sentences,
    doughMadeInto(sentences, partsOfStoryThings(sentences, read, language), language),
    language,
  );
}

/**
 * Pronouns that stand for a thing as the object of a verb, where they cannot be a person: English "them" right
 * after its verb,
 * Spanish "se las"/"se los" (put them on), French "les" before a verb, and the neuter accusatives of
 * Kannada, Tamil and Telugu ("ಅದನ್ನು", "அதை", "వాటిని"). German "sie" and Hindi "उसे" are people as often.
 */
const THING_PRONOUN: Record<Language, ((words: string[], at: number) => boolean) | null> = {
  // Not after a preposition: "it quacked at them" is at the children.
  en: (words, at) => words[at] === "them" && !FUNCTION_WORDS.en.has(words[at - 1] ?? ""),
  es: (words, at) => words[at - 1] === "se" && /^(las|los)$/u.test(words[at] ?? ""),
  fr: (words, at) =>
    words[at] === "les" && /^(a|ont|avait|avaient|[a-zé]+(er|ir|re))$/u.test(words[at + 1] ?? ""),
  de: null,
  hi: null,
  kn: (words, at) => /^(ಅದನ್ನು|ಅವನ್ನು)$/u.test(words[at] ?? ""),
  ta: (words, at) => /^(அதை|அதைத்|அதைப்|அவற்றை)$/u.test(words[at] ?? ""),
  te: (words, at) => /^(దాన్ని|దానిని|వాటిని)$/u.test(words[at] ?? ""),
};

/**
 * Object pronouns that stand for a thing where the verb picks it up or throws it ("Kiran la recogió",
 * "किरण ने उसे उठा लिया", "Kiran hob ihn auf", "picked it up"): people are picked up less often than
 * the things a story has just named, and "him", "her", "उसे" are people as often elsewhere.
 */
const HANDLED_THING_PRONOUN: Record<Language, RegExp | null> = {
  en: /^it$/u,
  es: /^(la|lo)$/u,
  fr: null,
  de: /^(ihn|es)$/u,
  hi: /^उसे$/u,
  kn: null,
  ta: null,
  te: null,
};

/** Things of the scenery, which nobody picks up or throws. */
const SCENERY = /wave|sun|cloud|rain|snow|tree|mountain|moon|star|fire|wind|rainbow|house|building/u;

/** The poses of a verb that handles a thing named by a pronoun (HANDLED_THING_PRONOUN). */
const HANDLING: ReadonlySet<string> = new Set(["pick", "throw"]);

/**
 * A scene that names no thing but handles one by a pronoun ("she turned them over") draws the thing the
 * scene before named last ("the monkey snatched the sunglasses"): a thing the story goes on with, not a
 * person, whom these pronouns never are.
 */
function pronounThings(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const pronoun = THING_PRONOUN[language];
  const handledPronoun = HANDLED_THING_PRONOUN[language];
  if (!pronoun && !handledPronoun) return plans;
  return plans.map((plan, i) => {
    const before = plans[i - 1];
    const text = sentences[i - 1] ?? "";
    if (!before || plan.objects.length > 0 || before.objects.length === 0) return plan;
    const words = tokenize(sentences[i] ?? "", language).map((t) => t.norm);
    const handles = plan.characters.some((c) => c.action !== undefined && HANDLING.has(c.action));
    const handled = handles && handledPronoun !== null && words.some((w) => handledPronoun.test(w));
    if (!handled && !words.some((_, at) => pronoun?.(words, at) ?? false)) return plan;
    // The thing named last in the sentence before: its word found furthest on; one that is picked up is
    // no wave, sun or tree.
    const named = before.objects
      .map((o) => ({ o, at: text.lastIndexOf(o.word) }))
      .filter((x) => x.o.word.length > 0 && x.at >= 0 && !(handled && SCENERY.test(x.o.icon)))
      .sort((a, b) => b.at - a.at)[0]?.o;
    const { headWord, pluralThingPronoun } = RULES[language];
    const parts = named?.word.split(" ") ?? [];
    const head = (headWord === "last" ? parts.at(-1) : parts[0]) ?? "";
    if (!named || (!handled && pluralThingPronoun && !/[sx]$/u.test(head))) return plan;
    return { ...plan, objects: [named] };
  });
}

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/** The word for dough in each language, with its endings (Kannada "ಹಿಟ್ಟನ್ನು", Tamil "மாவைத்"); French
 * "pâtes" (pasta) is left out. */
const DOUGH: Record<Language, RegExp> = {
  en: /^dough$/u,
  es: /^masa$/u,
  fr: /^pâte$/u,
  de: /^teigs?$/u,
  hi: /^(आटा|आटे)$/u,
  kn: /^ಹಿಟ್ಟ(ು|ನ್ನು|ನ್ನ|ಿನ|ಿಗೆ|ಿಂದ)$/u,
  ta: /^மாவ(ு|ை|ைத்|ைப்|ைச்|ைக்|ில்|ின்|ோடு)$/u,
  te: /^పిండి(ని|తో|లో)?$/u,
};

/** What dough is made into: the baked or griddled food a story makes. */
const MADE_OF_DOUGH: ReadonlySet<string> = new Set([
  "pizza",
  "bread",
  "flatbread",
  "baguette-bread",
  "croissant",
  "bagel",
  "pretzel",
  "cookie",
  "pie",
  "dumpling",
]);

/**
 * Dough has no picture of its own: "she rolled out the dough" is drawn as the pizza or bread the story makes
 * of it, named in that scene or an earlier one; a story that names no such food draws nothing for it.
 */
function doughMadeInto(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  let made: string | null = null;
  return plans.map((plan, i) => {
    const own = plan.objects.find((o) => MADE_OF_DOUGH.has(o.icon));
    if (own) {
      made = own.icon;
      return plan;
    }
    const dough = tokenize(sentences[i] ?? "", language).find((t) => DOUGH[language].test(t.norm));
    if (!made || !dough || plan.objects.length >= MAX_OBJECTS) return plan;
    return { ...plan, objects: [...plan.objects, { icon: made, word: dough.surface.slice(0, 80) }] };
  });
}

/** A word's English nouns: itself in English, the first translation of its first sense in Spanish, French
 * and German (a later one is another sense: "Boden" is a floor, and a bottom too). */
function englishNouns(word: string, language: Language): string[] {
  if (RULES[language].englishNouns === "lemmas") return nounLemmas(word);
  const bridge = BRIDGE_DICTIONARIES[language];
  if (!bridge || bridge.reversed) return [];
  const first = translations(bridge.dictionary, word)[0]?.[0];
  return first && !first.includes(" ") ? [first] : [];
}

/** Whether an English noun has a picture of its own (an object, an animal or a person). */
function drawnInEnglish(word: string): boolean {
  return (lexiconFor("en").exact.get(word) ?? []).some(
    (c) => c.kind === "object" || c.kind === "animal" || c.kind === "person",
  );
}

/** How many of a word's first senses may name the part: "roof" of a building first, of a car second. */
const PART_SENSES = 2;

/**
 * A word with no picture of its own that names a part of a thing the story has drawn is drawn as that thing
 * ("poured water over the roof" of the car they wash is the car): the part's sense is the one the story's
 * thing settles.
 */
function partsOfStoryThings(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const lexicon = lexiconFor(language);
  const seen: string[] = [];
  return plans.map((plan, i) => {
    seen.unshift(...plan.objects.map((o) => o.icon).filter((icon) => !seen.includes(icon)));
    if (plan.objects.length >= MAX_OBJECTS || seen.length === 0) return plan;
    const here = new Set(plan.objects.map((o) => o.icon));
    for (const t of tokenize(sentences[i] ?? "", language)) {
      // A word with a picture of its own is drawn by it; a place it hints at ("on the roof") is no picture.
      const listed = lexicon.exact.get(t.norm) ?? lexicon.stems.get(t.stem) ?? [];
      if (listed.some((c) => c.kind === "object" || c.kind === "animal" || c.kind === "person")) continue;
      // A part with a picture of its own in English ("guichet", a window) is no part drawn as its whole.
      const english = englishNouns(t.norm, language).filter((w) => !drawnInEnglish(w));
      const wholes = english.flatMap((english) =>
        nounSenses(english)
          .slice(0, PART_SENSES)
          .flatMap((sense) => sense.synset.partOf),
      );
      if (wholes.length === 0) continue;
      const whole = seen.find((icon) => {
        const sense = senseOf(icon);
        return sense !== null && wholes.some((w) => isKindOf(sense, w));
      });
      if (whole && !here.has(whole))
        return { ...plan, objects: [...plan.objects, { icon: whole, word: t.surface.slice(0, 80) }] };
    }
    return plan;
  });
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

/** A railway station, and what a car word there is: "la voiture 5", "zum Wagen", "गाड़ी चल पड़ी". */
const STATION = "station";
const CAR = "automobile";
const TRAIN = "train";

/**
 * At a station a car word nobody drives is the train's carriage or the train ("courut jusqu'à la voiture 5",
 * "lief zum Wagen", "सीटी बजी, गाड़ी चल पड़ी"): the train is drawn, no car.
 */
function carriagesAtStations(plans: ScenePlan[]): ScenePlan[] {
  return plans.map((plan) => {
    if (plan.setting.place !== STATION || !plan.objects.some((o) => o.icon === CAR)) return plan;
    if (plan.characters.some((c) => c.action === "drive")) return plan;
    const objects = plan.objects.map((o) => (o.icon === CAR ? { ...o, icon: TRAIN } : o));
    return { ...plan, objects: objects.filter((o, k) => objects.findIndex((x) => x.icon === o.icon) === k) };
  });
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

import type { Language } from "@reelsmith/contract/languages";
import { translations } from "./bridge";

import { carriedTrees } from "./carried-trees";
import { cliticThings } from "./clitic-things";
import { RULES } from "./languages/rules";
import { BRIDGE_DICTIONARIES, PART_NOUNS } from "./languages/thing-words";
import { lexiconFor } from "./lexicon";
import { playedInstruments } from "./played-things";
import type { ScenePlan } from "./scene-plan-schema";
import { keptKinds } from "./story-kinds";
import { storyParts } from "./story-parts";
import { storyVehicles, vehicleLeftBefore } from "./story-vehicle";
import { isIndic, type Token, tokenize } from "./text";
import { VEHICLE } from "./vehicles";
import { FOOD } from "./verbs";
import { isKindOf, nounLemmas, nounSenses, type Synset, synsetAt } from "./wordnet";
import { FUNCTION_WORDS } from "./words";
import { rowedBoats, wornAfterVerbs } from "./worn-and-compared";

/**
 * What a story's scenes draw, read with the whole story: clothes put on with a verb of wearing are part of
 * the figure (its pose was read with them), a boat it rows is a rowing boat, an animal on a
 * stage is a part someone plays, a part of a thing the story has (a wheel of its bicycle) is drawn by
 * that thing, a thing a pronoun stands for ("she pushed it to the garage") is drawn where it is moved, and
 * an instrument the story has is drawn where it is played unnamed ("the strings hurt her fingers"), and a
 * thing kept in view by its sides, by a lone "one" or by the pillow on it is drawn (storyParts).
 */
export function storyThings(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const worn = plans.map((plan, i) => {
    const words = wornAfterVerbs(sentences[i] ?? "", language);
    return words.size === 0 ? plan : { ...plan, objects: plan.objects.filter((o) => !words.has(o.word)) };
  });
  const read = partsByWholes(carriagesAtStations(stageRoles(rowedBoats(sentences, worn, language))));
  // A tree the story's people choose or carry goes on as a thing; the trees of a forest stay scenery.
  const carried = carriedTrees(sentences, read, language);
  const movable = (icon: string) => carried.has(icon) || !SCENERY.test(icon);
  const pronouned = pronounThings(
    sentences,
    doughMadeInto(sentences, partsOfStoryThings(sentences, read, language), language),
    language,
    movable,
  );
  const things = storyParts(
    sentences,
    cliticThings(sentences, pronouned, language, movable),
    language,
    movable,
  );
  const kept = keptKinds(sentences, playedInstruments(sentences, things, language), language);
  return storyVehicles(sentences, kept, language);
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

/** Spanish past tenses a pronoun "la" or "lo" stands before ("la recogió", "lo tiraba"). */
const ES_PAST = /(ó|é|í|aba|ía|aron|ieron|aban|ían)$/u;

/**
 * Object pronouns that stand for a thing where the verb picks it up or throws it ("Kiran la recogió",
 * "किरण ने उसे उठा लिया", "Kiran hob ihn auf", "picked it up"): people are picked up less often than
 * the things a story has just named, and "him", "her", "उसे" are people as often elsewhere.
 */
const HANDLED_THING_PRONOUN: Record<Language, ((words: string[], at: number) => boolean) | null> = {
  en: (words, at) => words[at] === "it",
  // "la" and "lo" before a past tense ("Kiran la recogió"); before a noun they are the article.
  es: (words, at) => /^(la|lo)$/u.test(words[at] ?? "") && ES_PAST.test(words[at + 1] ?? ""),
  fr: null,
  de: (words, at) => /^(ihn|es)$/u.test(words[at] ?? ""),
  hi: (words, at) => words[at] === "उसे",
  kn: null,
  ta: null,
  te: null,
};

/**
 * Plural object pronouns of a verb of cooking or eating, which stand for the food the story has just named
 * ("fried them", "los frió", "les a fait frire", "briet Tante Varsha sie", "उन्हें तला", "ಅವನ್ನು ಹುರಿದರು",
 * "அவற்றைப் பொரித்தார்", "వాటిని వేయించింది"): read only where the scene's person cooks or eats. German "sie"
 * is the object only right after its subject's name ("briet Varsha sie"; "briet sie" is "she fried").
 */
const COOKED_PRONOUN: Record<
  Language,
  ((words: string[], at: number, names: Set<string>) => boolean) | null
> = {
  en: (words, at) => words[at] === "them",
  es: (words, at) => /^(las|los)$/u.test(words[at] ?? "") && ES_PAST.test(words[at + 1] ?? ""),
  fr: (words, at) =>
    words[at] === "les" && /^(a|ont|avait|avaient|fait|[a-zé]+(er|ir|re))$/u.test(words[at + 1] ?? ""),
  de: (words, at, names) => words[at] === "sie" && names.has(words[at - 1] ?? ""),
  hi: (words, at) => words[at] === "उन्हें",
  kn: (words, at) => words[at] === "ಅವನ್ನು",
  ta: (words, at) => /^அவற்றை(ப்|த்|ச்|க்)?$/u.test(words[at] ?? ""),
  te: (words, at) => words[at] === "వాటిని",
};

/** The poses of a verb of cooking or eating, whose plural pronoun is food (COOKED_PRONOUN). */
const COOKING: ReadonlySet<string> = new Set(["cook", "eat"]);

/** Where a scene's person cooks or eats things named by a plural pronoun (COOKED_PRONOUN), or -1. */
function cookedAt(plan: ScenePlan, words: string[], language: Language): number {
  const cooked = COOKED_PRONOUN[language];
  if (!cooked || !plan.characters.some((c) => c.action !== undefined && COOKING.has(c.action))) return -1;
  const names = new Set(plan.characters.flatMap((c) => (c.name ?? "").toLowerCase().split(" ")));
  return words.findIndex((_, at) => cooked(words, at, names));
}

/** Whether a thing's icon is one that people move (no wave, sun or tree of a forest). */
type Movable = (icon: string) => boolean;

/** Things of the scenery, which nobody picks up or throws. */
const SCENERY =
  /(^|-)(wave|sun|cloud|rain|snow|tree|mountain|moon|star|fire|wind|rainbow|house|building)(s?-|s?$)/u;

/** The poses of a verb that handles a thing named by a pronoun (HANDLED_THING_PRONOUN). */
const HANDLING: ReadonlySet<string> = new Set(["pick", "throw"]);

/** English "it" where it is no weather, time or distance: "it stopped", "it was raining", "it took an hour". */
const IT_AS_NOTHING =
  /^(was|is|wasn't|isn't|got|gets|had|has|began|begins|started|starts|seemed|seems|looked|looks|felt|feels|took|takes|rained|rains|snowed|snows|poured|pours|became|becomes|grew|turned|would|will|'s|must|might|could)$/u;

/** Words after which an English "it" opens a clause as its subject ("and it fell"; "over it" is no subject). */
const EN_CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  "and but so when then until till because while as before after once where".split(" "),
);

/**
 * Pronouns that stand for a thing wherever they stand, once the story has named one: English "it" as a
 * verb's object ("pushed it", "tried it on") or as the subject of a verb that says what a thing does ("it
 * stopped", "it fell"), Spanish "se lo" / "se la" (tried it on), and the neuter "it" of Kannada, Tamil and
 * Telugu as an object, which is an animal only where the scene has one (as a subject it is as often the
 * thing its own sentence names: "it grew taller than Manu").
 */
const IT: Record<Language, ((words: string[], at: number) => boolean) | null> = {
  en: (words, at) =>
    words[at] === "it" &&
    (at > 0 && !FUNCTION_WORDS.en.has(words[at - 1] ?? "")
      ? true
      : (at === 0 || EN_CLAUSE_OPENERS.has(words[at - 1] ?? "")) && !IT_AS_NOTHING.test(words[at + 1] ?? "")),
  es: (words, at) => words[at - 1] === "se" && /^(la|lo)$/u.test(words[at] ?? ""),
  fr: null,
  de: null,
  hi: null,
  kn: (words, at) => /^ಅದನ್ನು$/u.test(words[at] ?? ""),
  ta: (words, at) => /^(அதை|அதைத்|அதைப்|அதைக்|அதைச்)$/u.test(words[at] ?? ""),
  te: (words, at) => /^(దాన్ని|దానిని)$/u.test(words[at] ?? ""),
};

/**
 * A pronoun after a preposition, which stands for a thing things are put on or in ("hung paper stars on
 * it"): English "on it", German da-compounds ("darauf", "darin", never a person), French "y" before a
 * verb of having done ("ils y ont accroché"), Hindi "उसमें", and the neuter locatives of Kannada, Tamil and
 * Telugu ("ಅದರಲ್ಲಿ", "அதில்", "దానిలో"). Hindi "उस पर" is as often at a person ("angry at him"), Kannada
 * "ಅದಕ್ಕೆ" and Telugu "దానికి" "so" or "for that", German "damit" and "darüber" "so that" and "about it".
 */
const ON_IT: Record<Language, ((words: string[], at: number) => boolean) | null> = {
  en: (words, at) =>
    words[at] === "it" && /^(on|onto|in|into|inside|under|over|around)$/u.test(words[at - 1] ?? ""),
  es: null,
  fr: (words, at) =>
    words[at] === "y" &&
    /^(ont|avaient|a|avait)$/u.test(words[at + 1] ?? "") &&
    /^(ils|elles|elle|on)$/u.test(words[at - 1] ?? ""),
  de: (words, at) => /^(daran|darauf|darin|darunter|drauf|drin|dran)$/u.test(words[at] ?? ""),
  hi: (words, at) =>
    words[at] === "उसमें" || (words[at] === "उसके" && /^(ऊपर|अंदर|भीतर)$/u.test(words[at + 1] ?? "")),
  kn: (words, at) =>
    /^ಅದರಲ್ಲಿ$/u.test(words[at] ?? "") || (words[at] === "ಅದರ" && /^(ಮೇಲೆ|ಒಳಗೆ)$/u.test(words[at + 1] ?? "")),
  ta: (words, at) =>
    /^(அதில்|அதனுள்|அதற்குள்)$/u.test(words[at] ?? "") ||
    (words[at] === "அதன்" && /^(மேல்|மேலே|மீது|உள்ளே)$/u.test(words[at + 1] ?? "")),
  te: (words, at) =>
    /^(దానిలో|దానిపై|దానిమీద)$/u.test(words[at] ?? "") ||
    (words[at] === "దాని" && /^(మీద|పై|లో|లోపల)$/u.test(words[at + 1] ?? "")),
};

/**
 * Whether a scene's own things name what its "on it" stands on: where the verb comes first, things named
 * before the pronoun are put on it ("hung paper stars on it") unless one is where something is put ("spread
 * icing over the cake and pushed candles into it"); where the verb comes last (Hindi, Kannada, Tamil,
 * Telugu), a thing named before the pronoun is what it stands for ("जब बस आई, वे उसमें चढ़ गए").
 */
function ownOnIt(plan: ScenePlan, text: string, language: Language, ownFirst: boolean): boolean {
  if (isIndic(language)) return ownFirst;
  return plan.objects.some((o) => isWhere(text, o.word, language));
}

/** Poses that move a thing in the hands: a pronoun they act on is a thing even where the scene has others
 * ("she pushed it to a repair stall under a torn umbrella"). */
const MOVING: ReadonlySet<string> = new Set(["push", "pull", "carry", "pick", "throw", "give"]);

/** English verbs that act on the thing right after them ("hung it on his bicycle", "laid it on the pan"):
 * the things named after "it" are where it goes, not what it is. */
const EN_ACTS_ON =
  /^(hung|hangs?|laid|lays?|put|puts|opened|opens?|dropped|drops?|filled|fills?|packed|packs?|wrapped|wraps?|placed|places?|lifted|lifts?|carried|carries|carry|grabbed|grabs?|snatched|snatch(es)?|took|takes?|stole|steals?)$/u;

/**
 * A scene that names no thing but handles one by a pronoun ("she turned them over", "he pushed it to the
 * garage") draws the thing a scene just before named last ("the monkey snatched the sunglasses", "her
 * scooter coughed twice"): a thing the story goes on with, not a person, whom these pronouns never are.
 */
function pronounThings(
  sentences: string[],
  plans: ScenePlan[],
  language: Language,
  movable: Movable,
): ScenePlan[] {
  // Scenes already read, with the things their pronouns found: "it" counts what the story drew so far.
  const out: ScenePlan[] = [];
  for (const [i, plan] of plans.entries()) {
    // A vehicle the story got off is no longer what its pronouns stand for.
    const left = vehicleLeftBefore(out, sentences, i, language);
    const here = left ? (icon: string) => icon !== left && movable(icon) : movable;
    out.push(pronounThing(out, plan, sentences, i, language, here));
  }
  return out;
}

/** One scene of pronounThings, read after the scenes before it (`before`). */
function pronounThing(
  before: ScenePlan[],
  plan: ScenePlan,
  sentences: string[],
  i: number,
  language: Language,
  movable: Movable,
): ScenePlan {
  const pronoun = THING_PRONOUN[language];
  const handledPronoun = HANDLED_THING_PRONOUN[language];
  const it = IT[language];
  const text = sentences[i] ?? "";
  const tokens = tokenize(text, language);
  const words = tokens.map((t) => t.norm);
  const handles = plan.characters.some((c) => c.action !== undefined && HANDLING.has(c.action));
  const handled = handles && words.some((_, at) => handledPronoun?.(words, at) ?? false);
  const cooked = cookedAt(plan, words, language);
  const plural = cooked >= 0 || words.some((_, at) => pronoun?.(words, at) ?? false);
  const onItAt = words.findIndex((_, at) => ON_IT[language]?.(words, at) ?? false);
  const itFound = words.findIndex((_, at) => it?.(words, at) ?? false);
  // With an animal on stage or just before, "it" is the animal ("Farah picked it up": the puppy), unless
  // the animal is the one doing it ("the monkey grabbed it").
  // An animal the sentence first names after the pronoun is not what it stands for ("he took it to the lake
  // with their dog").
  const seen = new Set(before.slice(-2).flatMap((p) => p.characters.map((c) => c.id)));
  const animals = [plan, ...before.slice(-2)].flatMap((p) =>
    p.characters.filter(
      (c) => c.kind === "animal" && (p !== plan || seen.has(c.id) || !namedAfter(c, tokens, itFound)),
    ),
  );
  const animalActs =
    animals.length > 0 &&
    (animalDoesIt(animals, tokens, itFound, language) || animalOpens(animals, plan, tokens, itFound));
  const animal = animals.length > 0 && !animalActs;
  // A German da-compound is never an animal ("darauf" is on a thing; on a horse is "auf ihm").
  const onIt = onItAt >= 0 && (language === "de" || !animal) && itFound < 0;
  const itAt = onIt ? onItAt : animal ? -1 : itFound;
  if (!handled && !plural && itAt < 0) return plan;
  // A scene with things of its own draws one more only where its people move the pronoun's thing and
  // their own things are named after the pronoun ("she pushed it to a stall under a torn umbrella"; "she
  // found a ball and threw it" throws the ball).
  if (plan.objects.length > 0) {
    const moves =
      animalActs ||
      cooked >= 0 ||
      plan.characters.some((c) => c.action !== undefined && MOVING.has(c.action)) ||
      (language === "en" && EN_ACTS_ON.test(words[itAt - 1] ?? ""));
    const movedAt = itAt < 0 ? cooked : itAt;
    const pronounAt = movedAt < 0 ? -1 : charOffsets(text, tokens)[movedAt];
    const ownFirst = plan.objects.some((o) => {
      const at = text.indexOf(o.word);
      return at < 0 || pronounAt === undefined || at < pronounAt;
    });
    const blocked = onIt ? ownOnIt(plan, text, language, ownFirst) : !moves || ownFirst;
    if (blocked || movedAt < 0 || plan.objects.length >= MAX_OBJECTS) return plan;
  }
  // "Them" is what the scene before named last, and so is what an animal snatches ("the monkey grabbed
  // it": the jar just filled); "it" may be what the story has been about for longer.
  const previous = () => lastThingOf(before[i - 1], sentences[i - 1] ?? "", movable, language);
  // Food cooked or eaten is what the story has gone on with ("fried them": the eggs carried in a cap).
  const goneOn = (singular: boolean) => thingGoneOn(before, sentences, i, movable, language, singular);
  const food = () => {
    const thing = goneOn(false);
    return thing && FOOD.test(thing.icon) ? thing : undefined;
  };
  const named = cooked >= 0 ? food() : itAt < 0 || animalActs ? previous() : goneOn(true);
  if (!named || plan.objects.some((o) => o.icon === named.icon)) return plan;
  const { headWord, pluralThingPronoun } = RULES[language];
  const parts = named.word.split(" ");
  const head = (headWord === "last" ? parts.at(-1) : parts[0]) ?? "";
  if (!handled && itAt < 0 && pluralThingPronoun && !/[sx]$/u.test(head)) return plan;
  return { ...plan, objects: [...plan.objects, named] };
}

/**
 * Whether the one animal of a scene is the subject of the verb acting on the pronoun at `at`: its word
 * stands just before that verb ("the monkey grabbed it", "the goat quickly ate it"), or just before the
 * pronoun where the verb comes last (Kannada "ಕೋತಿ ಅದನ್ನು ಕಸಿದುಕೊಂಡಿತು"). An animal is not its own object.
 */
function animalDoesIt(
  animals: ScenePlan["characters"],
  tokens: Token[],
  at: number,
  language: Language,
): boolean {
  if (at < 0 || new Set(animals.map((c) => c.icon)).size > 1) return false;
  const word = (animals[0]?.word ?? "").split(" ").at(-1)?.toLowerCase();
  if (!word) return false;
  const subject = tokens.findLastIndex((t, k) => k < at && t.norm === word);
  if (subject < 0) return false;
  const between = tokens.slice(subject, at);
  return (
    between.length <= 3 &&
    between.every((t, k) => !t.comma && (k === 0 || !FUNCTION_WORDS[language].has(t.norm)))
  );
}

/** The last word of a character's word, lower-cased: the noun or name a sentence calls it by. */
const headOf = (c: ScenePlan["characters"][number]) => (c.word ?? "").split(" ").at(-1)?.toLowerCase() ?? "";

/** Whether a character's word first stands after the pronoun at `at` in its sentence. */
function namedAfter(c: ScenePlan["characters"][number], tokens: Token[], at: number): boolean {
  const head = headOf(c);
  const first = tokens.findIndex((t) => t.norm === head);
  return at >= 0 && head !== "" && first > at;
}

/**
 * Whether the one animal of a scene opens its sentence as the subject of the verbs up to the pronoun at
 * `at`, with nobody else named between ("Toofan leapt in, swam out and brought it back"): an animal is not
 * its own object.
 */
function animalOpens(
  animals: ScenePlan["characters"],
  plan: ScenePlan,
  tokens: Token[],
  at: number,
): boolean {
  if (at < 0 || new Set(animals.map((c) => c.icon)).size > 1) return false;
  // "A duck swam by, and it quacked": a pronoun opening a clause is the animal itself.
  if (at === 0 || tokens[at - 1]?.comma || EN_CLAUSE_OPENERS.has(tokens[at - 1]?.norm ?? "")) return false;
  const animal = animals[0];
  if (!animal) return false;
  const subject = tokens.findIndex((t) => t.norm === headOf(animal));
  if (subject < 0 || subject > 1 || subject > at) return false;
  const others = new Set(plan.characters.filter((c) => c.kind !== "animal").map(headOf));
  return !tokens.slice(subject + 1, at).some((t) => others.has(t.norm));
}

/** The thing a scene's sentence names last, its word found furthest on: no wave, sun or tree. */
function lastThingOf(
  plan: ScenePlan | undefined,
  text: string,
  movable: Movable,
  language: Language,
): ScenePlan["objects"][number] | undefined {
  if (!plan) return undefined;
  const things = movableThings(plan, text, movable, language);
  return things.sort((a, b) => Number(a.where) - Number(b.where) || b.at - a.at)[0]?.o;
}

/** A scene's things its sentence names (with where its word is last found and whether it stands where
 * something is put), less the scenery nobody moves. */
function movableThings(
  plan: ScenePlan,
  text: string,
  movable: Movable,
  language: Language,
): { o: ScenePlan["objects"][number]; at: number; where: boolean }[] {
  return plan.objects
    .map((o) => ({ o, at: text.lastIndexOf(o.word), where: rodeIn(o, text, language) }))
    .filter((x) => x.o.word.length > 0 && x.at >= 0 && movable(x.o.icon));
}

/** Whether a thing is a vehicle its sentence puts or rides something in ("in the car", "on the bus"). */
function rodeIn(o: ScenePlan["objects"][number], text: string, language: Language): boolean {
  return VEHICLE.test(o.icon) && isWhere(text, o.word, language);
}

/** Prepositions of where a thing is put or ridden ("in the car", "ins Auto", "dans la voiture"). */
const WHERE_BEFORE: Partial<Record<Language, RegExp>> = {
  en: /^(in|into|inside|on|onto|over|under|beside|to|at|from|behind|by)$/u,
  es: /^(en|sobre|bajo|dentro|encima|al|a)$/u,
  fr: /^(dans|sur|sous|en|au|à|derrière)$/u,
  de: /^(in|ins|im|auf|aufs|unter|neben|hinter|an|am|ans|zum|zur|mit)$/u,
};

/** Postpositions and case endings of where a thing is (Hindi "गाड़ी में", Kannada "ಕಾರಿನಲ್ಲಿ", Tamil
 * "காரில்", Telugu "కారులో"): the word after the noun, or the noun's own ending. */
const WHERE_AFTER: Partial<Record<Language, RegExp>> = {
  hi: /^(में|पर|से|तक|के|की)$/u,
};
const WHERE_ENDING: Partial<Record<Language, RegExp>> = {
  kn: /(ಲ್ಲಿ|ಗೆ|ಕ್ಕೆ|ಒಳಗೆ|ಮೇಲೆ)$/u,
  ta: /(இல்|ில்|க்குள்|க்கு|ுக்கு|ிலே)$/u,
  te: /(లో|లోకి|కి|కు|మీద|పై)$/u,
};

/**
 * Whether a thing's word stands only where something is put or ridden ("put his telescope in the car"): the
 * container or vehicle, not the object a later pronoun handles. Up to two words (an article, an adjective)
 * may stand between the preposition and the noun.
 */
function isWhere(text: string, word: string, language: Language): boolean {
  const words = tokenize(text, language).map((t) => t.norm);
  const first = (word.split(" ")[0] ?? "").toLowerCase();
  const last = (word.split(" ").at(-1) ?? "").toLowerCase();
  const at = words.lastIndexOf(first);
  if (at < 0) return false;
  const ending = WHERE_ENDING[language];
  if (ending) return ending.test(last);
  const after = WHERE_AFTER[language];
  if (after) return after.test(words[words.lastIndexOf(last) + 1] ?? "");
  const before = WHERE_BEFORE[language];
  if (!before) return false;
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    if (before.test(words[k] ?? "")) return true;
    // "in the old car" reads on; "the telescope and the car" ends at "and".
    if (FUNCTION_WORDS[language].has(words[k] ?? "") && !ARTICLE.test(words[k] ?? "")) break;
  }
  return false;
}

/** Articles and possessives between a preposition and its noun ("in the car", "dans sa voiture"). */
const ARTICLE =
  /^(the|a|an|his|her|their|my|our|el|la|los|las|un|una|su|sus|le|l'|les|une|sa|son|ses|der|die|das|den|dem|des|ein|eine|einen|einem|einer|sein|seinen|seinem|seine|ihr|ihren|ihrem)$/u;

/** Where each token starts in its sentence. */
function charOffsets(text: string, tokens: { surface: string }[]): number[] {
  let from = 0;
  return tokens.map((t) => {
    const at = text.indexOf(t.surface, from);
    if (at < 0) return from;
    from = at + t.surface.length;
    return at;
  });
}

/**
 * The thing a pronoun of scene `i` stands for, among those the scenes just before drew: the one the story
 * has drawn in the most scenes so far (the bicycle it is about, not the bowl of water beside it), then the
 * one named last; no wave, sun or tree, nor a vehicle the thing only rode in.
 */
function thingGoneOn(
  plans: ScenePlan[],
  sentences: string[],
  i: number,
  movable: Movable,
  language: Language,
  singular: boolean,
): ScenePlan["objects"][number] | undefined {
  const scenes = (icon: string) =>
    plans.slice(0, i).filter((p) => p.objects.some((o) => o.icon === icon)).length;
  const candidates = plans
    .slice(0, i)
    .flatMap((plan, k) =>
      movableThings(plan, sentences[k] ?? "", movable, language).map((x) => ({
        ...x,
        tool: withWhat(sentences[k] ?? "", x.at, language),
        back: i - k,
        scenes: scenes(x.o.icon),
      })),
    )
    .filter((x) => !singular || !PLURAL_WORD[language]?.test(x.o.word));
  // A plural pronoun stands for things named in the plural ("the eggs" carried "in a basket").
  const many = (x: (typeof candidates)[number]) =>
    Number(!singular && (PLURAL_NOUN[language]?.test(x.o.word) ?? false));
  // A thing handled comes before the vehicle it rode in ("his telescope in the car", "the tree on the tram").
  const order = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    Number(a.where) - Number(b.where) ||
    many(b) - many(a) ||
    b.scenes - a.scenes ||
    Number(a.tool) - Number(b.tool) ||
    a.back - b.back ||
    b.at - a.at;
  return candidates.sort(order)[0]?.o;
}

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/** "with" in the languages that put it before what is used or brought along, and the words that end its
 * phrase (a clause of purpose or time: "with her mother to buy a kite"). */
const WITH: Partial<Record<Language, { word: string; ends: RegExp }>> = {
  en: { word: "with", ends: /^(to|that|which|who|when|because|but|so|then|while)$/u },
  es: { word: "con", ends: /^(para|que|cuando|porque|pero|mientras|luego)$/u },
  fr: { word: "avec", ends: /^(pour|que|qui|quand|parce|mais|puis|pendant)$/u },
  de: { word: "mit", ends: /^(um|zu|dass|als|weil|aber|dann|während)$/u },
};

/** How many words a "with" phrase runs to ("with glue, thread and a tiny brush"). */
const WITH_REACH = 6;

/**
 * Whether a thing whose word stands at `at` in its sentence is in a "with" phrase: what something was done
 * with ("built a boat with glue, thread and a brush"), which a later "it" stands for less than what was done.
 */
function withWhat(text: string, at: number, language: Language): boolean {
  const rule = WITH[language];
  if (!rule) return false;
  const words = tokenize(text.slice(0, at), language).map((t) => t.norm);
  const found = words.lastIndexOf(rule.word);
  return (
    found >= 0 && words.length - found - 1 <= WITH_REACH && !words.slice(found).some((w) => rule.ends.test(w))
  );
}

/** Plural nouns, which a singular "it" does not stand for ("the mangoes" in a jar, "ಮಾವಿನಕಾಯಿಗಳನ್ನು"):
 * English "-s" (not "-ss", "-us"), the plural suffixes of Kannada, Tamil and Telugu. */
const PLURAL_WORD: Partial<Record<Language, RegExp>> = {
  en: /[^su]s$/u,
  kn: /ಗಳ/u,
  ta: /கள/u,
  te: /(లు|లను|లని|లతో|లలో)$/u,
};

/** Plural nouns as a plural pronoun finds them (PLURAL_WORD, with the plurals of Spanish, French, German
 * and Hindi: "huevos", "œufs", "Eier", "अंडे"). */
const PLURAL_NOUN: Record<Language, RegExp | undefined> = {
  en: PLURAL_WORD.en,
  es: /[sx]$/u,
  fr: /[sx]$/u,
  de: /(er|en|e|n|s)$/u,
  hi: /(े|ें|ों|ियाँ)$/u,
  kn: PLURAL_WORD.kn,
  ta: PLURAL_WORD.ta,
  te: PLURAL_WORD.te,
};

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
  const part = PART_NOUNS[language][word];
  if (part) return [part];
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
      const whole = seen.find((icon) => wholes.some((w) => isWholeOf(icon, w)));
      if (whole && !here.has(whole))
        return { ...plan, objects: [...plan.objects, { icon: whole, word: t.surface.slice(0, 80) }] };
    }
    return plan;
  });
}

/**
 * Whether an icon is the whole `w` a part belongs to: its own sense is a kind of it, or the whole is named
 * by the icon's name in another sense (a crater is part of the volcano that is a mountain, while the
 * volcano's first sense is the vent).
 */
function isWholeOf(icon: string, w: number): boolean {
  const sense = senseOf(icon);
  return sense !== null && (isKindOf(sense, w) || synsetAt(w).words.includes(icon.replace(/-/g, " ")));
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

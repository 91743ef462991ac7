import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { COLOUR_WORDS as COLOUR_FORMS, COLOUR_PREDICATES } from "./languages/colour-words";
import { RULES } from "./languages/rules";
import { COLOUR_WORDS } from "./languages/scene-words";
import { SEED_WORDS } from "./languages/thing-words";
import { lexiconFor } from "./lexicon";
import { likenedWords } from "./likened";
import type { Match } from "./match";
import { madeOf } from "./materials";
import { type Pos, partsOfSpeech, taggedVerbs } from "./pos";
import { isIndic, type Token } from "./text";
import { comparedAgainst } from "./than";
import { saidAloud } from "./thing-readings";
import { chooseSenses } from "./two-senses";
import { VEHICLE } from "./vehicles";
import { AND_WORDS } from "./verb-words";
import { FOOD } from "./verbs";
import { firstSynset, isKindOf, nounLemmas, nounSenses } from "./wordnet";
import {
  abstractNoun,
  compoundNoun,
  eventNoun,
  holderMeasure,
  picturesHolder,
  shapeOrHeap,
} from "./wordnet-nouns";
import { APPOSITION, FUNCTION_WORDS, NAME_MARKERS } from "./words";
import { comparedWith, shadowShapes, wornClothes } from "./worn-and-compared";

/**
 * A word is drawn in the sense it has in its sentence, not because an icon's keyword looks like it: a verb or
 * an adjective is no thing ("she picks apples", "an orange coin"), a noun that modifies another is part of
 * that thing ("chocolate cake" is a cake), and what a simile compares with is not in the scene ("the sun rose
 * like an orange coin" shows no coin).
 */
export function readInSense(text: string, tokens: Token[], matches: Match[], language: Language): Match[] {
  // A word alone or in a two-word fragment has no sentence to read its part of speech in.
  const pos = tokens.length >= 3 ? partsOfSpeech(text, tokens, language) : null;
  // What someone shouts ("“Check!”") is said, not drawn.
  const figurative = new Set([
    ...similes(tokens, language),
    ...shapedLike(tokens, language),
    ...saidAloud(text, tokens, language),
  ]);
  const verbs = new Set([...verbsAfterClitics(tokens, language), ...taggedVerbs(text, tokens, language)]);
  const colours = colourWords(tokens, language);
  // Clothes someone wears are part of the figure; what a size is compared with is not there.
  const worn = wornClothes(tokens, matches, language);
  const compared = comparedWith(tokens, language, (w) => lexiconFor(language).exact.has(w));
  // "no bigger than his old teddy bear": what a comparative measures against is not there either.
  for (const i of comparedAgainst(tokens, language)) compared.nouns.add(i);
  // "dulce como la miel": what a quality is measured by is not there either.
  for (const i of qualitySimiles(tokens, language)) compared.nouns.add(i);
  // "an old boat song", "नाव का गीत": what a song is of is sung, not there.
  for (const i of sungOf(tokens, matches, language)) compared.nouns.add(i);
  const shadows = shadowShapes(tokens, language);
  // "as if he had bitten a lemon", "ನಿಂಬೆಹಣ್ಣು ಕಚ್ಚಿದವನಂತೆ": what is only likened to is no thing in the scene.
  const likened = likenedWords(tokens, language);
  const startsThing = new Map<number, Match>();
  for (const m of matches) if (m.concepts.some((c) => c.kind === "object")) startsThing.set(m.start, m);
  const startsRiddenOrAnimal = new Map<number, Match>();
  for (const m of matches)
    if (m.concepts.some((c) => c.kind === "animal" || (c.kind === "object" && VEHICLE.test(c.icon))))
      startsRiddenOrAnimal.set(m.start, m);
  const materials = madeOf(tokens, pos, language, (i) => startsThing.has(i));
  const modifier = pos ? new Set<number>() : modifiersWithoutTagger(tokens, startsThing, language);
  const petNames = namesOfAnimals(tokens, matches, language);
  const dishes = animalsListedWithFood(tokens, matches, language);
  const seedPlants = plantsOfSeeds(tokens, language);
  const named = new Set(matches.flatMap((m) => [...range(m.start, m.end)]));
  const read = matches.flatMap((m) => {
    const one = m.end - m.start === 1;
    let keep: (c: Concept) => boolean = () => true;
    if ([...range(m.start, m.end)].some((i) => figurative.has(i))) keep = (c) => !isDrawn(c);
    // "an iron gate", "una bufanda de lana": what the next thing is made of, no waffle iron, no llama.
    else if (one && materials.has(m.start)) keep = (c) => c.kind !== "object" && c.kind !== "animal";
    // "their cat Pepper", "ihre Katze Pfeffer", "ihr Kater Tiger": the name of the animal before it, no
    // pepper and no tiger.
    else if (one && petNames.has(m.start)) keep = (c) => c.kind !== "object" && c.kind !== "animal";
    // "rice, sambar and ten curries": an animal's word served among dishes is a dish, no live animal.
    else if (dishes.has(m.start)) keep = (c) => c.kind !== "animal";
    // A phrase read as a verb and its particle ("pick up the litter") is no thing named like it (a pickup).
    else if (!one && pos && phrasalVerb(m, pos)) keep = (c) => !isThing(c);
    else if (one && colours.has(m.start)) keep = (c) => c.kind !== "object";
    else if (one && conjunction(m.start, tokens, language)) keep = (c) => !isDrawn(c);
    // "A ball of snow", "a ring of stones": the shape or heap of what follows, drawn by what follows.
    else if (one && heapOf(m.start, tokens, pos, language)) keep = (c) => c.kind !== "object";
    // "A glass of tea", "a pot of pasta": a holder named as the measure of what follows is drawn by its
    // own picture only where that pictures a holder (no eyeglasses for a glass); what it holds is drawn.
    else if (one && measureOf(m.start, tokens, pos, language))
      keep = (c) => c.kind !== "object" || picturesHolder(c.icon);
    // Every German noun is capitalised: a lowercase word inside a sentence ("schloss ... auf", locked) is
    // a verb or an adjective, no castle.
    else if (one && RULES[language].capitalisedNouns && m.start > 0 && !tokens[m.start]?.capitalised)
      keep = (c) => !isDrawn(c);
    // A verb is no thing, and no animal where the sentence goes on as a verb does ("they all fly up": no
    // insect); the tagger's word alone leaves the animal ("her sleeping dog" is tagged a verb).
    else if (
      one &&
      (verbs.has(m.start) ||
        (notNoun(pos?.[m.start]) &&
          !(
            pos?.[m.start] === "verb" &&
            (afterDeterminer(m.start, tokens, language) || afterIngModifier(m.start, tokens, pos, language))
          )))
    )
      keep = (c) =>
        c.kind !== "object" &&
        (c.kind !== "animal" || !(verbs.has(m.start) || actsAsVerb(m.start, tokens, pos))) &&
        (c.kind !== "place" || !verbWithObject(m.start, tokens, pos, language));
    // "sunflower seeds", "pipas de girasol": the plant the seeds come from is not drawn.
    else if (one && seedPlants.has(m.start)) keep = (c) => c.kind !== "object";
    else if (one && pos && modifies(m, tokens, pos, startsThing)) keep = (c) => c.kind !== "object";
    else if (one && pos && namesKindOf(m, tokens, pos, startsRiddenOrAnimal))
      keep = (c) =>
        c.kind !== "object" &&
        c.kind !== "person" &&
        !(
          c.kind === "place" &&
          c.icon !== undefined &&
          startsRiddenOrAnimal.get(m.end)?.concepts.some((h) => h.kind === "animal")
        );
    // "sunflower seeds", "the wedding procession": a noun before the noun it makes a compound with, whose
    // picture (if any) is the head's, not the modifier's.
    else if (one && pos && !named.has(m.end) && compoundModifier(m, tokens, pos))
      keep = (c) => c.kind !== "object";
    else if (one && pos && hyphenModifier(m.start, tokens, pos)) keep = (c) => c.kind !== "object";
    else if (one && modifier.has(m.start)) keep = (c) => c.kind !== "object";
    const concepts = m.concepts.filter(
      (c) =>
        keep(c) &&
        !(c.kind === "object" && (worn.has(m.start) || compared.owners.has(m.start))) &&
        !(
          (c.kind === "object" || c.kind === "animal") &&
          [...range(m.start, m.end)].some(
            (i) => compared.nouns.has(i) || (c.kind === "animal" && shadows.has(i)),
          )
        ) &&
        !(c.kind !== "person" && [...range(m.start, m.end)].some((i) => likened.has(i))),
    );
    if (concepts.length === m.concepts.length) return [m];
    return concepts.length > 0 ? [{ ...m, concepts }] : [];
  });
  // A word of two everyday senses is drawn in the one the rest of the sentence gives it.
  return chooseSenses(tokens, read, language);
}

/** German determiners of the dative, after which a noun is whom something is given to ("gab dem Hund
 * Futter": the dog and its food), not an animal and its name. */
const DATIVE_BEFORE =
  /^(dem|einem|[mds]einem|ihrem|unserem|eurem|der|einer|[mds]einer|ihrer|unserer|eurer)$/u;

/** The most words between a naming word and the noun it names ("नाम की एक छोटी-सी नीली नाव"). */
const NAMED_WITHIN = 7;

/**
 * What the Indian languages' naming word at `at` names ("हंस नाम की नाव": a boat called Hamsa; "मोती नाम की
 * बिल्ली": a cat called Moti): the kind of the first person, animal or thing after it, if any.
 */
export function kindNamed(at: number, matches: Match[]): Concept["kind"] | null {
  const after = matches
    .filter((m) => m.start > at && m.start <= at + NAMED_WITHIN)
    .sort((a, b) => a.start - b.start)
    .find((m) => m.concepts.some((c) => c.kind === "person" || c.kind === "animal" || c.kind === "object"));
  const c = after?.concepts.find((c) => c.kind === "person" || c.kind === "animal" || c.kind === "object");
  return c?.kind ?? null;
}

/**
 * Capitalised words right after an animal noun, inside the sentence and with no comma between: the animal's
 * name in apposition ("their cat Pepper", "su gata Pimienta", "ihre Katze Pfeffer"), which is no thing,
 * whatever else it names. A German noun after a dative one is its object instead.
 */
function namesOfAnimals(tokens: Token[], matches: Match[], language: Language): Set<number> {
  const out = new Set<number>();
  if (isIndic(language)) {
    // "“हंस” नाम की एक नीली नाव", "ಹಂಸ ಎಂಬ ದೋಣಿ", "அன்னம் என்ற படகு", "హంస అనే పడవ": the word before a naming
    // word, where a thing or an animal follows it, is that one's name.
    const markers = NAME_MARKERS[language];
    for (const t of tokens) {
      if (!markers.has(t.norm) || t.index === 0) continue;
      const kind = kindNamed(t.index, matches);
      if (kind === "animal" || kind === "object") out.add(t.index - 1);
    }
    for (const at of petsNamedAfter(tokens, matches, language)) out.add(at);
    return out;
  }
  for (const m of matches) {
    if (m.end - m.start !== 1 || !m.concepts.some((c) => c.kind === "animal")) continue;
    const name = tokens[m.end];
    if (!name?.capitalised || tokens[m.start]?.comma) continue;
    if (RULES[language].capitalisedNouns && DATIVE_BEFORE.test(tokens[m.start - 1]?.norm ?? "")) continue;
    out.add(m.end);
  }
  // "a boat called the Swan", "ein Boot namens Schwan", "su gata, llamada Tigre": the word after a naming
  // word (and its article) that follows a thing or an animal is that one's name.
  const markers = NAME_MARKERS[language];
  const drawnAt = (i: number) =>
    matches.some((m) => m.end === i && m.concepts.some((c) => c.kind === "animal" || c.kind === "object"));
  for (const t of tokens) {
    if (!markers.has(t.norm) || !drawnAt(t.index)) continue;
    const next = tokens[t.index + 1];
    const article = next !== undefined && APPOSITION[language].has(next.norm) && !markers.has(next.norm);
    const name = tokens[t.index + (article ? 2 : 1)];
    if (name?.capitalised) out.add(name.index);
  }
  return out;
}

/** Whose an animal is, before it ("उनकी बिल्ली", "ಅವರ ಬೆಕ್ಕು", "அவர்களுடைய பூனை", "వాళ్ళ పిల్లి"): a pet. */
const PET_OWNERS: Partial<Record<Language, RegExp>> = {
  hi: /^(उनकी|उनका|उनके|हमारी|हमारा|हमारे|मेरी|मेरा|मेरे|उसकी|उसका|उसके|अपनी|अपना|अपने)$/u,
  kn: /^(ಅವರ|ನಮ್ಮ|ನನ್ನ|ಅವಳ|ಅವನ|ತಮ್ಮ|ತನ್ನ)$/u,
  ta: /^(அவர்களுடைய|அவர்களின்|அவர்களது|எங்கள்|எங்களுடைய|என்|என்னுடைய|அவளுடைய|அவனுடைய|அவருடைய|தன்|தங்கள்)$/u,
  te: /^(వాళ్ళ|వాళ్ల|వారి|మా|నా|ఆమె|అతని|తన|తమ)$/u,
};

/** The fewest words after a pet's name before its clause ends: "their cat butter ate" is what it ate. */
const NAME_CLAUSE_WORDS = 4;

/**
 * A pet's name set right after it in the Indian languages ("उनकी बिल्ली मक्खन फ़र्श पर … पी गई", "ಅವರ
 * ಬೆಕ್ಕು ಬೆಣ್ಣೆ … ನೀರು ಕುಡಿಯಿತು": their cat Butter drank …): a thing's bare word right after an owned
 * animal, with the rest of a long clause after it, is the animal's name. Right before its verb it is what
 * the animal eats ("उनकी बिल्ली मक्खन खा गई"); with a case ending or a joining word after, it is no name.
 */
function petsNamedAfter(tokens: Token[], matches: Match[], language: Language): Set<number> {
  const out = new Set<number>();
  const owners = PET_OWNERS[language];
  if (!owners) return out;
  const exact = lexiconFor(language).exact;
  const joins = listJoins(language);
  const genitive = RULES[language].postpositions?.genitive ?? null;
  for (const m of matches) {
    if (m.end - m.start !== 1 || !m.concepts.some((c) => c.kind === "animal")) continue;
    if (!owners.test(tokens[m.start - 1]?.norm ?? "") || tokens[m.start]?.comma) continue;
    const name = tokens[m.end];
    const thing = matches.find((n) => n.start === m.end && n.end === m.end + 1);
    if (!name || !thing?.concepts.some((c) => c.kind === "object") || !exact.has(name.norm)) continue;
    const next = tokens[m.end + 1]?.norm ?? "";
    if (joins.has(next) || genitive?.has(next)) continue;
    let words = 0;
    for (let i = m.end + 1; i < tokens.length; i++) {
      words++;
      if (tokens[i]?.comma) break;
    }
    if (!name.comma && words >= NAME_CLAUSE_WORDS) out.add(m.end);
  }
  return out;
}

/**
 * Words that are a colour in their sentence, not the fruit or flower named like it: a colour word right after
 * a word that is no article or preposition ("un flotador naranja", but "una naranja", "jus d'orange"), or
 * right before the word for "colour" ("ஆரஞ்சு நிற வளையம்": an orange-coloured ring).
 */
function colourWords(tokens: Token[], language: Language): Set<number> {
  const { after, mark } = COLOUR_WORDS[language];
  const out = new Set<number>();
  for (const t of tokens) {
    const before = tokens[t.index - 1];
    if (
      after?.has(t.norm) &&
      before &&
      !before.comma &&
      !FUNCTION_WORDS[language].has(before.norm) &&
      !before.norm.endsWith("'")
    )
      out.add(t.index);
    if (mark?.test(tokens[t.index + 1]?.norm ?? "")) out.add(t.index);
  }
  for (const at of predicateColours(tokens, language)) out.add(at);
  for (const at of listedColours(tokens, language)) out.add(at);
  return out;
}

/** Animals whose word is also eaten as it stands (a fish on a plate is drawn as a fish). */
const EATEN_WHOLE = /fish|shrimp|crab|lobster|squid|oyster/u;

/**
 * Animals named in a list of dishes ("rice, sambar and ten curries", "arroz, sambar y diez curris"): a
 * neighbour across a comma or a joining word is food, so the word is a dish of the same name, not the
 * animal (sambar the stew, no sambar deer).
 */
function animalsListedWithFood(tokens: Token[], matches: Match[], language: Language): Set<number> {
  const out = new Set<number>();
  const joins = listJoins(language);
  const food = (m: Match | undefined) =>
    m?.concepts.some((c) => c.kind === "object" && FOOD.test(c.icon)) ?? false;
  const endingAt = (end: number) => matches.find((m) => m.end === end);
  const startingAt = (start: number) => matches.find((m) => m.start === start);
  for (const m of matches) {
    if (!m.concepts.some((c) => c.kind === "animal" && !EATEN_WHOLE.test(c.icon))) continue;
    const before = tokens[m.start - 1];
    const listedBefore =
      (before?.comma && food(endingAt(m.start))) ||
      (joins.has(before?.norm ?? "") && !tokens[m.start - 2]?.comma && food(endingAt(m.start - 1)));
    const last = tokens[m.end - 1];
    const next = tokens[m.end];
    // "sambar and ten curries": a number or an article may stand before the next dish.
    const after = (from: number) => food(startingAt(from)) || food(startingAt(from + 1));
    // A dish after a comma alone may be a name set beside the animal ("Meera's cat, Pepper, hid"): only a
    // joining word before the next dish lists the animal among them.
    const listedAfter = joins.has(next?.norm ?? "") && !last?.comma && after(m.end + 1);
    if (listedBefore || listedAfter) out.add(m.start);
  }
  return out;
}

/** The words that join the last two items of a list ("yellow, orange and white"): "and" (AND_WORDS) or "or". */
const OR_WORDS: Record<Language, readonly string[]> = {
  en: ["or"],
  es: ["o", "u"],
  fr: ["ou"],
  de: ["oder"],
  hi: ["या"],
  kn: ["ಅಥವಾ"],
  ta: ["அல்லது"],
  te: ["లేదా"],
};
const listJoins = (language: Language): ReadonlySet<string> =>
  new Set([...AND_WORDS[language], ...OR_WORDS[language]]);

/**
 * Colour words in a list of colours ("in circles of yellow, orange and white", "amarillos, naranjas y
 * blancos", "மஞ்சள், ஆரஞ்சு, வெள்ளை"): each is a colour beside the others, never the fruit or flower named
 * like it. A neighbour counts across a comma or a joining word only.
 */
function listedColours(tokens: Token[], language: Language): Set<number> {
  const forms = new Set(formsOf(language));
  const joins = listJoins(language);
  const isColour = (i: number) => forms.has(tokens[i]?.norm ?? "");
  // The colour word next to `at` on one side, with at most a joining word between.
  const beside = (at: number, step: 1 | -1): boolean => {
    const near = at + step;
    const first = step === 1 ? tokens[at] : tokens[near];
    if (!tokens[near]) return false;
    if (isColour(near)) return true;
    // "orange and white": a joining word, then a colour; no comma may stand before the joining word's
    // far side ("orange, and then the sky").
    const far = near + step;
    return (
      !first?.comma &&
      joins.has(tokens[near]?.norm ?? "") &&
      !tokens[step === 1 ? near : far]?.comma &&
      isColour(far)
    );
  };
  const out = new Set<number>();
  for (const t of tokens)
    if (isColour(t.index) && (beside(t.index, -1) || beside(t.index, 1))) out.add(t.index);
  return out;
}

/** Each language's colour forms (COLOUR_FORMS), as one list. */
function formsOf(language: Language): readonly string[] {
  return Object.values(COLOUR_FORMS[language].forms)
    .flat()
    .map((f) => f.toLowerCase().normalize("NFC"));
}

/**
 * Colour words said of what they cover (COLOUR_PREDICATES): after a copula or a verb of turning ("turned
 * orange", "était rose"), before a verb of becoming or making ("गुलाबी हो गई", "ಗುಲಾಬಿಯಾಗಿತ್ತು"), or beside
 * "from head to toe".
 */
function predicateColours(tokens: Token[], language: Language): Set<number> {
  const rule = COLOUR_PREDICATES[language];
  const forms = formsOf(language);
  const whole = new Set<number>();
  for (const phrase of rule.whole ?? []) {
    for (const t of tokens) {
      if (!phrase.every((w, k) => tokens[t.index + k]?.norm === w)) continue;
      for (let i = t.index - 3; i <= t.index + phrase.length + 2; i++) whole.add(i);
    }
  }
  const out = new Set<number>();
  for (const t of tokens) {
    const form = forms.find((f) => t.norm === f || (rule.ending && t.norm.startsWith(f)));
    if (!form) continue;
    if (t.norm !== form) {
      if (rule.ending?.test(t.norm.slice(form.length))) out.add(t.index);
      continue;
    }
    const before = tokens[t.index - 1];
    if (whole.has(t.index)) out.add(t.index);
    else if (before && !before.comma && rule.before?.has(before.norm)) out.add(t.index);
    else if (!t.comma && rule.after?.test(tokens[t.index + 1]?.norm ?? "")) out.add(t.index);
  }
  return out;
}

/** A conjunction written like a noun (French "car", because) at `at`: the noun only after a determiner or
 * a preposition. */
function conjunction(at: number, tokens: Token[], language: Language): boolean {
  const rule = RULES[language].clitics?.conjunctionNouns;
  if (!rule?.words.has(tokens[at]?.norm ?? "")) return false;
  return !rule.nounAfter.has(tokens[at - 1]?.norm ?? "");
}

/** Whether a word is the quantity a container holds ("spoonful", "cupful"), by WordNet. */
function containerful(word: string): boolean {
  const of = firstSynset("containerful");
  return (
    of !== null && nounLemmas(word).some((l) => nounSenses(l).some((s) => isKindOf(s.synset, of.offset)))
  );
}

/** How many describing words may stand before what a heap or a shape is of ("a ball of soft red wool"). */
const HEAP_ADJECTIVES = 2;

/** A noun that is the shape, heap or measure of the word after "of" and an article (shapeOrHeap): the
 * tagger reads that word a noun, or a verb where it takes "of snow" for one. */
function heapOf(at: number, tokens: Token[], pos: Pos[] | null, language: Language): boolean {
  const of = RULES[language].fewEndings?.heapOf;
  if (!of || !pos || pos[at] !== "noun" || tokens[at + 1]?.norm !== of || tokens[at]?.comma) return false;
  let next = FUNCTION_WORDS[language].has(tokens[at + 2]?.norm ?? "") ? at + 3 : at + 2;
  // "a ball of red wool": what a shape or a heap is of may have its describing words before it (what a
  // spoonful of fresh honey measures is left to the spoon).
  if (!containerful(tokens[at]?.norm ?? ""))
    for (let k = 0; k < HEAP_ADJECTIVES && pos[next] === "adjective" && !tokens[next]?.comma; k++) next++;
  return (pos[next] === "noun" || pos[next] === "verb") && shapeOrHeap(tokens[at]?.norm ?? "");
}

/** The words that name the plant seeds come from (SEED_WORDS): right before the seed word, before it and a
 * genitive, or after it and "de". */
function plantsOfSeeds(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const rule = SEED_WORDS[language];
  if (!rule) return out;
  for (const t of tokens) {
    if (!rule.seeds.test(t.norm)) continue;
    const before = tokens[t.index - 1];
    if (rule.of) {
      if (rule.of.has(tokens[t.index + 1]?.norm ?? "") && !t.comma) out.add(t.index + 2);
      continue;
    }
    if (!before || before.comma) continue;
    if (rule.genitive?.has(before.norm)) out.add(t.index - 2);
    else out.add(t.index - 1);
  }
  return out;
}

/** A noun right before a noun no word table names: an event's noun ("the wedding procession"), or one
 * WordNet names a compound with a second that is no event ("sunflower seed"): it says what kind the second
 * is. */
function compoundModifier(m: Match, tokens: Token[], pos: Pos[]): boolean {
  const head = tokens[m.end];
  if (pos[m.start] !== "noun" || pos[m.end] !== "noun" || !head || tokens[m.start]?.comma) return false;
  const word = tokens[m.start]?.norm ?? "";
  // "a boat race": an event of a thing is drawn by the thing.
  return abstractNoun(word) || (compoundNoun(word, head.norm) && !eventNoun(head.norm));
}

/** A holder that is the measure of the word after "of" and an article or a number (holderMeasure). */
function measureOf(at: number, tokens: Token[], pos: Pos[] | null, language: Language): boolean {
  const of = RULES[language].fewEndings?.heapOf;
  if (!of || !pos || pos[at] !== "noun" || tokens[at + 1]?.norm !== of || tokens[at]?.comma) return false;
  const next = FUNCTION_WORDS[language].has(tokens[at + 2]?.norm ?? "") ? at + 3 : at + 2;
  return (pos[next] === "noun" || pos[next] === "adjective") && holderMeasure(tokens[at]?.norm ?? "");
}

function* range(from: number, to: number) {
  for (let i = from; i < to; i++) yield i;
}

function isThing(c: Concept): boolean {
  return c.kind === "object" || c.kind === "place";
}

function isDrawn(c: Concept): boolean {
  return isThing(c) || c.kind === "person" || c.kind === "animal" || c.kind === "robot";
}

/** A word tagged a verb with a particle or an adverb after it and no modifier before it ("fly up"). */
function actsAsVerb(at: number, tokens: Token[], pos: (Pos | undefined)[] | null): boolean {
  const next = tokens[at + 1];
  const before = tokens[at - 1];
  if (pos?.[at] !== "verb" || !next || tokens[at]?.comma || pos[at + 1] === "noun") return false;
  return !before || (pos[at - 1] !== "adjective" && !before.norm.endsWith("ing"));
}

/** A phrase of words the tagger reads as a verb and its particle or adverb, none of them a noun. */
function phrasalVerb(m: Match, pos: Pos[]): boolean {
  return pos[m.start] === "verb" && [...range(m.start, m.end)].every((i) => notNoun(pos[i]));
}

/** English determiners (not "her", an object too: "watched her dance"): the word right after one is no verb,
 * whatever the tagger says ("snatched the sunglasses right off"), though it may be an adjective ("a chilly
 * night"). */
const DETERMINERS: Record<Language, ReadonlySet<string> | null> = {
  en: new Set(["the", "a", "an", "his", "my", "your", "our", "their", "its", "these", "those"]),
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

function afterDeterminer(at: number, tokens: Token[], language: Language): boolean {
  const before = tokens[at - 1];
  return !!before && !before.comma && (DETERMINERS[language]?.has(before.norm) ?? false);
}

/** Words a noun phrase may hold between its determiner and an "-ing" word that names a kind ("a little
 * sailing boat", "a model fishing boat"). */
const ING_PHRASE_REACH = 2;

/**
 * "a little sailing boat", "the old rocking chair": after a determiner, describing words and an "-ing" word
 * the tagger reads as no verb, the next word is the noun the "-ing" word names a kind of, whatever the tagger
 * says of it (it reads "boat" there as a verb).
 */
function afterIngModifier(at: number, tokens: Token[], pos: Pos[] | null, language: Language): boolean {
  const ing = tokens[at - 1];
  if (!ing || ing.comma || !/[a-z]{3}ing$/u.test(ing.norm) || pos?.[at - 1] === "verb") return false;
  for (let i = at - 2; i >= Math.max(0, at - 2 - ING_PHRASE_REACH); i--) {
    const t = tokens[i];
    if (!t || t.comma) return false;
    if (afterDeterminer(i + 1, tokens, language)) return true;
    if (pos?.[i] !== "adjective" && pos?.[i] !== "noun") return false;
  }
  return false;
}

/** A word tagged a verb with its object after it ("Ravi parks his cart", "they shop the sales"): no place. */
function verbWithObject(at: number, tokens: Token[], pos: Pos[] | null, language: Language): boolean {
  const next = tokens[at + 1];
  return (
    pos?.[at] === "verb" &&
    !afterDeterminer(at, tokens, language) &&
    !!next &&
    !tokens[at]?.comma &&
    (DETERMINERS[language]?.has(next.norm) ?? false)
  );
}

function notNoun(pos: Pos | undefined): boolean {
  return pos === "verb" || pos === "adjective" || pos === "adverb";
}

/** "chocolate cake": a noun right before another noun that names a thing (not across a comma: "tomatoes,
 * onions"; a place after a thing is where it goes: "the last bus home"). */
function modifies(m: Match, tokens: Token[], pos: Pos[], startsThing: Map<number, Match>): boolean {
  return nounBeforeHead(m, tokens, pos, startsThing) && m.concepts.some(isThing);
}

/** A noun right before a noun that starts one of `heads`, in the same phrase (no comma between). */
function nounBeforeHead(m: Match, tokens: Token[], pos: Pos[], heads: Map<number, Match>): boolean {
  return pos[m.start] === "noun" && pos[m.end] === "noun" && !tokens[m.start]?.comma && heads.has(m.end);
}

/** "the sleeper bus", "a tourist bus", "the temple elephant", "a baby goat": a noun right before a vehicle or
 * an animal says what kind of one it is; the person or the thing it names is not in the scene, nor the
 * landmark an animal is kept at (the farm of "the farm dog" and the school of "the school bus" still say
 * where). A possessive ("the girl's dog") names its owner. */
function namesKindOf(m: Match, tokens: Token[], pos: Pos[], heads: Map<number, Match>): boolean {
  return nounBeforeHead(m, tokens, pos, heads) && !/['’]s?$/u.test(tokens[m.start]?.surface ?? "");
}

/**
 * A word of a hyphenated compound before its head ("coconut-leaf mats", "banana-leaf plates", "a star-shaped
 * cookie"): a part before a hyphen, or the compound's last part when a noun follows it. Only where the
 * tagger reads the sentence: a hyphenated compound modifies the noun after it in English.
 */
function hyphenModifier(at: number, tokens: Token[], pos: Pos[]): boolean {
  const t = tokens[at];
  if (!t || t.comma) return false;
  if (t.hyphen) return tokens[at + 1] !== undefined;
  return tokens[at - 1]?.hyphen === true && pos[at + 1] === "noun";
}

/** "pastel de chocolate", "gâteau au chocolat": the thing after these words names what the first is made of. */
const OF_MATERIAL: Record<Language, ReadonlySet<string> | null> = {
  es: new Set(["de"]),
  fr: new Set(["au", "aux", "à"]),
  en: null,
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** Boxes, baskets and bags: "una caja de pan" is a box that holds bread, and both are drawn. */
const HOLDERS: ReadonlySet<string> = new Set([
  "package",
  "basket",
  "shopping-bags",
  "jar",
  "bucket",
  "luggage",
  "backpack",
  "handbag",
  "purse",
]);

function holds(c: Concept): boolean {
  return c.kind === "object" && HOLDERS.has(c.icon);
}

/**
 * Without a tagger, a thing that names what another is made of or tastes of: in Spanish and French the
 * second of "thing de/au thing" ("pastel de chocolate" is a cake). Two things side by side in the Indian
 * languages are as often two things ("साइकिल पेड़ के नीचे": the bicycle under the tree) as one.
 */
function modifiersWithoutTagger(
  tokens: Token[],
  startsThing: Map<number, Match>,
  language: Language,
): Set<number> {
  const out = new Set<number>();
  const of = OF_MATERIAL[language];
  for (const [at, m] of startsThing) {
    if (m.end - m.start !== 1 || tokens[at]?.comma || m.concepts.some(holds)) continue;
    if (of?.has(tokens[at + 1]?.norm ?? "")) {
      const article = tokens[at + 2]?.norm === "la" ? 1 : 0;
      const next = startsThing.get(at + 2 + article);
      // A plural after it is what it holds, drawn too ("una bolsa de manzanas"); a singular its flavour.
      const plural = /s$/u.test(tokens[next?.start ?? -1]?.norm ?? "");
      if (next && next.end - next.start === 1 && !plural) out.add(next.start);
    }
  }
  return out;
}

/**
 * Words that open a simile, with the articles that must follow them ("like an orange coin", "como un",
 * "comme une", "wie ein"), and the words that set the simile's picture among plural things that belong to it
 * (`within` and a `set` of the two words after: "like a boat on the waves"; "como un tronco en una caja" sets
 * the sleeper in a real box); in Hindi and Tamil the comparison word follows its noun ("चाँदी जैसी").
 */
const SIMILE_BEFORE: Record<
  Language,
  {
    marks: ReadonlySet<string>;
    articles: ReadonlySet<string>;
    within: ReadonlySet<string>;
    set: RegExp;
    /** A word before the comparison word that lets a bare plural follow ("dripping like wet umbrellas"). */
    bareAfter: RegExp;
    /** How a plural ends, which a picture with no article must hold. */
    plural: RegExp;
    /** The definite articles (and a German bare noun, `bareNoun`) after which a quality's simile names its
     * measure ("dulce como la miel", "doux comme le miel", "süß wie Honig"). */
    definite?: ReadonlySet<string>;
    bareNoun?: boolean;
  } | null
> = {
  en: {
    marks: new Set(["like"]),
    articles: new Set(["a", "an"]),
    within: new Set(["on", "in", "among", "over"]),
    set: /^the \S+s$/u,
    bareAfter: /^(?!.*thing$).+(ing|ed)$/u,
    plural: /s$/u,
  },
  es: {
    marks: new Set(["como"]),
    articles: new Set(["un", "una", "unos", "unas"]),
    within: new Set(["sobre", "entre", "en"]),
    set: /^(las|los) /u,
    bareAfter: /(ando|iendo|ados|adas|idos|idas)$/u,
    plural: /s$/u,
    definite: new Set(["el", "la", "los", "las", "lo"]),
  },
  fr: {
    marks: new Set(["comme"]),
    articles: new Set(["un", "une", "des"]),
    within: new Set(["sur", "dans", "parmi"]),
    set: /^les /u,
    bareAfter: /(ant|ants|ante|antes|és|ées)$/u,
    plural: /[sx]$/u,
    definite: new Set(["le", "la", "l'", "les", "du", "de"]),
  },
  de: {
    marks: new Set(["wie"]),
    articles: new Set(["ein", "eine", "einen", "einem", "einer"]),
    within: new Set(["auf", "in", "unter", "über"]),
    set: /^den \S+n$/u,
    bareAfter: /(en|end|ende|enden)$/u,
    plural: /(e|er|en|n|s)$/u,
    definite: new Set(["der", "die", "das", "dem", "den"]),
    bareNoun: true,
  },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};
const SIMILE_AFTER: Record<Language, ReadonlySet<string> | null> = {
  hi: new Set(["जैसे", "जैसा", "जैसी", "तरह", "सा", "सी"]),
  ta: new Set(["போல", "போன்ற", "போல்", "மாதிரி", "போலச்", "போலக்", "போலத்", "போலப்", "போலவே"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  kn: null,
  te: null,
};
/** "Like" joined to its noun in Kannada and Telugu ("ಮೀನಿನಂತೆ", "చేపలా": like a fish). */
const SIMILE_ENDING: Record<Language, RegExp | null> = {
  kn: /ಂತೆ$/u,
  te: /(లా|లాగా)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  ta: null,
};
/**
 * The word before a simile's noun that belongs to its picture: a Kannada genitive ("ಕುರಿಯ ಉಣ್ಣೆಯಂತೆ", like a
 * sheep's wool), a Tamil word joined to the noun by a doubled consonant ("ஆட்டுக் கம்பளி மாதிரி") or a Tamil
 * relative participle with the place before it ("அலைகளில் ஆடும் படகு போல", like a boat rocking on the waves).
 */
const SIMILE_OWNER: Partial<Record<Language, { owner: RegExp; clause?: RegExp; where?: RegExp }>> = {
  kn: { owner: /[ಯದನ]$/u },
  ta: { owner: /[கசதப]்$/u, clause: /ும்$/u, where: /ில்$/u },
};
/** How many words a simile's picture runs to after its article: "like an orange coin". */
const VEHICLE_WORDS = 3;
/** How many words the place of a simile's picture runs to: "on the waves". */
const WITHIN_WORDS = 2;

/** Marks the noun before a comparison word, with its owner ("भेड़ की ऊन जैसे", "ಕುರಿಯ ಉಣ್ಣೆಯಂತೆ"). */
function markVehicle(tokens: Token[], noun: number, language: Language, out: Set<number>): void {
  out.add(noun);
  const prev = tokens[noun - 1];
  if (!prev || prev.comma) return;
  if (RULES[language].postpositions?.genitive?.has(prev.norm)) out.add(noun - 2);
  const rule = SIMILE_OWNER[language];
  if (rule?.owner.test(prev.norm)) out.add(noun - 1);
  if (!rule?.clause?.test(prev.norm)) return;
  out.add(noun - 1);
  // Only a place the clause names is the picture's ("அலைகளில்", on the waves), not who does it.
  const where = tokens[noun - 2];
  if (where && !where.comma && rule.where?.test(where.norm)) out.add(noun - 2);
}

/** Marks a simile's picture after its article, with where it is ("like a boat on the waves"). */
function markPicture(
  tokens: Token[],
  from: number,
  rule: { within: ReadonlySet<string>; set: RegExp },
  out: Set<number>,
): void {
  let end = from + VEHICLE_WORDS;
  for (let i = from; i < Math.min(tokens.length, end); i++) {
    out.add(i);
    if (tokens[i]?.comma) break;
    const set = `${tokens[i + 1]?.norm ?? ""} ${tokens[i + 2]?.norm ?? ""}`;
    if (i > from && !tokens[i + 1]?.comma && rule.within.has(tokens[i]?.norm ?? "") && rule.set.test(set))
      end = i + 1 + WITHIN_WORDS;
  }
}

/** How many words a simile's bare plural picture runs to: "like wet umbrellas", "wie nasse Regenschirme". */
const BARE_WORDS = 2;

/**
 * Whether the comparison word at `at` opens a picture with no article: only after a word of doing or being
 * ("dripping like", "chorreando como", "tropfen wie"), so that "they like umbrellas" stays a verb, and only
 * where a plural follows within BARE_WORDS ("like umbrellas", "paraguas", "Regenschirme").
 */
function bareSimile(tokens: Token[], at: number, rule: { bareAfter: RegExp; plural: RegExp }): boolean {
  const prev = tokens[at - 1];
  if (!prev || prev.comma || !rule.bareAfter.test(prev.norm)) return false;
  return tokens.slice(at + 1, at + 1 + BARE_WORDS).some((t) => rule.plural.test(t.norm));
}

/**
 * Where the measure of a quality's simile starts ("dulce como la miel", "doux comme le miel", "süß wie
 * Honig": as sweet as honey), or 0: a definite article (or, in German, a capitalised noun) right after the
 * comparison word, which follows a word of its own clause (no comma before it: "…, como la abuela dijo" is
 * said as she said) that is no function word. Who is likened to stays: only things and animals go.
 */
function qualitySimile(
  tokens: Token[],
  at: number,
  rule: { definite?: ReadonlySet<string>; bareNoun?: boolean },
  language: Language,
): number {
  const prev = tokens[at - 1];
  const next = tokens[at + 1];
  if (!prev || !next || prev.comma || tokens[at]?.comma || FUNCTION_WORDS[language].has(prev.norm)) return 0;
  // German: the word before is an adjective or an adverb, written small ("süß wie Honig").
  if (RULES[language].capitalisedNouns && prev.capitalised) return 0;
  if (rule.definite?.has(next.norm)) return at + 2;
  return rule.bareNoun && next.capitalised ? at + 1 : 0;
}

/**
 * The words for a song, and where what it is of stands: right `before` it ("boat song", "ದೋಣಿ ಹಾಡು",
 * "படகுப் பாட்டு", "పడవ పాట"), with a genitive between in Hindi ("नाव का गीत"), or after one of the words
 * `of` and an article ("canción de barqueros", "chanson des bateliers", "Lied vom Boot").
 */
interface OfWhat {
  words: RegExp;
  before?: true;
  of?: ReadonlySet<string>;
  articles?: ReadonlySet<string>;
}
const SONGS: Record<Language, OfWhat> = {
  en: { words: /^(song|songs|tune|tunes)$/u, before: true },
  es: {
    words: /^(canción|canciones|copla|coplas)$/u,
    of: new Set(["de", "del"]),
    articles: new Set(["el", "la", "los", "las"]),
  },
  fr: {
    words: /^(chanson|chansons|chant|chants)$/u,
    of: new Set(["de", "du", "des", "d'"]),
    articles: new Set(["la", "l'"]),
  },
  de: {
    words: /^(lied|lieder|liedchen)$/u,
    of: new Set(["vom", "von"]),
    articles: new Set(["der", "den", "dem"]),
  },
  hi: { words: /^(गीत|गाना|गाने|गानों)$/u, before: true },
  kn: { words: /^ಹಾಡ(ು|ನ್ನು|ೊಂದು|ೊಂದನ್ನು|ುಗಳು|ುಗಳನ್ನು)$/u, before: true },
  ta: { words: /^(பாட்ட(ு|ுப்|ை|ைப்|ைக்|ுகள்|ுகளை)|பாடல்|பாடலை|பாடலைப்)$/u, before: true },
  te: { words: /^పాట(|ను|ని|లు|లను)$/u, before: true },
};

/**
 * What a song is of ("an old boat song", "नाव का एक पुराना गीत", "una canción de barqueros"): the boat or
 * the animal it sings of is not in the scene. Only a word in its bare form counts before the song ("ದೋಣಿ
 * ಹಾಡು"); one with a case ending says where it is sung ("ದೋಣಿಯಲ್ಲಿ ಹಾಡು").
 */
function sungOf(tokens: Token[], matches: Match[], language: Language): Set<number> {
  const out = new Set<number>();
  const add = (m: Match) => {
    for (let i = m.start; i < m.end; i++) out.add(i);
  };
  for (const m of whatIsOf(tokens, matches, language, SONGS[language]).values()) add(m);
  // The leaves of a fruit plant are the green leaves food is served on: neither the fruit nor a fallen leaf.
  for (const [leaf, m] of whatIsOf(tokens, matches, language, LEAVES[language]))
    if (m.concepts.some((c) => c.kind === "object" && FOOD.test(c.icon))) {
      add(m);
      out.add(leaf);
    }
  return out;
}

/**
 * The leaves of a plant ("banana leaves", "hojas de plátano", "केले के पत्तों"): food served on them is drawn,
 * the fruit of the plant they come from is not.
 */
const LEAVES: Record<Language, OfWhat> = {
  en: { words: /^(leaf|leaves)$/u, before: true },
  es: { words: /^(hoja|hojas)$/u, of: new Set(["de", "del"]), articles: new Set(["el", "la"]) },
  fr: { words: /^(feuille|feuilles)$/u, of: new Set(["de", "d'", "du"]), articles: new Set(["la", "l'"]) },
  de: {
    words: /^(blatt|blätter|blättern)$/u,
    of: new Set(["vom", "von"]),
    articles: new Set(["der", "dem"]),
  },
  hi: { words: /^(पत्ता|पत्ते|पत्तों|पत्तल|पत्तलों)$/u, before: true },
  kn: { words: /^ಎಲೆ/u, before: true },
  ta: { words: /^இலை/u, before: true },
  te: { words: /^ఆకు/u, before: true },
};

/** The words a song or a leaf is of (OfWhat), by `rule`. */
/** What a song or a leaf is of (OfWhat), by the index of each word for the song or the leaf. */
function whatIsOf(tokens: Token[], matches: Match[], language: Language, rule: OfWhat): Map<number, Match> {
  const out = new Map<number, Match>();
  const genitive = RULES[language].postpositions?.genitive ?? null;
  const exact = lexiconFor(language).exact;
  const thingAt = (from: number, to: number) =>
    matches.find(
      (m) =>
        m.start === from &&
        m.end === to &&
        m.concepts.some((c) => c.kind === "object" || c.kind === "animal"),
    );
  // A Tamil noun joined to the next by a doubled consonant ("படகுப்") is in its bare form too.
  const bare = (t: Token | undefined) => t !== undefined && (exact.has(t.norm) || /[கசதப]்$/u.test(t.norm));
  for (const t of tokens) {
    if (!rule.words.test(t.norm)) continue;
    if (rule.before) {
      // Describing words may stand between ("नाव का एक पुराना गीत"); at most two.
      for (let k = t.index - 1; k >= Math.max(0, t.index - 4); k--) {
        const w = tokens[k];
        if (!w || w.comma) break;
        const at = genitive?.has(w.norm) ? k - 1 : k;
        const m = thingAt(at, at + 1) ?? thingAt(at - 1, at + 1);
        if (m && (at !== k || bare(tokens[m.end - 1]) || language === "en")) {
          out.set(t.index, m);
          break;
        }
        // Only describing words stand between; a postposition says where it is sung ("नाव में गीत").
        if (at !== k || RULES[language].postpositions?.postpositions.has(w.norm)) break;
      }
    }
    if (rule.of?.has(tokens[t.index + 1]?.norm ?? "") && !t.comma) {
      const from = rule.articles?.has(tokens[t.index + 2]?.norm ?? "") ? t.index + 3 : t.index + 2;
      const m = matches.find((x) => x.start === from);
      if (m) out.set(t.index, m);
    }
  }
  return out;
}

/** The words of each quality's simile (qualitySimile) in a sentence. */
function qualitySimiles(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const rule = SIMILE_BEFORE[language];
  if (!rule?.definite) return out;
  for (const t of tokens) {
    if (!rule.marks.has(t.norm) || rule.articles.has(tokens[t.index + 1]?.norm ?? "")) continue;
    const from = qualitySimile(tokens, t.index, rule, language);
    if (from > 0) markBare(tokens, from, out);
  }
  return out;
}

/** Marks a bare simile's picture, up to BARE_WORDS words or a comma. */
function markBare(tokens: Token[], from: number, out: Set<number>): void {
  for (let i = from; i < Math.min(tokens.length, from + BARE_WORDS); i++) {
    out.add(i);
    if (tokens[i]?.comma) return;
  }
}

/** The words inside similes: what the sentence compares with, which the scene does not show. */
function similes(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const before = SIMILE_BEFORE[language];
  const after = SIMILE_AFTER[language];
  // A genitive between a noun and the comparison word after it ("मछली की तरह", like a fish).
  const genitive = RULES[language].postpositions?.genitive ?? null;
  const ending = SIMILE_ENDING[language];
  const lexicon = ending ? lexiconFor(language) : null;
  for (const t of tokens) {
    if (after?.has(t.norm) && t.index > 0)
      markVehicle(tokens, t.index - (genitive?.has(tokens[t.index - 1]?.norm ?? "") ? 2 : 1), language, out);
    // A word of its own that ends like the ending ("కోలా", cola) is no simile.
    if (ending?.test(t.norm) && !lexicon?.exact.has(t.norm)) markVehicle(tokens, t.index, language, out);
    if (!before?.marks.has(t.norm)) continue;
    if (before.articles.has(tokens[t.index + 1]?.norm ?? "")) markPicture(tokens, t.index + 2, before, out);
    else if (bareSimile(tokens, t.index, before)) markBare(tokens, t.index + 1, out);
  }
  return out;
}

/** How many words a shape's noun runs to after the words between ("en forme de petite étoile"). */
const SHAPE_WORDS = 2;

/** The words that name what something is shaped like: a shape in the picture, no thing of its own. */
function shapedLike(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const before = RULES[language].shapeBefore;
  const after = RULES[language].shapeAfter;
  const genitive = RULES[language].postpositions?.genitive ?? null;
  for (const t of tokens) {
    if (after?.test(t.norm) && t.index > 0)
      out.add(t.index - (genitive?.has(tokens[t.index - 1]?.norm ?? "") ? 2 : 1));
    if (!before?.words.test(t.norm) || t.comma) continue;
    let i = t.index + 1;
    while (i < tokens.length && before.between.has(tokens[i]?.norm ?? "") && !tokens[i - 1]?.comma) i++;
    // A shape word with no joining word after it is no shape of something ("in good form").
    if (i === t.index + 1) continue;
    for (let k = i; k < Math.min(tokens.length, i + SHAPE_WORDS); k++) {
      out.add(k);
      if (tokens[k]?.comma) break;
    }
  }
  return out;
}

/**
 * Spanish and French put object pronouns and question words right before a verb ("¿Qué busca?", "le
 * preguntó", "il la cherche"): a word there is a verb, never a thing named like it (a "busca", a pager).
 */
const BEFORE_VERB: Record<Language, ReadonlySet<string> | null> = {
  es: new Set([
    "qué",
    "me",
    "te",
    "se",
    "le",
    "les",
    "nos",
    "os",
    "yo",
    "tú",
    "usted",
    "ustedes",
    "no",
    "para",
  ]),
  fr: new Set([
    "je",
    "tu",
    "il",
    "elle",
    "on",
    "nous",
    "vous",
    "ils",
    "elles",
    "me",
    "te",
    "se",
    "ne",
    "pour",
  ]),
  en: null,
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** Verb forms with their object pronouns joined on: a Spanish gerund takes an accent with them ("llamándola",
 * calling her, is no llama; "comiéndolo"). */
const CLITIC_VERB: Partial<Record<Language, RegExp>> = {
  es: /[áé]ndo(?:me|te|se|nos|os|lo|la|los|las|le|les)+$/u,
};

/**
 * Verb forms of the past set before the personal "a" of their object ("llamó al pez", "llamaba a su perro",
 * "llamaron al médico"): a verb, no llama; a noun before "a" takes no accented "-ó" and no "-aba".
 */
const VERB_BEFORE_A: Partial<Record<Language, { verb: RegExp; a: ReadonlySet<string> }>> = {
  es: { verb: /(?:[^aeiouáéíóú]ó|ió|aron|ieron|aba|aban)$/u, a: new Set(["a", "al"]) },
};

function verbsAfterClitics(tokens: Token[], language: Language): Set<number> {
  const words = BEFORE_VERB[language];
  const joined = CLITIC_VERB[language];
  const beforeA = VERB_BEFORE_A[language];
  const out = new Set<number>();
  for (const t of tokens) {
    if (words && t.index > 0 && words.has(tokens[t.index - 1]?.norm ?? "")) out.add(t.index);
    if (joined?.test(t.norm)) out.add(t.index);
    if (beforeA?.verb.test(t.norm) && beforeA.a.has(tokens[t.index + 1]?.norm ?? "")) out.add(t.index);
  }
  return out;
}

import { createRequire } from "node:module";
import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import { isCommonWord, isHeadword, reverseHas, reverseTranslations, translations } from "./bridge";
import { type Concept, conceptOfEmoji, type Gender, sameThing, slugOf } from "./concepts";
import { everydayNouns } from "./everyday-nouns";
import { EVERYDAY } from "./everyday-words";
import { fluentIconNames } from "./fluent-names";
import * as kn from "./languages/kn";
import { PEOPLE_WORDS } from "./languages/people-words";
import { PLACE_WORDS } from "./languages/place-words";
import { RULES } from "./languages/rules";
import { SCENE_WORDS } from "./languages/scene-words";
import * as ta from "./languages/ta";
import * as te from "./languages/te";
import { BRIDGE_DICTIONARIES, THING_WORDS } from "./languages/thing-words";
import { CLDR_STOP, OVERRIDES } from "./overrides";
import { graphemeCount, tokenize } from "./text";
import { type NounSense, nounLemmas, nounSenses, type Synset } from "./wordnet";
import { firstPersonSense, type NounReader, personSense, wordnetReader } from "./wordnet-nouns";
import { MOOD_WORDS, TIME_WORDS, WEATHER_WORDS } from "./words";

const require = createRequire(import.meta.url);

/** Words a language's own module (languages/<lang>.ts) reads in their sense; they win over the shared tables. */
const LANGUAGE_WORDS: Record<Language, Readonly<Record<string, string>> | null> = {
  kn: kn.WORDS,
  ta: ta.WORDS,
  te: te.WORDS,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/** A language's words and phrases (space-joined normalised words) with what they stand for. */
export interface Lexicon {
  language: Language;
  exact: Map<string, Concept[]>;
  /** The same keys by stem (en/es/fr/de/ta/hi). */
  stems: Map<string, Concept[]>;
  /** Kannada/Telugu/Tamil keys without their final vowel sign: the stem the case suffixes change. */
  oblique: Map<string, Concept[]>;
  /** The curated keys (overrides and the time, weather and mood words), not CLDR's. */
  curated: Set<string>;
  maxWords: number;
  /** A dictionary's reading of the words no curated table lists (WordNet for English), or null. */
  nouns: NounReader | null;
  /**
   * A word no table lists read through a bilingual dictionary into English: its concepts ([] or null where
   * the English senses draw nothing or disagree), undefined where the dictionary has no noun of that form.
   * Null for a language with no dictionary.
   */
  bridged: ((word: string) => Concept[] | null | undefined) | null;
}

type Annotations = Record<string, { default?: string[]; tts?: string[] }>;

function readAnnotations(language: Language): Annotations {
  const full = require(`cldr-annotations-full/annotations/${language}/annotations.json`) as {
    annotations: { annotations: Annotations };
  };
  const derived = require(
    `cldr-annotations-derived-full/annotationsDerived/${language}/annotations.json`,
  ) as {
    annotationsDerived: { annotations: Annotations };
  };
  const out: Annotations = {};
  for (const [emoji, v] of Object.entries({
    ...derived.annotationsDerived.annotations,
    ...full.annotations.annotations,
  })) {
    // Skin-tone variants repeat their base's words and flags name countries: neither adds a concept.
    if (/[\u{1f3fb}-\u{1f3ff}\u{1f1e6}-\u{1f1ff}\u{e0061}-\u{e007a}]/u.test(emoji)) continue;
    out[emoji.replace(/\ufe0f/g, "")] = v;
  }
  return out;
}

let emojiConcepts: Map<string, Concept | null> | null = null;

/** Each emoji's concept, from its English short name as a Fluent Emoji icon (null: not drawn or no icon). */
function conceptsByEmoji(): Map<string, Concept | null> {
  if (emojiConcepts) return emojiConcepts;
  const icons = fluentIconNames();
  const map = new Map<string, Concept | null>();
  for (const [emoji, v] of Object.entries(readAnnotations("en"))) {
    const name = v.tts?.[0];
    // Skin-tone variants, flags and keycaps have a "base: detail" name; the base emoji carries the concept.
    if (!name || name.includes(":")) {
      map.set(emoji, null);
      continue;
    }
    const slug = slugOf(name);
    map.set(emoji, icons.has(slug) ? conceptOfEmoji(emoji, slug) : null);
  }
  emojiConcepts = map;
  return map;
}

/** The words before what qualifies a Spanish or French name ("barco de pasajeros", "bateau à voile"). */
const QUALIFIER_BEFORE = /^(?:.+)\s(?:de|del|de la|des|du|d'|à|au|aux|para|pour)\s(.+)$/u;

/**
 * Whether a keyword only qualifies its emoji's own name: the words after "de" or "à" in Spanish and French
 * ("pasajeros" in "barco de pasajeros"), the first part of a German compound ("Passagier" in
 * "Passagierschiff"). It says what the thing is for or made of, not the thing: it names no icon.
 */
function qualifiesName(key: string, names: string[], language: Language): boolean {
  return names.some((name) => {
    const n = name.toLowerCase();
    const qualifier = RULES[language].nameQualifier;
    if (qualifier === "after-de") return QUALIFIER_BEFORE.exec(n)?.[1] === key;
    if (qualifier === "compound-start")
      return !n.includes(" ") && n !== key && n.startsWith(key) && n.length - key.length >= 3;
    return false;
  });
}

/** Words too generic to name a drawable thing, whatever CLDR lists them under. */
const STOP = new Set([
  "face",
  "hand",
  "sign",
  "symbol",
  "object",
  "animal",
  "food",
  "nature",
  "person",
  "people",
  "place",
  "weather",
  "travel",
  "building",
]);

interface Candidate {
  concept: Concept | null;
  tts: boolean;
}

/**
 * One concept for a key: its short name wins ("dog" is the dog, not the poodle that lists it); otherwise a
 * keyword that several different things (or an undrawn symbol) share is dropped as ambiguous.
 */
function resolve(candidates: Candidate[]): Concept | null {
  const named = candidates.find((c) => c.tts && c.concept);
  if (named?.concept) return named.concept;
  if (candidates.some((c) => c.tts || !c.concept)) return null;
  const first = candidates[0]?.concept;
  if (!first) return null;
  if (!candidates.every((c) => c.concept && sameThing(c.concept, first))) return null;
  return mergeGender(candidates.map((c) => c.concept as Concept));
}

/** A role listed for a woman and a man alike ("kid" for girl and boy) keeps an unknown gender. */
function mergeGender(concepts: Concept[]): Concept | null {
  const first = concepts[0];
  if (first?.kind !== "person") return first ?? null;
  const genders = new Set(concepts.map((c) => (c.kind === "person" ? c.gender : "unknown")));
  const gender: Gender = genders.size === 1 ? first.gender : "unknown";
  const ids = new Set(concepts.map((c) => (c.kind === "person" ? c.id : "")));
  const id = ids.size === 1 ? first.id : first.role;
  return { ...first, gender, id };
}

type Key = { key: string; stem: string; words: number } | null;

function keyOf(text: string, language: Language, memo?: Map<string, Key>): Key {
  const seen = memo?.get(text);
  if (seen !== undefined) return seen;
  const k = computeKey(text, language);
  memo?.set(text, k);
  return k;
}

function computeKey(text: string, language: Language): Key {
  const tokens = tokenize(text, language);
  if (tokens.length === 0) return null;
  const key = tokens.map((t) => t.norm).join(" ");
  if (/^\d/.test(key) || (tokens.length === 1 && Array.from(key).length < 2)) return null;
  return { key, stem: tokens.map((t) => t.stem).join(" "), words: tokens.length };
}

/** "@cook/baker/f+#bakery+bread" → concepts (see overrides.ts); "-" is a word that draws nothing. */
export function parseSpec(spec: string): Concept[] {
  if (spec === "-") return [];
  return spec.split("+").map((part): Concept => {
    if (part.startsWith("%")) return { kind: "weather", weather: part.slice(1) as never };
    if (part.startsWith("@")) {
      const [role = "person", id = role, g = "u"] = part.slice(1).split("/");
      const gender: Gender = g === "f" ? "female" : g === "m" ? "male" : "unknown";
      const age = role === "child" || role === "baby" ? "child" : role === "elder" ? "elder" : "adult";
      return { kind: "person", id, role, gender, age };
    }
    if (part.startsWith("#")) {
      const [place, icon] = part.slice(1).split("/");
      return icon ? { kind: "place", place: place as never, icon } : { kind: "place", place: place as never };
    }
    if (part.startsWith("~")) return { kind: "animal", id: part.slice(1), icon: part.slice(1) };
    return { kind: "object", icon: part };
  });
}

function curatedWords(language: Language): [string, Concept[]][] {
  const out: [string, Concept[]][] = [];
  for (const [time, words] of Object.entries(TIME_WORDS[language])) {
    for (const w of words) out.push([w, [{ kind: "time", time: time as never }]]);
  }
  for (const [weather, words] of Object.entries(WEATHER_WORDS[language])) {
    for (const w of words) out.push([w, [{ kind: "weather", weather: weather as never }]]);
  }
  for (const [mood, words] of Object.entries(MOOD_WORDS[language])) {
    for (const w of words) out.push([w, [{ kind: "mood", mood: mood as never }]]);
  }
  for (const [w, spec] of Object.entries(OVERRIDES[language])) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(EVERYDAY[language])) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(LANGUAGE_WORDS[language] ?? {})) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(SCENE_WORDS[language].words)) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(THING_WORDS[language])) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(PLACE_WORDS[language].words)) out.push([w, parseSpec(spec)]);
  for (const [w, spec] of Object.entries(PEOPLE_WORDS[language].words)) out.push([w, parseSpec(spec)]);
  // The everyday nouns come last: a word the tables above read in another sense keeps that sense, and so
  // does its stem (the first curated word of a stem keeps it).
  const said = new Set(out.map(([w]) => w));
  for (const [w, spec] of Object.entries(everydayNouns(language)))
    if (!said.has(w)) out.push([w, parseSpec(spec)]);
  // So do the core place nouns: a word another table reads keeps its reading.
  for (const [place, words] of Object.entries(PLACE_WORDS[language].nouns))
    for (const w of words ?? []) if (!said.has(w)) out.push([w, [{ kind: "place", place: place as never }]]);
  return out;
}

const stemmed = (language: Language) => languageProfiles[language].stemmer !== null;
/** Kannada, Tamil and Telugu join case endings to the noun: an oblique stem finds the noun again. */
const joinsEndings = (language: Language) => languageProfiles[language].caseEndings === "joined";

function addOblique(lexicon: Lexicon, key: string, concepts: Concept[], wins = false) {
  if (!joinsEndings(lexicon.language) || key.includes(" ")) return;
  const chars = Array.from(key);
  // Only a final vowel sign or anusvara changes before a suffix (ಮಗಳು → ಮಗಳಿಗೆ, దుకాణం → దుకాణానికి).
  if (
    chars.length < 3 ||
    !/[\u0b82\u0bbe-\u0bcc\u0c02\u0c3e-\u0c4c\u0c82\u0cbe-\u0ccc]/u.test(chars.at(-1) ?? "")
  )
    return;
  const stem = chars.slice(0, -1).join("");
  // Tamil drops only a final -u before a vowel ending (விளக்கு → விளக்கை, இரவு → இரவில்), and not in a
  // word of two short letters (தெரு → தெருவில்); its other nouns keep their vowel (காலை → காலையில்).
  // Dropped anyway, the vowel matches other words: காலி "empty" read as காலை "morning", தெரியவில்லை
  // "did not know" as a street.
  const tamilKeeps = chars.at(-1) !== "\u0bc1" || graphemeCount(key, "ta") < 3;
  if (RULES[lexicon.language].joinedEndings?.dropsOnlyFinalU && tamilKeeps) return;
  if (wins || !lexicon.oblique.has(stem)) lexicon.oblique.set(stem, concepts);
}

/** English keywords that mark an emoji as a game, a sport, a tool or a device ("bowling", "ping pong", "pick",
 * "pager", "basketball"): such an icon shows a word in that sense only. */
const INSTRUMENT_KEYWORDS: ReadonlySet<string> = new Set(["sport", "game", "tool", "communication"]);

let instrumentEmoji: Set<string> | null = null;

/** The emoji CLDR's English keywords mark as a game, sport, tool or device. */
function instruments(): ReadonlySet<string> {
  if (instrumentEmoji) return instrumentEmoji;
  instrumentEmoji = new Set(
    Object.entries(readAnnotations("en"))
      .filter(([, v]) => (v.default ?? []).some((k) => INSTRUMENT_KEYWORDS.has(k)))
      .map(([e]) => e),
  );
  return instrumentEmoji;
}

/**
 * Whether a CLDR word names its emoji in the emoji's own sense. A game, sport, tool or device is named only
 * by its short name or a word of it ("fútbol" of "balón de fútbol"), inflected at most ("pick", "picks"):
 * not by another keyword ("table", listed for ping pong) nor by the root of a derived name ("bowl" of
 * bowling, a dish), which mean other things.
 */
function namesInItsSense(
  emoji: string,
  tts: boolean,
  key: NonNullable<Key>,
  names: readonly string[],
  language: Language,
): { exact: boolean; stem: boolean } {
  if (!instruments().has(emoji)) return { exact: true, stem: tts };
  const inName = tts || names.some((n) => tokenize(n, language).some((t) => t.norm === key.key));
  const inflected = Array.from(key.stem).length >= Array.from(key.key).length - 2;
  return { exact: inName, stem: tts && inflected };
}

const namesOnly = (language: Language) => RULES[language].cldrNamesOnly;

const THING: ReadonlySet<Concept["kind"]> = new Set(["object"]);
const THING_OR_PLACE: ReadonlySet<Concept["kind"]> = new Set(["object", "place"]);

/** A curated word's concepts (a class word WordNet reads a noun under), by its key. */
function curatedEntry(lexicon: Lexicon, word: string): Concept[] | undefined {
  const k = keyOf(word, lexicon.language);
  return k && lexicon.curated.has(k.key) ? lexicon.exact.get(k.key) : undefined;
}

/** The concept each drawn icon stands for, by icon name. */
function conceptsByIcon(): Map<string, Concept> {
  const out = new Map<string, Concept>();
  for (const concept of conceptsByEmoji().values())
    if (concept && "icon" in concept && concept.icon) out.set(concept.icon, concept);
  return out;
}

function build(language: Language): Lexicon {
  const lexicon: Lexicon = {
    language,
    exact: new Map(),
    stems: new Map(),
    oblique: new Map(),
    curated: new Set(),
    maxWords: 1,
    nouns: null,
    bridged: null,
  };
  const byKey = new Map<string, Candidate[]>();
  const byStem = new Map<string, Candidate[]>();
  const emoji = conceptsByEmoji();
  const memo = new Map<string, Key>();
  for (const [e, v] of Object.entries(readAnnotations(language))) {
    const concept = emoji.get(e) ?? null;
    const tts = new Set(v.tts ?? []);
    for (const word of new Set([...(v.default ?? []), ...tts])) {
      const k = keyOf(word, language, memo);
      // Too generic a keyword names no emoji; a curated table may still read the word ("people").
      if (!k || STOP.has(k.key)) continue;
      const c = { concept, tts: tts.has(word) };
      if (!c.tts && namesOnly(language)) continue;
      if (!c.tts && qualifiesName(k.key, v.tts ?? [], language)) {
        byKey.set(k.key, [...(byKey.get(k.key) ?? []), { concept: null, tts: false }]);
        continue;
      }
      // A word that names a game or a tool in another sense still makes its key ambiguous: it stands for
      // nothing drawn rather than for whatever else lists it.
      const sense = namesInItsSense(e, c.tts, k, v.tts ?? [], language);
      const other = { concept: null, tts: false };
      byKey.set(k.key, [...(byKey.get(k.key) ?? []), sense.exact ? c : other]);
      // Only short names are matched by stem: other keywords' stems catch too much ("ramené" → ramen).
      if (stemmed(language) && c.tts)
        byStem.set(k.stem, [...(byStem.get(k.stem) ?? []), sense.stem ? c : other]);
    }
  }
  const stop = CLDR_STOP[language];
  for (const [key, candidates] of byKey) {
    const concept = stop.has(key) ? null : resolve(candidates);
    if (concept) lexicon.exact.set(key, [concept]);
  }
  // A short stem stands for too many words ("சென்றான்", went → "சென்"): CLDR stems need three letters.
  for (const [stem, candidates] of byStem) {
    if (stop.has(stem) || graphemeCount(stem, language) < 3) continue;
    const concept = resolve(candidates);
    if (concept) lexicon.stems.set(stem, [concept]);
  }
  // Curated words win over CLDR; two curated words with one stem (panadero / panadera) share it genderless.
  const curatedStems = new Map<string, Concept[]>();
  for (const [word, concepts] of curatedWords(language)) {
    const k = keyOf(word, language);
    if (!k) continue;
    lexicon.exact.set(k.key, concepts);
    lexicon.curated.add(k.key);
    const seen = curatedStems.get(k.stem);
    curatedStems.set(k.stem, seen ? mergeSpecs(seen, concepts) : concepts);
  }
  for (const [stem, concepts] of curatedStems) lexicon.stems.set(stem, concepts);
  // A CLDR keyword that is an inflection of a curated word is that word ("patatas" of "patata", not the
  // fries CLDR lists it under).
  if (RULES[language].curatedInflections) {
    for (const key of [...lexicon.exact.keys()]) {
      const stem = memo.get(key)?.stem;
      const concepts = stem && !lexicon.curated.has(key) ? curatedStems.get(stem) : undefined;
      // Only a curated thing claims them ("porte", a door, shares its stem with "port", a harbour), and
      // only from a thing or a place ("Zelten", camping, is the tents).
      const kinds = (cs: Concept[] | undefined, ok: ReadonlySet<Concept["kind"]>) =>
        cs !== undefined && cs.length > 0 && cs.every((c) => ok.has(c.kind));
      if (kinds(concepts, THING) && kinds(lexicon.exact.get(key), THING_OR_PLACE) && !key.includes(" "))
        lexicon.exact.set(key, concepts as Concept[]);
    }
  }
  addIdioms(lexicon);
  if (RULES[language].fewEndings?.dictionaryNouns)
    lexicon.nouns = wordnetReader(conceptsByIcon(), (w) => curatedEntry(lexicon, w));
  for (const key of lexicon.exact.keys())
    lexicon.maxWords = Math.max(lexicon.maxWords, key.split(" ").length);
  // Oblique stems only for the curated words: for CLDR's they match unrelated words ("దారిలో", on the way,
  // would be "దారం", thread).
  for (const [word, concepts] of curatedWords(language)) {
    const k = keyOf(word, language);
    if (k) addOblique(lexicon, k.key, concepts);
  }
  // A language module's word is that language's last word on its oblique stem too.
  for (const [word, spec] of Object.entries({
    ...LANGUAGE_WORDS[language],
    ...SCENE_WORDS[language].words,
    ...THING_WORDS[language],
  })) {
    const k = keyOf(word, language);
    if (k) addOblique(lexicon, k.key, parseSpec(spec), true);
  }
  addChangedStems(lexicon);
  addYieldingPlaces(lexicon);
  addPlacesAround(lexicon);
  addPlaceHints(lexicon);
  lexicon.bridged = bridgeOf(language);
  return lexicon;
}

/**
 * Whether the language's bilingual dictionary lists the word at all ("camino", "derrière"): a word of the
 * language rather than a name. False where the dictionary is read backwards or there is none.
 */
export function dictionaryWord(word: string, language: Language): boolean {
  const bridge = BRIDGE_DICTIONARIES[language];
  return bridge !== null && bridge.reversed !== true && isHeadword(bridge.dictionary, word);
}

/**
 * Whether the language's bilingual dictionary lists the word as a common word, a noun included: German
 * writes its nouns capitalised ("Wasser", "Rolle"), which dictionaryWord leaves to names.
 */
export function dictionaryNoun(word: string, language: Language): boolean {
  const bridge = BRIDGE_DICTIONARIES[language];
  return bridge !== null && bridge.reversed !== true && isCommonWord(bridge.dictionary, word);
}

/**
 * Whether the language's bilingual dictionary has the word at all, in either direction: a headword, a noun,
 * or (read backwards, Hindi) a translation of an English word ("पैदल", on foot). False where there is none.
 */
export function dictionaryHas(word: string, language: Language): boolean {
  const bridge = BRIDGE_DICTIONARIES[language];
  if (bridge === null) return false;
  return bridge.reversed === true
    ? reverseHas(bridge.dictionary, word)
    : isCommonWord(bridge.dictionary, word);
}

/** A language's reading of words through its bilingual dictionary (once per word), or null. */
function bridgeOf(language: Language): Lexicon["bridged"] {
  const bridge = BRIDGE_DICTIONARIES[language];
  if (!bridge) return null;
  const memo = new Map<string, Concept[] | null | undefined>();
  return (word) => {
    if (memo.has(word)) return memo.get(word);
    const look = (w: string) =>
      bridge.reversed ? reverseTranslations(bridge.dictionary, w) : translations(bridge.dictionary, w);
    let senses = look(word);
    for (const [ending, base] of bridge.plurals) {
      if (senses.length > 0) break;
      if (word.endsWith(ending) && word.length - ending.length >= 2)
        senses = look(word.slice(0, -ending.length) + base);
    }
    const read = senses.length > 0 ? throughEnglish(senses) : undefined;
    // A dictionary read backwards finds a person in words that are names as well (भोला): no one in passing.
    const reading =
      bridge.reversed && read?.some((c) => c.kind === "person" && c.passing)
        ? read.filter((c) => !(c.kind === "person" && c.passing))
        : read;
    memo.set(word, reading);
    return reading;
  };
}

/**
 * What a foreign noun's English translations draw, where they agree (precision first). Each sense the
 * dictionary lists is one WordNet sense: the one most of its words share, two at least ("Motorhaube":
 * bonnet, hood, cowling, all the car's hood), or the one sense of words that have a single one
 * ("Matratze": mattress). A sense whose words WordNet reads in several ways ("Maschine": a machine) makes
 * the word unsure, and the senses must draw the same thing; for words WordNet lacks, the English curated
 * words, when every translation is one and all draw the same. A word whose senses differ ("Rolle": a
 * role, a reel, a roller) draws nothing.
 */
function throughEnglish(senses: string[][]): Concept[] | null {
  const en = lexiconFor("en");
  const chosen: Synset[] = [];
  for (const words of senses) {
    const known = [...new Set(words)].filter((w) => sensesOf(w).length > 0);
    if (known.length === 0) continue;
    const sense = oneSense(known) ?? onlyPerson(known);
    if (!sense) return null;
    chosen.push(sense);
  }
  if (chosen.length > 0) return en.nouns ? en.nouns.senses(chosen) : null;
  return curatedAgreed(en, senses.flat());
}

/** A person whichever sense the words have ("volunteer", one who offers to serve or a soldier who did):
 * the first word's first sense, where every sense of every word is a person; or the person sense the first
 * word is read in ("neighbour", "person"), where no word is read in another. */
function onlyPerson(words: string[]): Synset | null {
  const all = words.flatMap(sensesOf);
  if (all.length > 0 && all.every((s) => personSense(s.synset))) return all[0]?.synset ?? null;
  const lemmas = words.map((w) => nounLemmas(w)[0] ?? w);
  const read = lemmas.map(firstPersonSense);
  return read.every((s) => s !== null) ? (read[0] ?? null) : null;
}

/** The English curated tables' one reading of every word, or null where one is not listed or they differ. */
function curatedAgreed(en: Lexicon, words: string[]): Concept[] | null {
  const phrases = [...new Set(words)];
  const curated = phrases.map((p) => curatedEntry(en, p) ?? null);
  const first = curated[0];
  if (!first || first.length === 0) return null;
  return curated.every((c) => c && JSON.stringify(c) === JSON.stringify(first)) ? first : null;
}

/** An English word's noun senses, a plural's as its singular's ("mattresses"). */
function sensesOf(word: string): NounSense[] {
  const seen = new Set<number>();
  return nounLemmas(word)
    .flatMap(nounSenses)
    .filter((s) => !seen.has(s.synset.offset) && seen.add(s.synset.offset));
}

/** The WordNet sense a dictionary sense's English words name: shared by most of them (two at least, and
 * no other as often), or the single sense of each when every one has a single sense; else null. */
function oneSense(words: string[]): Synset | null {
  const votes = new Map<number, { synset: Synset; count: number }>();
  for (const word of words)
    for (const { synset } of sensesOf(word)) {
      const seen = votes.get(synset.offset);
      votes.set(synset.offset, { synset, count: (seen?.count ?? 0) + 1 });
    }
  const top = Math.max(0, ...[...votes.values()].map((v) => v.count));
  const best = [...votes.values()].filter((v) => v.count === top);
  if (top >= 2) return best.length === 1 ? (best[0]?.synset ?? null) : null;
  const singles = words.map(sensesOf).filter((found) => found.length === 1);
  const offsets = new Set(singles.map((found) => found[0]?.synset.offset));
  return singles.length === words.length && offsets.size === 1 ? (singles[0]?.[0]?.synset ?? null) : null;
}

/** PLACE_WORDS' trades and parts: places that give way to another the sentence names, matched as written
 * and by their oblique stem, never by stem ("terrasse" is no "terre"). */
function addYieldingPlaces(lexicon: Lexicon) {
  const words = PLACE_WORDS[lexicon.language];
  const yielding = (cs: Concept[]) =>
    cs.map((c): Concept => (c.kind === "place" ? { ...c, yields: true } : c));
  const entries: [string, Concept[]][] = [
    ...Object.entries(words.trades).map(([w, spec]): [string, Concept[]] => [w, yielding(parseSpec(spec))]),
    ...Object.entries(words.parts).map(([w, place]): [string, Concept[]] => [
      w,
      [{ kind: "place", place, yields: true }],
    ]),
  ];
  for (const [word, concepts] of entries) {
    const k = keyOf(word, lexicon.language);
    if (!k) continue;
    lexicon.exact.set(k.key, concepts);
    lexicon.curated.add(k.key);
    lexicon.maxWords = Math.max(lexicon.maxWords, k.words);
    addOblique(lexicon, k.key, concepts, true);
  }
}

/** PLACE_WORDS' around (a roof, a yard): the street, winning over the building named with it, matched as
 * written, by stem and by oblique stem. */
function addPlacesAround(lexicon: Lexicon) {
  const concepts: Concept[] = [{ kind: "place", place: "street", around: true }];
  for (const word of PLACE_WORDS[lexicon.language].around) {
    const k = keyOf(word, lexicon.language);
    if (!k) continue;
    lexicon.exact.set(k.key, concepts);
    lexicon.curated.add(k.key);
    if (k.words === 1 && stemmed(lexicon.language)) lexicon.stems.set(k.stem, concepts);
    lexicon.maxWords = Math.max(lexicon.maxWords, k.words);
    addOblique(lexicon, k.key, concepts, true);
  }
}

/** What a word of Kannada, Tamil or Telugu draws by a shorter word it starts with, as a case ending would
 * be cut from it ("దీపావళి", Diwali, by "దీప", a lamp). */
function drawnByStart(key: string, lexicon: Lexicon): Concept[] | undefined {
  if (!joinsEndings(lexicon.language) || key.includes(" ")) return undefined;
  const chars = Array.from(key);
  for (let n = chars.length - 1; n >= 3; n--) {
    const prefix = chars.slice(0, n).join("");
    const found = lexicon.exact.get(prefix) ?? lexicon.oblique.get(prefix);
    if (found) return found;
  }
  return undefined;
}

/** PLACE_WORDS' hints ("Diwali", "class"): the word keeps what it draws and also says where a story that
 * has named no place is (a hint place), by itself, its stem and its oblique stem. */
function addPlaceHints(lexicon: Lexicon) {
  for (const [place, words] of Object.entries(PLACE_WORDS[lexicon.language].hints)) {
    const hint: Concept = { kind: "place", place: place as never, hint: true };
    for (const word of words ?? []) {
      const k = keyOf(word, lexicon.language);
      if (!k) continue;
      const withHint = (cs: Concept[] | undefined) => [...(cs ?? []).filter((c) => c.kind !== "place"), hint];
      lexicon.exact.set(k.key, withHint(lexicon.exact.get(k.key) ?? drawnByStart(k.key, lexicon)));
      lexicon.curated.add(k.key);
      if (k.words === 1 && stemmed(lexicon.language))
        lexicon.stems.set(k.stem, withHint(lexicon.stems.get(k.stem)));
      lexicon.maxWords = Math.max(lexicon.maxWords, k.words);
      addOblique(lexicon, k.key, lexicon.exact.get(k.key) ?? [], true);
    }
  }
}

/** "The ship of the desert" draws what "camel" draws (SCENE_WORDS' idioms): the phrase, as a curated key,
 * takes its meaning's concepts, so its own words (a ship) are never read. */
function addIdioms(lexicon: Lexicon) {
  for (const [phrase, meaning] of Object.entries(SCENE_WORDS[lexicon.language].idioms)) {
    const k = keyOf(phrase, lexicon.language);
    const m = keyOf(meaning, lexicon.language);
    if (!k || !m) continue;
    lexicon.exact.set(k.key, lexicon.exact.get(m.key) ?? []);
    lexicon.curated.add(k.key);
  }
}

/** Nouns whose stem changes before a case ending (SCENE_WORDS' stemChanges: Telugu "వంటిల్లు" →
 * "వంటింట్లో", in the kitchen; Tamil "வீடு" → "வீட்டில்"): the changed stem finds the noun too. */
function addChangedStems(lexicon: Lexicon) {
  addLocativeStems(lexicon);
  const changes = SCENE_WORDS[lexicon.language].stemChanges ?? [];
  if (changes.length === 0) return;
  for (const key of lexicon.curated) {
    if (key.includes(" ")) continue;
    for (const [from, to] of changes) {
      const stem = key.endsWith(from) ? key.slice(0, -from.length) + to : null;
      const concepts = lexicon.exact.get(key);
      if (!stem || !concepts || graphemeCount(stem, lexicon.language) < 2) continue;
      if (!lexicon.exact.has(stem) && !lexicon.oblique.has(stem)) lexicon.oblique.set(stem, concepts);
    }
  }
}

/** A place's curated locative form gives its oblique stem (SCENE_WORDS' locatives: "ஆற்றில்" → "ஆற்ற"). */
function addLocativeStems(lexicon: Lexicon) {
  const endings = SCENE_WORDS[lexicon.language].locatives ?? [];
  for (const key of lexicon.curated) {
    const concepts = lexicon.exact.get(key);
    if (key.includes(" ") || !concepts?.every((c) => c.kind === "place")) continue;
    const ending = endings.find((e) => key.endsWith(e));
    const stem = ending ? key.slice(0, -ending.length) : null;
    if (!stem || graphemeCount(stem, lexicon.language) < 3 || lexicon.exact.has(stem)) continue;
    if (!lexicon.oblique.has(stem)) lexicon.oblique.set(stem, concepts);
  }
}

function mergeSpecs(a: Concept[], b: Concept[]): Concept[] {
  if (a.length !== b.length || !a.every((c, i) => b[i] && sameThing(c, b[i] as Concept))) return a;
  return a.map((c, i) => mergeGender([c, b[i] as Concept]) ?? c);
}

const cache = new Map<Language, Lexicon>();

/** The lexicon of a language, built from CLDR and the curated words at first use and kept in memory. */
export function lexiconFor(language: Language): Lexicon {
  let lexicon = cache.get(language);
  if (!lexicon) {
    lexicon = build(language);
    cache.set(language, lexicon);
  }
  return lexicon;
}

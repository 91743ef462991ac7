import type { Language } from "@reelsmith/contract/languages";
import { madeBare, madeToDo } from "./caused";
import { foundInState } from "./found-states";
import { governedByPreposition, ownerInApposition } from "./governed-doers";
import { indicVerbForm, liftsOwnPart } from "./indic-verb-forms";
import { invertedSubjectAt } from "./inverted-subjects";
import { jumpsOnto } from "./jump-onto";
import { firstGroupForms, NOUN_BEFORE, PRESENT_AFTER } from "./languages/fr";
import { hiMotion } from "./languages/hi";
import { PEOPLE_WORDS } from "./languages/people-words";
import { RULES } from "./languages/rules";
import { SCENE_WORDS } from "./languages/scene-words";
import { ALL_PEOPLE, GROUP_OWNERS } from "./languages/subject-words";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import { partsOfSpeech } from "./pos";
import { inRelativeClause, relativeSpans } from "./relative-clauses";
import type { SceneAction } from "./scene-plan-schema";
import { andGroup, apposed, closesApposition, itsClause, relativeParticiple } from "./subject-groups";
import { isIndic, normalise, stemOf, type Token } from "./text";
import { BOARDED, DRIVEN_OR_RIDDEN, TAKEN_ALONG_IN } from "./vehicles";
import {
  AND_WORDS,
  BEGIN_WORDS,
  CLAUSE_WORDS,
  DESCRIBED_POSES,
  DESK_WORDS,
  DETERMINERS,
  IDIOMS_LITERAL_BEFORE_DETERMINER,
  IN_WATER,
  LET_WORDS,
  OBJECT_CLITICS,
  SPELLINGS,
  VERB_IDIOMS,
  VERBS,
  type VerbKind,
} from "./verb-words";
import { dictionaryPose, meantInTheMind, objectAfter, particleAfter } from "./wordnet-verbs";
import { THEY_WORDS } from "./words";

/** A verb found in a sentence: where it is, how many words it spans and the pose it gives. */
export interface Verb {
  at: number;
  end: number;
  /** The verb's own word: the phrase's first in en/es/fr/de past an auxiliary ("flew a kite", "a bu"),
   * its last in the Indian languages ("पतंग उड़ा"); the other words may name a thing to draw. */
  word: number;
  action: VerbKind;
  /** After "to", "de", "pour", "zu": what someone means to do ("antes de dormir"), not what they do. */
  purpose?: boolean;
  /** Going somewhere ("लाइब्रेरी गई"): a walk only for a doer the sentence gives no other pose. */
  weak?: boolean;
  /** Found through WordNet, not the tables: its talking is its subject's own ("the dog barked"). */
  dictionary?: boolean;
}

const PURPOSE = new Set(["to", "de", "para", "pour", "à", "zu", "um"]);

/** Hindi's infinitive ("तैरना सिखाने ले गईं": took her to teach swimming): what is meant, not done, unless
 * "लगना" follows ("तैरने लगी": began to swim). */
const HI_INFINITIVE = /(ना|नी)$/u;

function infinitiveOf(tokens: Token[], i: number, language: Language): boolean {
  if (RULES[language].verbMatch !== "root-chain") return false;
  return HI_INFINITIVE.test(tokens[i]?.norm ?? "") && !/^लग/u.test(tokens[i + 1]?.norm ?? "");
}

const AUXILIARY = new Set(["a", "est", "ont", "sont", "se", "s'", "has", "had", "was", "hat", "ist"]);

type WordTest = (t: Token) => boolean;

/** Spanish regular verbs, "camin-ar": past, imperfect, progressive and infinitive, never the present
 * ("cocina" is a kitchen, "nada" nothing). */
const ES_ENDINGS: Record<string, string[]> = {
  ar: ["ar", "ó", "aba", "aban", "aron", "ando", "ó", "é", "arse", "arlo", "arla"],
  er: ["er", "ió", "ía", "ían", "ieron", "iendo", "erse", "erlo", "erla"],
  ir: ["ir", "ió", "ía", "ían", "ieron", "iendo", "irse", "irlo", "irla"],
};
/** The Spanish present ("Ravi lanza la red", "reman"), read as a verb only after a name or a noun with its
 * article, or an object pronoun: elsewhere "cocina" is a kitchen and "nada" nothing. */
const ES_PRESENT: Record<string, string[]> = { ar: ["a", "an"], er: ["e", "en"], ir: ["e", "en"] };
const ES_CLITICS = new Set(["se", "lo", "la", "le", "los", "las", "les", "me", "te", "nos"]);
/** Subject pronouns and group words ("todos cenan", "ella cocina"): the word after one is its verb. */
const ES_SUBJECTS = new Set([
  "él",
  "ella",
  "ellos",
  "ellas",
  "todos",
  "todas",
  "ambos",
  "ambas",
  "usted",
  "ustedes",
]);

function spanishPresentHere(t: Token): boolean {
  const prev = sentence[t.index - 1];
  if (!prev || DETERMINERS.es.has(prev.norm)) return false;
  // "Carmen cocina muy bien": with "well", "always"... the present is a habit, no pose.
  if (/^(bien|mal|muy|siempre|nunca|mucho)$/u.test(sentence[t.index + 1]?.norm ?? "")) return false;
  if (ES_CLITICS.has(prev.norm) || prev.capitalised || ES_SUBJECTS.has(prev.norm)) return true;
  // "en su pequeña cocina": an article after a preposition opens no subject, and the word is a noun.
  if (ES_PREPOSITIONS.has(sentence[t.index - 3]?.norm ?? "")) return false;
  return DETERMINERS.es.has(sentence[t.index - 2]?.norm ?? "");
}

const ES_PREPOSITIONS = new Set([
  "en",
  "a",
  "de",
  "con",
  "por",
  "para",
  "sobre",
  "desde",
  "hasta",
  "hacia",
  "entre",
]);

/** Hindi verb endings after a root ending in a consonant (दौड़ा, बैठी, पढ़ते, लिखकर, नाचने). */
const HI_AFTER_CONSONANT = ["ा", "ी", "े", "ीं", "ें", "ता", "ती", "ते", "तीं", "कर", "ने", "ना", "नी"];
/** ... and after a root ending in a vowel (गाया, सोई, खाते, उठाकर); "-ने" only for longer roots
 * ("खाने", "गाने", "सोने" are food, songs and gold as often). */
const HI_AFTER_VOWEL = ["या", "यी", "ये", "ई", "ए", "ईं", "ता", "ती", "ते", "तीं", "कर"];
/** Auxiliaries after a bare root: "खेल रहे थे", "सो गया", "भाग गया", "चढ़ जाती है". */
const HI_AUX = new Set([
  "लिया",
  "ली",
  "लिए",
  "लिये",
  "रहा",
  "रही",
  "रहे",
  "रहीं",
  "गया",
  "जाता",
  "जाती",
  "जाते",
  "गई",
  "गईं",
  "गयी",
  "गए",
  "गये",
  "पड़ा",
  "पड़ी",
  "पड़े",
  "चुका",
  "चुकी",
  "चुके",
  "सका",
  "सकी",
  "सके",
  "सकता",
  "सकती",
  // "खा डाले", "फेंक डाला": a root with "डाल" after it is that verb, done through.
  "डाला",
  "डाली",
  "डाले",
  "डालीं",
  // "फेंक दी", "खोल दिया": a root with "दे" after it is that verb, done for or away.
  "दिया",
  "दी",
  "दिए",
  "दिये",
  "दीं",
]);

/** The light verb "कर" (do) in its irregular perfective ("डांस किया", "सवारी की"), after the noun it makes a verb of. */
const KAR_PERFECTIVE: ReadonlySet<string> = new Set(["किया", "की", "किए", "किये", "कीं", "करके"]);

const endsInVowel = (root: string) => /[\u093e-\u094c\u0905-\u0914]$/u.test(root);

function hindiTest(root: string, next: () => Token | undefined): WordTest {
  const endings = endsInVowel(root)
    ? Array.from(root).length > 2
      ? [...HI_AFTER_VOWEL, "ने"]
      : HI_AFTER_VOWEL
    : HI_AFTER_CONSONANT;
  return (t) =>
    (root === "कर" && KAR_PERFECTIVE.has(t.norm)) ||
    (t.norm === root && HI_AUX.has(next()?.norm ?? "")) ||
    (t.norm.startsWith(root) && endings.includes(t.norm.slice(root.length))) ||
    // "खाने लगी" (began to eat): the infinitive before "लग".
    (t.norm === `${root}ने` && /^लग/u.test(next()?.norm ?? ""));
}

/** Tamil's vowel killer: its listed starts are written to a full syllable ("அழுத", cried), so a word that
 * goes on with a dead consonant there ("அழுத்தினான்", pressed) is another verb. (Kannada and Telugu starts
 * such as "తిన" stop before the doubled consonant of "తిన్నాడు", and keep matching it.) */
const VIRAMA = /^\u0bcd/u;

/** A word in the spelling the verb tables use (SPELLINGS). */
function spelled(word: string, language: Language): string {
  let out = word;
  for (const [from, to] of SPELLINGS[language]) if (out.includes(from)) out = out.replaceAll(from, to);
  return out;
}

const BARE_BEFORE = new Set(
  "i you we they to will would can could did do does don't didn't must should might may let and or never always often".split(
    " ",
  ),
);
/** The sentence findVerbs reads (set at its start; it runs to the end without yielding). */
let sentence: Token[] = [];
const before = (t: Token) => sentence[t.index - 1]?.norm ?? "";
/** "they all walk home", "we both sit": "all" or "both" after a subject pronoun leaves the verb after it bare. */
const QUANTIFIED = new Set(["all", "both"]);
const quantifiedSubject = (t: Token) =>
  QUANTIFIED.has(before(t)) && ["we", "they", "you"].includes(sentence[t.index - 2]?.norm ?? "");

/** How the last word of a listed verb or idiom matches a word of the sentence, per language. */
function lastWordTest(
  word: string,
  language: Language,
  next: () => Token | undefined,
  verb = true,
): WordTest[] {
  if (word === "*") return [() => true];
  if (word.startsWith("=")) {
    const exact = normalise(word.slice(1));
    return [(t) => t.norm === exact];
  }
  // "~gerannt": the end of a compound ("hereingerannt", "entlanggerannt": came running in, along).
  if (word.startsWith("~")) {
    const end = normalise(word.slice(1));
    return [(t) => t.norm.endsWith(end)];
  }
  const norm = normalise(word);
  switch (RULES[language].verbMatch) {
    case "stem": {
      const stem = stemOf(norm, language);
      // A bare "watch" / "drink" is a verb only after a subject pronoun, "to" or a modal ("they dance",
      // "to swim", "could read"); elsewhere it is a noun ("a gold watch").
      return [
        (t) =>
          (t.norm === norm || t.stem === stem) &&
          (!verb ||
            t.norm !== norm ||
            t.index === 0 ||
            BARE_BEFORE.has(before(t)) ||
            quantifiedSubject(t) ||
            madeBare(sentence, t.index)),
      ];
    }
    case "paradigm": {
      const m = /^(.+)-(ar|er|ir)$/u.exec(norm);
      if (!m?.[1] || !m[2]) return [(t) => t.norm === norm];
      const forms = new Set((ES_ENDINGS[m[2]] ?? []).map((e) => m[1] + e));
      const present = new Set((ES_PRESENT[m[2]] ?? []).map((e) => m[1] + e));
      return [(t) => forms.has(t.norm) || (present.has(t.norm) && spanishPresentHere(t))];
    }
    case "root-chain":
      return [hindiTest(norm, next)];
    case "prefix": {
      const start = spelled(norm, language);
      return [
        (t) => {
          const word = spelled(t.norm, language);
          const form = indicVerbForm(start, word, next()?.norm ?? "", language);
          if (form !== null) return form;
          return word.startsWith(start) && !VIRAMA.test(word.charAt(start.length));
        },
      ];
    }
    case "first-group": {
      // French lists its regular verbs once, as "-er" infinitives: their other forms match too.
      const french = verb ? firstGroupForms(norm) : null;
      if (french)
        return [
          (t) =>
            t.norm === norm ||
            french.forms.has(t.norm) ||
            (french.present.has(t.norm) && !NOUN_BEFORE.has(before(t)) && !DETERMINERS.fr.has(before(t))) ||
            // "Tara étale la pâte", "elle mange": the singular only after a name or a pronoun.
            (t.norm === french.singular &&
              (PRESENT_AFTER.has(before(t)) || sentence[t.index - 1]?.capitalised === true)),
        ];
      return [(t) => t.norm === norm];
    }
    case "exact":
      return [(t) => t.norm === norm];
  }
}

/** How a word before a phrase's last matches: as written, or a Spanish verb by its paradigm ("corr-er"). */
function innerWordTest(word: string, language: Language): WordTest {
  if (word === "*") return () => true;
  if (word.startsWith("=")) {
    const exact = normalise(word.slice(1));
    return (t) => t.norm === exact;
  }
  if (RULES[language].verbMatch === "paradigm" && word.includes("-"))
    return lastWordTest(word, language, () => undefined)[0] ?? (() => false);
  const norm = normalise(word);
  const stem = RULES[language].verbMatch === "stem" ? stemOf(norm, language) : null;
  return (t) => t.norm === norm || (stem !== null && t.stem === stem);
}

/** German separable particles, which close the clause of their verb ("stiegen sie lachend zusammen ein",
 * "stieg den Pfad hinauf"): a listed "stiegen ein" matches with its particle anywhere up to the clause's end,
 * where it stands last. */
const PARTICLES: ReadonlySet<string> = new Set(
  "ein aus auf an ab mit los zu weg vor nach hin zurück heraus herein hinaus hinein hinterher fest bei hinauf herauf hoch empor hinunter herunter hinab herab".split(
    " ",
  ),
);

/** A German past participle ("gesetzt", "hingesetzt"), which closes the clause of its auxiliary ("hat sich
 * auf die Bank gesetzt") as a separable particle does. */
const PARTICIPLE = /ge\p{L}+t$/u;

/** How far a listed verb's separable particle or participle may stand from it: to the end of its clause. */
function particleGap(word: string, tokens: Token[], at: number, language: Language): number {
  if (!RULES[language].verbSecond || !(PARTICLES.has(word) || PARTICIPLE.test(word))) return 0;
  let end = at;
  while (end < tokens.length - 1 && !tokens[end]?.comma) end++;
  // Only where it ends the clause: "fuhr mit dem Rad" keeps "mit" a preposition beside its verb.
  return tokens[end]?.norm === word ? end - at : 0;
}

/**
 * How many words a listed phrase spans where it starts at `i` (0: not there): words before the last by
 * innerWordTest; a word written "..word" may come up to two words later ("corrió un gran riesgo",
 * "drove her absolutely crazy").
 */
function phraseAt(phrase: string, tokens: Token[], i: number, language: Language, verb = true): number {
  const words = phrase.split(" ");
  let at = i;
  for (const [k, listed] of words.entries()) {
    const word = listed.replace(/^\.\./u, "");
    const last = k === words.length - 1;
    const gaps = listed.startsWith("..") ? 2 : last && k > 0 ? particleGap(word, tokens, at, language) : 0;
    const test = (t: Token) =>
      last
        ? lastWordTest(word, language, () => tokens[t.index + 1], verb && words.length === 1).some((f) =>
            f(t),
          )
        : innerWordTest(word, language)(t);
    let found = -1;
    for (let j = at; j <= at + gaps && j < tokens.length; j++)
      if (test(tokens[j] as Token)) {
        found = j;
        break;
      }
    if (found < 0) return 0;
    at = found + 1;
  }
  return at - i;
}

/** Spans of the sentence that are idioms ("ran out of", "couru un risque"): their verbs give no pose. */
function idiomSpans(tokens: Token[], language: Language): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++)
    for (const idiom of VERB_IDIOMS[language]) {
      const n = phraseAt(idiom, tokens, i, language, false);
      const literal =
        IDIOMS_LITERAL_BEFORE_DETERMINER[language].has(idiom) &&
        DETERMINERS[language].has(tokens[i + n]?.norm ?? "");
      if (n > 0 && !literal) spans.push([i, i + n]);
    }
  return spans;
}

/**
 * The verbs of a sentence that give a pose, left to right: the longest listed phrase at each word, none
 * inside an idiom, and none right after an article ("a walk", "la danse" are things, not what one does).
 */
export function findVerbs(tokens: Token[], language: Language): Verb[] {
  sentence = tokens;
  const idioms = idiomSpans(tokens, language);
  const determiners = DETERMINERS[language];
  const out: Verb[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (idioms.some(([a, b]) => i >= a && i < b)) continue;
    if (determiners.has(tokens[i - 1]?.norm ?? "") && !RULES[language].clitics?.cliticBefore?.(tokens, i))
      continue;
    let best: { verb: Verb; words: number; chars: number } | null = null;
    for (const [action, list] of Object.entries(VERBS[language]) as [Verb["action"], string[]][])
      for (const entry of list) {
        const words = phraseAt(entry, tokens, i, language);
        // The longest entry wins: Kannada "ಓಡಿಸಿ" (drove) over "ಓಡಿ" (ran).
        const longer =
          best === null || words > best.words || (words === best.words && entry.length > best.chars);
        if (words > 0 && longer) {
          const auxiliary = AUXILIARY.has(tokens[i]?.norm ?? "");
          const own: number = isIndic(language) ? i + words - 1 : auxiliary ? i + 1 : i;
          // "began to drink" is drinking, "went to drink" is going.
          const begun = BEGIN_WORDS[language].has(tokens[i - 2]?.norm ?? "");
          const purpose: boolean =
            (PURPOSE.has(tokens[i - 1]?.norm ?? "") && !begun) ||
            infinitiveOf(tokens, i + words - 1, language);
          best = { verb: { at: i, end: i + words, word: own, action, purpose }, words, chars: entry.length };
        }
      }
    if (best && modifyingGerund(tokens, i, language)) continue;
    if (best?.verb.action === "carry" && isIndic(language) && liftsOwnPart(tokens, i, language)) continue;
    if (RULES[language].fewEndings?.dictionaryVerbs) best = dictionaryVerb(best, tokens, i, language);
    if (best) {
      // "सो गया", "पकड़ ली": the auxiliary after a Hindi root belongs to the verb, no verb of its own.
      if (RULES[language].verbMatch === "root-chain" && HI_AUX.has(tokens[best.verb.end]?.norm ?? ""))
        best.verb.end++;
      out.push(best.verb);
      i = best.verb.end - 1;
    }
  }
  return out;
}

/** "was", "were": before an "-ed" form a passive or a state ("was tired", "were surprised"). */
const BE: ReadonlySet<string> = new Set(["was", "were", "is", "are", "am", "been", "being", "be"]);

/**
 * A verb the tables do not list, in "-ed" ("lifted", "clambered") or bare after "to", a modal or the one
 * helped, with the pose WordNet's hypernyms give it (wordnet-verbs.ts); a listed verb whose object makes it a choice
 * of the mind ("picked the one she liked") gives no pose.
 */
function dictionaryVerb(
  best: { verb: Verb; words: number; chars: number } | null,
  tokens: Token[],
  i: number,
  language: Language,
): { verb: Verb; words: number; chars: number } | null {
  const word = tokens[i];
  if (!word) return best;
  const object = () => (word.comma ? null : objectAfter(tokens.slice(i + 1)));
  if (best) {
    if (best.words !== 1 || best.verb.action === "stand" || best.verb.action === "work") return best;
    const listed = best.verb.action as SceneAction;
    // A sense of choosing for "picked" is still picking where fruit or flowers are named ("picked them one
    // by one" under the apples): "choose" leaves that to the things of the sentence.
    return meantInTheMind(word.norm, object(), listed, particleAfter(tokens.slice(i + 1, i + 3)))
      ? { ...best, verb: { ...best.verb, action: listed === "pick" ? "choose" : "stand" } }
      : best;
  }
  // "let down a basket", "held them up": a particle after a verb is no verb of its own.
  if (VERB_PARTICLES.has(word.norm)) return null;
  const previous = tokens[i - 1]?.norm ?? "";
  // A bare verb after "to", a modal or the one helped ("helped his father lift"); WordNet's word as it is.
  const helped = tokens.slice(Math.max(0, i - 4), i).some((t) => SCENE_WORDS[language].help.test(t.norm));
  const bare = (BARE_BEFORE.has(previous) || helped) && dictionaryPose(word.norm, null, true) !== undefined;
  const form = bare || (/ed$/u.test(word.norm) && !BE.has(previous));
  if (!form || word.capitalised) return null;
  const pose = dictionaryPose(word.norm, object(), bare);
  if (!pose) return null;
  const purpose = PURPOSE.has(previous) && !BEGIN_WORDS[language].has(tokens[i - 2]?.norm ?? "");
  return {
    verb: { at: i, end: i + 1, word: i, action: pose, purpose, dictionary: true },
    words: 1,
    chars: word.norm.length,
  };
}

/** Words after an "-ing" form that make it the verb of its clause ("swimming in the lake", "fishing nearby"). */
const AFTER_VERB_ING: ReadonlySet<string> = new Set(
  "in on at to into onto across along around through over under by with near nearby past away back home together alone again there here up down out off the a an his her their".split(
    " ",
  ),
);

/**
 * "for her first swimming lesson", "a new fishing rod": an "-ing" form between an adjective or a number
 * after a determiner and the noun it describes is no one's action ("the boys swimming in the lake" is).
 */
function modifyingGerund(tokens: Token[], i: number, language: Language): boolean {
  const word = tokens[i];
  const next = tokens[i + 1];
  if (RULES[language].tagger !== "compromise" || !word?.norm.endsWith("ing") || word.comma || !next)
    return false;
  if (!DETERMINERS[language].has(tokens[i - 2]?.norm ?? "") || AFTER_VERB_ING.has(next.norm)) return false;
  if (next.norm.endsWith("ly")) return false;
  const span = tokens.slice(i - 2, i + 2);
  const pos = partsOfSpeech(span.map((t) => t.surface).join(" "), span, language);
  return pos?.[1] === "adjective" || pos?.[1] === "other";
}

/** Who a sentence's character mentions are: where each is, and whether it is a person or an animal. */
export interface Doer {
  id: string;
  at: number;
  person: boolean;
  /** Written as the lexicon lists it: no case ending, whatever its last letter (Tamil "குதிரை"). */
  bare?: boolean;
  /** Named by an object pronoun ("lo saludó"): someone the verb is done to. */
  object?: boolean;
}

/** Case endings and words after a noun that make it no subject: a possessive, an object, a dative. */
const NOT_SUBJECT: Record<
  Language,
  {
    next?: ReadonlySet<string>;
    ending?: RegExp;
    words?: ReadonlySet<string>;
    /** Honorifics that may stand between a name and its case word ("सेठी जी का पोता": Mr Sethi's grandson). */
    honorifics?: ReadonlySet<string>;
  }
> = {
  en: { next: new Set(["'s"]) },
  es: {},
  fr: {},
  de: {},
  // "उसे", "उन्हें", "मुझे": the pronouns' object forms (him, them, me), done to, never doing.
  hi: {
    next: new Set(["की", "का", "के", "को", "से"]),
    words: new Set(["उसे", "उन्हें", "इसे", "इन्हें", "मुझे", "हमें", "तुम्हें", "तुझे"]),
    honorifics: new Set(["जी", "साहब"]),
  },
  // "ஆண்களுடன்", "தாத்தாவோடு": with someone, who goes along and is no subject.
  ta: { ending: /(ின்|உடைய|ை|க்கு|ுக்கு|இடம்|ுடன்|வுடன்|ோடு)$/u },
  // "సేఠీ గారి మనవడు" (Mr Sethi's grandson): the honorific "గారు" carries the name's case.
  te: { ending: /(ని|ను|కి|కు|తో|డి)$/u, next: new Set(["గారి", "గారికి", "గారిని", "గారితో"]) },
  // The genitive "-ಯ" follows a vowel ("ರವಿಯ": Ravi's); after a virama it is a name's own last letter ("ಕಾವ್ಯ").
  // "-ಳ" after a long vowel is a woman's genitive ("ಫರಾಳ ನಾಯಿ": Farah's dog).
  kn: { ending: /(ನ್ನು|ನ|ಗೆ|ಕ್ಕೆ|(?<!\u0ccd)ಯ|\u0cbeಳ)$/u },
};

/** Relative participles ("ಹಿಡಿದಿದ್ದ", "ಹಿಡಿದ": who had caught, caught), which come before the noun they describe. */
const RELATIVE: Record<Language, RegExp | null> = {
  kn: /(ಿದ್ದ|ಿದ)$/u,
  // "மீனைப் பிடித்தபடி நின்ற அவனை": him, standing with the fish in his hands.
  ta: /படி$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  te: null,
};
/** A Tamil or Telugu relative participle before a noun ("முதல் வரிசையில் உட்கார்ந்திருந்த அவர்களின் பாட்டி",
 * "ముందు వరుసలో కూర్చున్న ... అమ్మమ్మ": the grandmother who sat in the front row) describes that noun; the
 * sentence's finite verb (she clapped) is the pose. */
const DESCRIBING: Record<Language, RegExp | null> = {
  ta: /ந்திருந்த$/u,
  te: /(ున్న|ుచున్న)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: null,
};

/** Personal pronouns that, right before a person or an animal, are its owner ("அவன் தாத்தா": his
 * grandfather; "ఆయన పిల్లి": his cat), not the one who acts. */
const OWNER_PRONOUNS: Record<Language, ReadonlySet<string> | null> = {
  ta: new Set(["அவன்", "அவள்", "அவர்"]),
  te: new Set(["ఆయన", "ఆమె", "వాళ్ళ"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: null,
};

/** "his", "her", "their" opening a sentence own the next person ("ಅವನ ಅಜ್ಜ ಚಪ್ಪಾಳೆ ತಟ್ಟಿ": his grandfather clapped). */
const POSSESSIVE_PRONOUNS: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಅವನ", "ಅವಳ", "ಅವರ"]),
  ta: new Set(["அவனுடைய", "அவளுடைய", "அவருடைய", "அவனது", "அவளது", "அவரது"]),
  te: new Set(["అతని", "వాళ్ళ", "ఆమె_యొక్క"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/** A noun in a case that is no subject ("స్నేహితుడి": the friend's, "ಅಣ್ಣನ": the brother's). */
export function obliqueCase(word: string, language: Language): boolean {
  return NOT_SUBJECT[language].ending?.test(normalise(word)) ?? false;
}

/**
 * Whether a doer comes after "de" ("la madre de Nila", "se levantó de un salto"): with an article between it
 * is a noun in a phrase of "de", no subject; a name right after "de" is an owner only after someone it owns
 * ("la madre de Nila"; "el sedal de Kabir se tensó y pescó" leaves Kabir the one who fishes).
 */
function afterGenitive(d: Doer, doers: Doer[], tokens: Token[], language: Language): boolean {
  const genitive = RULES[language].clitics?.genitive;
  if (!genitive || d.at < 1 || tokens[d.at - 1]?.comma) return false;
  const prev = tokens[d.at - 1]?.norm ?? "";
  if (DETERMINERS[language].has(prev) && genitive.has(tokens[d.at - 2]?.norm ?? "")) return true;
  return genitive.has(prev) && doers.some((o) => o.at < d.at - 1 && o.at >= d.at - 3);
}

/**
 * A person the sentence names in a case that is done to, given to or gone with ("மீராவுக்கு", "मीरा को",
 * "ಮೀರಾಳಿಗೆ", "మీరాకు", "Meera's"): never the subject of the clause. `bare`: the word is a name or a noun as
 * it stands, whose own last letters are no case.
 */
export function namedInObjectCase(tokens: Token[], at: number, bare: boolean, language: Language): boolean {
  const rule = NOT_SUBJECT[language];
  const word = tokens[at];
  if (!word) return false;
  if (rule.words?.has(word.norm)) return true;
  const next = rule.honorifics?.has(tokens[at + 1]?.norm ?? "") ? tokens[at + 2] : tokens[at + 1];
  if (rule.next?.has(next?.norm ?? "")) return true;
  return !bare && rule.ending?.test(word.norm) === true;
}

function canBeSubject(d: Doer, tokens: Token[], language: Language): boolean {
  const rule = NOT_SUBJECT[language];
  const word = tokens[d.at];
  if (!word) return true;
  if (rule.words?.has(word.norm)) return false;
  if (RULES[language].joinedEndings?.subjectPronounsLikeObjects?.has(word.norm)) return true;
  const next = rule.honorifics?.has(tokens[d.at + 1]?.norm ?? "") ? tokens[d.at + 2] : tokens[d.at + 1];
  if (rule.next?.has(next?.norm ?? "")) return false;
  if (POSSESSIVE_PRONOUNS[language]?.has(word.norm)) return false;
  if (RULES[language].postpositions?.possessives.has(word.norm)) return false;
  return d.bare === true || !(rule.ending && d.at > 0 && rule.ending.test(word.norm));
}

/** A Telugu sentence whose last verb is plural ("వెళ్ళారు", "వెళ్తారు": they went, they go). */
function plural(tokens: Token[], language: Language): boolean {
  return RULES[language].joinedEndings?.pluralVerbEnding?.test(tokens.at(-1)?.norm ?? "") === true;
}

/** The doers joined to `d` by "and" (or Tamil's "-உம்" on both names), and through a noun set off by commas
 * beside one of them ("Sunny and the manager, Mrs Costa,"): one subject of several people. */
function joined(d: Doer, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const out = joinedOnce(d, doers, tokens, language);
  if (isIndic(language)) return out;
  for (let k = 0; k < out.length; k++) {
    const x = out[k] as Doer;
    for (const o of doers)
      if (!out.includes(o) && apposed(x, o, tokens))
        for (const y of joinedOnce(o, doers, tokens, language)) if (!out.includes(y)) out.push(y);
  }
  return out;
}

function joinedOnce(d: Doer, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const out = [d];
  const andSuffix = RULES[language].joinedEndings?.andSuffix;
  const both = (x: Doer) => andSuffix?.test(tokens[x.at]?.norm ?? "") === true;
  for (const other of doers) {
    // "Meena and her younger cousin Tara", "Mr Sharma and his two daughters": an "and" may stand up to six
    // words from the person it joins, across a possessive, adjectives and a kin word.
    if (other === d || Math.abs(other.at - d.at) > 6) continue;
    // "the younger boy": two words of one noun phrase that each name someone are one subject.
    // A pronoun beside a noun owns it ("their grandmother"), which is no second subject.
    const first = tokens[Math.min(other.at, d.at)];
    const pronouns = RULES[language].fewEndings?.pronouns;
    const pronoun = (x: Doer) => pronouns?.has(tokens[x.at]?.norm ?? "") === true;
    if (pronouns && Math.abs(other.at - d.at) === 1 && !first?.comma && !pronoun(d) && !pronoun(other)) {
      out.push(other);
      continue;
    }
    // "they", "todos", "ಎಲ್ಲರೂ", a verb's plural ending: the group it stands for is one subject.
    if (other.at === d.at) {
      out.push(other);
      continue;
    }
    const [a, b] = other.at < d.at ? [other.at, d.at] : [d.at, other.at];
    const between = tokens.slice(a + 1, b);
    // Telugu lists two people with a comma ("మీరా, లియో ... వెళ్ళారు"; "రవి, వాళ్ళ నాన్న"): with a plural verb.
    const listed =
      RULES[language].joinedEndings?.commaJoins && tokens[a]?.comma === true && plural(tokens, language);
    // "klatschte ihre Mutter, und Nila kletterte": an "and" after a comma joins two clauses, not two people.
    // Farther than three words, only "and" with a possessive after it ("and her younger cousin Tara"): "the dog
    // barked and all the birds flew" joins two clauses.
    const owns = (w: string) => PEOPLE_WORDS[language].possessives.has(w) || GROUP_OWNERS[language].has(w);
    // "Suresh, the forest guard, and his men": a comma that closes a noun set off beside a name is no clause's end.
    const afterApposition = (i: number) => !isIndic(language) && closesApposition(i, doers, tokens, language);
    const joinsPeople =
      between.some(
        (t) =>
          AND_WORDS[language].has(t.norm) &&
          ((tokens[t.index - 1]?.comma !== true &&
            (b - a <= 3 || (owns(tokens[t.index + 1]?.norm ?? "") && between.every((x) => !x.comma)))) ||
            (afterApposition(t.index - 1) && b - t.index <= 3)),
      ) ||
      (!isIndic(language) && andGroup(d, other, tokens, language));
    if (joinsPeople || (both(other) && both(d)) || listed) out.push(other);
  }
  return out;
}

/**
 * The subject of the verb at `v`: in English, Spanish, French and German the nearest doer before it since
 * the verb before ("Sara laughed as her little brother danced": the brother dances); in Hindi, Kannada,
 * Tamil and Telugu, where the object comes before the verb, the first ("ರವಿ ಮಗುವನ್ನು ಹೊತ್ತುಕೊಂಡು": Ravi
 * carries). A verb with none shares the subject of the verb before ("sat by the window and read"); German
 * puts it after the verb ("Am Morgen lief Jonas"), and an Indian language's verb ending names it last.
 */
function subjectOf(v: Verb, from: number, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const owner = (d: Doer) =>
    OWNER_PRONOUNS[language]?.has(tokens[d.at]?.norm ?? "") === true &&
    doers.some((o) => (o.at === d.at + 1 && o.bare === true) || ownedByName(d, o, tokens, language));
  const start = Math.max(from, subordinateEnd(v, tokens, language));
  // "Grandma, who had waited to see a tiger, wiped a tear": the tiger, inside the relative clause, does not.
  const relatives = relativeSpans(tokens, language).filter(([, to]) => to < v.at);
  const clause = doers.filter(
    (d) =>
      d.at >= start &&
      d.at < v.at &&
      !inRelativeClause(d.at, relatives) &&
      !d.object &&
      canBeSubject(d, tokens, language) &&
      !owner(d) &&
      !ownsNext(d, doers, tokens, language) &&
      !possessiveWord(d, tokens, language) &&
      !afterGenitive(d, doers, tokens, language) &&
      !ownerInApposition(d, doers, tokens, language) &&
      !ownsAnimalAfter(d, doers, tokens, language) &&
      // Only one named first in its clause: after someone else there, the one after a preposition may well
      // be the subject ("saß Anjali neben ihrem Großvater und hielt ...").
      // "Zu Mamas Geburtstag ging": a name in the genitive owns the noun the preposition governs.
      !(
        governedByPreposition(d, tokens, language) &&
        !saxonGenitive(d, tokens) &&
        !doers.some((o) => o.at >= start && o.at < d.at)
      ),
  );
  // "ಅಪ್ಪ ಎತ್ತಿಕೊಳ್ಳುವವರೆಗೂ ಮಗು ಅಳುತ್ತಲೇ ಇತ್ತು" (until father picked her up, the baby cried): a clause that
  // ends in "until" or "when" has its own subject; the main verb's is the first after it.
  // So does an "and" after something other than a doer ("शिक्षिका छात्रों को लाई, और बच्चे नाचे": the
  // children dance, not the teacher); between two doers it joins them ("गीता और राहुल").
  const clauseAnd = (i: number) =>
    AND_WORDS[language].has(tokens[i]?.norm ?? "") && !doers.some((d) => d.at === i - 1);
  // An Indian language's clause after a comma has its own subject too ("ಶಿಕ್ಷಕಿ ... ಕರೆದೊಯ್ದರು, ಮಕ್ಕಳು ನೃತ್ಯ
  // ಮಾಡಿದರು": the children dance), where one comes after it.
  // A comma that lists two people before a plural verb ("మీరా, ఆమె తమ్ముడు టిప్పు ... పరిగెత్తారు") is an "and".
  const lists = (i: number) =>
    RULES[language].joinedEndings?.commaJoins === true &&
    plural(tokens, language) &&
    doers.some((d) => d.at === i);
  const comma = (i: number) =>
    isIndic(language) && (tokens[i]?.comma === true || tokens[i]?.semicolon === true) && !lists(i);
  const ends: number[] = [];
  for (let i = from; i < v.at; i++)
    if (UNTIL[language]?.test(tokens[i]?.norm ?? "") || clauseAnd(i) || comma(i)) ends.push(i);
  // "..., और जयेश ने छत के किनारे तक दौड़कर" (and Jayesh ran up to the roof's edge): a "तक" that names no
  // subject after it is "up to" a place, and the clause's subject is the one after the boundary before it.
  const end = ends.reverse().find((e) => clause.some((d) => d.at > e));
  const main = end === undefined ? clause : clause.filter((d) => d.at > end);
  const first = isIndic(language) ? main[0] : clause.at(-1);
  const pick = first && isIndic(language) ? (groupHolding(first, main) ?? first) : first;
  return pick ? joined(pick, clause, tokens, language) : [];
}

/** "सुनील चाचा के बगीचे में सबने आम खाए" (in Uncle Sunil's garden everyone ate mangoes): one named before a
 * group word that takes them in too ("सबने", "అందరూ": several people at one word) is one of the group,
 * which is the subject, every member of it. A group word right after its noun ("நண்பர்கள் எல்லோரும்": the
 * friends, all of them) is that noun's, and leaves out whoever the sentence names after it. */
function groupHolding(d: Doer, clause: Doer[]): Doer | undefined {
  return clause.find(
    (o) => o.id === d.id && o.at > d.at + 1 && clause.filter((x) => x.at === o.at).length > 1,
  );
}

/** "அவள் நண்பன் ரகு", "ఆమె తమ్ముడు గోపి" (her friend Ragu, her little brother Gopi): a pronoun, a kin or
 * person word as the lexicon writes it, and the name it introduces; the pronoun owns the one named. */
function ownedByName(d: Doer, o: Doer, tokens: Token[], language: Language): boolean {
  const kin = tokens[d.at + 1];
  return (
    o.at === d.at + 2 &&
    o.person &&
    kin !== undefined &&
    !tokens[d.at]?.comma &&
    !kin.comma &&
    // "రవి గారు, ఆయన స్నేహితుడు గోపి ... ఆడారు": after a comma the pronoun is the one listed before it,
    // a subject beside the one it owns.
    tokens[d.at - 1]?.comma !== true &&
    lexiconFor(language).exact.has(kin.norm)
  );
}

/** A name in a possessive case before the person it owns opens the sentence too ("ರವಿಯ ಅಜ್ಜಿ", "ரவியின்
 * பாட்டி": Ravi's grandmother; "பால்காரரின் மகன் ராஜு": the milkman's son Raju): the one owned is the subject. */
function ownsNext(d: Doer, doers: Doer[], tokens: Token[], language: Language): boolean {
  if (!isIndic(language) || d.at !== 0 || d.bare) return false;
  const ending = NOT_SUBJECT[language].ending;
  return (
    ending?.test(tokens[0]?.norm ?? "") === true &&
    !tokens[0]?.comma &&
    doers.some((o) => (o.at === 1 || (o.at === 2 && !tokens[1]?.comma)) && o.id !== d.id)
  );
}

/** "మీరా పిల్లి మిర్చి", "ఫరా చిన్న కుక్క బిస్కెట్" (Meera's cat Mirchi, Farah's little dog Biscuit): a Telugu
 * name in its bare form right before an animal's kind and its name owns the animal, which is the subject.
 * A person before an animal's kind alone ("పాప సీతాకోకచిలుక వెంట": the girl, after a butterfly) owns nothing. */
function ownsAnimalAfter(d: Doer, doers: Doer[], tokens: Token[], language: Language): boolean {
  if (language !== "te" || !d.person || d.bare) return false;
  // A verb in a man's or people's ending ("పరిగెత్తాడు", "వెళ్ళారు") has a person for its subject, no animal.
  if (/(డు|రు)$/u.test(tokens.at(-1)?.norm ?? "")) return false;
  return doers.some(
    (o) =>
      !o.person &&
      !o.object &&
      o.at >= d.at + 2 &&
      o.at <= d.at + 3 &&
      lexiconFor(language).exact.has(tokens[o.at - 1]?.norm ?? "") &&
      canBeSubject(o, tokens, language) &&
      !doers.some((x) => x.person && x.at > d.at && x.at < o.at) &&
      tokens.slice(d.at, o.at).every((t) => !t.comma && !t.semicolon),
  );
}

/** "his", "su", "ses", "ihrem": a possessive before a noun ("Nach ihrem Frühstück setzte sich Emma") owns it and
 * does nothing itself ("ihr" is also "you", which does). */
function possessiveWord(d: Doer, tokens: Token[], language: Language): boolean {
  if (isIndic(language)) return false;
  const word = tokens[d.at]?.norm ?? "";
  return word !== "ihr" && !tokens[d.at]?.comma && PEOPLE_WORDS[language].possessives.has(word);
}

/** "Als Papa den Schlauch aufdrehte, sprang Max davor": a German verb right after a comma that closes a clause
 * opened by a subordinating conjunction is the main clause's, whose subject follows it; the people of the
 * subordinate clause are none of its subjects. The index after that comma, or -1. */
function subordinateEnd(v: Verb, tokens: Token[], language: Language): number {
  if (!RULES[language].verbSecond || tokens[v.at - 1]?.comma !== true) return -1;
  let start = v.at - 1;
  while (start > 0 && tokens[start - 1]?.comma !== true) start--;
  return DE_SUBORDINATORS.has(tokens[start]?.norm ?? "") ? v.at : -1;
}

const DE_SUBORDINATORS: ReadonlySet<string> = new Set(
  "während als weil wenn dass ob bis nachdem da damit obwohl sobald solange".split(" "),
);

/** "während der Fernseher lief", "während ein altes Radio im Regal Filmlieder spielt": a German clause of a
 * conjunction and an article, with no one named up to its verb at the clause's end, has a thing as its
 * subject. */
function thingSubject(v: Verb, tokens: Token[], doers: Doer[], language: Language): boolean {
  if (!RULES[language].verbSecond || v.at < 3) return false;
  const noun = v.at - 1;
  if (
    DE_SUBORDINATORS.has(tokens[v.at - 3]?.norm ?? "") &&
    DETERMINERS.de.has(tokens[v.at - 2]?.norm ?? "") &&
    !doers.some((d) => d.at === noun)
  )
    return true;
  if (v.end < tokens.length && !tokens[v.end - 1]?.comma) return false;
  let start = v.at - 1;
  while (start > 0 && !DE_SUBORDINATORS.has(tokens[start]?.norm ?? "") && !tokens[start]?.comma) start--;
  return (
    DE_SUBORDINATORS.has(tokens[start]?.norm ?? "") &&
    DETERMINERS.de.has(tokens[start + 1]?.norm ?? "") &&
    !doers.some((d) => d.at > start && d.at < v.at)
  );
}

/** The words that end an Indian language's "until", "when" or "while" clause (it comes before the main clause). */
const UNTIL: Record<Language, RegExp | null> = {
  // "क्लास चल रही थी कि एक मुर्गी घुस आई" (class was on when a hen came in): "कि" opens a clause of its own.
  hi: /^(तक|कि)$/u,
  ta: /(வரை|போது|ியதும்|ந்ததும்|ட்டதும்|த்ததும்|ன்றதும்|த்தபடியே)$/u,
  // "నేర్పినట్టే", "ಬಿಡುತ್ತಿದ್ದಂತೆ", "சொல்லிக்கொடுத்தபடியே": as (someone did), a clause before the main one.
  // "తిప్పగానే", "ತಿರುಗಿಸಿದ ತಕ್ಷಣ", "ಹೊರಗೆ ಕಾಲಿಟ್ಟ ಕೂಡಲೇ": as soon as (someone did).
  te: /(వరకూ|వరకు|వరకి|సరికి|ప్పుడు|ుంటే|నట్టే|నట్టుగా|గానే)$/u,
  kn: /(ವರೆಗೂ|ವರೆಗೆ|ಾಗ|ಾಗಲೇ|ದಂತೆ|ದಂತೆಯೇ|^ತಕ್ಷಣ|^ಕೂಡಲೇ)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
};

/** German puts the subject right after the verb ("Am Morgen lief Jonas"); an Indian language's verb ending
 * names it after everything else (planner.ts adds that person last). */
function subjectAfter(v: Verb, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  // "lief ihnen ein kleiner Hund hinterher": an object pronoun and the subject's article and adjective
  // may stand between the verb and the subject.
  const verbSecond = RULES[language].verbSecond;
  // "stiegen sie lachend zusammen ein": the subject stands inside the span of a verb and its particle.
  const start = verbSecond ? v.word + 1 : v.end;
  const near = (d: Doer) =>
    d.at - start <= 2 ||
    (d.at - start <= 4 &&
      tokens
        .slice(start, d.at)
        .every((t) => (!t.capitalised || PEOPLE_WORDS[language].titles.has(t.norm)) && !t.comma));
  // "Die Jury lachte und klatschte, und die Schulleiterin ...", "ತೀರ್ಪುಗಾರರು ನಕ್ಕು ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು, ಮುಖ್ಯೋಪಾಧ್ಯಾಯಿನಿ
  // ...": a clause that a comma or a semicolon closes after a German verb or an Indian language's finite verb
  // (this one or the one its converb leads to) leaves the person after it to the next clause; the person a
  // verb's ending names, added last, stays its subject.
  const finite = RULES[language].joinedEndings?.finiteVerb;
  const closed = (t: Token) =>
    (t.comma === true || t.semicolon === true) && (verbSecond !== null || finite?.test(t.norm) === true);
  // "führt der Mahut, Kuttan, die Elefantin": a name set off by commas right after the noun that follows the
  // verb is that noun, the subject; its first comma closes no clause.
  const apposedName = (d: Doer) =>
    verbSecond !== null &&
    tokens[d.at]?.comma === true &&
    tokens[d.at - 1]?.comma === true &&
    d.at - 1 - start <= 2 &&
    tokens.slice(start, d.at - 1).every((t) => !t.comma && !t.semicolon);
  const nextClause = (d: Doer) =>
    d.at < tokens.length && !apposedName(d) && tokens.slice(v.word, d.at).some(closed);
  const after = doers.find(
    (d) =>
      d.at >= start &&
      !d.object &&
      !nextClause(d) &&
      !verbSecond?.objectPronouns.has(tokens[d.at]?.norm ?? "") &&
      !(verbSecond !== null && saxonGenitive(d, tokens)) &&
      (isIndic(language) || (verbSecond !== null && (near(d) || apposedName(d)))),
  );
  // "gingen Mira und Leo": both.
  return after ? joined(after, doers, tokens, language) : [];
}

/** "setzte sich Ravis Großvater", "kam Annas kleine Schwester": a German name in its genitive (an -s its
 * name does not end in) right before a noun, with at most an adjective between, owns it and is not the
 * subject. */
function saxonGenitive(d: Doer, tokens: Token[]): boolean {
  const word = tokens[d.at];
  if (!word?.capitalised || word.comma) return false;
  const genitive = word.norm.endsWith("s") && word.norm !== d.id;
  const next = tokens[d.at + 1];
  const noun = next?.capitalised === true || (next?.comma !== true && tokens[d.at + 2]?.capitalised === true);
  return genitive && noun;
}

/** Icons of food and of cooking, which make a verb of making cooking and one of sharing eating. */
export const FOOD =
  /bread|food|rice|pancake|curry|stew|soup|cake|cookie|dumpling|sandwich|pizza|taco|burrito|salad|spaghetti|ramen|croissant|bagel|waffle|pie|egg|sushi|bento|kitchen|cooking|beverage|teacup|chocolate|apple|banana|pear|mango|onion|carrot|bell-pepper|potato|tomato|garlic|cucumber|leafy-green|cut-of-meat/;

/** What one picks by hand: flowers, fruit, plants, shells, sticks of firewood ("ಕಟ್ಟಿಗೆಗಳನ್ನು ಆರಿಸಿ"). */
const PICKED =
  /blossom|flower|rose|tulip|sunflower|hibiscus|bouquet|herb|plant|leaf|apple|mango|orange|tangerine|lemon|grapes|cherries|strawberry|peach|pear|banana|mushroom|shell|wood/;

/** Money: "కట్టు" and "ಕಟ್ಟು" build, and pay where money is named. */
const MONEY = /banknote|coin|money|credit-card|receipt/;

/** What one hits or kicks in a game, or beats: a ball, a bat, a drum. */
const STRUCK =
  /^(soccer-ball|baseball|softball|basketball|volleyball|american-football|rugby-football|tennis|badminton|cricket-game|field-hockey|ice-hockey|ping-pong|flying-disc|goal-net|drum|long-drum)$/;

/** What one rides: a bicycle, a motorbike or an animal one sits on. */
export const MOUNT = /^(bicycle|motorcycle|motor-scooter|horse|camel|two-hump-camel|donkey|elephant)$/;

/** Animals that live in water: however they move ("leaping around the boat", "played in the waves"), or
 * with no verb of their own, they swim. */
const SWIMMERS = /^(dolphin|whale|spouting-whale|fish|tropical-fish|blowfish|shark|octopus|squid|jellyfish)$/;

/** The pose of an animal named by `icon` that does `action`: a dolphin that moves or stands swims. */
export function animalPose(
  icon: string | undefined,
  action: SceneAction | undefined,
): SceneAction | undefined {
  return icon && SWIMMERS.test(icon) && WATER_POSES.has(action) ? "swim" : action;
}

/** Poses of moving on something (a mount, a boat) that going somewhere, on it, keeps. */
const KEEPS_GOING: ReadonlySet<SceneAction> = new Set<SceneAction>(["ride", "row"]);

/** What a vehicle climbs: the hills, a mountain, a slope. */
const CLIMBED = /^(mountains|mountain|snow-capped-mountain|mount-fuji|volcano)$/;

/** Poses that are riding where the sentence names a mount. */
const RIDE_TOO: ReadonlySet<string> = new Set(["sit", "climb", "drive"]);

/** What one wears: "trug einen Hut" is wearing, no carrying; an umbrella held over someone ("hielt ihn über sie
 * beide") is drawn open over a standing figure. */
const CLOTHES =
  /hat|cap|dress|shirt|coat|scarf|glasses|shoe|boot|sock|glove|jeans|kimono|sari|crown|ring|necklace|umbrella/;

/** Where a reply is written, not said: "answered emails", "beantwortete Briefe". */
const WRITTEN = /laptop|desktop-computer|envelope|e-mail|memo/;

/** The trades whose work in a shop is their craft, not its goods: a workshop's carpenter or mechanic. */
const CRAFTSMEN: ReadonlySet<string> = new Set([
  "carpenter",
  "mechanic",
  "blacksmith",
  "goldsmith",
  "potter",
  "cobbler",
  "shoemaker",
  "tailor",
  "welder",
]);

/** Places where work is selling and stacking goods, not a desk (the place names of the lexicon). */
const TRADE_PLACES: ReadonlySet<string> = new Set(["shop", "market"]);

function iconsOf(matches: Match[]): string[] {
  return matches.flatMap((m) =>
    m.concepts.map((c) => ("icon" in c ? (c.icon ?? "") : c.kind === "place" ? c.place : "")),
  );
}

/** "drive" a bicycle or a horse is riding; "work" is at a desk only where the sentence names one, carrying
 * at a market or in a shop, and nothing elsewhere; "make"
 * is cooking with food or in a kitchen ("preparó una paella", "இட்லி செய்தாள்" in the kitchen). */
function refine(
  action: Verb["action"],
  tokens: Token[],
  matches: Match[],
  language: Language,
): SceneAction | null {
  const icons = iconsOf(matches);
  // "fuhren mit dem Aufzug": going up or down in a lift drives no car and rides nothing; it is the walk in.
  if (
    (action === "drive" || action === "ride") &&
    icons.includes("elevator") &&
    !icons.some((i) => DRIVEN_OR_RIDDEN.test(i ?? ""))
  )
    return "walk";
  if (
    (action === "drive" || action === "honk") &&
    icons.some((i) => /bicycle|horse|motor-scooter|motorcycle/.test(i ?? ""))
  )
    return "ride";
  // "honked the horn", "हॉर्न बजाया": the horn is the driver's, whether or not the vehicle is named.
  if (action === "honk") return "drive";
  // "jumped down from the roof", "sprang davor": a leap is drawn mid-stride.
  if (action === "jump") return "run";
  // Hindi "चलाना" drives a car and runs a bakery ("बेकरी चलाती थी"): without a vehicle it is no driving.
  if (
    action === "drive" &&
    RULES[language].driveNeedsVehicle &&
    !icons.some((i) => DRIVEN_OR_RIDDEN.test(i ?? ""))
  )
    return null;
  if (action === "make") return icons.some((i) => FOOD.test(i ?? "")) ? "cook" : null;
  // "cut the heavy bunches off the vines", "schnitt die Trauben ab", "गुच्छे काटकर": cutting fruit or flowers
  // off a plant is picking them; cutting food is cooking, and cutting a string draws nothing.
  if (action === "cut") {
    const plant = SCENE_WORDS[language].cutFromPlant;
    if (
      icons.some((i) => PICKED.test(i ?? "") && !FOOD.test(i ?? "") && !/wood/.test(i ?? "")) ||
      tokens.some((t) => plant.test(t.norm))
    )
      return "pick";
    return icons.some((i) => FOOD.test(i ?? "")) ? "cook" : null;
  }
  // "hit the ball", "बल्ला मारा", "ಚೆಂಡನ್ನು ಹೊಡೆದನು", "played the drum": striking a ball or a drum is playing;
  // striking anything else ("hit the nail", "పంచ్ కొట్టాడు") draws nothing.
  if (action === "hit") return icons.some((i) => STRUCK.test(i ?? "")) ? "play" : null;
  // "hid under the bed", "se escondió", "छिप गया": a person hiding crouches.
  if (action === "hide") return "kneel";
  // "crawled under the desks", "தவழ்ந்து போனான்": a person on hands and knees is drawn kneeling.
  if (action === "crawl") return "kneel";
  if (action === "paint") return "sit";
  if (action === "mount") return icons.some((i) => MOUNT.test(i ?? "")) ? "ride" : null;
  if (action === "choose") return icons.some((i) => PICKED.test(i ?? "")) ? "pick" : null;
  if (action === "build") return icons.some((i) => MONEY.test(i ?? "")) ? null : "kneel";
  // "went" is walking, driving where the sentence goes by car ("ಕಾರಿನಲ್ಲಿ ... ಹೋದಳು": she drove); so is taking
  // someone somewhere.
  // Sending someone is walking, for the one sent alone (actionsOf); going into a room is walking in.
  if (action === "send" || action === "enter") return "walk";
  if (action === "go" || action === "take")
    return icons.some((i) => /^(automobile|taxi|sport-utility-vehicle)$/.test(i ?? "")) ? "drive" : "walk";
  // "shared a piece of cake" is eating it; "caught a big trout" is fishing; neither pose without the thing.
  if (action === "share") return icons.some((i) => FOOD.test(i ?? "")) ? "eat" : null;
  if (action === "catch") return icons.some((i) => /fish/.test(i ?? "")) ? "fish" : null;
  if (action === "carry" && icons.some((i) => CLOTHES.test(i ?? ""))) return null;
  // "rode out on camels", "ऊँटों पर सवार होकर चल पड़े", "ఒంటెల మీద ఎక్కి", "salieron en camello", "fuhr Rad":
  // sitting on, climbing onto or going with a mount is riding it.
  if (RIDE_TOO.has(action) && icons.some((i) => MOUNT.test(i ?? ""))) return "ride";
  // "sont montés en voiture dans les collines", "subieron a las montañas en el tren": climbing the hills in
  // a vehicle is sitting in it. Climbing into one stays a climb, which the composer draws as the walk to it.
  if (
    action === "climb" &&
    icons.some((i) => BOARDED.test(i ?? "")) &&
    icons.some((i) => CLIMBED.test(i ?? ""))
  )
    return "sit";
  if (action === "talk" && icons.some((i) => WRITTEN.test(i ?? ""))) return "desk";
  // "raced down the slide": running on a playground is playing.
  if (action === "run" && icons.includes("playground-slide")) return "play";
  if (action !== "work") return action;
  // Work at a market or in a shop is handling the goods: a box in the hands ("ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದರು"),
  // unless a craftsman works there (a carpenter in his workshop works at his craft, no goods in hand).
  const craftsman = matches.some((m) => m.concepts.some((c) => c.kind === "person" && CRAFTSMEN.has(c.id)));
  if (icons.some((i) => TRADE_PLACES.has(i ?? "")) && !craftsman) return "carry";
  const desk = DESK_WORDS[language];
  const named = tokens.some((t) =>
    desk.some((d) => t.norm === d || (isIndic(language) && t.norm.startsWith(d))),
  );
  return named || icons.some((i) => /laptop|desktop-computer|office/.test(i ?? "")) ? "desk" : null;
}

/** Whether a vehicle is named in the verb's clause before it, with no person there ("Cars honked", "ಕಾರುಗಳು
 * ಹಾರ್ನ್ ಹೊಡೆದು"): the vehicle is the subject. */
function vehicleSounds(v: Verb, tokens: Token[], matches: Match[], doers: Doer[]): boolean {
  let from = v.at;
  while (from > 0 && tokens[from - 1]?.comma !== true && tokens[from - 1]?.semicolon !== true) from--;
  const vehicle = matches.some(
    (m) =>
      m.start >= from &&
      m.start < v.at &&
      m.concepts.some((c) => "icon" in c && DRIVEN_OR_RIDDEN.test(c.icon ?? "")),
  );
  return vehicle && !doers.some((d) => d.person && d.at >= from && d.at < v.at);
}

/** Things carried in the hands: a bucket, a basket, a lunchbox, a parcel, food in a pot or a jar. */
const HAND_HELD =
  /^(bucket|basket|bento-box|pot-of-food|package|shopping-bags|handbag|school-backpack|backpack|clutch-bag|amphora|milk|glass-of-milk|baby-bottle|bottle-with-popping-cork|jar|bouquet|birthday-cake|shortcake|pie|envelope|gift|wrapped-gift|teapot|tray|books|closed-book|open-book)$/;

/** "took a bucket to the well", "takes the tiffin to his father": a "take" phrase whose words name a thing
 * held in the hands and no one taken is carrying it there. */
function takesHeldThing(verb: Verb, matches: Match[], doers: Doer[]): boolean {
  const inside = (at: number) => at > verb.word && at < verb.end;
  if (doers.some((d) => d.person && inside(d.at))) return false;
  const things = matches.filter((m) => inside(m.start));
  return (
    things.some((m) => m.concepts.some((c) => "icon" in c && HAND_HELD.test(c.icon ?? ""))) &&
    !things.some((m) => m.concepts.some((c) => "icon" in c && DRIVEN_OR_RIDDEN.test(c.icon ?? "")))
  );
}

/** The word before a vehicle that says it is how someone goes ("by bus", "en autobús", "en bus", "mit dem Bus"). */
const BY_VEHICLE: Partial<Record<Language, RegExp>> = { en: /^by$/, es: /^en$/, fr: /^en$/, de: /^mit$/ };

/** Whether a "take" verb's clause says its going is by bus, train or tram: "by" right before it, or an article between. */
function takenByVehicle(verb: Verb, tokens: Token[], matches: Match[], language: Language): boolean {
  const by = BY_VEHICLE[language];
  if (!by) return false;
  return matches.some(
    (m) =>
      m.start > verb.word &&
      m.start <= verb.end + 6 &&
      m.concepts.some((c) => "icon" in c && TAKEN_ALONG_IN.test(c.icon ?? "")) &&
      (by.test(tokens[m.start - 1]?.norm ?? "") ||
        (by.test(tokens[m.start - 2]?.norm ?? "") && ARTICLE.test(tokens[m.start - 1]?.norm ?? ""))),
  );
}

const ARTICLE = /^(the|el|la|los|las|le|les|l'|dem|der|den|einem|einer)$/;

/** "brought her pupils to the zoo": bringing people is no carrying (but "brought them two bowls" is). */
function bringsSomeone(
  action: SceneAction,
  verb: Verb,
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  language: Language,
): boolean {
  if (action !== "carry" || !SCENE_WORDS[language].bring.test(tokens[verb.word]?.norm ?? "")) return false;
  const person = doers.find((d) => d.person && d.at >= verb.end && d.at - verb.end <= 2);
  if (!person) return false;
  const clauseEnd = tokens.findIndex((t, i) => i >= person.at && t.comma);
  const end = clauseEnd < 0 ? tokens.length : clauseEnd + 1;
  return !matches.some(
    (m) => m.start > person.at && m.start < end && m.concepts.some((c) => c.kind === "object"),
  );
}

/**
 * Each doer's pose in one sentence: the subject of each verb gets its action, the last verb winning (an
 * Indian language's main verb is its last, "बैठकर ... पढ़ रहा था": reads). Hugging and talking take
 * everyone the sentence names.
 */
export function actionsOf(
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  language: Language,
): Map<string, SceneAction> {
  const out = new Map<string, SceneAction>();
  // Below the first word: a subject that only the verb's ending names stands just before it.
  let from = -1;
  let previous: Doer[] = [];
  const described = describedPoses(tokens, doers, language);
  // Who has only the walk of a weak verb so far (coming, going), which any other verb of theirs replaces.
  const comingOnly = new Set<string>();
  // Who kept a pose of their own where a group they belong to did something else.
  const keptOwn = new Set<string>();
  // The subjects of relative participles ("ಮಗಳು ಬರೆದ": the daughter, who wrote), no subject of the main clause.
  const inRelative = new Set<Doer>();
  const verbs = withHeldThings(
    withMotion(findVerbs(tokens, language), tokens, matches, language),
    tokens,
    matches,
    language,
  );
  for (const verb of verbs) {
    // "तैरना सिखाने ... ले गईं": an infinitive before the sentence's verb says what for, no pose.
    if (verb.purpose && isIndic(language) && verbs.some((v) => v.at > verb.at)) continue;
    // "ಮಲಗಿದ್ದ ನಾಯಿ", "నిద్రపోతున్న కుక్క" (the sleeping dog): a participle describing a doer is its pose, no
    // verb of the sentence's subject.
    if (described.some((x) => x.word >= verb.at && x.word < verb.end)) continue;
    // "\"What are you looking for?\" the librarian asked": a look or a search said in quotes is the one
    // spoken to's, not the speaker's, who is drawn talking.
    if (verb.action === "look" && saidInQuotes(verb, verbs, tokens)) continue;
    // "ಮಗಳು ಬರೆದ ಪತ್ರವನ್ನು", "కూతురు రాసిన ఉత్తరం" (the letter the daughter wrote): a relative participle is no
    // pose, and the one named right before it is its subject, none of the main clause's verbs.
    // "los pasajeros, medio dormidos, se asomaron": how they were, the main verb gives the pose.
    if (setOffByCommas(verb, verbs, tokens, language)) continue;
    // "found him asleep", "lo encontró dormido": the state is the pose of the one found, not the finder's.
    const foundOnes = foundInState(verb, tokens, doers, language);
    if (foundOnes) {
      for (const d of foundOnes) if (!out.has(d.id)) out.set(d.id, verb.action as SceneAction);
      continue;
    }
    const relative = relativeParticiple(verb.at, verb.word, doers, tokens, language);
    if (relative) {
      if (relative.subject) inRelative.add(relative.subject);
      continue;
    }
    // A Kannada relative participle describes the noun after it ("ಮೀನು ಹಿಡಿದಿದ್ದ ಅವನ ಫೋಟೋ": a photo of him,
    // who had caught the fish): no one's action in this sentence.
    // One that ends its clause ("... ಬೋಗಿಯತ್ತ ಓಡಿದ, ಚೀಲ ...": he ran, and the bag stayed) is that clause's verb.
    const endsClause = tokens[verb.word]?.comma === true;
    if (
      RELATIVE[language]?.test(tokens[verb.word]?.norm ?? "") &&
      verb.word < tokens.length - 1 &&
      !endsClause
    )
      continue;
    if (RULES[language].postpositions?.describingParticiple(tokens, verb.word)) continue;
    if (
      DESCRIBING[language]?.test(tokens[verb.word]?.norm ?? "") &&
      verb.word < tokens.length - 2 &&
      !endsClause
    )
      continue;
    // "während der Fernseher lief": a German clause of a conjunction, an article, a noun and its verb has
    // that noun as subject (the TV ran, nobody runs).
    if (thingSubject(verb, tokens, doers, language)) {
      from = verb.end;
      continue;
    }
    // "dejaba subir la cometa", "laissait monter le cerf-volant", "den Drachen steigen ließ": what one lets
    // something do is the thing's, not the pose of the one who lets it.
    if (letsDo(verb, tokens, language)) continue;
    const own = RULES[language].clitics?.refine?.(
      verb.action,
      tokens[verb.word]?.norm ?? "",
      tokens,
      iconsOf(matches),
    );
    let action = plantsNothing(verb, tokens, matches, language)
      ? null
      : own !== undefined
        ? own
        : refine(verb.action, tokens, matches, language);
    // "jumped onto a chair", "springt auf die Arbeitsplatte": a leap up onto a thing is climbing it.
    if (verb.action === "jump" && action !== null && jumpsOnto(verb.end, tokens, matches, language))
      action = "climb";
    // "Cars honked", "गाड़ियाँ हॉर्न बजाने लगीं": a horn sounded by the vehicles named before it is no one's pose.
    if (verb.action === "honk" && vehicleSounds(verb, tokens, matches, doers)) action = null;
    // "..., and white froth bubbled up and ran down": a clause whose subject is a thing gives its verb to nobody.
    const thingDoes = !isIndic(language) && thingClause(verb, tokens, doers, language);
    const mainDoers = inRelative.size ? doers.filter((d) => !inRelative.has(d)) : doers;
    const andShared = thingDoes ? [] : sharedAfterAnd(verb, from, previous, tokens, language);
    // "she carried the pigeon to the window, and the whole office clapped": a clause whose subject is a body
    // of people taken whole, none of them drawn, gives its verb to no one named before it.
    const allDo = everyoneDoes(verb, tokens, doers, language);
    const wholeDoes = ownNounSubject(verb, tokens, doers, language, true) || allDo;
    const found =
      thingDoes || wholeDoes || andShared.length > 0
        ? []
        : subjectOf(verb, from, mainDoers, tokens, language);
    const after = () => subjectAfter(verb, doers, tokens, language);
    // A verb with no subject of its own shares the one before ("sat by the window and read"), unless a noun
    // that is nobody drawn stands right before it with its article ("and the boys played on", "der Ball lag").
    const shared =
      thingDoes ||
      allDo ||
      ownNounSubject(verb, tokens, doers, language) ||
      itsClause(verb.at, from, tokens, language)
        ? []
        : previous;
    const fallback = RULES[language].verbSecond ? [after(), shared] : [shared, after()];
    // "the two of them carried", "made them laugh": with no subject else, the people named right before the
    // verb in an object's form do it.
    const right = doers.filter((d) => d.object === true && d.at === verb.at - 1 && d.at >= from);
    const group = found.length === 0 ? groupBefore(verb, doers, tokens, language) : [];
    // "asked Ravi to pick a flower", "bat Jonas, einen Baum zu pflanzen": the people named between the verb
    // before and "to" do what is asked, over the asking.
    const before = verbs.filter((x) => x.end <= verb.at && !x.purpose).at(-1);
    const askedOnes =
      verb.purpose && !isIndic(language) && before
        ? doers.filter((d) => d.person && d.at >= before.end && d.at < verb.at)
        : [];
    const asked = askedOnes.length > 0;
    // "made them run", "ließ sie laufen": the ones made do it, not the one who makes them.
    const madeAts = madeToDo(
      verb.at,
      before?.at ?? 0,
      doers.map((d) => d.at),
      tokens,
      language,
    );
    const made = doers.filter((d) => d.person && madeAts.includes(d.at));
    // "y salió volando un murciélago": the one named right after a verb of no object is its subject, over
    // the one who did the verb before.
    const invertedAt =
      found.length > 0 || thingDoes
        ? -1
        : invertedSubjectAt(
            verb.end,
            action,
            doers.filter((d) => !d.object).map((d) => d.at),
            tokens,
            language,
          );
    const inverted = doers.filter((d) => d.at === invertedAt);
    const subject = asked
      ? askedOnes
      : made.length > 0
        ? made
        : found.length > 0
          ? found
          : inverted.length > 0
            ? inverted
            : andShared.length > 0
              ? andShared
              : group.length > 0
                ? group
                : (fallback.find((x) => x.length > 0) ?? right);
    // "... and they all ate": a group word in the verb's clause (the Indian languages' group words are also
    // "their" and "behind them": "उनके पीछे दौड़ा", the dog ran behind them).
    const helping = helpedToo(verb, from, doers, tokens, language).filter(
      (d) => !subject.some((x) => x.id === d.id),
    );
    const byGroup =
      found.length === 0 &&
      !isIndic(language) &&
      tokens.slice(Math.max(0, from), verb.at).some((t) => THEY_WORDS[language].has(t.norm));
    // "All the passengers climbed down, and together they pushed the bus": "they" for the very doers of the
    // verb before is that group going on, not a larger one that leaves each its own pose.
    const sameGroup =
      previous.length > 0 &&
      subject.length === new Set(previous.map((d) => d.id)).size &&
      subject.every((d) => previous.some((p) => p.id === d.id));
    from = verb.end;
    previous = subject;
    // "brought her pupils to the museum": bringing people somewhere is walking there with them, no carrying.
    const brings = action !== null && bringsSomeone(action, verb, tokens, matches, doers, language);
    if (brings) action = "walk";
    if (!action || action === "stand") continue;
    // "took his little sister to the playground", "lo llevó a la clínica", "उसे क्लिनिक ले गए": the one
    // taken walks there too. Taking a thing somewhere ("डिब्बा उठाकर घर ले गए": picked up the box and took it
    // home) keeps the carrying.
    // "took the tiffin to his father": a thing in the hands taken to someone is carried, and they stay.
    const carried = action === "walk" && verb.action === "take" && takesHeldThing(verb, matches, doers);
    if (carried) action = "carry";
    // "took Class Five by bus to the lake", "los llevó en autobús": taken by a bus, a train or a tram, the
    // taker and the ones taken ride it.
    if (action === "walk" && verb.action === "take" && takenByVehicle(verb, tokens, matches, language))
      action = "ride";
    // "sent Kabir down the lane", "कबीर को ... भेजा": the one sent walks there; the sender stays.
    if (verb.action === "send") {
      // "sent both teams running": what follows with no subject of its own is the sent ones' doing.
      const sent = sentOnes(verb, subject, doers, tokens, language);
      for (const d of sent)
        if (!out.has(d.id)) {
          out.set(d.id, "walk");
          comingOnly.add(d.id);
        }
      if (sent.length > 0) previous = sent;
      continue;
    }
    const along =
      !carried && (brings || verb.action === "take" || action === "drive")
        ? taken(verb, subject, doers, tokens, language)
        : [];
    if (action === "walk" || action === "ride")
      for (const d of along) if (!out.has(d.id)) out.set(d.id, action);
    // "drove Akash and his sister to the lake", "los llevó en coche": the ones driven ride along.
    if (action === "drive")
      for (const d of along.flatMap((x) => joined(x, doers, tokens, language)))
        if (!out.has(d.id) && d.person && !subject.some((x) => x.id === d.id)) out.set(d.id, "ride");
    const everyone = action === "hug" || (action === "talk" && !verb.dictionary);
    const who = everyone ? doers.filter((d) => d.person) : [...subject, ...helping];
    // "bebió un vaso de leche antes de dormir": she drinks; "started to cry" still cries. "went" keeps what
    // the one who goes does on the way ("ಹುಟ್ಟು ಹಾಕುತ್ತಾ ... ಹೋಗುತ್ತಾರೆ": they row out). A leap gives way to what
    // the one who leapt does next ("jumped out and sprayed them").
    const weak =
      (verb.purpose && !asked) ||
      verb.weak ||
      verb.action === "go" ||
      verb.action === "enter" ||
      (verb.action === "jump" && action !== "climb") ||
      (verb.action === "take" && along.length === 0);
    // "ran down the hill, waving a flag" keeps the run; "came running", "est entré en courant" run.
    const trailing = trailingParticiple(verb, verbs, tokens, language);
    for (const d of who) {
      // "came out to sit beside him": what one comes to do is drawn, over the coming.
      const held = out.has(d.id) && !comingOnly.has(d.id);
      if (weak && held) continue;
      if (trailing && held && out.get(d.id) !== "walk") continue;
      // "her mother lit the stove and they all ate": the one who did something of her own keeps it.
      // A group that did the last thing together does the next one together ("All the passengers climbed
      // down, and together they pushed the bus").
      // So does "all three" or "both" ("மூவரும் சேர்ந்து சாப்பிட்டார்கள்" after the grandmother fried the fish).
      // So does one word for several people ("the whole family ate", "toda la familia cenó", "पूरा परिवार"),
      // through the rest of what the group does.
      const group =
        byGroup ||
        THEY_WORDS[language].has(tokens[d.at]?.norm ?? "") ||
        everyoneAt(tokens, d.at, language) ||
        doers.filter((o) => o.at === d.at).length > 1 ||
        RULES[language].allThree(tokens, d.at) ||
        RULES[language].both(tokens, d.at);
      if (out.has(d.id) && group && (!sameGroup || keptOwn.has(d.id))) {
        keptOwn.add(d.id);
        continue;
      }
      // "hugged Anjali and asked her": talking after a pose of one's own keeps that pose; a dog that barks
      // does not talk.
      if (action === "talk" && (out.has(d.id) || (verb.dictionary && !d.person))) continue;
      // "sat on a bench and waved": a figure drawn seated can wave too, so the seat stays; so does an
      // animal's way of moving ("a duck swam past and quacked at them").
      if ((out.get(d.id) === "sit" || (!d.person && out.has(d.id))) && SEATED_TOO.has(action)) continue;
      // "ऊँटों पर सवार होकर चल पड़े": who rode off keeps riding; a horse holds no reins.
      // So does a rower or a rider going on ("नाव खेते हुए ... निकल पड़ी", "துடுப்பு போட்டுக் ... ஓட்டிச் சென்றாள்":
      // rowed the boat out), and one who pedals while taking someone along.
      if (KEEPS_GOING.has(out.get(d.id) as SceneAction) && (action === "walk" || action === "drive"))
        continue;
      // An animal carries nothing. Hiding is no kneeling for a cat in a box: it curls up, drawn sitting.
      if (action === "carry" && !d.person) continue;
      if (verb.action === "hide" && !d.person) {
        out.set(d.id, "sit");
        continue;
      }
      // An animal that crawls (a turtle to the sea) goes on its legs: drawn walking.
      if (verb.action === "crawl" && !d.person) {
        out.set(d.id, "walk");
        continue;
      }
      // "घुटनों के बल बैठकर", "ಮಂಡಿಯೂರಿ ಕುಳಿತು", "మోకాళ్ళ మీద కూర్చుని": sitting on the knees is kneeling.
      if (out.get(d.id) === "kneel" && action === "sit") continue;
      // "కూర్చుని ... కప్పులు చేశాడు" (sat and made cups): a vague "made" keeps the pose the sentence gave, and
      // so does painting ("climbed onto a chair and painted the wall").
      if ((verb.action === "make" || verb.action === "cut" || verb.action === "paint") && out.has(d.id))
        continue;
      // "ಚಾಪೆಯ ಮೇಲೆ ಕುಳಿತು ... ಹಾರಗಳಾಗಿ ಕಟ್ಟಿದಳು" (sat on the mat and tied garlands), "sat on the floor and built a
      // tower": building or tying done where one sat is done seated.
      if (verb.action === "build" && out.get(d.id) === "sit") continue;
      out.set(d.id, action);
      if (weak) comingOnly.add(d.id);
      else comingOnly.delete(d.id);
    }
  }
  for (const x of described) if (!out.has(x.id)) out.set(x.id, x.action);
  inWater(out, tokens, matches, doers, language);
  return taught(out, tokens, matches, doers, language);
}

/** A verb inside quotation marks in a sentence whose own verb, outside them, is one of speaking. */
function saidInQuotes(v: Verb, verbs: Verb[], tokens: Token[]): boolean {
  return (
    tokens[v.word]?.quoted === true &&
    verbs.some((x) => x.action === "talk" && tokens[x.word]?.quoted !== true)
  );
}

/** "the waiter carried in the cake while everyone sang": "everyone" opening a clause of its own ("while",
 * "when", "während") right before its verb, standing for nobody the sentence draws, is that verb's subject;
 * the one named before it does not take its verb. ("A crowd gathered, and everyone clapped": the crowd.) */
function everyoneDoes(v: Verb, tokens: Token[], doers: Doer[], language: Language): boolean {
  if (isIndic(language)) return false;
  const at = AUXILIARY.has(tokens[v.at - 1]?.norm ?? "") ? v.at - 2 : v.at - 1;
  return (
    at >= 1 &&
    everyoneAt(tokens, at, language) &&
    CLAUSE_WORDS[language].has(tokens[at - 1]?.norm ?? "") &&
    !doers.some((d) => d.at === at)
  );
}

/** "while everyone sang", "todos aplaudieron", "ಎಲ್ಲರೂ": a word for all the people there, a group however few
 * the story has named. */
function everyoneAt(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm ?? "";
  return ALL_PEOPLE[language].has(word) || PEOPLE_WORDS[language].everyone.some((w) => word.endsWith(w));
}

/**
 * "fed the goat and walked home", "le dio de comer a la cabra y caminó": a verb right after "and" (or "and"
 * and an object pronoun) names no subject of its own, and shares the one of the verb before; the noun
 * nearest it is that verb's object.
 */
function sharedAfterAnd(
  v: Verb,
  from: number,
  previous: Doer[],
  tokens: Token[],
  language: Language,
): Doer[] {
  if (isIndic(language) || RULES[language].verbSecond || from < 0) return [];
  const before = tokens[v.at - 1]?.norm ?? "";
  const clitic = OBJECT_CLITICS[language].has(before) || before === "se" || before === "s'";
  const and = clitic ? v.at - 2 : v.at - 1;
  if (!AND_WORDS[language].has(tokens[and]?.norm ?? "")) return [];
  // "everyone sang, and Grandma blew out the candles and laughed", "while an old man beat a drum and sang":
  // a clause opened between the two verbs has a subject of its own, which the later verb shares.
  const between = tokens.slice(from, and);
  const opened = between.some(
    (t) => t.comma || t.semicolon || AND_WORDS[language].has(t.norm) || CLAUSE_WORDS[language].has(t.norm),
  );
  return opened ? [] : previous;
}

/** "The gardener gave each of them a tree, and they planted them", "À eux deux, ils ont poussé": a group pronoun
 * just before a verb whose clause names no subject is the group the sentence named last (several people
 * at one word: "them", "eux"), not the one who did the verb before. */
function groupBefore(v: Verb, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const pronouns = RULES[language].groupSubjects;
  if (![v.at - 1, v.at - 2].some((i) => pronouns.has(tokens[i]?.norm ?? ""))) return [];
  const at = doers
    .filter((d) => d.at < v.at && doers.filter((o) => o.at === d.at).length > 1)
    .reduce((last, d) => Math.max(last, d.at), -1);
  return at < 0 ? [] : doers.filter((d) => d.at === at);
}

/** Whether the verb is what someone lets happen: right after a verb of letting (es, fr) or right before it
 * (de), LET_WORDS. */
function letsDo(v: Verb, tokens: Token[], language: Language): boolean {
  const lets = LET_WORDS[language];
  if (!lets) return false;
  return RULES[language].verbSecond
    ? lets.test(tokens[v.end]?.norm ?? "")
    : lets.test(tokens[v.at - 1]?.norm ?? "");
}

/** "ran down the hill, waving a flag", "lo persiguió agitando un palo", "l'a poursuivi en agitant un bâton": a
 * participle after the main verb says what the hands do on the way; the main verb's pose stays. */
function trailingParticiple(v: Verb, verbs: Verb[], tokens: Token[], language: Language): boolean {
  const trailing = RULES[language].trailingParticiple;
  const after = tokens[v.at - 1]?.comma === true || verbs.some((o) => o.end === v.at);
  return trailing?.(tokens[v.word]?.norm ?? "", tokens, v.at, after) === true;
}

/**
 * "Dev helped his father lift the table", "ayudó a su padre a empujar el sofá", "रवि ने पिताजी की सोफ़ा खींचने
 * में मदद की": a word of helping before the verb in its clause (after it, in an Indian language) puts the
 * helper and the helped, every person of the clause up to the verb, in the verb's pose.
 */
function helpedToo(v: Verb, from: number, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const help = SCENE_WORDS[language].help;
  const start = Math.max(0, from);
  const near = isIndic(language) ? tokens.slice(v.end, v.end + 3) : tokens.slice(start, v.at);
  if (!near.some((t) => help.test(t.norm))) return [];
  return doers.filter((d) => d.person && d.at >= start && d.at < v.at);
}

/** Poses that, in water, are the body swimming: kicking, playing, picking at nothing, or no pose at all. */
const WATER_POSES: ReadonlySet<SceneAction | undefined> = new Set<SceneAction | undefined>([
  undefined,
  "stand",
  "play",
  "pick",
  "walk",
  "run",
]);

/** Where the sentence puts someone in water ("kicked her legs in the shallow water"), the word it starts at. */
function waterAt(tokens: Token[], language: Language): number {
  const text = tokens.map((t) => t.norm).join(" ");
  const m = IN_WATER[language].exec(text);
  if (!m) return -1;
  const start = m.index + (m[0].startsWith(" ") ? 1 : 0);
  return text.slice(0, start).split(" ").length - 1;
}

/**
 * "Nila held on to a float and kicked her legs in the shallow water", "strampelte im flachen Wasser",
 * "ನೀರಿನಲ್ಲಿ ಕಾಲು ಬಡಿದಳು": the subject of the clause that puts them in water, with no pose of its own or a
 * motion of play, swims. Rowing, fishing or sitting in a boat keep their pose.
 */
function inWater(
  out: Map<string, SceneAction>,
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  language: Language,
): void {
  const at = waterAt(tokens, language);
  if (at < 0) return;
  // "ஒரு கிண்ணத் தண்ணீரில் நனைத்து" (dipped in a bowl of water): water in a thing is no one swimming.
  if (matches.some((m) => m.end === at && m.concepts.some((c) => c.kind === "object"))) return;
  const place: Verb = { at, end: at + 1, word: at, action: "swim" };
  const found = subjectOf(place, -1, doers, tokens, language);
  // An Indian language's subject comes first; where its verb ending alone names it, it stands last.
  const subject =
    found.length > 0 ? found : isIndic(language) ? subjectAfter(place, doers, tokens, language) : [];
  for (const d of subject) if (WATER_POSES.has(out.get(d.id))) out.set(d.id, "swim");
}

/** A participle of a state next to a doer it describes ("her sleeping dog", "ihrem schlafenden Hund", "su
 * perro dormido", "उनके सोते हुए कुत्ते", "ಮಲಗಿದ್ದ ನಾಯಿ"): that doer's pose, at the participle's word. */
function describedPoses(
  tokens: Token[],
  doers: Doer[],
  language: Language,
): { word: number; id: string; action: SceneAction }[] {
  const { after, linkers, poses } = DESCRIBED_POSES[language];
  const out: { word: number; id: string; action: SceneAction }[] = [];
  for (const [action, words] of Object.entries(poses) as [SceneAction, string[]][])
    for (const t of tokens) {
      if (!words.includes(t.norm)) continue;
      // "सोते हुए कुत्ते": a linking word may stand between the participle and its noun, and after it one
      // adjective ("కూర్చున్న ఒక చిన్న అబ్బాయి": a little boy who sat).
      const linked = linkers.has(tokens[t.index + 1]?.norm ?? "");
      const next = linked ? t.index + 2 : t.index + 1;
      const at = (d: Doer) =>
        d.at === next || (linked && d.at === next + 1 && !doers.some((o) => o.at === next));
      const doer = doers.find((d) => (after ? d.at === t.index - 1 : at(d)));
      if (doer) out.push({ word: t.index, id: doer.id, action });
    }
  return out;
}

/** Whether an article and a noun naming no one drawn stand right before the verb ("and the boys played on",
 * "der Ball lag im Gras"): the verb has a subject of its own, not the one before. With `wholeOnly`, only
 * where that noun is taken whole ("and the whole office clapped"). */
function ownNounSubject(
  v: Verb,
  tokens: Token[],
  doers: Doer[],
  language: Language,
  wholeOnly = false,
): boolean {
  if (isIndic(language) || v.at < 2) return false;
  // "kam den Bahnsteig entlanggerannt": a German participle closes its clause, after the verb's own objects.
  if (RULES[language].verbSecond && v.at === v.word && PARTICIPLE.test(tokens[v.word]?.norm ?? ""))
    return false;
  // "et tout le bureau a applaudi", "and the girls had gone": past the auxiliary before a compound past.
  const noun =
    !RULES[language].verbSecond && AUXILIARY.has(tokens[v.at - 1]?.norm ?? "") ? v.at - 2 : v.at - 1;
  // "the whole office", "toda la clase", "das ganze Büro": a word for "whole" beside the article.
  const whole = WHOLE[language];
  const det = whole?.has(tokens[noun - 1]?.norm ?? "") ? noun - 2 : noun - 1;
  const start = whole?.has(tokens[det - 1]?.norm ?? "") ? det - 1 : det;
  const takenWhole = det !== noun - 1 || start !== det;
  // At the clause's start ("..., and the boys played", "just as the train pulled in"), not after a preposition ("junto a la chimenea
  // mirando"); German's verb comes second, after its subject or with it just behind.
  const opens =
    start === 0 ||
    tokens[start - 1]?.comma === true ||
    AND_WORDS[language].has(tokens[start - 1]?.norm ?? "") ||
    CLAUSE_WORDS[language].has(tokens[start - 1]?.norm ?? "") ||
    RULES[language].verbSecond !== null;
  return (
    start >= 0 &&
    (!wholeOnly || takenWhole) &&
    opens &&
    DETERMINERS[language].has(tokens[det]?.norm ?? "") &&
    !tokens[noun]?.comma &&
    !doers.some((d) => d.at >= start && d.at <= noun)
  );
}

/**
 * "and the whole office clapped", "y toda la clase aplaudió", "und das ganze Büro klatschte": a place or a
 * body of people taken whole is a noun subject of its own, so its verb is no one's drawn before it ("she
 * carried it back to the window, and the whole office clapped": she keeps carrying).
 */
const WHOLE: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(["whole", "entire"]),
  es: new Set(["toda", "todo", "entera", "entero"]),
  fr: new Set(["toute", "tout", "entière", "entier"]),
  de: new Set(["ganze", "ganzen", "gesamte", "gesamten"]),
};

/** "..., y el agua fría salió y corrió": with no tagger, a clause opened by an article, two to four words
 * of no one drawn, and the "and" before a verb (at `and`) is a thing's. German puts its verb second. */
function articleClause(and: number, tokens: Token[], doers: Doer[], language: Language): boolean {
  if (RULES[language].verbSecond) return false;
  for (let det = and - 3; det >= Math.max(0, and - 5); det--) {
    const opens =
      det === 0 ||
      tokens[det - 1]?.comma === true ||
      AND_WORDS[language].has(tokens[det - 1]?.norm ?? "") ||
      CLAUSE_WORDS[language].has(tokens[det - 1]?.norm ?? "");
    if (!opens || !DETERMINERS[language].has(tokens[det]?.norm ?? "")) continue;
    const words = tokens.slice(det + 1, and);
    return (
      words.every(
        (t, k) =>
          (!t.comma || k === words.length - 1) &&
          !DETERMINERS[language].has(t.norm) &&
          !AND_WORDS[language].has(t.norm),
      ) && !doers.some((d) => d.at >= det && d.at < and)
    );
  }
  return false;
}

/** Words that go with an untabled verb before another ("bubbled up and ran", "gushed out and ran"). */
const VERB_PARTICLES: ReadonlySet<string> = new Set(
  "up out down off over away back along around in on".split(" "),
);

/**
 * "..., and white froth bubbled up and ran down its sides": where a tagger reads the words before a verb's
 * "and" as a noun nobody drawn and a verb of its own at the clause's start, the clause's subject is that
 * thing, and the verb after it is the thing's too.
 */
function thingClause(v: Verb, tokens: Token[], doers: Doer[], language: Language): boolean {
  let i = v.at - 1;
  if (!AND_WORDS[language].has(tokens[i]?.norm ?? "")) return false;
  if (language === "de" && germanThingClause(i, tokens, doers)) return true;
  if (RULES[language].tagger !== "compromise") return articleClause(i, tokens, doers, language);
  const pos = partsOfSpeech(tokens.map((t) => t.surface).join(" "), tokens, language);
  if (!pos) return false;
  i--;
  while (i >= 0 && VERB_PARTICLES.has(tokens[i]?.norm ?? "") && !tokens[i]?.comma) i--;
  if (pos[i] !== "verb" || tokens[i]?.comma) return false;
  i--;
  const noun = i;
  if (pos[noun] !== "noun" || tokens[noun]?.comma) return false;
  while (i > 0 && ["adjective", "noun"].includes(pos[i - 1] ?? "") && !tokens[i - 1]?.comma) i--;
  if (DETERMINERS[language].has(tokens[i - 1]?.norm ?? "")) i--;
  const opens =
    i === 0 || tokens[i - 1]?.comma === true || AND_WORDS[language].has(tokens[i - 1]?.norm ?? "");
  return opens && !doers.some((d) => d.at >= i && d.at <= noun);
}

/** "half", "medio", "halb": a state only half reached ("half asleep") is not drawn as that state. */
const HALF: ReadonlySet<string> = new Set(["half", "medio", "media", "medios", "medias", "halb"]);

/** "los pasajeros, medio dormidos, se asomaron", "the boys, half asleep, sat down": a half-reached state
 * set off by commas after the one it describes tells how they were, no pose; the clause's verb gives it
 * ("Lata, sentada, contaba": a whole posture set off so stays her pose). */
function setOffByCommas(v: Verb, verbs: Verb[], tokens: Token[], language: Language): boolean {
  if (isIndic(language) || v.at !== v.word || v.end !== v.at + 1 || !tokens[v.word]?.comma) return false;
  const open = v.at - 2;
  if (!tokens[open]?.comma || tokens[v.at - 1]?.comma || !HALF.has(tokens[v.at - 1]?.norm ?? ""))
    return false;
  // A verb before the comma makes a list of what was done ("sang, danced, and laughed").
  return !verbs.some((x) => x.at <= open && open < x.end);
}

/** German particles that close a separable verb ("blubberte heraus", "lief hinunter"). */
const DE_PARTICLES: ReadonlySet<string> = new Set(
  "heraus hinaus herunter hinunter herauf hinauf herein hinein heran hervor herum hoch entlang los weg auf ab an aus ein mit zurück davon vorbei über".split(
    " ",
  ),
);

/** "..., und roter Schaum blubberte heraus und lief hinunter": in German a clause that opens on a
 * capitalised noun of no one drawn, with or without its article and adjectives, and its verb before "und"
 * has that thing as subject, so the verb after "und" is the thing's too. */
function germanThingClause(and: number, tokens: Token[], doers: Doer[]): boolean {
  let i = and - 1;
  while (i > 0 && DE_PARTICLES.has(tokens[i]?.norm ?? "") && !tokens[i]?.comma) i--;
  const verb = tokens[i];
  if (!verb || verb.comma || /^\p{Lu}/u.test(verb.surface)) return false;
  const noun = i - 1;
  const nounToken = tokens[noun];
  if (!nounToken || nounToken.comma || !/^\p{Lu}/u.test(nounToken.surface)) return false;
  let k = noun;
  // Its article and up to two adjectives, lower case.
  while (k > 0 && noun - k < 3 && !tokens[k - 1]?.comma && /^\p{Ll}/u.test(tokens[k - 1]?.surface ?? "")) {
    const w = tokens[k - 1]?.norm ?? "";
    if (AND_WORDS.de.has(w) || CLAUSE_WORDS.de.has(w)) break;
    k--;
  }
  const opens = k > 0 && (tokens[k - 1]?.comma === true || AND_WORDS.de.has(tokens[k - 1]?.norm ?? ""));
  return opens && !doers.some((d) => d.at >= k && d.at <= noun);
}

/** The people a "take" verb takes along: an object pronoun or a person after the verb in its phrase or
 * just past it ("took him to", "llevó a su hermanita"), or before it in its clause in an Indian language or
 * as a Romance clitic ("उसे ... ले गए", "lo llevó", "l'a emmené"). */
function taken(v: Verb, subject: Doer[], doers: Doer[], tokens: Token[], language: Language): Doer[] {
  // "Rohan tenía tos, así que su padre lo llevó a la clínica": a clitic that names no one drawn is someone
  // the sentence named before.
  const clitic = [v.at - 1, v.at - 2].some(
    (i) => OBJECT_CLITICS[language].has(tokens[i]?.norm ?? "") && !doers.some((d) => d.at === i),
  );
  return doers.filter(
    (d) =>
      d.person &&
      !subject.some((s) => s.id === d.id) &&
      ((d.at >= v.at && d.at <= v.end + 2) ||
        (d.at < v.at && d.at >= v.at - 4 && d.object === true) ||
        (clitic && d.at < v.at) ||
        // "रोहन को ... उसके पिताजी उसे क्लिनिक ले गए", "ರೋಹನ್‌ಗೆ ... ಅವನನ್ನು ... ಕರೆದುಕೊಂಡು ಹೋದರು": the one the
        // sentence names in an object's case before the verb.
        (isIndic(language) && d.at < v.at && objectBefore(d, tokens, language))),
  );
}

/** The case a Dravidian language gives the one sent ("கபீரைத்", "కబీర్‌ను", "ಕಬೀರನನ್ನು"); a dative there is
 * whom something is sent to. */
const SENT_CASE: Partial<Record<Language, RegExp>> = {
  ta: /ை(த்|ப்|க்|ச்)?$/u,
  te: /(ను|ని)$/u,
  kn: /ನ್ನು$/u,
};

/** An indefinite article: after the one sent to, the thing sent ("sent him a letter"). */
const INDEFINITE: Partial<Record<Language, RegExp>> = {
  en: /^(a|an)$/,
  es: /^(un|una|unos|unas)$/,
  fr: /^(un|une|des)$/,
  de: /^(ein|eine|einen|einem|einer)$/,
};

/** The people a "send" verb sends: taken along as by "take", less one a thing is sent to ("sent him a
 * letter", "envoya à Léa une carte"), which an article right after the person says, and less a Dravidian
 * dative. */
function sentOnes(v: Verb, subject: Doer[], doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const sentCase = SENT_CASE[language];
  const inSentCase = (d: Doer) =>
    sentCase !== undefined && d.person && d.at < v.at && sentCase.test(tokens[d.at]?.norm ?? "");
  // "அம்மா, ... கபீரைத் ... அனுப்பினார்": one in the case of the sent is no sender, whatever else reads him so.
  const senders = subject.filter((d) => !inSentCase(d));
  const along = taken(v, senders, doers, tokens, language).filter((d) => {
    if (d.at < v.at && sentCase && !sentCase.test(tokens[d.at]?.norm ?? "")) return false;
    return !(d.at > v.at && INDEFINITE[language]?.test(tokens[d.at + 1]?.norm ?? ""));
  });
  const ownCase = subject.filter((d) => inSentCase(d) && !along.includes(d));
  return [...along, ...ownCase];
}

function objectBefore(d: Doer, tokens: Token[], language: Language): boolean {
  if (RULES[language].postpositions) return tokens[d.at + 1]?.norm === "को";
  return !canBeSubject(d, tokens, language);
}

/** "Priya taught her little brother Nikhil to ride a bicycle", "ప్రియ ... నిఖిల్‌కి సైకిల్ తొక్కడం నేర్పింది": the
 * one taught (the first person after the teacher, who comes first) does what the sentence teaches; the
 * teacher stands by. A pose said before the one taught stays the teacher's and is shared. */
function taught(
  out: Map<string, SceneAction>,
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  language: Language,
): Map<string, SceneAction> {
  if (!SCENE_WORDS[language].teach.test(tokens.map((t) => t.norm).join(" "))) return out;
  const teacher = doers.find((d) => d.person && !d.object);
  const learner = doers.find((d) => d.person && !d.object && d.id !== teacher?.id);
  const action = teacher && out.get(teacher.id);
  const learned = learner && out.get(learner.id);
  if (teacher && learned && !action && shownAlongside(learned, matches)) out.set(teacher.id, learned);
  if (!teacher || !learner || !action || out.has(learner.id)) return out;
  // "sat by the stove and taught Lina to knit": a pose said before the one taught is the teacher's own, and
  // the one taught learns beside her in it.
  if (!findVerbs(tokens, language).some((v) => v.at > learner.at && v.action !== "stand")) {
    out.set(learner.id, action);
    return out;
  }
  // "taught Meera to make chapatis in the kitchen": cooking at the stove, or a dance, is shown by doing it side
  // by side; one who teaches riding or swimming stands by while the learner goes.
  if (shownAlongside(action, matches)) {
    out.set(learner.id, action);
    return out;
  }
  out.delete(teacher.id);
  out.set(learner.id, action);
  return out;
}

/** Whether a skill taught is shown by doing it beside the learner: a dance, or cooking where the sentence names
 * a kitchen, a stove or an oven (a "pizza" made with skis is no dish). */
const shownAlongside = (action: SceneAction, matches: Match[]) =>
  action === "dance" ||
  (action === "cook" &&
    matches.some((m) =>
      m.concepts.some(
        (c) =>
          (c.kind === "place" && c.place === "kitchen") ||
          (c.kind === "object" && /stove|oven/u.test(c.icon)),
      ),
    ));

/** What a seated figure does as well, so that a second verb of these keeps the figure on its seat (reading,
 * writing, eating and drinking have poses of their own, drawn seated). */
const SEATED_TOO: ReadonlySet<SceneAction> = new Set<SceneAction>([
  "wave",
  "clap",
  "look",
  "talk",
  "sing",
  "laugh",
  "cry",
]);

const PLANTS =
  /plant|seedling|tomato|carrot|leafy|tree|blossom|flower|rose|tulip|sunflower|hibiscus|herb|potato|corn|eggplant|pepper|cucumber|broccoli/;

/** Hindi "लगाना" plants only where the sentence names a plant ("टमाटर की कतार लगाई"); it also hangs, applies
 * and hugs ("गले से लगाए"), which draw no planting. */
function plantsNothing(verb: Verb, tokens: Token[], matches: Match[], language: Language): boolean {
  if (!RULES[language].postpositions || verb.action !== "plant" || verb.word > verb.at) return false;
  if (!tokens[verb.word]?.norm.startsWith("लगा")) return false;
  return !matches.some((m) => m.concepts.some((c) => c.kind === "object" && PLANTS.test(c.icon)));
}

/** Verbs that take someone to a place: walking, running, riding, driving, going, taking along. */
const GOING: ReadonlySet<VerbKind> = new Set(["walk", "run", "ride", "drive", "go", "take"]);

/** Where the clause word `at` stands in begins: just after the comma, semicolon or "and" before it. */
export function clauseStartBefore(at: number, tokens: Token[], language: Language): number {
  let from = at;
  while (
    from > 0 &&
    tokens[from - 1]?.comma !== true &&
    tokens[from - 1]?.semicolon !== true &&
    !AND_WORDS[language].has(tokens[from - 1]?.norm ?? "")
  )
    from--;
  return from;
}

/** Whether someone in the sentence goes somewhere ("Then they went home", "फिर वे घर गए"). */
export function goesSomewhere(tokens: Token[], matches: Match[], language: Language): boolean {
  return withMotion(findVerbs(tokens, language), tokens, matches, language).some((v) => GOING.has(v.action));
}

/**
 * A Hindi sentence's going somewhere ("रेस्टोरेंट में गए", "ले गया", "स्टेशन पहुँचा") beside its other verbs: a
 * walk, or a drive where a vehicle takes them ("गाड़ी से ले गई").
 */
function withMotion(verbs: Verb[], tokens: Token[], matches: Match[], language: Language): Verb[] {
  if (!RULES[language].postpositions) return verbs;
  const placeAt = (i: number) =>
    matches.some((m) => m.start <= i && i < m.end && m.concepts.some((c) => c.kind === "place"));
  const byVehicle = matches.some(
    (m) =>
      tokens[m.end]?.norm === "से" &&
      m.concepts.some((c) => c.kind === "object" && DRIVEN_OR_RIDDEN.test(c.icon)),
  );
  const motion = hiMotion(
    tokens.map((t) => t.norm),
    placeAt,
  )
    .filter((i) => !verbs.some((v) => v.at <= i && i < v.end))
    .map((i): Verb => ({ at: i, end: i + 1, word: i, action: byVehicle ? "drive" : "walk", weak: true }));
  return [...verbs, ...motion].sort((a, b) => a.at - b.at);
}

/**
 * Light verbs of holding and handing in the Indian languages: "केक लेकर अंदर आईं" (came in with a cake), "उसे
 * एक पदक दिया" (gave her a medal), "ಪೆಟ್ಟಿಗೆಗಳನ್ನು ಹೊತ್ತು" (carrying the boxes), "పారలు తీసుకుని" (taking
 * spades); holding ("దీపం పట్టుకుని కూర్చుంది": sat holding a lamp) is a state beside the main verb, no
 * pose of its own. Alone these words are too common to read as a pose ("ध्यान दिया": paid attention, "रोक दिया":
 * stopped them, "ಸ್ವಲ್ಪ ಹೊತ್ತು": a little while), but right after a word that names a thing to draw (past a
 * particle, "एक गिलास भी दिया"), or a Kannada object in its accusative, they hold or hand that thing.
 */
const HELD_THING: Partial<Record<Language, readonly (readonly [RegExp, SceneAction])[]>> = {
  hi: [
    [/^लेकर$/u, "carry"],
    [/^(दिया|दी|दिए|दिये|दीं|देता|देती|देते|दे)$/u, "give"],
  ],
  kn: [[/^ಹೊತ್ತು$/u, "carry"]],
  te: [[/^(తీసుకుని|తీసుకొని)$/u, "carry"]],
};
const PARTICLE_BEFORE: Partial<Record<Language, ReadonlySet<string>>> = { hi: new Set(["भी", "ही"]) };
const KN_ACCUSATIVE = /ನ್ನು$/u;

function withHeldThings(verbs: Verb[], tokens: Token[], matches: Match[], language: Language): Verb[] {
  const table = HELD_THING[language];
  if (!table) return verbs;
  const thingEndsAt = (i: number) =>
    matches.some((m) => m.end === i + 1 && m.concepts.some((c) => c.kind === "object"));
  const held: Verb[] = [];
  for (const [i, t] of tokens.entries()) {
    if (verbs.some((v) => v.at <= i && i < v.end)) continue;
    const action = table.find(([word]) => word.test(t.norm))?.[1];
    if (!action) continue;
    const before = PARTICLE_BEFORE[language]?.has(tokens[i - 1]?.norm ?? "") ? i - 2 : i - 1;
    const object =
      thingEndsAt(before) || (language === "kn" && KN_ACCUSATIVE.test(tokens[before]?.norm ?? ""));
    if (!object) continue;
    // "देते हैं", "दे रही थी": the auxiliaries after it belong to it.
    let end = i + 1;
    while (RULES[language].verbMatch === "root-chain" && HI_AUX.has(tokens[end]?.norm ?? "")) end++;
    // "शाम को गीता फलों की टोकरी लेकर आई" (came with a basket of fruit), "सूटकेस लेकर ... इंतज़ार कर रहा था"
    // (waited with a suitcase): the carrying of a converb gives way to any verb read after it, as "came with
    // a basket" does; with none it is the pose.
    if (action === "carry" && verbs.some((v) => v.at > i)) continue;
    held.push({ at: i, end, word: i, action, weak: action === "carry" });
  }
  return held.length ? [...verbs, ...held].sort((a, b) => a.at - b.at) : verbs;
}

import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { SceneAction } from "./scene-plan-schema";
import { isIndic, normalise, stemOf, type Token } from "./text";
import { AND_WORDS, DESK_WORDS, DETERMINERS, VERB_IDIOMS, VERBS } from "./verb-words";

/** A verb found in a sentence: where it is, how many words it spans and the pose it gives. */
export interface Verb {
  at: number;
  end: number;
  /** The verb's own word: the phrase's first in en/es/fr/de past an auxiliary ("flew a kite", "a bu"),
   * its last in the Indian languages ("पतंग उड़ा"); the other words may name a thing to draw. */
  word: number;
  action: SceneAction | "work" | "make" | "share" | "catch";
  /** After "to", "de", "pour", "zu": what someone means to do ("antes de dormir"), not what they do. */
  purpose?: boolean;
}

const PURPOSE = new Set(["to", "de", "para", "pour", "à", "zu", "um"]);

const AUXILIARY = new Set(["a", "est", "ont", "sont", "se", "s'", "has", "had", "was", "hat", "ist"]);

type WordTest = (t: Token) => boolean;

/** Spanish regular verbs, "camin-ar": past, imperfect, progressive and infinitive, never the present
 * ("cocina" is a kitchen, "nada" nothing). */
const ES_ENDINGS: Record<string, string[]> = {
  ar: ["ar", "ó", "aba", "aban", "aron", "ando", "ó", "é"],
  er: ["er", "ió", "ía", "ían", "ieron", "iendo"],
  ir: ["ir", "ió", "ía", "ían", "ieron", "iendo"],
};

/** Hindi verb endings after a root ending in a consonant (दौड़ा, बैठी, पढ़ते, लिखकर, नाचने). */
const HI_AFTER_CONSONANT = ["ा", "ी", "े", "ीं", "ें", "ता", "ती", "ते", "तीं", "कर", "ने", "ना", "नी"];
/** ... and after a root ending in a vowel (गाया, सोई, खाते, उठाकर); "-ने" only for longer roots
 * ("खाने", "गाने", "सोने" are food, songs and gold as often). */
const HI_AFTER_VOWEL = ["या", "यी", "ये", "ई", "ए", "ईं", "ता", "ती", "ते", "तीं", "कर"];
/** Auxiliaries after a bare root: "खेल रहे थे", "सो गया", "भाग गया". */
const HI_AUX = new Set([
  "लिया",
  "ली",
  "लिए",
  "लिये",
  "रहा",
  "रही",
  "रहे",
  "गया",
  "गई",
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
]);

const endsInVowel = (root: string) => /[\u093e-\u094c\u0905-\u0914]$/u.test(root);

function hindiTest(root: string, next: () => Token | undefined): WordTest {
  const endings = endsInVowel(root)
    ? Array.from(root).length > 2
      ? [...HI_AFTER_VOWEL, "ने"]
      : HI_AFTER_VOWEL
    : HI_AFTER_CONSONANT;
  return (t) =>
    (t.norm === root && HI_AUX.has(next()?.norm ?? "")) ||
    (t.norm.startsWith(root) && endings.includes(t.norm.slice(root.length)));
}

const BARE_BEFORE = new Set(
  "i you we they to will would can could did do does don't didn't must should might may let and or never always often".split(
    " ",
  ),
);
/** The sentence findVerbs reads (set at its start; it runs to the end without yielding). */
let sentence: Token[] = [];
const before = (t: Token) => sentence[t.index - 1]?.norm ?? "";

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
  const norm = normalise(word);
  switch (language) {
    case "en": {
      const stem = stemOf(norm, language);
      // A bare "watch" / "drink" is a verb only after a subject pronoun, "to" or a modal ("they dance",
      // "to swim", "could read"); elsewhere it is a noun ("a gold watch").
      return [
        (t) =>
          (t.norm === norm || t.stem === stem) &&
          (!verb || t.norm !== norm || t.index === 0 || BARE_BEFORE.has(before(t))),
      ];
    }
    case "es": {
      const m = /^(.+)-(ar|er|ir)$/u.exec(norm);
      if (!m?.[1] || !m[2]) return [(t) => t.norm === norm];
      const forms = new Set((ES_ENDINGS[m[2]] ?? []).map((e) => m[1] + e));
      return [(t) => forms.has(t.norm)];
    }
    case "hi":
      return [hindiTest(norm, next)];
    case "ta":
    case "te":
    case "kn":
      return [(t) => t.norm.startsWith(norm)];
    default:
      return [(t) => t.norm === norm];
  }
}

/** How a word before a phrase's last matches: as written, or a Spanish verb by its paradigm ("corr-er"). */
function innerWordTest(word: string, language: Language): WordTest {
  if (word === "*") return () => true;
  if (language === "es" && word.includes("-"))
    return lastWordTest(word, language, () => undefined)[0] ?? (() => false);
  const norm = normalise(word);
  const stem = language === "en" ? stemOf(norm, language) : null;
  return (t) => t.norm === norm || (stem !== null && t.stem === stem);
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
    const gaps = listed.startsWith("..") ? 2 : 0;
    const word = listed.replace(/^\.\./u, "");
    const last = k === words.length - 1;
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
      if (n > 0) spans.push([i, i + n]);
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
    if (determiners.has(tokens[i - 1]?.norm ?? "")) continue;
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
          const purpose = PURPOSE.has(tokens[i - 1]?.norm ?? "");
          best = { verb: { at: i, end: i + words, word: own, action, purpose }, words, chars: entry.length };
        }
      }
    if (best) {
      out.push(best.verb);
      i = best.verb.end - 1;
    }
  }
  return out;
}

/** Who a sentence's character mentions are: where each is, and whether it is a person or an animal. */
export interface Doer {
  id: string;
  at: number;
  person: boolean;
  /** Written as the lexicon lists it: no case ending, whatever its last letter (Tamil "குதிரை"). */
  bare?: boolean;
}

/** Case endings and words after a noun that make it no subject: a possessive, an object, a dative. */
const NOT_SUBJECT: Record<Language, { next?: ReadonlySet<string>; ending?: RegExp }> = {
  en: { next: new Set(["'s"]) },
  es: {},
  fr: {},
  de: {},
  hi: { next: new Set(["की", "का", "के", "को", "से"]) },
  ta: { ending: /(ின்|உடைய|ை|க்கு|ுக்கு|இடம்)$/u },
  te: { ending: /(ని|ను|కి|కు|తో|డి)$/u },
  kn: { ending: /(ನ್ನು|ನ|ಗೆ|ಕ್ಕೆ|ಯ)$/u },
};

/** A noun in a case that is no subject ("స్నేహితుడి": the friend's, "ಅಣ್ಣನ": the brother's). */
export function obliqueCase(word: string, language: Language): boolean {
  return NOT_SUBJECT[language].ending?.test(normalise(word)) ?? false;
}

function canBeSubject(d: Doer, tokens: Token[], language: Language): boolean {
  const rule = NOT_SUBJECT[language];
  const word = tokens[d.at];
  if (!word) return true;
  if (rule.next?.has(tokens[d.at + 1]?.norm ?? "")) return false;
  return d.bare === true || !(rule.ending && d.at > 0 && rule.ending.test(word.norm));
}

/** The doers joined to `d` by "and" (or Tamil's "-உம்" on both names): one subject of several people. */
function joined(d: Doer, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  const out = [d];
  const both = (x: Doer) => language === "ta" && /ும்$/u.test(tokens[x.at]?.norm ?? "");
  for (const other of doers) {
    if (other === d || Math.abs(other.at - d.at) > 3) continue;
    // "They picked apples": the group a plural word draws is one subject, all of it.
    if (other.at === d.at) {
      out.push(other);
      continue;
    }
    const [a, b] = other.at < d.at ? [other.at, d.at] : [d.at, other.at];
    const between = tokens.slice(a + 1, b);
    if (between.some((t) => AND_WORDS[language].has(t.norm)) || (both(other) && both(d))) out.push(other);
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
  const clause = doers.filter((d) => d.at >= from && d.at < v.at && canBeSubject(d, tokens, language));
  // "ಅಪ್ಪ ಎತ್ತಿಕೊಳ್ಳುವವರೆಗೂ ಮಗು ಅಳುತ್ತಲೇ ಇತ್ತು" (until father picked her up, the baby cried): a clause that
  // ends in "until" or "when" has its own subject; the main verb's is the first after it.
  // So does an "and" after something other than a doer ("शिक्षिका छात्रों को लाई, और बच्चे नाचे": the
  // children dance, not the teacher); between two doers it joins them ("गीता और राहुल").
  const clauseAnd = (i: number) =>
    AND_WORDS[language].has(tokens[i]?.norm ?? "") && !doers.some((d) => d.at === i - 1);
  // An Indian language's clause after a comma has its own subject too ("ಶಿಕ್ಷಕಿ ... ಕರೆದೊಯ್ದರು, ಮಕ್ಕಳು ನೃತ್ಯ
  // ಮಾಡಿದರು": the children dance), where one comes after it.
  const comma = (i: number) => isIndic(language) && tokens[i]?.comma === true;
  let end = -1;
  for (let i = from; i < v.at; i++)
    if (UNTIL[language]?.test(tokens[i]?.norm ?? "") || clauseAnd(i) || comma(i)) end = i;
  const main = clause.filter((d) => d.at > end);
  const pick = isIndic(language) ? (main[0] ?? clause[0]) : clause.at(-1);
  return pick ? joined(pick, clause, tokens, language) : [];
}

const DE_SUBORDINATORS: ReadonlySet<string> = new Set(
  "während als weil wenn dass ob bis nachdem da damit obwohl sobald solange".split(" "),
);

function thingSubject(v: Verb, tokens: Token[], doers: Doer[], language: Language): boolean {
  if (language !== "de" || v.at < 3) return false;
  const noun = v.at - 1;
  return (
    DE_SUBORDINATORS.has(tokens[v.at - 3]?.norm ?? "") &&
    DETERMINERS.de.has(tokens[v.at - 2]?.norm ?? "") &&
    !doers.some((d) => d.at === noun)
  );
}

/** The words that end an Indian language's "until" or "when" clause (it comes before the main clause). */
const UNTIL: Partial<Record<Language, RegExp>> = {
  hi: /^तक$/u,
  ta: /(வரை|போது)$/u,
  te: /(వరకూ|వరకు|వరకి)$/u,
  kn: /(ವರೆಗೂ|ವರೆಗೆ)$/u,
};

/** German puts the subject right after the verb ("Am Morgen lief Jonas"); an Indian language's verb ending
 * names it after everything else (planner.ts adds that person last). */
function subjectAfter(v: Verb, doers: Doer[], tokens: Token[], language: Language): Doer[] {
  // "lief ihnen ein kleiner Hund hinterher": an object pronoun and the subject's article and adjective
  // may stand between the verb and the subject.
  const near = (d: Doer) =>
    d.at - v.end <= 2 ||
    (d.at - v.end <= 4 && tokens.slice(v.end, d.at).every((t) => !t.capitalised && !t.comma));
  const after = doers.find(
    (d) =>
      d.at >= v.end &&
      !(language === "de" && DE_OBJECT_PRONOUNS.has(tokens[d.at]?.norm ?? "")) &&
      (isIndic(language) || (language === "de" && near(d))),
  );
  // "gingen Mira und Leo": both.
  return after ? joined(after, doers, tokens, language) : [];
}

const DE_OBJECT_PRONOUNS: ReadonlySet<string> = new Set("ihnen ihm ihn mich dich uns euch".split(" "));

const VEHICLE =
  /^(automobile|oncoming-automobile|taxi|racing-car|sport-utility-vehicle|bus|oncoming-bus|minibus|pickup-truck|delivery-truck|articulated-lorry|tractor|motor-scooter|motorcycle|bicycle|train|sailboat|motor-boat|speedboat|ship|auto-rickshaw|horse)$/;

const FOOD =
  /bread|food|rice|pancake|curry|stew|soup|cake|cookie|dumpling|sandwich|pizza|taco|burrito|salad|spaghetti|ramen|croissant|bagel|waffle|pie|egg|sushi|bento|kitchen|cooking|beverage|chocolate|apple|banana|pear|mango/;

/** What one wears: "trug einen Hut" is wearing, no carrying. */
const CLOTHES =
  /hat|cap|dress|shirt|coat|scarf|glasses|shoe|boot|sock|glove|jeans|kimono|sari|crown|ring|necklace/;

/** Where a reply is written, not said: "answered emails", "beantwortete Briefe". */
const WRITTEN = /laptop|desktop-computer|envelope|e-mail|memo/;

/** Places where work is selling and stacking goods, not a desk (the place names of the lexicon). */
const TRADE_PLACES: ReadonlySet<string> = new Set(["shop", "market"]);

/** "drive" a bicycle or a horse is riding; "work" is at a desk only where the sentence names one, carrying
 * at a market or in a shop, and nothing elsewhere; "make"
 * is cooking with food or in a kitchen ("preparó una paella", "இட்லி செய்தாள்" in the kitchen). */
function refine(
  action: Verb["action"],
  tokens: Token[],
  matches: Match[],
  language: Language,
): SceneAction | null {
  const icons = matches.flatMap((m) =>
    m.concepts.map((c) => ("icon" in c ? c.icon : c.kind === "place" ? c.place : "")),
  );
  if (action === "drive" && icons.some((i) => /bicycle|horse|motor-scooter|motorcycle/.test(i ?? "")))
    return "ride";
  // Hindi "चलाना" drives a car and runs a bakery ("बेकरी चलाती थी"): without a vehicle it is no driving.
  if (action === "drive" && language === "hi" && !icons.some((i) => VEHICLE.test(i ?? ""))) return null;
  if (action === "make") return icons.some((i) => FOOD.test(i ?? "")) ? "cook" : null;
  // "shared a piece of cake" is eating it; "caught a big trout" is fishing; neither pose without the thing.
  if (action === "share") return icons.some((i) => FOOD.test(i ?? "")) ? "eat" : null;
  if (action === "catch") return icons.some((i) => /fish/.test(i ?? "")) ? "fish" : null;
  if (action === "carry" && icons.some((i) => CLOTHES.test(i ?? ""))) return null;
  if (action === "talk" && icons.some((i) => WRITTEN.test(i ?? ""))) return "desk";
  // "raced down the slide": running on a playground is playing.
  if (action === "run" && icons.includes("playground-slide")) return "play";
  if (action !== "work") return action;
  // Work at a market or in a shop is handling the goods: a box in the hands ("ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದರು").
  if (icons.some((i) => TRADE_PLACES.has(i ?? ""))) return "carry";
  const desk = DESK_WORDS[language];
  const named = tokens.some((t) =>
    desk.some((d) => t.norm === d || (isIndic(language) && t.norm.startsWith(d))),
  );
  return named || icons.some((i) => /laptop|desktop-computer|office/.test(i ?? "")) ? "desk" : null;
}

/** "brought her pupils to the zoo": bringing people is no carrying (but "brought them two bowls" is). */
function bringsSomeone(
  action: SceneAction,
  verb: Verb,
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
): boolean {
  if (action !== "carry") return false;
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
  let from = 0;
  let previous: Doer[] = [];
  for (const verb of findVerbs(tokens, language)) {
    // "während der Fernseher lief": a German clause of a conjunction, an article, a noun and its verb has
    // that noun as subject (the TV ran, nobody runs).
    if (thingSubject(verb, tokens, doers, language)) {
      from = verb.end;
      continue;
    }
    const action = refine(verb.action, tokens, matches, language);
    const found = subjectOf(verb, from, doers, tokens, language);
    const after = () => subjectAfter(verb, doers, tokens, language);
    // A verb with no subject of its own shares the one before ("sat by the window and read").
    const fallback = language === "de" ? [after(), previous] : [previous, after()];
    const subject = found.length > 0 ? found : (fallback.find((x) => x.length > 0) ?? []);
    from = verb.end;
    previous = subject;
    if (!action || action === "stand" || bringsSomeone(action, verb, tokens, matches, doers)) continue;
    const who = action === "hug" || action === "talk" ? doers.filter((d) => d.person) : subject;
    // "bebió un vaso de leche antes de dormir": she drinks; "started to cry" still cries.
    for (const d of who) if (!(verb.purpose && out.has(d.id))) out.set(d.id, action);
  }
  return out;
}

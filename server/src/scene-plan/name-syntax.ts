import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import {
  GROWN_UP_IDS,
  KIN_IDS,
  NAMED_PEERS,
  NAMED_RELATIVES,
  PEOPLE_WORDS,
  WORKER_IDS,
} from "./languages/people-words";
import { RULES } from "./languages/rules";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import type { Token } from "./text";
import { AND_WORDS } from "./verb-words";
import { obliqueCase } from "./verbs";
import { APPOSITION, FUNCTION_WORDS, NAMING_VERBS, PRONOUNS } from "./words";

/**
 * Names found by where a word stands, not by a list of names: a word beside a job ("Iqbal the tailor",
 * "दर्ज़ी इक़बाल") is that worker's name, and a word that owns a family word ("Zoya's family", "नीला की माँ",
 * "ನೀಲಾಳ ಅಮ್ಮ") is its owner's name.
 */

/** Roles that are no job: a plain person, a child, an elder, a baby, a royal, Santa. */
const NOT_JOBS: ReadonlySet<string> = new Set(["person", "child", "elder", "baby", "royal", "claus"]);

/** A role that is a job ("health-worker", "police-officer"), not a plain person, child or elder. */
export function isJobRole(role: string): boolean {
  return !NOT_JOBS.has(role);
}

/** A person word for a job (a tailor, a police officer), not a plain or family word. */
export function isJob(c: Concept): boolean {
  return c.kind === "person" && (!NOT_JOBS.has(c.role) || WORKER_IDS.has(c.id));
}

/** A job, or a word for what someone is that a name may stand beside as a title ("the groom, Rahul"). */
const jobOrGrownUp = (c: Concept) => isJob(c) || (c.kind === "person" && GROWN_UP_IDS.has(c.id));

const jobAt = (matched: ReadonlyMap<number, Match>, i: number) => {
  const m = matched.get(i);
  return m !== undefined && m.start === i && m.concepts.some(jobOrGrownUp);
};

/**
 * The word at `at` stands before a job, with at most two words of apposition between ("Iqbal the tailor",
 * "Iqbal, der Schneider", "Iqbal, el sastre", "Iqbal was a tailor"): the worker's name.
 */
export function nameBeforeJob(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  if (commaApposition(tokens, at, language)) return true;
  for (let gap = 0; gap <= 2; gap++) {
    const between = tokens.slice(at + 1, at + 1 + gap);
    if (between.length < gap || !between.every((t) => APPOSITION[language].has(t.norm))) return false;
    if (jobAt(matched, at + 1 + gap)) return true;
  }
  return false;
}

/** The match of the one word right before word `at`, where a match covers just that word. */
function oneWordBefore(matched: ReadonlyMap<number, Match>, at: number): Match | undefined {
  const m = matched.get(at - 1);
  return m !== undefined && m.end === at && m.start === at - 1 ? m : undefined;
}

/** The word at `at` comes right after a job ("दर्ज़ी इक़बाल", "ದರ್ಜಿ ಇಕ್ಬಾಲ್", "தையல்காரர் இக்பால்"): its name. */
export function nameAfterJob(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const m = oneWordBefore(matched, at);
  if (m === undefined || !m.concepts.some(jobOrGrownUp)) return false;
  return nameAfterWord(tokens, at, language);
}

/**
 * A job stands right after the word at `at`, as the one word the lexicon reads there, in no plural and set off
 * by no comma ("रामू धोबी", "ರಾಮು ಅಗಸ", "ராமு வண்ணான்": Ramu the washerman): the word before names that worker.
 */
export function jobAfterName(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const word = tokens[at];
  const job = tokens[at + 1];
  const m = matched.get(at + 1);
  if (!word || word.comma || word.semicolon || !job || m === undefined) return false;
  if (m.start !== at + 1 || m.end !== at + 2 || !m.concepts.some(isJob)) return false;
  if (!lexiconFor(language).exact.has(job.norm)) return false;
  return !PEOPLE_WORDS[language].pluralEndings.some((e) => job.norm.endsWith(e));
}

/** The word at `at` may name the person word right before it: not the sentence's last word, after the word as
 * the lexicon has it (no plural, no comma) with nothing that sets off a phrase before it, and no word of the
 * lexicon with a case joined on. */
function nameAfterWord(tokens: Token[], at: number, language: Language): boolean {
  // "किसान मुस्कुराया": the last word after a job is its verb.
  if (at >= tokens.length - 1) return false;
  const job = tokens[at - 1];
  // "ರೈತರು ಬಿಳಿಯ ಡೇರೆಗಳ": after farmers (a plural, not the word as the lexicon has it) the word is no name;
  // "ఒక నర్సు మెత్తని": nor after "a nurse".
  if (!job || job.comma || !lexiconFor(language).exact.has(job.norm)) return false;
  if (PEOPLE_WORDS[language].pluralEndings.some((e) => job.norm.endsWith(e))) return false;
  if (APPOSITION[language].has(tokens[at - 2]?.norm ?? "")) return false;
  // "ಕ್ಷೌರಿಕ ಕತ್ತರಿಯಿಂದ": a word the lexicon knows with a case joined on ("with scissors") is no name.
  return !startsWithWord(tokens[at]?.norm ?? "", language);
}

/**
 * The word at `at` comes right after a plain person word, no relative ("ಚಿಕ್ಕ ಹುಡುಗ ಮೋತಿ", "చిన్న అబ్బాయి మోతీ",
 * "सबसे छोटा लड़का मोती": the smallest boy, Moti): the one that word describes, by name. The caller asks that the
 * story use the word again, since an object may follow its subject too ("ಹುಡುಗ ಚೆಂಡು ಎಸೆದ").
 */
export function nameAfterPersonWord(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const m = oneWordBefore(matched, at);
  if (!m?.concepts.some((c) => c.kind === "person" && !KIN_IDS.has(c.id) && !isJob(c))) return false;
  const being = RULES[language].joinedEndings?.beingEnding;
  const word = tokens[at - 1];
  if (being && word && !word.comma && being.test(word.norm))
    return !startsWithWord(tokens[at]?.norm ?? "", language);
  return nameAfterWord(tokens, at, language);
}

/** Person ids a name may follow as that relative's or friend's own ("उसकी बेटी नूर", "ಅವರ ಮೊಮ್ಮಗಳು ರಾಣಿ"). */
const NAMED_KIN: ReadonlySet<string> = new Set([...NAMED_RELATIVES, ...NAMED_PEERS]);

/** How far before the relative its owner may stand ("उसकी छह साल की बेटी": three words between). */
const OWNER_REACH = 4;

/**
 * Verb forms whose endings no name has: Telugu's progressive ("వత్తుతోంది", "చూస్తోంది": she is rolling, she is
 * watching; "వండుతున్నాడు"), Tamil's "-கொண்டு" and "-கிறாள்" ("கேட்டுக்கொண்டு": listening), Kannada's past
 * progressive ("ನೋಡುತ್ತಿದ್ದಳು"). Hindi writes its verbs apart, so its verbs are told by the word after (below).
 */
const VERB_FORMS: Partial<Record<Language, RegExp>> = {
  te: /(తోంది|తున్నాడు|తున్నారు|తున్నది|తున్నాను)$/u,
  ta: /(கொண்டு|கொண்டிருந்த\p{M}*\p{L}*|கிறா\p{M}*\p{L}*)$/u,
  kn: /ುತ್ತಿದ್ದ\p{M}*\p{L}*$/u,
};

/**
 * Adverbs of manner whose endings no name has: Kannada "-ಆಗಿ" ("ಜೋರಾಗಿ": loudly; "-ನೆ" ends names too, "ಸಾನ್ನೆ"),
 * Telugu "-గా" ("గట్టిగా", "మెల్లగా"), Tamil "-ஆக" and "-என்று" ("கவனமாகப்", "சட்டென்று": carefully, suddenly).
 * A sentence may open with one before a verb whose subject it leaves unsaid.
 */
const ADVERB_FORMS: Partial<Record<Language, RegExp>> = {
  kn: /ಾಗಿ$/u,
  te: /గా$/u,
  ta: /(ாக(?:[கசதப]்)?|ென்று)$/u,
};

/** The word is a verb by its ending, never a name ("ఆమె మనవరాలు వత్తుతోంది": her granddaughter is rolling); so
 * is an adverb of manner ("ಜೋರಾಗಿ": loudly). */
export function verbFormWord(norm: string, language: Language): boolean {
  return VERB_FORMS[language]?.test(norm) === true || ADVERB_FORMS[language]?.test(norm) === true;
}

/**
 * Words that follow a verb's stem to make it progressive or finished ("सुन रही थीं": were listening, "खेल चुके":
 * had played; Tamil "கேட்டு இருந்தார்கள்"): the word before them is a verb, not a relative's name.
 */
const VERB_AFTER: Partial<Record<Language, RegExp>> = {
  hi: /^(रहा|रही|रहे|रहीं|चुका|चुकी|चुके|चुकीं|सकता|सकती|सकते)$/u,
  ta: /^(இருந்த|இருக்கி|கொண்டிரு)/u,
};

/**
 * Plural endings of a family word ("पोतियाँ", "बहनें", "பேத்திகள்", "ಮೊಮ್ಮಕ್ಕಳು", "ಅಕ್ಕಂದಿರು", "కూతుళ్లు"): several
 * relatives, whom the one word after does not name.
 */
const KIN_PLURAL: Partial<Record<Language, RegExp>> = {
  hi: /(ियाँ|ियां|ें|एँ|एं)$/u,
  // Two letters at least before "-கள்": "மகள்" is one daughter.
  ta: /\p{L}\p{M}*\p{L}\p{M}*கள்$/u,
  // "ಮಗಳು", "ಮೊಮ್ಮಗಳು" are one daughter, one granddaughter.
  kn: /((?<!ಮ)ಗಳು|ಕ್ಕಳು|ಂದಿರು)$/u,
  te: /(ులు|ళ్లు|ళ్ళు|లలు)$/u,
};

/**
 * The word at `at` may be the name of the one relative right before it: that word is no plural ("उनकी पोतियाँ
 * सुन रही थीं": her granddaughters were listening), and the word itself is no verb, by its ending or by the
 * word after it.
 */
export function oneRelativeNamed(tokens: Token[], at: number, language: Language): boolean {
  if (KIN_PLURAL[language]?.test(tokens[at - 1]?.norm ?? "")) return false;
  if (verbFormWord(tokens[at]?.norm ?? "", language)) return false;
  return VERB_AFTER[language]?.test(tokens[at + 1]?.norm ?? "") !== true;
}

/** What nameAfterKin reads of the sentence beyond its words. */
export interface KinContext {
  matched: ReadonlyMap<number, Match>;
  /** The word is a name (found in the sentence, or one the story knows). */
  isName: (i: number) => boolean;
  isVerb: (i: number) => boolean;
  /** "his / her / their" before a family word (the planner's own list). */
  owners: ReadonlySet<string> | null;
}

/**
 * The word at `at` names the relative, friend or pet right before it, which someone owns: "उसकी छह साल की
 * बेटी नूर", "ಅವರ ಮೊಮ್ಮಗಳು ರಾಣಿ", "ఫరా చిన్న కుక్క బిస్కెట్" (the scripts without capitals, where nothing
 * else marks a name). The owner (a possessive, a genitive, a name) stands up to four words before the
 * relative, with no verb or comma between: an owned relative is someone in particular, and the word
 * after is what they are called.
 */
export function nameAfterKin(tokens: Token[], at: number, context: KinContext, language: Language): boolean {
  const kin = context.matched.get(at - 1);
  const word = tokens[at - 1];
  if (!kin || kin.end !== at || !word || word.comma || obliqueCase(word.norm, language)) return false;
  if (!oneRelativeNamed(tokens, at, language)) return false;
  const named = kin.concepts.some((c) => c.kind === "animal" || (c.kind === "person" && NAMED_KIN.has(c.id)));
  if (!named) return false;
  const people = PEOPLE_WORDS[language];
  const pp = RULES[language].postpositions;
  const ownerWord = (w: string) =>
    context.owners?.has(w) === true ||
    people.possessives.has(w) ||
    people.ownerMarks.words.has(w) ||
    pp?.possessives.has(w) === true ||
    pp?.genitive.has(w) === true;
  // "ஃபராவின் குட்டி நாய்" (Farah's little dog): an owner's ending joined on a word that draws nothing, the
  // owner's name; "ಬಂಡೆಗಳ" (the rocks') is no owner.
  const ownerName = (i: number, w: string) =>
    !context.matched.has(i) &&
    people.ownerMarks.endings.some(([ending]) => w.length > ending.length + 1 && w.endsWith(ending));
  for (let i = kin.start - 1; i >= Math.max(0, kin.start - OWNER_REACH); i--) {
    const t = tokens[i];
    if (!t || t.comma || context.isVerb(i)) return false;
    if (ownerWord(t.norm) || ownerName(i, t.norm) || context.isName(i)) return true;
  }
  return false;
}

/** The word is a lexicon word with an ending joined on ("ಕತ್ತರಿಯಿಂದ": ಕತ್ತರಿ, scissors, + "with"). */
function startsWithWord(word: string, language: Language): boolean {
  const exact = lexiconFor(language).exact;
  const virama = languageProfiles[language].virama ?? "";
  const letters = [...word];
  for (let n = letters.length - 1; n >= 2; n--) {
    const stem = letters.slice(0, n).join("");
    // A consonant's virama gives way to the ending's vowel ("கத்தரிக்கோல்" → "கத்தரிக்கோலால்").
    if (exact.has(stem) || (virama !== "" && exact.has(stem + virama))) return true;
  }
  return false;
}

/**
 * A family word that follows a name as its title stands at word `at` as written, in no case ("कमला दादी",
 * "ಕಮಲಾ ಅಜ್ಜಿ", "கமலா பாட்டி", "పింటో ఆంటీ"); with a case on it ("ದೊಡ್ಡಪ್ಪನ ಮಗಳ": the uncle's daughter's) the
 * word before is as often someone else's, or no one.
 */
export function kinTitleAt(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  if (word === undefined) return false;
  if (PEOPLE_WORDS[language].kinTitles.includes(word)) return true;
  // Tamil's "-உம்" (and) is no case: "ரஹீம் தாத்தாவும்" is grandfather Rahim, and.
  const joins = RULES[language].joinedEndings;
  return (
    joins?.nameWithoutAnd != null &&
    joins.andSuffix?.test(word) === true &&
    PEOPLE_WORDS[language].kinTitles.includes(joins.nameWithoutAnd(word))
  );
}

/**
 * A family title after a name, bare or in the case of the two ("ಶಾಂತಿ ಅಜ್ಜಿಗೆ ... ತುಂಬಿತು", "శాంతి బామ్మకు ...
 * నిండాయి": to grandmother Shanti, eighty years were full) where the language joins its case endings on and no
 * verb makes a person its subject ("ಅರುಣ್ ಅಣ್ಣನಿಗೆ ... ಸಹಾಯ ಮಾಡಿದನು": Arun helped his brother); not in the
 * genitive, which owns the next word ("ನಡೆಯಲಿರುವ ದೊಡ್ಡಪ್ಪನ ಮಗಳ ಮದುವೆ": the wedding of uncle's daughter, to be held).
 */
export function kinTitleAfterName(tokens: Token[], at: number, language: Language): boolean {
  if (kinTitleAt(tokens, at, language)) return true;
  const word = tokens[at]?.norm;
  const joins = RULES[language].joinedEndings;
  return (
    word !== undefined &&
    joins !== null &&
    RULES[language].verbGender(clauseOf(tokens, at)) === "unknown" &&
    obliqueCase(word, language) &&
    !joins.genitiveEnding?.test(word) &&
    PEOPLE_WORDS[language].kinTitles.some((k) => word.startsWith(k) && word.length > k.length)
  );
}

/** The words of the sentence up to the end of the clause word `at` stands in (its comma or semicolon). */
function clauseOf(tokens: Token[], at: number): string[] {
  const end = tokens.findIndex((t, i) => i >= at && (t.comma || t.semicolon));
  return tokens.slice(0, end < 0 ? tokens.length : end + 1).map((t) => t.norm);
}

/** A family or friend's word, or a word for a family, starts at word `i` ("mother", "Familie", "ಕುಟುಂಬ"). */
export function kinAt(
  tokens: Token[],
  i: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
  joined: boolean,
): boolean {
  const m = matched.get(i);
  if (m?.start === i && m.concepts.some((c) => c.kind === "person" && KIN_IDS.has(c.id))) return true;
  const word = tokens[i]?.norm ?? "";
  return PEOPLE_WORDS[language].family.some((f) => (joined ? word.startsWith(f) : word === f));
}

/**
 * The name the word at `at` is where it owns the person or family word after it, marked as an owner by a
 * word between ("नीला की माँ", "నీల వాళ్ళ అమ్మ") or a genitive ending ("ನೀಲಾಳ ಅಮ್ಮ", "நிலாவின் அம்மா"):
 * the name without the ending, else null.
 */
export function ownerName(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
  joined: boolean,
): string | null {
  const t = tokens[at];
  if (!t) return null;
  const marks = PEOPLE_WORDS[language].ownerMarks;
  if (marks.words.has(tokens[at + 1]?.norm ?? "") && kinAt(tokens, at + 2, matched, language, joined))
    return t.surface;
  if (!kinAt(tokens, at + 1, matched, language, joined)) return null;
  for (const [ending, stem] of marks.endings) {
    if (!t.surface.endsWith(ending) || [...t.surface].length <= [...ending].length + 1) continue;
    return t.surface.slice(0, -ending.length) + stem;
  }
  return null;
}

/**
 * A sentence's first word set off by commas around an article and one noun ("Iqbal, der Schneider, saß",
 * "Iqbal, el sastre, cosía"): a noun phrase in apposition to a word with no article, which is a name.
 */
function commaApposition(tokens: Token[], at: number, language: Language): boolean {
  const t = tokens[at];
  const article = tokens[at + 1];
  const noun = tokens[at + 2];
  if (at !== 0 || !t?.comma || !article || !noun?.comma) return false;
  return APPOSITION[language].has(article.norm) && !article.capitalised;
}

/**
 * "ಮಹಿಳಾ ಪೊಲೀಸ್", "महिला डॉक्टर", "une femme médecin": a word for a woman or a man right before a job is that
 * worker's gender, nobody else.
 */
export function genderedJobs(matches: Match[], tokens: Token[]): Match[] {
  const plain = (c: Concept) =>
    c.kind === "person" && c.role === "person" && (c.id === "woman" || c.id === "man");
  const dropped = new Set<Match>();
  const out = matches.map((m) => {
    const before = matches.find(
      (b) =>
        b.end === m.start && !tokens[b.end - 1]?.comma && b.concepts.length > 0 && b.concepts.every(plain),
    );
    if (!before || !m.concepts.some(isJob)) return m;
    const gender = before.concepts[0]?.kind === "person" ? before.concepts[0].gender : "unknown";
    dropped.add(before);
    const concepts = m.concepts.map((c) => (c.kind === "person" && isJob(c) ? { ...c, gender } : c));
    return { ...m, start: before.start, surface: `${before.surface} ${m.surface}`, concepts };
  });
  return out.filter((m) => !dropped.has(m));
}

/**
 * The sentence opens on words describing its subject, set off by a comma: "Tired and happy, they ...",
 * "Fatigués et heureux, ils ...", "Exhausted, she ...". A name joined by "and" is joined to another name or
 * a person ("Mira and Leo", "Mira and her brother"), and a name before a comma is no pronoun's.
 */
export function frontedAdjective(tokens: Token[], language: Language): boolean {
  const [first, second, third, fourth] = tokens;
  if (!first || !second) return false;
  const pronoun = (t: Token | undefined) => t !== undefined && t.norm in PRONOUNS[language];
  if (first.comma) return pronoun(second);
  if (!AND_WORDS[language].has(second.norm) || !third || third.capitalised || !third.comma) return false;
  const describes = !pronoun(third) && !FUNCTION_WORDS[language].has(third.norm);
  return describes && fourth !== undefined && !fourth.capitalised;
}

/**
 * The words a naming verb gives as a name ("They called him Biscuit", "Le pusieron de nombre Galleta", "Sie
 * nannten ihn Keks", "उसका नाम बिस्कुट रखा", "ಅದಕ್ಕೆ ಬಿಸ್ಕೆಟ್ ಎಂದು ಹೆಸರಿಟ್ಟರು", "அதற்கு பிஸ்கட் என்று பெயர்
 * வைத்தார்கள்", "దానికి బిస్కెట్ అని పేరు పెట్టారు"): what someone or something is called from then on, never
 * the thing the word also is. A naming word right after a noun ("a boat called the Swan") names that noun
 * instead (sense.ts), so a verb right after the thing or animal it names counts only with an object between.
 */
export function namedByVerb(tokens: Token[], language: Language): Set<number> {
  const rule = NAMING_VERBS[language];
  const out = new Set<number>();
  for (const t of tokens) {
    const clitic =
      !rule.clitics || [1, 2, 3].some((k) => rule.clitics?.has(tokens[t.index - k]?.norm ?? "") === true);
    if (rule.verb?.test(t.norm) && !t.comma && clitic) {
      let at = t.index + 1;
      if (rule.objects?.has(tokens[at]?.norm ?? "") && !tokens[at]?.comma) at++;
      const name = tokens[at];
      if (name?.capitalised && at > t.index && !FUNCTION_WORDS[language].has(name.norm)) {
        // "named Rex" after no object names the noun before the verb: that reading is sense.ts's.
        if (at === t.index + 1 && !rule.objects) out.add(at);
        else if (at > t.index + 1) out.add(at);
      }
    }
    if (rule.quote?.has(t.norm) && t.index > 0 && rule.name?.test(tokens[t.index + 1]?.norm ?? ""))
      out.add(t.index - 1);
    if (rule.put && rule.name?.test(t.norm) && rule.put.test(tokens[t.index + 2]?.norm ?? ""))
      out.add(t.index + 1);
  }
  return out;
}

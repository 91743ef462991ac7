import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { MODIFIER_WORDS } from "./languages/place-words";
import { RULES } from "./languages/rules";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import { locatingPlaces } from "./place-locators";
import { vehicleOf } from "./place-rides";
import { partsOfSpeech } from "./pos";
import { isIndic, type Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { findVerbs, goesSomewhere } from "./verbs";
import { FUNCTION_WORDS } from "./words";

/**
 * A place word that only modifies another noun does not set the scene: "a dress for Anu's school play" is
 * sewn at home, "the school bus stopped on the road" is on the road, "la función del colegio", "स्कूल के
 * नाटक", "ಶಾಲೆಯ ಬಸ್" name the school as whose the play or the bus is. The place stays the scene where the
 * noun phrase says someone is at or in what it names ("at the school play", "स्कूल के नाटक में").
 */

/** What the noun a place modifies is: a thing (one the lexicon draws), a road vehicle or a train, or a
 * noun the lexicon does not draw (a play, a party). */
type Head = "thing" | "vehicle" | "noun";

/** The noun phrase a place modifies: its head's word, what the head is, and where the phrase starts. */
interface Modified {
  head: number;
  kind: Head;
  start: number;
}

const isPlace = (m: Match) => m.concepts.some((c) => c.kind === "place" && !c.hint);

/** What the matches starting at `at` draw, as a head: null where that is someone, an animal or a place. */
function headKind(matches: Match[], at: number): Head | "other" | null {
  const n = matches.find((x) => x.start === at);
  if (!n || n.concepts.length === 0) return null;
  if (n.concepts.some((c) => c.kind !== "object" && c.kind !== "mood")) return "other";
  return vehicleOf(n) ? "vehicle" : "thing";
}

/** "the school play", "Anu's school play", "the farm truck": in English a place after an article or a
 * possessive, right before a noun (as the tagger reads it in the sentence) that is no place or person. */
function englishHead(tokens: Token[], m: Match, matches: Match[], language: Language): Modified | null {
  const before = tokens[m.start - 1]?.norm ?? "";
  if (!DETERMINERS[language].has(before) && before !== "'s") return null;
  const at = m.end;
  const word = tokens[at];
  if (!word || word.capitalised || tokens[at - 1]?.comma) return null;
  const kind = headKind(matches, at);
  if (kind === "other") return null;
  if (kind === null) {
    // "walked to school today": a word of time is no noun the place modifies.
    if (FUNCTION_WORDS[language].has(word.norm)) return null;
    const pos = partsOfSpeech(tokens.map((t) => t.surface).join(" "), tokens, language);
    if (pos?.[at] !== "noun") return null;
  }
  // The phrase starts at the owner of a possessive ("for Anu's school play") or at the article.
  const start = before === "'s" ? m.start - 2 : m.start - 1;
  return { head: at, kind: kind ?? "noun", start };
}

/** "la función del colegio", "le spectacle de l'école": in Spanish and French the head comes first, after
 * its article, and the place after "de" (MODIFIER_WORDS' `of`). */
function romanceHead(tokens: Token[], m: Match, matches: Match[], language: Language): Modified | null {
  const { of, notHeads } = MODIFIER_WORDS[language];
  if (!of) return null;
  const norm = (i: number) => tokens[i]?.norm ?? "";
  // "del colegio", "d'école" join it alone; "de la escuela", "de l'école" with an article between.
  const joined = of.has(norm(m.start - 1))
    ? m.start - 1
    : DETERMINERS[language].has(norm(m.start - 1)) && of.has(norm(m.start - 2))
      ? m.start - 2
      : -1;
  if (joined < 0 || tokens[joined]?.comma) return null;
  const head = joined - 1;
  const word = tokens[head];
  if (!word || word.comma || word.capitalised || notHeads?.test(word.norm)) return null;
  if (!DETERMINERS[language].has(tokens[head - 1]?.norm ?? "")) return null;
  const kind = headKind(matches, head);
  if (kind === "other") return null;
  return { head, kind: kind ?? "noun", start: head - 1 };
}

/** "स्कूल के नाटक", "ಶಾಲೆಯ ಬಸ್", "பள்ளிப் பேருந்து", "స్కూల్ బస్సు": in Hindi, Kannada, Tamil and Telugu the place
 * comes first, in its genitive (RULES' thingGenitive) or bare; a bare place before a noun the lexicon does
 * not draw is its modifier only where what follows says what that noun is for ("ಶಾಲಾ ನಾಟಕಕ್ಕಾಗಿ"). */
function indicHead(tokens: Token[], m: Match, matches: Match[], language: Language): Modified | null {
  if (tokens[m.end - 1]?.comma) return null;
  const { notHeads } = MODIFIER_WORDS[language];
  const word = tokens[m.end - 1]?.norm ?? "";
  const genitive = RULES[language].thingGenitive?.(tokens, m.end) ?? [];
  const bare = languageProfiles[language].caseEndings !== "joined" || lexiconFor(language).exact.has(word);
  const verbs = findVerbs(tokens, language);
  // "चौक की पुरानी घड़ी": past an adjective that agrees with the genitive, the noun the lexicon draws.
  const candidates = genitive.length > 0 ? genitive : bare ? [m.end] : [];
  let found: Modified | null = null;
  for (const at of candidates) {
    const head = tokens[at];
    if (!head || notHeads?.test(head.norm)) continue;
    if (verbs.some((v) => v.at <= at && at < v.end)) continue;
    const kind = headKind(matches, at);
    if (kind === "other") return null;
    if (kind !== null) return { head: at, kind, start: m.start };
    if (genitive.length === 0 && !purposeAfter(tokens, at, language)) continue;
    found ??= { head: at, kind: "noun", start: m.start };
  }
  return found;
}

/** Whether the words after the head `at` (or its own ending) make the phrase what something is for. */
function purposeAfter(tokens: Token[], at: number, language: Language): boolean {
  const rule = MODIFIER_WORDS[language].purposeAfter;
  if (!rule) return false;
  // Kannada and Tamil join "for" to the head ("ನಾಟಕಕ್ಕಾಗಿ", "நாடகத்துக்காக"); Hindi and Telugu put it after,
  // Hindi past its genitive ("नाटक के लिए").
  const joined = languageProfiles[language].caseEndings === "joined" && rule.test(tokens[at]?.norm ?? "");
  return joined || [at + 1, at + 2].some((i) => rule.test(tokens[i]?.norm ?? ""));
}

/** Whether the word right before the phrase starting at `start` is one of `words` ("for" before "Anu's
 * school play", "pour" before "la pièce de l'école"), with no comma between. */
function wordBefore(tokens: Token[], start: number, words: ReadonlySet<string> | undefined): boolean {
  const t = tokens[start - 1];
  return words !== undefined && t !== undefined && !t.comma && words.has(t.norm);
}

/**
 * Whether the phrase is what something is made or done for, after the verb ("a dress for the school play",
 * "स्कूल के नाटक के लिए"). One that opens the sentence ("For the school science fair, they built ...") says
 * what the whole story is about, and the place stays where it is.
 */
function purpose(tokens: Token[], p: Modified, language: Language): boolean {
  const rule = MODIFIER_WORDS[language];
  if (rule.purpose) return p.start > 1 && wordBefore(tokens, p.start, rule.purpose);
  return p.start > 0 && purposeAfter(tokens, p.head, language);
}

/** Whether what the phrase names is where someone is ("at the school play", "स्कूल के नाटक में"). */
function locative(tokens: Token[], p: Modified, language: Language): boolean {
  const rule = MODIFIER_WORDS[language];
  if (wordBefore(tokens, p.start, rule.locative)) return true;
  if (!rule.locativeAfter) return false;
  // A chain of genitives ("ಗ್ರಂಥಾಲಯದ ಮೂಲೆಯ ಮೇಜಿನ ಬಳಿ": by the table in the corner of the library) ends on
  // the noun whose case says where.
  let at = p.head;
  for (let step = 0; step < 3; step++) {
    const next = RULES[language].thingGenitive?.(tokens, at + 1)[0];
    if (next === undefined || next <= at || rule.notHeads?.test(tokens[next]?.norm ?? "")) break;
    at = next;
  }
  const head = tokens[at];
  if (!head || head.comma) return false;
  const after = tokens[at + 1]?.norm ?? "";
  // A postposition of where after it ("ಮೇಜಿನ ಬಳಿ", "दरवाज़े के पास"), or Kannada, Tamil and Telugu's case
  // joined to it ("ಶಾಲಾ ನಾಟಕದಲ್ಲಿ"), Hindi's after it ("नाटक में").
  const postposition = (w: string) => rule.notHeads?.test(w) === true;
  if (postposition(after) || (after === "के" && postposition(tokens[at + 2]?.norm ?? ""))) return true;
  if (languageProfiles[language].caseEndings === "joined") return rule.locativeAfter.test(head.norm);
  return rule.locativeAfter.test(after);
}

/** The noun phrase the place `m` is the modifier of, by the language's order, or null. */
function modifiedBy(tokens: Token[], m: Match, matches: Match[], language: Language): Modified | null {
  if (isIndic(language)) return indicHead(tokens, m, matches, language);
  if (MODIFIER_WORDS[language].of) return romanceHead(tokens, m, matches, language);
  return RULES[language].fewEndings ? englishHead(tokens, m, matches, language) : null;
}

/**
 * Reads each place word that modifies another noun: in a phrase of what something is for ("a dress for the
 * school play", "स्कूल के नाटक के लिए") it is no place at all. A vehicle a place is named by ("the school
 * bus") goes to and from it: it gives way to another place the sentence names, keeping only a hint of its
 * own, unless the phrase is where someone is. A place that only locates another ("the lane behind his house")
 * or that the scene is far from is read first (place-locators.ts).
 */
export function modifierPlaces(tokens: Token[], given: Match[], language: Language): Match[] {
  const matches = locatingPlaces(tokens, given, language);
  const named = matches.filter(isPlace);
  return matches.map((m) => {
    if (!isPlace(m)) return m;
    const p = modifiedBy(tokens, m, matches, language);
    // "स्कूल के विज्ञान मेले" (the school's science fair): a place at the phrase's end is its head, and is
    // where the modifying place is.
    const placeHead = (n: Match) => n.start === p?.head || (p?.kind === "noun" && n.start === p.head + 1);
    if (!p || named.some((n) => n !== m && placeHead(n))) return m;
    const others = m.concepts.filter((c) => c.kind !== "place");
    if (purpose(tokens, p, language) && !goesSomewhere(tokens, matches, language))
      return { ...m, concepts: others };
    // A thing or another noun of a place ("the station lights", "les lumières de la gare") is seen where the
    // place is; a room's or a building's thing is read by the planner's owners already ("the kitchen window").
    if (locative(tokens, p, language) || p.kind !== "vehicle") return m;
    const elsewhere = named.some(
      (n) =>
        n !== m &&
        n.start !== p.head &&
        n.concepts.some(
          (c) => c.kind === "place" && !m.concepts.some((d) => d.kind === "place" && d.place === c.place),
        ),
    );
    if (p.kind === "vehicle" && !elsewhere) return m;
    return {
      ...m,
      concepts: m.concepts.map((c): Concept => (c.kind === "place" ? { ...c, hint: true, owner: true } : c)),
    };
  });
}

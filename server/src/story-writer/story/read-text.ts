import { givenNameIn } from "../../scene-plan/given-names";
import { PRONOUNS } from "../../scene-plan/words";
import type { Gender } from "./grammar";
import type { LanguagePack, Noun, Shape } from "./pack";
import { shapes } from "./pack";

export interface Person {
  name: string;
  gender: Gender;
}

/** What the offline writer takes from the user's text: the cast, the things and places, the shape cues. */
export interface TextReading {
  people: Person[];
  things: Noun[];
  places: Noun[];
  shapes: Shape[];
}

function words(text: string, language: string): { word: string; sentenceStart: boolean; prev: string }[] {
  const out: { word: string; sentenceStart: boolean; prev: string }[] = [];
  let sentenceStart = true;
  let prev = "";
  for (const s of new Intl.Segmenter(language, { granularity: "word" }).segment(text)) {
    if (s.isWordLike) {
      out.push({ word: s.segment, sentenceStart, prev });
      sentenceStart = false;
      prev = s.segment;
    } else if (/[.!?।॥:"“«]/u.test(s.segment)) {
      sentenceStart = true;
    }
  }
  return out;
}

/**
 * Gendered words of the user's own text for a name in no list: the pronouns the scene planner reads
 * (he/she, er/sie ...), and the pack's other cues (Spanish "sola", French "fière").
 */
function genderFromCues(text: string, pack: LanguagePack, language: string): Gender {
  const ws = words(text, language).map((w) => w.word.toLowerCase());
  const pronouns = PRONOUNS[pack.code];
  const count = (gender: "male" | "female", cues: string[]) =>
    ws.filter((w) => pronouns[w] === gender || cues.includes(w)).length;
  const m = count("male", pack.genderCues.m);
  const f = count("female", pack.genderCues.f);
  if (m > 0 && f === 0) return "m";
  if (f > 0 && m === 0) return "f";
  return "x";
}

function findPeople(text: string, pack: LanguagePack, language: string): Person[] {
  const found = new Map<string, { person: Person; count: number; first: number }>();
  const notNames = new Set((pack.notNames ?? []).map((w) => w.toLowerCase()));
  // A capitalised word in no list: a name only where it never follows an article or preposition, and,
  // where every noun is capitalised (German), only when it comes back at least twice.
  const candidates = new Map<string, { count: number; first: number; rejected: boolean }>();
  words(text, language).forEach(({ word, sentenceStart, prev }, i) => {
    const given = givenNameIn(word, pack.code);
    if (given) {
      const person: Person = { ...given };
      const seen = found.get(person.name);
      if (seen) seen.count++;
      else found.set(person.name, { person, count: 1, first: i });
      return;
    }
    if (!pack.capitalisedNames || !/^\p{Lu}\p{Ll}+$/u.test(word) || notNames.has(word.toLowerCase())) return;
    const c = candidates.get(word) ?? { count: 0, first: i, rejected: false };
    if (!sentenceStart) c.count++;
    if (notNames.has(prev.toLowerCase())) c.rejected = true;
    candidates.set(word, c);
  });
  const unknown: string[] = [];
  for (const [name, c] of candidates) {
    if (c.rejected || c.count < (pack.unknownNameMinCount ?? 1)) continue;
    unknown.push(name);
    found.set(name, { person: { name, gender: "x" }, count: c.count, first: c.first });
  }
  // The user's own pronouns settle the gender of a single name the lists do not know.
  if (unknown.length === 1) {
    const seen = found.get(unknown[0] as string);
    if (seen) seen.person.gender = genderFromCues(text, pack, language);
  }
  return [...found.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((x) => x.person);
}

function findNouns(text: string, pack: LanguagePack, language: string): Noun[] {
  const ws = words(text, language).map((w) => w.word.toLowerCase());
  const known = pack.nouns.filter((n) =>
    (n.match ?? [n.text]).some((m) => ws.some((w) => w === m.toLowerCase() || w.startsWith(m.toLowerCase()))),
  );
  const written = pack.nounsFromText?.(text) ?? [];
  const seen = new Set(known.map((n) => n.text.toLowerCase()));
  return [...known, ...written.filter((n) => !seen.has(n.text.toLowerCase()))];
}

function findShapes(text: string, pack: LanguagePack, language: string): Shape[] {
  const lower = text.toLowerCase();
  const ws = words(lower, language).map((w) => w.word);
  return shapes.filter((shape) =>
    pack.cues[shape].some((cue) =>
      cue.includes(" ") ? lower.includes(cue) : ws.some((w) => w.startsWith(cue)),
    ),
  );
}

export function readText(text: string, pack: LanguagePack): TextReading {
  const nouns = findNouns(text, pack, pack.code);
  return {
    people: findPeople(text, pack, pack.code),
    things: nouns.filter((n) => n.kind === "thing"),
    places: nouns.filter((n) => n.kind === "place"),
    shapes: findShapes(text, pack, pack.code),
  };
}

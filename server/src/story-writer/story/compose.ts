import { isLanguage } from "@reelsmith/contract/languages";
import { capitalise, type Role, type Roles, render } from "./grammar";
import { packs } from "./languages";
import type { LanguagePack, Noun, Shape } from "./pack";
import { shapes } from "./pack";
import { type Person, readText, type TextReading } from "./read-text";

export interface StoryRequest {
  currentText: string;
  maxLength: number;
  language: string;
}

/** A small seeded generator (mulberry32): the same seed gives the same story, a new seed another one. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const personRole = (p: Person): Role => ({ text: p.name, gender: p.gender, number: "sg" });
const nounRole = (n: Noun): Role => ({ text: n.text, gender: n.gender, number: n.number, forms: n.forms });

/** Two people as one plural subject: feminine only when both are (the rule of every language here). */
export function pairRole(pack: LanguagePack, a: Person, b: Person): Role {
  const gender =
    a.gender === "f" && b.gender === "f" ? "f" : a.gender === "x" || b.gender === "x" ? "x" : "m";
  return { text: pack.joinNames(a.name, b.name), gender, number: "pl" };
}

function castFor(pack: LanguagePack, reading: TextReading, random: () => number): Person[] {
  const cast = [...reading.people];
  const pool = shuffled(
    [
      ...pack.names.m.map((name) => ({ name, gender: "m" as const })),
      ...pack.names.f.map((name) => ({ name, gender: "f" as const })),
    ],
    random,
  );
  for (const p of pool) {
    if (cast.length >= 3) break;
    if (!cast.some((c) => c.name === p.name)) cast.push(p);
  }
  return cast;
}

/** The roles of one story: the user's people, things and places first, the writer's own where none. */
export function rolesFor(pack: LanguagePack, reading: TextReading, random: () => number): Roles {
  const [first, second, third] = castFor(pack, reading, random) as [Person, Person, Person];
  // Now and then the hero is the pair the user wrote about, so the story speaks of them in the plural.
  const pair = reading.people.length >= 2 ? random() < 0.35 : reading.people.length === 0 && random() < 0.15;
  const things = reading.things.length > 0 ? reading.things : pack.nouns.filter((n) => n.kind === "thing");
  const places = reading.places.length > 0 ? reading.places : pack.nouns.filter((n) => n.kind === "place");
  return {
    hero: pair ? pairRole(pack, first, second) : personRole(first),
    friend: personRole(pair ? third : second),
    thing: nounRole(pick(things, random)),
    place: nounRole(pick(places, random)),
    when: { text: pick(pack.times, random), gender: "n", number: "sg" },
  };
}

function chooseShape(reading: TextReading, random: () => number): Shape {
  // The user's words choose the shape most of the time; the rest of the time any shape, for variety.
  if (reading.shapes.length > 0 && random() < 0.8) return pick(reading.shapes, random);
  return pick(shapes, random);
}

/** A template filled, spelled and capitalised; null when it needs a gender the roles do not have. */
export function renderSentence(pack: LanguagePack, template: string, roles: Roles): string | null {
  const filled = render(template, roles, pack.unknownGender);
  return filled === null ? null : capitalise(pack.finish ? pack.finish(filled) : filled);
}

/** One alternative of a beat that renders with these roles (a neutral one for a name of unknown gender). */
function sentenceOf(
  pack: LanguagePack,
  alternatives: string[],
  roles: Roles,
  random: () => number,
): string | null {
  for (const template of shuffled(alternatives, random)) {
    const sentence = renderSentence(pack, template, roles);
    if (sentence !== null) return sentence;
  }
  return null;
}

/** The sentences in story order, each filled and spelled; a beat with no usable template is left out. */
export function storySentences(pack: LanguagePack, text: string, random: () => number): string[] {
  const reading = readText(text, pack);
  const roles = rolesFor(pack, reading, random);
  const shape = chooseShape(reading, random);
  // A how-to or a product story needs something one uses: a lamp, not a letter. The user's own thing is
  // kept when the user asked for that kind of story.
  const thing = roles.thing as Role;
  if (
    (shape === "howto" || shape === "product") &&
    !reading.shapes.includes(shape) &&
    !pack.tools.includes(thing.text)
  ) {
    const tools = pack.nouns.filter((n) => pack.tools.includes(n.text));
    if (tools.length > 0) roles.thing = nounRole(pick(tools, random));
  }
  const start = text.trim() ? pack.continuations : pack.openings;
  const beats = [start, ...pack.beats[shape]];
  return beats.map((b) => sentenceOf(pack, b, roles, random)).filter((s): s is string => s !== null);
}

/** As many whole sentences as fit in `room` characters; never a cut sentence. */
export function fitSentences(sentences: string[], room: number): string {
  let out = "";
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > room) break;
    out = next;
  }
  if (out) return out;
  // Not even the first fits: the shortest sentence that does, so a short limit still gets something.
  return [...sentences].sort((a, b) => a.length - b.length).find((s) => s.length <= room) ?? "";
}

/** The room left for new text: the editor puts a blank line between the user's text and the new one. */
export function roomFor(input: StoryRequest): number {
  return input.currentText.trim()
    ? input.maxLength - input.currentText.trimEnd().length - 2
    : input.maxLength;
}

/**
 * The stories lately given for the same text, so that clicking Generate again gives another one: the
 * templates allow thousands of stories per text, but random draws repeat long before they run out.
 */
const recent = new Map<string, string[]>();
const RECENT_TEXTS = 256;
const RECENT_STORIES = 64;

function remember(key: string, story: string) {
  const list = recent.get(key) ?? [];
  recent.delete(key);
  recent.set(key, [...list.slice(-(RECENT_STORIES - 1)), story]);
  if (recent.size > RECENT_TEXTS) recent.delete(recent.keys().next().value as string);
}

/** A new story, or sentences continuing the user's text; null for a code that is none of our languages. */
export function composeStory(input: StoryRequest, random: () => number = Math.random): string | null {
  if (!isLanguage(input.language)) return null;
  const pack = packs[input.language];
  const key = `${input.language}\u0000${input.currentText}`;
  const seen = recent.get(key) ?? [];
  let story = "";
  for (let attempt = 0; attempt < 8; attempt++) {
    story = fitSentences(storySentences(pack, input.currentText, random), roomFor(input));
    if (!seen.includes(story)) break;
  }
  remember(key, story);
  return story;
}

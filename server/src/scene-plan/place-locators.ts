/**
 * Places named only to say where another place is, or where the scene is not: "the lane behind his house" is
 * the lane ("his house" locates it), "far from the city" names where nobody is. Read in all eight languages
 * by LOCATOR_WORDS and FAR_WORDS, before the planner picks the sentence's place.
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { FAR_WORDS, LOCATOR_WORDS, PERSON_PLACE_WORDS } from "./languages/place-words";
import type { Match } from "./match";
import { isIndic, type Token } from "./text";
import { findVerbs, goesSomewhere } from "./verbs";

/** Water, shores, hills and woods: a place named beside one of them is kept with it. */
const LANDMARKS: ReadonlySet<string> = new Set(["river", "sea", "beach", "mountains", "forest"]);

const isPlace = (m: Match) => m.concepts.some((c) => c.kind === "place" && !c.hint);

/** Buildings and street fixtures: named to say where a place is, they are no thing of the scene. */
export const BUILDING_ICONS: ReadonlySet<string> = new Set([
  "bus-stop",
  "hindu-temple",
  "church",
  "mosque",
  "synagogue",
  "kaaba",
  "shinto-shrine",
  "wedding",
  "classical-building",
  "office-building",
  "post-office",
  "japanese-post-office",
  "hospital",
  "bank",
  "hotel",
  "school",
  "department-store",
  "convenience-store",
  "stadium",
  "castle",
  "japanese-castle",
  "factory",
  "house",
  "house-with-garden",
  "houses",
  "derelict-house",
  "hut",
  "fountain",
  "fuel-pump",
  "tokyo-tower",
  "statue-of-liberty",
]);

/** A place, or a building or fixture named like one ("the bus stop", "the old temple"). */
const isLandmark = (m: Match) =>
  isPlace(m) || m.concepts.some((c) => c.kind === "object" && BUILDING_ICONS.has(c.icon));

/** A place that only says where another is, kept as a hint of where, with its pictures. */
const asHint = (m: Match): Match => ({
  ...m,
  concepts: m.concepts.map((c): Concept => (c.kind === "place" ? { ...c, hint: true } : c)),
});

/** A landmark that only says where another place is: a hint of where, with no picture of its own. */
function asLocator(m: Match): Match {
  const concepts = m.concepts.flatMap((c): Concept[] => {
    if (c.kind === "object") return [];
    if (c.kind !== "place") return [c];
    const { icon: _, ...place } = c;
    return [{ ...place, hint: true }];
  });
  return { ...m, concepts };
}

/** How many words (an article, an owner, an adjective) may stand between a phrase and the place after it. */
const GAP = 2;

/** Whether `phrase` is written at `at`, with no comma inside it. */
function phraseAt(tokens: Token[], phrase: string, at: number): boolean {
  const words = phrase.split(" ");
  return words.every((w, i) => tokens[at + i]?.norm === w && (i === 0 || !tokens[at + i - 1]?.comma));
}

/** Whether one of `phrases` ends at most GAP words before `end`, with no comma from its start to there. */
function phraseBefore(tokens: Token[], phrases: readonly string[], end: number): number | null {
  for (let gap = 0; gap <= GAP; gap++)
    for (const phrase of phrases) {
      const start = end - gap - phrase.split(" ").length;
      if (start < 0 || !phraseAt(tokens, phrase, start)) continue;
      if (tokens.slice(start, end).some((t) => t.comma)) continue;
      return start;
    }
  return null;
}

/**
 * Whether the place `b` locates the place `a` named before it ("the lane behind his house"), right after it,
 * after an adjective of its own where adjectives follow ("el aparcamiento vacío detrás del estadio", "le
 * parking vide derrière le stade") or after a relative ("la tienda que hay junto al templo").
 */
function locatesBefore(tokens: Token[], a: Match, b: Match, language: Language): boolean {
  const { between, relative, adjectiveAfter } = LOCATOR_WORDS[language];
  if (!between || tokens[a.end - 1]?.comma) return false;
  const start = phraseBefore(tokens, between, b.start);
  if (start === null) return false;
  const adjective = adjectiveAfter === true && start === a.end + 1 && !tokens[a.end]?.comma;
  return (
    start === a.end || adjective || (relative ?? []).some((r) => phraseBefore(tokens, [r], start) === a.end)
  );
}

/** Hindi's particle of likeness written after an adjective ("छोटी-सी", "small-ish"). */
const LIKE_PARTICLES: ReadonlySet<string> = new Set(["सी", "सा"]);

/** Whether the place `b` locates the place `a` named after it ("घर के पीछे वाली गली", "ಮನೆಯ ಹಿಂದಿನ ಓಣಿ"). */
function locatesAfter(tokens: Token[], a: Match, b: Match, language: Language): boolean {
  const { locator, bridge } = LOCATOR_WORDS[language];
  if (!locator || b.end >= a.start || a.start - b.end > 3 + GAP) return false;
  const words = tokens.slice(b.end - 1, a.start);
  if (words.some((t) => t.comma)) return false;
  const inner = words.slice(1);
  // The located place's own modifiers may stand after the locating words ("बगल वाली दवा की दुकान").
  const run = inner.findIndex((t) => !(locator.test(t.norm) || bridge?.test(t.norm)));
  const locating = run < 0 ? inner : inner.slice(0, run);
  // "छोटी-सी वर्कशॉप": a hyphen's "-like" particle is part of its adjective, no word of its own.
  const own = inner.slice(locating.length).filter((t) => !LIKE_PARTICLES.has(t.norm));
  return locating.some((t) => locator.test(t.norm)) && own.length <= GAP;
}

/** Whether the place `m` is named as where the scene is far from. */
function farFrom(tokens: Token[], m: Match, language: Language): boolean {
  const { before, after, from } = FAR_WORDS[language];
  if (before) return phraseBefore(tokens, before, m.start) !== null;
  const last = tokens[m.end - 1];
  if (!after || !from || !last || last.comma) return false;
  // "ನಗರದಿಂದ ದೂರ", "నగరానికి దూరంగా" join "from" to the place; "शहर से दूर", "நகரம் இருந்து" write it apart.
  if (from.test(last.norm) && after.test(tokens[m.end]?.norm ?? "")) return true;
  const next = tokens[m.end];
  return (
    next !== undefined && !next.comma && from.test(next.norm) && after.test(tokens[m.end + 1]?.norm ?? "")
  );
}

const isPerson = (m: Match) => m.concepts.some((c) => c.kind === "person");

/** Things and verbs that reach someone far away: a letter, a parcel, a phone, writing, calling. */
const FAR_REACH_ICONS: ReadonlySet<string> = new Set([
  "envelope",
  "package",
  "mobile-phone",
  "telephone",
  "memo",
]);
const FAR_REACH_ACTIONS: ReadonlySet<string> = new Set(["write", "phone", "call", "text"]);

/** Whether the sentence reaches someone who is not there: "wrote to", "called", "a letter from". */
function reachesAfar(tokens: Token[], matches: Match[], language: Language): boolean {
  const thing = matches.some((m) =>
    m.concepts.some((c) => c.kind === "object" && FAR_REACH_ICONS.has(c.icon)),
  );
  return thing || findVerbs(tokens, language).some((v) => FAR_REACH_ACTIONS.has(v.action));
}

/** Whether the place `m` comes right after a person someone has ("her grandfather in the village"). */
function personBefore(tokens: Token[], m: Match, people: Match[], language: Language): boolean {
  const { link, owner, with: beside } = PERSON_PLACE_WORDS[language];
  if (!link || !owner) return false;
  return people.some((p) => {
    const between = tokens.slice(p.end, m.start);
    if (between.length === 0 || between.length > 3 || tokens[m.start - 1]?.comma) return false;
    if (tokens[p.end - 1]?.comma || !between.every((t) => link.test(t.norm) && !t.comma)) return false;
    // The owner word stands before the person, after at most one adjective ("her old aunt").
    const ownerAt = [p.start - 1, p.start - 2].find((i) => owner.test(tokens[i]?.norm ?? ""));
    if (ownerAt === undefined) return false;
    return !beside?.test(tokens[ownerAt - 1]?.norm ?? "");
  });
}

/** Whether the place `m` comes right before a person written, called or sent to ("गाँव वाले दादाजी को"). */
function personAfter(tokens: Token[], m: Match, people: Match[], language: Language): boolean {
  const { bridge, tie, joined, object } = PERSON_PLACE_WORDS[language];
  if (!bridge || !tie || !object) return false;
  const last = tokens[m.end - 1];
  if (!last || last.comma) return false;
  return people.some((p) => {
    const between = tokens.slice(m.end, p.start);
    if (between.length > 4 || between.some((t) => t.comma || !bridge.test(t.norm))) return false;
    if (!joined?.test(last.norm) && !between.some((t) => tie.test(t.norm))) return false;
    const person = tokens[p.end - 1];
    // Hindi writes the case apart ("दादाजी को"), the others join it ("ಅಜ್ಜನಿಗೆ", "தாத்தாவுக்கு").
    return language === "hi" ? object.test(tokens[p.end]?.norm ?? "") : object.test(person?.norm ?? "");
  });
}

/**
 * Whether the place `m` only says where a person lives who is not in the scene: "she wrote to her
 * grandfather in the village" is where she writes, not the village. Going there ("she visited her aunt in
 * the city") is still the place, unless the sentence names another place too.
 */
function locatesPerson(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const people = matches.filter(isPerson);
  const located = isIndic(language) ? personAfter : personBefore;
  // "waited for her brother at the station" meets him there: only a letter or a call reaches one away.
  if (!located(tokens, m, people, language) || !reachesAfar(tokens, matches, language)) return false;
  const otherPlace = matches.some((n) => n !== m && isPlace(n));
  return otherPlace || !goesSomewhere(tokens, matches, language);
}

/**
 * Reads the places that only locate another place the sentence names, as hints, and drops those the scene
 * is far from. Indic languages put the locating place first ("घर के पीछे वाली गली"), the others after.
 */
export function locatingPlaces(tokens: Token[], matches: Match[], language: Language): Match[] {
  // The place or the building located ("the bus stop next to the temple" is at the bus stop).
  const places = matches.filter(isLandmark);
  const locates = isIndic(language) ? locatesAfter : locatesBefore;
  return matches.map((m) => {
    if (!isLandmark(m)) return m;
    if (isPlace(m) && (farFrom(tokens, m, language) || locatesPerson(tokens, m, matches, language)))
      return { ...m, concepts: m.concepts.filter((c) => c.kind !== "place") };
    // "the park by the lake": a landmark a place is named beside stays with it (the planner's beside).
    if (m.concepts.some((c) => c.kind === "place" && LANDMARKS.has(c.place))) return m;
    const located = places.filter((a) => a !== m && locates(tokens, a, m, language));
    if (located.length === 0) return m;
    // "the chemist's next to the bus stop": neither the scene's place nor a thing in it. A shop outside the
    // temple is on its grounds, with the temple in view.
    const { grounds } = LOCATOR_WORDS[language];
    const between = (a: Match) => tokens.slice(Math.min(a.end, m.end), Math.max(a.start, m.start));
    if (located.some((a) => between(a).some((t) => grounds?.test(t.norm)))) return asHint(m);
    return asLocator(m);
  });
}

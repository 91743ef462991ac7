import type { Language } from "@reelsmith/contract/languages";
import {
  BACK_ON_LAND,
  MODIFIER_WORDS,
  PLACE_LEFT_VERBS,
  RIDE_WORDS,
  type RideWords,
} from "./languages/place-words";
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";
import { isIndic, type Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { findVerbs, MOUNT } from "./verbs";

/** Vehicles people ride in along a road, by their icons: a ride in one is drawn in the street. */
export const ROAD_VEHICLES: ReadonlySet<string> = new Set([
  "bus",
  "oncoming-bus",
  "trolleybus",
  "minibus",
  "tram",
  "tram-car",
  "automobile",
  "oncoming-automobile",
  "taxi",
  "oncoming-taxi",
  "auto-rickshaw",
]);

/** Trains, by their icons: a ride in one is drawn at the station. */
const RAIL_VEHICLES: ReadonlySet<string> = new Set([
  "train",
  "railway-car",
  "high-speed-train",
  "bullet-train",
]);

/** How many words may stand between a word that puts someone in a vehicle and the vehicle ("on the old red bus"). */
const RIDE_REACH = 3;

/** The way the vehicle `m` names goes along: "road" (a bus, a car), "rail" (a train), or null for no vehicle. */
export const vehicleOf = (m: Match): "road" | "rail" | null => {
  for (const c of m.concepts) {
    if (c.kind !== "object") continue;
    if (ROAD_VEHICLES.has(c.icon)) return "road";
    if (RAIL_VEHICLES.has(c.icon)) return "rail";
  }
  return null;
};

/** Whether someone is in or on the vehicle `m` names (RIDE_WORDS): "on the bus", "im Zug", "बस में", "ಬಸ್ಸಿನಲ್ಲಿ". */
function ridden(tokens: Token[], m: Match, language: Language): boolean {
  const words = RIDE_WORDS[language];
  if (words.ending?.test(tokens[m.end - 1]?.norm ?? "")) return true;
  if (boarded(tokens, m, words)) return true;
  if (words.after?.includes(tokens[m.end]?.norm ?? "") && !tokens[m.end - 1]?.comma) return true;
  for (let i = m.start - 1; i >= Math.max(0, m.start - RIDE_REACH); i--) {
    const t = tokens[i];
    if (!t || t.comma) return false;
    if (words.before.includes(t.norm)) return true;
  }
  return false;
}

/** Whether a verb of getting in puts someone into the vehicle `m` names: "subieron al autobús" (the verb and
 * "a" right before, an article or one describing word between), "ಬಸ್ ಹತ್ತಿದರು" (the verb right after). */
function boarded(tokens: Token[], m: Match, words: RideWords): boolean {
  const board = words.boarded;
  if (!board) return false;
  if (!board.into) {
    // "बस में चढ़े": a postposition may stand between the vehicle and the verb.
    const at = words.after?.includes(tokens[m.end]?.norm ?? "") ? m.end + 1 : m.end;
    return !tokens.slice(m.end - 1, at).some((t) => t.comma) && board.verb.test(tokens[at]?.norm ?? "");
  }
  for (let i = m.start - 1; i >= Math.max(0, m.start - RIDE_REACH); i--) {
    const t = tokens[i];
    if (!t || t.comma) return false;
    if (board.direct?.test(t.norm)) return true;
    if (i >= 1 && board.into.includes(t.norm)) {
      if (board.verbFirst) return verbEarlierInClause(tokens, i, board.verb);
      return board.verb.test(tokens[i - 1]?.norm ?? "") && !tokens[i - 1]?.comma;
    }
  }
  return false;
}

/** Whether a word `verb` matches stands before `at` in its clause (no comma between). */
function verbEarlierInClause(tokens: Token[], at: number, verb: RegExp): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i];
    if (!t || t.comma) return false;
    if (verb.test(t.norm)) return true;
  }
  return false;
}

/** The vehicle someone rides in, the way it goes ("road" or "rail") and whether someone gets into it (a verb of
 * boarding: "got on the bus", "subieron al autobús", "ಬಸ್ ಹತ್ತಿದರು"), or null. */
export function rideOf(
  tokens: Token[],
  matches: Match[],
  language: Language,
): { vehicle: Match; way: "road" | "rail"; boarded: boolean } | null {
  for (const m of matches) {
    const way = vehicleOf(m);
    if (way && ridden(tokens, m, language))
      return { vehicle: m, way, boarded: boarded(tokens, m, RIDE_WORDS[language]) };
  }
  return null;
}

/** Words that put someone on a mount besides RIDE_WORDS: before it ("auf dem Pferd", "à vélo") or, in the
 * languages that put them after the noun, right after it ("సైకిల్ మీద", "ಕುದುರೆಯ ಮೇಲೆ"). */
const ON_MOUNT: Record<Language, readonly string[]> = {
  en: ["on"],
  es: ["sobre", "a"],
  fr: ["sur", "à"],
  de: ["auf", "aufs"],
  hi: ["पर"],
  kn: ["ಮೇಲೆ"],
  ta: ["மேல்", "மீது"],
  te: ["మీద", "పైన"],
};

/** Whether someone is on a mount the sentence names (a bicycle, a horse): "auf einem weißen Pferd", "సైకిల్ మీద". */
export function onMount(tokens: Token[], matches: Match[], language: Language): boolean {
  const words = ON_MOUNT[language];
  const on = (m: Match) =>
    isIndic(language)
      ? words.includes(tokens[m.end]?.norm ?? "") && !tokens[m.end - 1]?.comma
      : tokens
          .slice(Math.max(0, m.start - RIDE_REACH), m.start)
          .some((t, i, all) => words.includes(t.norm) && all.slice(i).every((x) => !x.comma));
  return matches.some(
    (m) =>
      m.concepts.some((c) => (c.kind === "object" || c.kind === "animal") && MOUNT.test(c.icon)) &&
      (ridden(tokens, m, language) || on(m)),
  );
}

/** Mounts with wheels, by their icons: a bicycle, a motorbike or a scooter goes along a road. */
const WHEELED_MOUNTS: ReadonlySet<string> = new Set(["bicycle", "motorcycle", "motor-scooter"]);

/**
 * "Geeta rides her bicycle round the colony", "सलीम स्कूटर पर": someone riding (`riding`: a pose the
 * sentence gives) or on a bicycle, a motorbike or a scooter is out on the road, where the story has named no
 * place yet (a horse or a camel may be anywhere).
 */
export function onWheels(tokens: Token[], matches: Match[], riding: boolean, language: Language): boolean {
  const wheeled = matches.filter((m) =>
    m.concepts.some((c) => c.kind === "object" && WHEELED_MOUNTS.has(c.icon)),
  );
  return wheeled.length > 0 && (riding || onMount(tokens, wheeled, language));
}

/**
 * Whether the place `m` names is where a ridden vehicle goes, not where it is: "the bus home", "the train to
 * Delhi", "el autobús de vuelta a casa", "im Bus nach Hause" (RIDE_WORDS' `toward` between), and in the
 * languages that put the noun last a place named just before the vehicle ("घर लौटते हुए बस में", "ಮನೆಗೆ
 * ಹಿಂದಿರುಗುವ ಬಸ್ಸಿನಲ್ಲಿ").
 */
export function rideGoal(tokens: Token[], m: Match, vehicle: Match, language: Language): boolean {
  const words = RIDE_WORDS[language];
  if (isIndic(language)) {
    // A word of going between ("स्कूल जाती बस"): a place right before the vehicle names its kind ("school bus").
    if (m.end >= vehicle.start || vehicle.start - m.end > RIDE_REACH) return false;
    // "ತೋಟದಲ್ಲಿ ಸೇಬು ಕೀಳಲು ಕಾರಿನಲ್ಲಿ", "बाग़ में ... कार से": a place in the case of where something is done (its
    // ending, or Hindi's postposition of being in or on) is no kind of vehicle.
    const next = tokens[m.end]?.norm ?? "";
    if (MODIFIER_WORDS[language].locativeAfter?.test(tokens[m.end - 1]?.norm ?? "")) return false;
    if (next === "में" || next === "पर") return false;
    return !tokens.slice(m.start, vehicle.start).some((t) => t.comma);
  }
  // The ride opens the clause, before its verb: "took her son by car to the farm" goes to the farm.
  if (findVerbs(tokens, language).some((v) => v.at < vehicle.start)) return false;
  if (words.going && tokens.slice(0, vehicle.start).some((t) => words.going?.test(t.norm))) return false;
  if (m.start < vehicle.end || tokens[vehicle.end - 1]?.comma) return false;
  const toward = words.toward;
  return tokens
    .slice(vehicle.end, m.start)
    .every((t) => !t.comma && (toward.includes(t.norm) || DETERMINERS[language].has(t.norm)));
}

/**
 * "She closed the shop", "He left the office", "Salió de la oficina", "दुकान बंद की", "அலுவலகத்தை விட்டு": a
 * place that is the object of a verb of leaving or shutting (PLACE_LEFT_VERBS), which the scene is in only
 * where the sentence names no other place ("closed the shop and ate soup in the kitchen" is in the kitchen).
 */
export function placeLeft(tokens: Token[], m: Match, language: Language): boolean {
  const { before, after, goal, between } = PLACE_LEFT_VERBS[language];
  if (after)
    for (let i = m.end; i < Math.min(tokens.length, m.end + 2); i++) {
      if (after.test(tokens[i]?.norm ?? "")) return !tokens[i - 1]?.comma;
      if (tokens[i]?.comma || (between && !between.includes(tokens[i]?.norm ?? ""))) break;
    }
  if (before)
    for (let i = m.start - 1; i >= Math.max(0, m.start - 3); i--) {
      const t = tokens[i];
      if (!t || t.comma || goal?.includes(t.norm)) return false;
      if (before.test(t.norm)) return true;
    }
  return false;
}

/** Whether the sentence puts someone back on land by the water (BACK_ON_LAND): "ate fish at a stall by the water". */
export function backOnLand(tokens: Token[], language: Language): boolean {
  const prefix = isIndic(language);
  return BACK_ON_LAND[language].some((phrase) => {
    const words = phrase.split(" ");
    return tokens.some((_, at) =>
      words.every((w, i) => {
        const norm = tokens[at + i]?.norm ?? "";
        const last = i === words.length - 1;
        if (i > 0 && tokens[at + i - 1]?.comma) return false;
        return prefix && last ? norm.startsWith(w) : norm === w;
      }),
    );
  });
}

/** Places a boat trip comes back to land at, and those it comes back from. */
const LANDINGS: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["harbour", "beach"]);
const AFLOAT: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["sea"]);
/** Places that a stall or a shop by the water is, once the story is back on land. */
const BY_THE_WATER: ReadonlySet<ScenePlace> = new Set<ScenePlace>([
  "sea",
  "river",
  "shop",
  "cafe",
  "restaurant",
  "market",
]);

/**
 * "Back on land they ate fish at a little stall by the water": a story out at sea that comes back to land
 * (backOnLand) is at the harbour it set out from, or at the beach; a stall, a shop or the water named there
 * is part of that shore. Null where the sentence says nothing of it.
 */
export function landingOf(
  tokens: Token[],
  story: ScenePlace,
  named: ScenePlace | null,
  harbourSeen: boolean,
  language: Language,
): ScenePlace | null {
  if (!AFLOAT.has(story) || (named !== null && !BY_THE_WATER.has(named))) return null;
  if (named !== null && LANDINGS.has(named)) return null;
  if (!backOnLand(tokens, language)) return null;
  return harbourSeen ? "harbour" : "beach";
}

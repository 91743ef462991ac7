import type { Language } from "@reelsmith/contract/languages";
import { PLACE_WORDS } from "./languages/place-words";
import type { Match } from "./match";
import type { Token } from "./text";

/** Trains, drawn by these icons: where one stops is a station. */
const TRAINS = /^(train|locomotive|railway-car|high-speed-train|bullet-train|light-rail|steam-locomotive)$/u;

/**
 * "The night train stopped at Itarsi for five minutes": a train that stops (PlaceWords' `stops`), in a story
 * that has named no place, is at a station. A train going by, or a toy train, names no place.
 */
export function trainStops(tokens: Token[], matches: Match[], language: Language): boolean {
  const stops = PLACE_WORDS[language].stops;
  if (!stops || !tokens.some((t) => stops.includes(t.norm))) return false;
  return matches.some((m) => m.concepts.some((c) => c.kind === "object" && TRAINS.test(c.icon)));
}

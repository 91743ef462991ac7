import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";
import type { Token } from "./text";
import { goesSomewhere } from "./verbs";

/** Water, shores, hills and woods: the landmarks a story can be at and a building can stand beside. */
const LANDMARKS: ReadonlySet<ScenePlace> = new Set<ScenePlace>([
  "river",
  "sea",
  "beach",
  "mountains",
  "forest",
]);

/** How many words apart a building and the landmark it stands by may be named ("a little shop on the bank"). */
const NEAR = 4;

/**
 * "They tied the boat to a palm and drank tea at the little shop on the bank": a building named by the
 * landmark the story is at (the bank of the river it is on), while nobody goes anywhere, is a stop on the
 * landmark's edge. The scene stays at the landmark rather than moving indoors into the building.
 */
export function keptAtLandmark(
  tokens: Token[],
  matches: Match[],
  story: ScenePlace,
  named: ScenePlace,
  language: Language,
): boolean {
  if (!LANDMARKS.has(story) || LANDMARKS.has(named) || named === "street") return false;
  const naming = (m: Match, place: ScenePlace) =>
    m.concepts.some((c) => c.kind === "place" && !c.hint && c.place === place);
  const buildings = matches.filter((m) => naming(m, named));
  const landmarks = matches.filter((m) => naming(m, story));
  const beside = buildings.some((b) =>
    landmarks.some((l) => {
      const gap = Math.max(l.start - b.end, b.start - l.end);
      if (gap < 0 || gap > NEAR) return false;
      const [from, to] = l.start < b.start ? [l.start, b.start] : [b.start, l.start];
      return !tokens.slice(from, to).some((t) => t.comma);
    }),
  );
  return beside && !goesSomewhere(tokens, matches, language);
}

/**
 * A pond is small standing water inside someone's grounds: "the ball landed in his duck pond", "se tiró al
 * estanque", "sprang in den Teich", "तालाब में", "ಕೊಳಕ್ಕೆ", "குளத்தில்", "చెరువులోకి". Named while the story is in
 * a park, a garden or a school's ground, it is that ground's pond (no river); named from the street, it is in
 * the garden beside it.
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";
import type { Token } from "./text";

/** The words for a pond, with their case endings in kn, ta and te ("ಕೊಳದಲ್ಲಿ", "குளத்தில்", "చెరువులో"). */
const POND: Record<Language, RegExp> = {
  en: /pond(s)?$/u,
  es: /^estanques?$/u,
  fr: /^(mares?|étangs?)$/u,
  de: /teich(e|es|en)?$/u,
  hi: /^तालाब/u,
  kn: /^ಕೊಳ(ದ|ಕ್ಕೆ|ದಲ್ಲಿ|ದಿಂದ|ವನ್ನು|ವು)?/u,
  ta: /^குள(ம்|த்)/u,
  te: /^(చెరువు|కొలను|కొలన)/u,
};

/** Grounds with a pond of their own. */
const GROUNDS: ReadonlySet<ScenePlace> = new Set<ScenePlace>([
  "park",
  "garden",
  "school",
  "playground",
  "farm",
]);
/** Places in town a pond is beside: the garden it lies in is the scene. */
const TOWN: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["street", "square", "city"]);

/**
 * The place of a sentence that names a pond as its only water, for a story at `story`: the story's own
 * grounds, or the garden beside the street; null where the sentence names other water or the story is
 * elsewhere (a pond in the woods or the fields is the water's side).
 */
export function pondGround(
  tokens: readonly Token[],
  matches: readonly Match[],
  story: ScenePlace,
  language: Language,
): { place: ScenePlace; indoor: boolean } | null {
  const waters = matches.filter((m) =>
    m.concepts.some((c) => c.kind === "place" && c.place === "river" && !c.hint),
  );
  if (waters.length === 0) return null;
  const pond = POND[language];
  const ponds = waters.every((m) => tokens.slice(m.start, m.end).some((t) => pond.test(t.norm)));
  if (!ponds) return null;
  if (GROUNDS.has(story)) return { place: story, indoor: false };
  return TOWN.has(story) ? { place: "garden", indoor: false } : null;
}

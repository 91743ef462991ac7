import type { ScenePlace } from "@reelsmith/contract/scene-plan";

/** The ground of a desert that other tables read as another place: sand (the beach's) and the heights of
 * dunes (a hill, a summit). */
const DESERT_GROUND: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["beach", "mountains"]);

/**
 * "At the top of the highest dune they sat down in the cool sand": sand and heights named with a desert are
 * the desert's own, its dunes, not a beach or a mountain range. `places`: the places a sentence names, alike
 * in rank.
 */
export function desertAmong(places: readonly ScenePlace[]): boolean {
  return places.includes("desert") && places.every((p) => p === "desert" || DESERT_GROUND.has(p));
}

/** "they sat down in the cool sand" of a story in the desert: its sand and its heights are the desert's. */
export function desertOwnGround(place: ScenePlace, story: ScenePlace): boolean {
  return story === "desert" && DESERT_GROUND.has(place);
}

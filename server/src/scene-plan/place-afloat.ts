import type { ScenePlace } from "@reelsmith/contract/scene-plan";
import type { Match } from "./match";

/** The places a boat goes on. */
const WATERS: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["river", "sea"]);

/** Boats, by icon. */
const WATERCRAFT = /boat|canoe|ship|ferry|sailboat/u;

/**
 * "subieron a la shikara de Gul para cruzar el lago hasta el mercado flotante", "ஏரியைக் கடந்து ... சந்தைக்குப்
 * போக ... படகில் ஏறினர்": a boat named with the water and the place it goes to across it is out on the water,
 * short of that place. `places`: the places a sentence names, alike in rank; the water among them, or null.
 */
export function afloatOn(places: readonly ScenePlace[], matches: readonly Match[]): ScenePlace | null {
  const water = places.find((p) => WATERS.has(p));
  if (!water || places.every((p) => WATERS.has(p))) return null;
  const boat = matches.some((m) => m.concepts.some((c) => c.kind === "object" && WATERCRAFT.test(c.icon)));
  return boat ? water : null;
}

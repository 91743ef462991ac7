/**
 * Things only found out on the sea: a coral reef, a diver's mask. A story that names no place yet but goes
 * out to a reef or puts on masks and snorkels is out at sea; so is a boat in a story that is by the sea
 * (it names a beach, a harbour or the sea somewhere), which goes out on it.
 */
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";

/** Icons of things of the open sea, never of a river or a pool. */
const SEA_ONLY: ReadonlySet<string> = new Set(["coral", "diving-mask"]);

/** Boats, by icon. */
const WATERCRAFT = /boat|canoe|ship|ferry|sailboat/u;

/** The sea, for a sentence of a story with no place yet that names a reef, a diver's mask, or a boat in a
 * story by the sea; null otherwise. */
export function outAtSea(
  matches: readonly Match[],
  seaStory: boolean,
): { place: ScenePlace; indoor: boolean } | null {
  const icons = matches.flatMap((m) => m.concepts.flatMap((c) => (c.kind === "object" ? [c.icon] : [])));
  const afloat = icons.some((i) => SEA_ONLY.has(i) || (seaStory && WATERCRAFT.test(i)));
  return afloat ? { place: "sea", indoor: false } : null;
}

/** Icons of a pet fish, drawn as a character or as a thing. */
const FISH = /^(fish|tropical-fish|blowfish)$/u;

/** The icons a fishbowl's word gets: a bowl ("glass bowl", "ಬಟ್ಟಲು") or a jar ("bocal", "मर्तबान"). */
const BOWLS: ReadonlySet<string> = new Set(["bowl-with-spoon", "jar"]);

/**
 * "It shot round its glass bowl", "sat beside the bowl and watched Rocket": a bowl or a jar beside a fish is
 * its fishbowl, which the cereal bowl or the jar icon would misdraw; the fish alone tells the scene.
 */
export function withoutFishBowl<T extends { icon: string }>(
  drawn: readonly { icon: string }[],
  objects: T[],
): T[] {
  if (!drawn.some((d) => FISH.test(d.icon)) && !objects.some((o) => FISH.test(o.icon))) return objects;
  return objects.filter((o) => !BOWLS.has(o.icon));
}

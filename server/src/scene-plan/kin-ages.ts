import type { Token } from "./text";

/**
 * Whether two words of a sentence stand in one stretch of it: no comma between them but one in a list of
 * names ("Grandma, Ravi and Asha planted beans"). "..., with their guide, Salim" and "..., and a hairdresser
 * called Lily" set the one named there apart from the family.
 */
export function sameClause(tokens: Token[], a: number, b: number, named: (at: number) => boolean): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  for (let i = from; i < to; i++) if (tokens[i]?.comma && !named(i + 1) && !named(i + 2)) return false;
  return true;
}

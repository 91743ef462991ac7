import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { RULES } from "./languages/rules";
import type { Match } from "./match";
import { saysNet } from "./object-poses";
import type { Token } from "./text";
import type { VerbKind } from "./verb-words";
import { findVerbs } from "./verbs";
import { PRONOUNS } from "./words";

/**
 * Creatures of the water that a story eats, sells and catches as often as it watches them alive: where a
 * person handles them ("fried the fish", "a basket of crabs", "the net, heavy with fish") they are the
 * catch, drawn as a thing in the scene, not an animal swimming beside the cook.
 */
const CATCH_ICONS: ReadonlySet<string> = new Set(["fish", "crab", "shrimp", "lobster", "squid"]);

/** What a person does with a catch: cooks, eats, carries, gives, hauls, catches or cuts it; or paints it,
 * a picture on paper rather than a fish swimming in the classroom. */
const HANDLING: ReadonlySet<VerbKind> = new Set([
  "cook",
  "eat",
  "carry",
  "give",
  "pull",
  "fish",
  "catch",
  "take",
  "cut",
  "share",
  "paint",
]);

/** Whether a person stands in the sentence before word `at`: a person word, a name or a personal pronoun. */
function someoneBefore(
  at: number,
  tokens: Token[],
  matches: Match[],
  names: ReadonlySet<number>,
  language: Language,
): boolean {
  return (
    matches.some((m) => m.end <= at && m.concepts.some((c) => c.kind === "person")) ||
    [...names].some((i) => i < at) ||
    tokens
      .slice(0, at)
      .some((t) => PRONOUNS[language][t.norm] !== undefined || RULES[language].groupSubjects.has(t.norm))
  );
}

/**
 * The matches with each creature of the water that a person before it in the sentence handles turned into
 * the thing it is for them (the same icon, as an object); the rest as they were. A sentence whose verbs do
 * nothing to it ("watched the fish swim", "a fish jumped") keeps the animal; one with a fishing net in it
 * is about the catch whatever its verb ("remonta le filet plein de poissons").
 */
export function caughtAnimals(
  tokens: Token[],
  matches: Match[],
  names: ReadonlySet<number>,
  language: Language,
): Match[] {
  const catchAt = (m: Match) =>
    m.concepts.length > 0 && m.concepts.every((c) => c.kind === "animal" && CATCH_ICONS.has(c.icon));
  if (!matches.some(catchAt)) return matches;
  const handled =
    saysNet(tokens, language) ||
    findVerbs(tokens, language).some((v) => !v.purpose && HANDLING.has(v.action));
  if (!handled) return matches;
  return matches.map((m) =>
    catchAt(m) && someoneBefore(m.start, tokens, matches, names, language)
      ? {
          ...m,
          concepts: m.concepts.flatMap((c): Concept[] =>
            c.kind === "animal" ? [{ kind: "object", icon: c.icon }] : [],
          ),
        }
      : m,
  );
}

import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { Token } from "./text";
import { DRIVEN_OR_RIDDEN } from "./vehicles";
import { DETERMINERS } from "./verb-words";

/**
 * The words that put a leap on top of something ("jumped onto the counter", "sprang auf einen Stuhl",
 * "sauta sur le plan de travail", "saltó a la encimera"): after the verb, before the thing landed on.
 * The Indian languages put the place before the verb, with a postposition of their own; none are read here.
 */
const ONTO: Record<Language, ReadonlySet<string>> = {
  en: new Set(["onto"]),
  es: new Set(["sobre", "encima", "a", "al"]),
  fr: new Set(["sur"]),
  de: new Set(["auf", "aufs"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** "onto" words that also lead anywhere else ("saltó a un lado", "al suelo"). */
const TO_ANYWHERE: ReadonlySet<string> = new Set(["a", "al"]);

/** Things a leap does not climb onto: water is swum in, a hand or a foot is no place to stand, and a
 * vehicle or a mount is boarded or ridden. */
const NOT_CLIMBED = /water|wave|droplet|pool|hand|foot|leg|palm|ground|puddle/;

/** How many words after the verb its "onto" may stand ("springt ihre Katze Pfeffer auf die Arbeitsplatte"). */
const REACH = 5;

/**
 * "jumped up onto their benches", "springt auf die Arbeitsplatte", "saltó al tablero": a leap onto a thing
 * the sentence draws (a chair, a counter, a bench) is climbing up on it, not running. The thing must follow
 * the "onto" word within three words, in the leap's own clause.
 */
export function jumpsOnto(verbEnd: number, tokens: Token[], matches: Match[], language: Language): boolean {
  const onto = ONTO[language];
  if (onto.size === 0) return false;
  for (let i = verbEnd; i < Math.min(tokens.length, verbEnd + REACH); i++) {
    const t = tokens[i] as Token;
    if (onto.has(t.norm)) {
      const thing = matches.find((m) => m.start > i && m.start <= i + 3 && m.concepts.length > 0);
      // "onto the counter", "auf ihre Bänke": a thing with no picture of its own, after its article, is
      // still somewhere up to climb onto.
      // Spanish "a" goes anywhere ("saltó a un lado": aside), on top of a thing only where one is named.
      if (thing === undefined)
        return !TO_ANYWHERE.has(t.norm) && DETERMINERS[language].has(tokens[i + 1]?.norm ?? "");
      return (
        !tokens.slice(i, thing.start).some((u) => u.comma) &&
        thing.concepts.some(
          (c) => c.kind === "object" && !NOT_CLIMBED.test(c.icon) && !DRIVEN_OR_RIDDEN.test(c.icon),
        )
      );
    }
    if (t.comma || t.semicolon) return false;
  }
  return false;
}

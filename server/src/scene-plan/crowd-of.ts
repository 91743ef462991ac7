import type { Language } from "@reelsmith/contract/languages";
import { CROWD_OF } from "./languages/people-words";
import type { Match } from "./match";
import type { Token } from "./text";

/** Person ids of a word for many people at once ("crowd", "multitud", "foule"). */
const CROWD_IDS: ReadonlySet<string> = new Set(["crowd", "person"]);

/** A match that reads only as a crowd of people. */
const crowdWord = (m: Match) =>
  m.concepts.length > 0 && m.concepts.every((c) => c.kind === "person" && CROWD_IDS.has(c.id));

/**
 * "a crowd of children", "une foule d'enfants", "una multitud de niños": a crowd made of people the sentence
 * names is those people, and its own word draws nobody beside them.
 */
export function crowdsOfPeople(matches: Match[], tokens: Token[], language: Language): Match[] {
  const words = CROWD_OF[language];
  if (!words) return matches;
  const dropped = new Set<Match>();
  for (const m of matches) {
    if (!crowdWord(m) || tokens[m.end - 1]?.comma || !words.of.has(tokens[m.end]?.norm ?? "")) continue;
    const from = words.articles.has(tokens[m.end + 1]?.norm ?? "") ? m.end + 2 : m.end + 1;
    const made = matches.find((x) => x.start === from && x !== m);
    if (made && !crowdWord(made) && made.concepts.some((c) => c.kind === "person")) dropped.add(m);
  }
  return matches.filter((m) => !dropped.has(m));
}

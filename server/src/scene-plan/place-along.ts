/**
 * "pushed it down the lane to Aunt Nafisa's house", "la empujaron calle abajo hasta la casa de la tía", "schoben
 * sie die Gasse hinunter bis zum Haus", "गली में धकेलते हुए ... के घर तक": a way named before the house it leads
 * to is where the scene is, on the way; the story is at the house once it has got there.
 */
import type { Language } from "@reelsmith/contract/languages";
import { MOTION_GOALS } from "./languages/place-words";
import type { Match } from "./match";
import type { Token } from "./text";

/** How many words (an owner, a name, an article) may stand between "to" and the house. */
const REACH = 4;

const names = (m: Match, place: string) =>
  m.concepts.some((c) => c.kind === "place" && c.place === place && !c.hint && !c.around);

/** Whether the home `m` is the goal of a way: "to", "hasta", "jusqu'à", "zum" up to REACH words before it, or
 * Hindi's "तक" right after it, with no comma between. */
function homeGoal(tokens: Token[], m: Match, language: Language): boolean {
  const goal = MOTION_GOALS[language];
  if (goal.after?.includes(tokens[m.end]?.norm ?? "")) return true;
  for (let i = m.start - 1; i >= Math.max(0, m.start - REACH); i--) {
    const t = tokens[i];
    if (!t || t.comma || t.semicolon) return false;
    if (goal.before.includes(t.norm)) return true;
  }
  return false;
}

/** Whether the sentence goes along a street to a home it names after it, in one clause: the scene is the
 * street. */
export function alongToHome(tokens: Token[], matches: Match[], language: Language): boolean {
  const homes = matches.filter((m) => names(m, "home"));
  if (homes.length === 0 || !homes.every((m) => homeGoal(tokens, m, language))) return false;
  const first = Math.min(...homes.map((m) => m.start));
  return matches.some(
    (m) =>
      names(m, "street") &&
      m.end <= first &&
      tokens.slice(m.end - 1, first).every((t) => !t.comma && !t.semicolon),
  );
}

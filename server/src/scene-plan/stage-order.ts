import type { Language } from "@reelsmith/contract/languages";
import { PEOPLE_WORDS } from "./languages/people-words";
import { RULES } from "./languages/rules";
import type { Token } from "./text";

/**
 * Who a full scene draws. A scene has room for three figures; a sentence may mention more ("the parents"
 * are two, a pet, a named child, her grandfather). Where people alone overfill it, an animal gives way to
 * them; and a person who does something in the sentence takes the place of a group word's second figure
 * ("parents": the father after the mother), which reads as one with the first.
 */

/** Room for figures in one scene. */
export const STAGE_ROOM = 3;

interface Mentioned {
  id: string;
  at: number;
}

/**
 * The mentions a scene draws, in the sentence's order: all of them where they fit, else the three a full
 * scene keeps. `drawable` says whether an id has a look at all, `animal` whether it is no person, `acts`
 * whether the sentence gives them something to do or names them as more than an owner (ownerOnly).
 */
export function onStage<M extends Mentioned>(
  mentions: readonly M[],
  drawable: (id: string) => boolean,
  animal: (id: string) => boolean,
  acts: (id: string) => boolean,
): M[] {
  const seen = new Set<string>();
  const unique = mentions.filter((m) => {
    if (!drawable(m.id) || seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (unique.length <= STAGE_ROOM) return [...mentions];
  const crowd = unique.filter((m) => !animal(m.id)).length > STAGE_ROOM;
  const order = unique
    .map((m, i) => ({ m, i }))
    .sort((a, b) => Number(crowd && animal(a.m.id)) - Number(crowd && animal(b.m.id)) || a.i - b.i)
    .map((x) => x.m);
  const kept = order.slice(0, STAGE_ROOM);
  const left = order.slice(STAGE_ROOM);
  const second = (m: M) => unique.some((x) => x.at === m.at && unique.indexOf(x) < unique.indexOf(m));
  for (const out of left.filter((m) => !animal(m.id) && acts(m.id) && !second(m))) {
    const extra = kept.findLastIndex((m) => second(m));
    if (extra < 0) break;
    kept[extra] = out;
  }
  const ids = new Set(kept.map((m) => m.id));
  return mentions.filter((m) => ids.has(m.id));
}

/**
 * The mention only owns what follows ("Lina's", "बहन की शादी", "ಲೀನಾಳ", "லீனாவின்"): a person the sentence may
 * not show.
 */
export function ownerOnly(tokens: Token[], m: Mentioned & { word?: string }, language: Language): boolean {
  const next = tokens[m.at + 1]?.norm ?? "";
  const word = tokens[m.at];
  if (!word) return false;
  const marks = PEOPLE_WORDS[language].ownerMarks;
  if (marks.words.has(next) || RULES[language].postpositions?.genitive.has(next)) return true;
  if (next === "'s" || /['’]s$/u.test(word.surface)) return true;
  return marks.endings.some(
    ([ending]) => word.surface.endsWith(ending) && word.surface.length > ending.length + 1,
  );
}

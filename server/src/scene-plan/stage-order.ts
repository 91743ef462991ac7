import type { Language } from "@reelsmith/contract/languages";
import { PEOPLE_WORDS } from "./languages/people-words";
import { RULES } from "./languages/rules";
import { lexiconFor } from "./lexicon";
import type { Token } from "./text";
import { DETERMINERS } from "./verb-words";

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
 * `aside` says whether a figure is only someone's owner the story does not follow ("the farmer's goats"
 * beside the family): where the scene is full, they give way to everyone else, animals too.
 */
export function onStage<M extends Mentioned>(
  mentions: readonly M[],
  drawable: (id: string) => boolean,
  animal: (id: string) => boolean,
  acts: (id: string) => boolean,
  aside: (id: string) => boolean = () => false,
): M[] {
  const seen = new Set<string>();
  const unique = mentions.filter((m) => {
    if (!drawable(m.id) || seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (unique.length <= STAGE_ROOM) return [...mentions];
  const crowd = unique.filter((m) => !animal(m.id)).length > STAGE_ROOM;
  const rank = (m: M) => (aside(m.id) ? 2 : crowd && animal(m.id) ? 1 : 0);
  const order = unique
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
  const kept = order.slice(0, STAGE_ROOM);
  const left = order.slice(STAGE_ROOM);
  const second = (m: M) => unique.some((x) => x.at === m.at && unique.indexOf(x) < unique.indexOf(m));
  for (const out of left.filter((m) => !animal(m.id) && acts(m.id) && !aside(m.id) && !second(m))) {
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

/** Genitive endings of Kannada and Tamil nouns ("ರೈತನ", "விவசாயியின்": the farmer's). */
const GENITIVE_ENDING: Partial<Record<Language, RegExp>> = { kn: /[^್]ನ$/u, ta: /ின்$/u };

/**
 * The mention stands in the genitive, as the owner of what follows or precedes it: "the farmer's shed", "del
 * granjero", "du fermier", "des Bauern", "किसान के", "ರೈತನ", "விவசாயியின்".
 */
export function inGenitive(tokens: Token[], at: number, language: Language): boolean {
  if (!Number.isInteger(at)) return false;
  const word = tokens[at];
  if (!word) return false;
  const rules = RULES[language];
  const before = tokens[at - 1]?.norm ?? "";
  const genitive = rules.clitics?.genitive ?? null;
  return (
    ownerOnly(tokens, { id: "", at }, language) ||
    // "ಜನ" (people) ends like a genitive but is the word as the lexicon lists it.
    (GENITIVE_ENDING[language]?.test(word.norm) === true && !lexiconFor(language).exact.has(word.norm)) ||
    (rules.fewEndings?.possessiveClitic != null &&
      tokens[at + 1]?.norm === rules.fewEndings.possessiveClitic) ||
    rules.capitalisedNouns?.genitiveDeterminers?.has(before) === true ||
    (genitive !== null &&
      (genitive.has(before) ||
        (DETERMINERS[language].has(before) && genitive.has(tokens[at - 2]?.norm ?? ""))))
  );
}

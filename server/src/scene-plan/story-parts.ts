import type { Language } from "@reelsmith/contract/languages";
import { ONE_OF_THEM, PILLOW_WORDS, SIDE_WORDS } from "./languages/thing-words";
import type { ScenePlan } from "./scene-plan-schema";
import { tokenize } from "./text";
import { FUNCTION_WORDS } from "./words";

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/** English words before "one" that make it no thing of those just named ("the only one", "no one"). */
const EN_NOT_ONE_OF_THEM = /^(only|no|every|any|each|some|which|that|this|someone|everyone|anyone)$/u;

/** Words after a lone "one" that make it a count of turns ("one by one", "una a una", "un par un", "eine
 * nach der anderen", "una y otra vez"). */
const ONE_IN_TURN = /^(by|after|another|at|more|a|y|tras|par|à|après|nach|um)$/u;

/**
 * Things a scene keeps in view without naming them again: the sides of the thing the story has just drawn
 * ("red foam poured down the sides": the volcano), one of the things just named ("ate one for every two":
 * a strawberry), and the bed under a pillow something lies on. Each is drawn only where the story set the
 * thing up, and a scene that draws things of its own keeps them first.
 */
export function storyParts(
  sentences: string[],
  plans: ScenePlan[],
  language: Language,
  movable: (icon: string) => boolean,
): ScenePlan[] {
  return plans.map((plan, i) => {
    if (plan.objects.length >= MAX_OBJECTS) return plan;
    const tokens = tokenize(sentences[i] ?? "", language);
    const words = tokens.map((t) => t.norm);
    const last = plans[i - 1]?.objects.filter((o) => movable(o.icon)).at(-1);
    const found = (test: (words: string[], at: number, language: Language) => boolean) =>
      tokens.find((_, at) => test(words, at, language))?.surface;
    const side = last && plan.objects.length === 0 ? found(isSide) : undefined;
    const one = last ? found(isOneOfThem) : undefined;
    const pillow = found(isPillowLainOn);
    const word = side ?? one ?? pillow;
    const icon = side || one ? last?.icon : pillow ? BED : undefined;
    if (!icon || !word || plan.objects.some((o) => o.icon === icon)) return plan;
    return { ...plan, objects: [...plan.objects, { icon, word }] };
  });
}

/** The bed a pillow lies on. */
const BED = "bed";

/** Whether the word at `at` names the sides of a thing with no other owner (SIDE_WORDS). */
function isSide(words: string[], at: number, language: Language): boolean {
  const { word, before, after } = SIDE_WORDS[language];
  if (!word.test(words[at] ?? "")) return false;
  return !before?.test(words[at - 1] ?? "") && !after?.test(words[at + 1] ?? "");
}

/** Whether the word at `at` is a lone "one" a verb acts on, for one of the things just named (ONE_OF_THEM). */
function isOneOfThem(words: string[], at: number, language: Language): boolean {
  const one = ONE_OF_THEM[language];
  if (!one?.word.test(words[at] ?? "")) return false;
  if (!one.alone) return true;
  const previous = words[at - 1] ?? "";
  const next = words[at + 1];
  const functionWord = (w: string) => FUNCTION_WORDS[language].has(w);
  // After a verb ("ate one", "se comía una"), before a preposition or nothing: no noun of its own follows.
  if (at === 0 || functionWord(previous) || EN_NOT_ONE_OF_THEM.test(previous)) return false;
  return next === undefined || (functionWord(next) && !ONE_IN_TURN.test(next));
}

/** Whether the word at `at` is a pillow something lies on (PILLOW_WORDS). */
function isPillowLainOn(words: string[], at: number, language: Language): boolean {
  const { word, before, after, alone } = PILLOW_WORDS[language];
  const w = words[at] ?? "";
  if (alone?.test(w)) return true;
  if (!word.test(w)) return false;
  if (after?.test(words[at + 1] ?? "")) return true;
  return before !== undefined && words.slice(Math.max(0, at - 3), at).some((x) => before.test(x));
}

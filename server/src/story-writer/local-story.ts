import { composeStory, type StoryRequest } from "./story/compose";
import { packs } from "./story/languages";

/**
 * The offline story writer: a short story in one of several shapes (a turn of luck, a lesson, a surprise,
 * a how-to, a product moment), with the user's own names, things and places, written from templates whose
 * words agree in gender and number (story/grammar.ts); it starts a story or continues the user's text.
 */
export const localStoryLanguages = Object.keys(packs);

/** New text for the story (the editor appends it after a blank line); null for a language with no pack. */
export function localStory(input: StoryRequest, random: () => number = Math.random): string | null {
  return composeStory(input, random);
}

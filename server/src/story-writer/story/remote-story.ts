import { isLanguage, languageProfiles } from "@reelsmith/contract/languages";
import { splitSentences } from "../local-writer";
import { fitSentences, roomFor, type StoryRequest } from "./compose";
import { inScript } from "./script";

/** One exchange with a model: the messages so far in, its answer out. */
export type Ask = (messages: { role: "user" | "assistant"; content: string }[]) => Promise<string>;

export const storySystemPrompt =
  "You write short, vivid stories for vertical video narration: plain prose, no headings, no lists, no emojis, no quotation marks around the answer. Answer with the new text only.";

/** The language and its script as a prompt names them; a code we have no profile for, as it is. */
function namesFor(code: string): { language: string; script: string } {
  if (!isLanguage(code)) return { language: code, script: "its usual" };
  const profile = languageProfiles[code];
  return { language: profile.promptName, script: profile.script.name };
}

/** The request: the language and its script by name, the room left, and the user's whole text to continue. */
export function storyPrompt(input: StoryRequest): string {
  const room = roomFor(input);
  const { language, script } = namesFor(input.language);
  const rules = `Write in ${language}, in the ${script} script only, at most ${room} characters, ending on a full sentence.`;
  return input.currentText.trim()
    ? `Continue this story with the two to four sentences that come next. Keep its characters, their names, places and tense; do not repeat or summarise what is already written. ${rules}\n\nThe story so far:\n${input.currentText.trim()}`
    : `Write a short story of four to six sentences with a named main character and a turn in the middle. ${rules}`;
}

function problemWith(text: string, input: StoryRequest): string | null {
  const { language, script } = namesFor(input.language);
  if (!text.trim()) return "The answer was empty.";
  if (!inScript(text, input.language)) {
    return `That was not written in ${language} in the ${script} script. Write it again in ${language} only.`;
  }
  if (text.length > roomFor(input))
    return `That was ${text.length} characters; write it again in at most ${roomFor(input)}.`;
  return null;
}

/**
 * A story from a model, checked: the answer must be in the language's script and fit the room. An answer
 * that is off is sent back once with what is wrong; one still too long is cut at a sentence end, one still
 * in the wrong script is an error (the editor then says "Failed to generate content").
 */
export async function remoteStory(input: StoryRequest, ask: Ask): Promise<string> {
  const prompt = storyPrompt(input);
  let text = (await ask([{ role: "user", content: prompt }])).trim();
  const problem = problemWith(text, input);
  if (problem) {
    text = (
      await ask([
        { role: "user", content: prompt },
        { role: "assistant", content: text },
        { role: "user", content: problem },
      ])
    ).trim();
  }
  if (!inScript(text, input.language)) {
    throw new Error(`the writer model answered outside the ${namesFor(input.language).script} script twice`);
  }
  return fitSentences(splitSentences(text, input.language), roomFor(input));
}

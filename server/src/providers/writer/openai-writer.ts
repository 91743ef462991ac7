import { isLanguage, languageProfiles } from "@reelsmith/contract/languages";
import { generateText, Output } from "ai";
import { z } from "zod";
import type { Config } from "../../config";
import {
  keywordsOf,
  localAdHooks,
  MAX_SCENES,
  MIN_SCENES,
  remoteStory,
  splitSentences,
  storySystemPrompt,
} from "../../story-writer";
import { openaiFrom } from "../openai/client";
import type { Writer } from "./writer";

/** A language's name as a prompt gives it, for a code the contract knows. */
const promptName = (code: string) => (isLanguage(code) ? languageProfiles[code].promptName : code);

const scenesSchema = z.object({
  scenes: z
    .array(z.object({ text: z.string().min(1), keywords: z.array(z.string()).max(5) }))
    .min(1)
    .max(MAX_SCENES),
});

/** A model splits the story into narration scenes (its own words kept) and names each scene's key words. */
export function openaiWriter(config: Config): Writer {
  const provider = openaiFrom(config);
  return {
    name: `openai:${config.OPENAI_WRITER_MODEL}`,
    async scenes(story, language) {
      const { output } = await generateText({
        model: provider.chat(config.OPENAI_WRITER_MODEL),
        output: Output.object({ schema: scenesSchema }),
        system:
          "You split a story into narration scenes for a short vertical video. Keep the story's own words and language; do not add or drop sentences.",
        prompt: `Split this story (language: ${language}) into ${MIN_SCENES} to ${MAX_SCENES} scenes of one or two sentences, each with up to three key words for its picture.\n\n${story}`,
      });
      return output.scenes.map((s) => ({
        text: s.text.trim(),
        keywords: s.keywords.length > 0 ? s.keywords.slice(0, 3) : keywordsOf(s.text, language),
      }));
    },
    async adScript(product, language) {
      const { text } = await generateText({
        model: provider.chat(config.OPENAI_WRITER_MODEL),
        system:
          "You write the narration of a 30-second vertical video ad: a one-line hook, two or three benefit lines, a call to action. Plain text, no headings, no emojis, no claims the product page does not make.",
        prompt: `Language: ${language}\nProduct: ${product.name}\nBrand: ${product.brand ?? ""}\nPrice: ${product.price ?? ""}\nDescription: ${product.description}\nFeatures:\n${product.features.map((f) => `- ${f}`).join("\n")}`,
      });
      return text.trim().slice(0, 1500);
    },
    async adHooks(input, language, count) {
      const { output } = await generateText({
        model: provider.chat(config.OPENAI_WRITER_MODEL),
        output: Output.object({
          schema: z.object({ hooks: z.array(z.string().min(1).max(200)).min(1).max(12) }),
        }),
        system:
          "You write the opening line of a short vertical video ad: one sentence that stops the scroll. Each opening takes a different angle (a question, a problem it solves, the price, a surprise, a dare). Same language as the script, plain text, no emojis, no claims the script does not make, and the product's name in each.",
        prompt: `Language: ${language}\nProduct: ${input.name}\nPrice: ${input.price ?? ""}\nWrite ${count} different openings. The script they open (its first sentence is the opening they replace):\n\n${input.script}`,
      });
      const own = splitSentences(input.script, language)[0]?.trim();
      const hooks = [...new Set(output.hooks.map((h) => h.trim().replace(/\s+/g, " ")))].filter(
        (h) => h && h !== own,
      );
      // A model that wrote too few is topped up with the local openings, never repeated.
      for (const local of localAdHooks(input, language, count)) {
        if (hooks.length >= count) break;
        if (!hooks.includes(local)) hooks.push(local);
      }
      return hooks.slice(0, count);
    },
    async translate(texts, from, to) {
      const { output } = await generateText({
        model: provider.chat(config.OPENAI_WRITER_MODEL),
        output: Output.object({
          schema: z.object({ scenes: z.array(z.string().min(1)).length(texts.length) }),
        }),
        system:
          "You translate the narration of a short vertical video, scene by scene. Keep each scene's meaning, names and tone; say it as a native speaker would, in the target language's own script. One translation per scene, in the same order; never merge or split scenes.",
        prompt: `Translate these ${texts.length} scenes from ${promptName(from)} to ${promptName(to)}. Answer { "scenes": [...] } with exactly ${texts.length} texts.\n\n${JSON.stringify(texts)}`,
      });
      return output.scenes.map((s) => s.trim());
    },
    async story(input) {
      return remoteStory(input, async (messages) => {
        const { text } = await generateText({
          model: provider.chat(config.OPENAI_WRITER_MODEL),
          system: storySystemPrompt,
          messages,
        });
        return text;
      });
    },
  };
}

import type { Scene } from "../../scene-plan/scene";
import type { AdHooksInput, AdScriptInput } from "../../story-writer";

/**
 * The writer turns a story into narration scenes and a product page into an ad script. The environment
 * (WRITER_PROVIDER) chooses one in create-writer.ts.
 */
export interface Writer {
  name: string;
  scenes(story: string, language: string): Promise<Scene[]>;
  /** An ad script (hook, benefits, call to action) for an analysed product page. */
  adScript(product: AdScriptInput, language: string): Promise<string>;
  /** `count` different openings for an ad's variants (fewer when it has no words for the language). */
  adHooks(input: AdHooksInput, language: string, count: number): Promise<string[]>;
  /** A new story, or more of `currentText`; null when this writer has no words for the language. */
  story(input: { currentText: string; maxLength: number; language: string }): Promise<string | null>;
  /**
   * The scenes' words said in another language, one text per scene in the same order. Only a writer with
   * a model has it: the local writer has no translations, and a language version without a model needs
   * the user's own words.
   */
  translate?(texts: string[], from: string, to: string): Promise<string[]>;
}

// The story writer's public surface: the offline writer's scenes, ad scripts, hooks and stories, the
// sentence helpers the render and the services share, and the story rules a model's story is held to.
// Code outside story-writer/ imports from here, never a file inside (biome.json, made by
// scripts/lint-layers.mjs).
export { type AdHooksInput, localAdHooks, withHook } from "./local-ad-hooks";
export { type AdScriptInput, localAdScript } from "./local-ad-script";
export { localStory } from "./local-story";
export {
  keywordsOf,
  localScenes,
  MAX_SCENES,
  MIN_SCENES,
  splitSentences,
  titleFromStory,
} from "./local-writer";
export { remoteStory, storySystemPrompt } from "./story/remote-story";

// The story writer's public surface: the writer factory, the scene plans and the sentence helpers the render
// and the services share. Code outside providers/writer/ imports from here, never a file inside
// (biome.json, made by scripts/lint-layers.mjs).
export { getWriter } from "./create-writer";
export { withHook } from "./local-ad-hooks";
export { keywordsOf, splitSentences, titleFromStory } from "./local-writer";
export { scenePlansFor } from "./openai-scene-plan";
export type { Writer } from "./writer";

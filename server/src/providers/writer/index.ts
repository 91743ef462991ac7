// Writers: the interface, the factory that picks the offline story writer (story-writer/) or a model, and
// the model's scene plans.
export { getWriter } from "./create-writer";
export { scenePlansFor } from "./openai-scene-plan";
export type { Writer } from "./writer";

// The illustration engine's public surface: what the render, the services, the seed and the scene-images
// provider use. Code outside illustration/ imports from here, never a file inside (biome.json, made by
// scripts/lint-layers.mjs).
export { findIcon, hasIcon, iconElement, iconKey } from "./icon-library";
export { planFromWords } from "./plan-from-words";
export { sceneBackdropSvg } from "./scene-backdrop";
export {
  type ComposedScene,
  type ComposeInput,
  composeScene,
  renderComposedScene,
  renderComposedSceneWithEntrances,
  renderIllustratedScene,
  renderIllustratedSceneWithEntrances,
  type SceneEntrancePictures,
} from "./scene-composer";
export { lookOf } from "./scene-looks";
export { inColour } from "./thing-colour";

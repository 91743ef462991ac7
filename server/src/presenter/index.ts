// The presenter engine's public surface: the face, the visemes, the talking presenter and photo. Code
// outside presenter/ imports from here, never a file inside (biome.json, made by scripts/lint-layers.mjs).
export { detectFaces, type FaceLandmarks, faceKeyOf, parseFace, storedFace } from "./face-landmarks";
export {
  avatarMotionFilter,
  concatList,
  hasVisemeFrames,
  levelsFor,
  levelsOf,
  photoFrameIndices,
  photoIndicesOf,
  photoPulseFrameArgs,
  presenterFrameIndices,
  renderPhotoAvatar,
  renderTalkingAvatar,
} from "./talking-avatar";
export { MOUTH_POSES, writeStills } from "./talking-photo";
export {
  estimateVisemes,
  shiftVisemes,
  type TimedViseme,
  VISEMES,
  type Viseme,
  visemesOfPhonemes,
} from "./visemes";

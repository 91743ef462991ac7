import { type CameraMove, pannedStill, sceneCamera } from "./camera";
import { entranceLayers, type SceneEntrances } from "./entrances";

/** A still scene of the composition, its part of the frames and its camera. */
export interface SceneFilterInput {
  /** The scene's first input in the command (its picture; then its entrances' pictures). */
  input: number;
  /** The scene's place in the video: its output label is `s<index>`, and its pan by default. */
  index: number;
  width: number;
  height: number;
  /** The pan runs over this many frames (the scene's whole stream). */
  frames: number;
  /** A part of a split composition starts this many frames in and makes `count` of them. */
  offset?: number;
  count?: number;
  move?: CameraMove;
  /** Its elements' entrances: the elements then ride the camera over their backdrop (entrances.ts). */
  entrances?: SceneEntrances | null;
}

/**
 * One still scene: decoded and scaled once to a little more than the frame (yuv420p), repeated, panned
 * across by crop. Timestamps are whole frames at 30 fps. A scene whose elements enter on their words is
 * two layers under the same camera instead (entrances.ts).
 */
export function sceneFilter(s: SceneFilterInput): string {
  const { input, index, width, height, frames, offset = 0, count = frames - offset } = s;
  const camera = sceneCamera(width, height, index, s.move);
  if (s.entrances && s.entrances.elements.length > 0)
    return entranceLayers(input, s.entrances, width, height, index, frames, offset, count, camera);
  const still = pannedStill(`[${input}:v]`, width, height, camera, camera.pan, frames, offset, count);
  return `${still.join(",")}[s${index}]`;
}

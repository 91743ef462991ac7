import type { Camera } from "@reelsmith/contract/storyboard";
import { BACKDROP_TRAVEL, PAN_ZOOM, PANS } from "../../layout/frame-layout";
import { even, FPS } from "./encoding";

/** A storyboard scene's camera as the pan uses it: how far in (the picture's scale) and the move. */
export interface CameraMove {
  zoom: number;
  pan: readonly [number, number, number, number];
}

/** Close is 1.35 times the frame, wide the usual margin; the pan runs across the spare margin. */
export const CLOSE_ZOOM = 1.35;
const CAMERA_PANS: Record<Camera["pan"], readonly [number, number, number, number]> = {
  left: [0.85, 0.5, 0.15, 0.5],
  right: [0.15, 0.5, 0.85, 0.5],
  up: [0.5, 0.85, 0.5, 0.15],
  down: [0.5, 0.15, 0.5, 0.85],
  none: [0.5, 0.5, 0.5, 0.5],
};

/** The storyboard's camera: close or wide, and which way the picture pans. */
export const cameraMove = (camera: Camera): CameraMove => ({
  zoom: camera.shot === "close" ? CLOSE_ZOOM : PAN_ZOOM,
  pan: CAMERA_PANS[camera.pan],
});

/** What the camera sees of a scene: the picture's size (the frame scaled by the zoom) and its pan. */
export interface SceneCamera {
  pw: number;
  ph: number;
  pan: readonly [number, number, number, number];
}

/**
 * A scene's camera: the storyboard's move, else the usual one, a gentle Ken Burns pan by the scene's place
 * (the frame layout's PANS, which the scene composer keeps the captions and presenter clear for).
 */
export function sceneCamera(width: number, height: number, index: number, move?: CameraMove): SceneCamera {
  return {
    pw: even(width * (move?.zoom ?? PAN_ZOOM)),
    ph: even(height * (move?.zoom ?? PAN_ZOOM)),
    pan: move?.pan ?? PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5],
  };
}

/**
 * A pan's position at frame n of `frames`, from a to b of the spare margin `span` (a filter expression); a
 * part of a split composition counts n from `offset` frames in.
 */
export const panExpr = (span: string, a: number, b: number, frames: number, offset = 0) =>
  `(${span})*(${a}+(${b - a})*(${offset > 0 ? `(n+${offset})` : "n"}/${frames}))`;

/** The backdrop's pan: the camera's, shrunk about its middle by BACKDROP_TRAVEL (the far layer moves less). */
export function backdropPan(pan: readonly [number, number, number, number]) {
  const [x0, y0, x1, y1] = pan;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const k = BACKDROP_TRAVEL;
  return [mx + k * (x0 - mx), my + k * (y0 - my), mx + k * (x1 - mx), my + k * (y1 - my)] as const;
}

/**
 * A still under the camera: decoded and scaled once to the camera's picture (yuv420p), repeated for
 * `repeat` frames, and a frame-sized window panned across it by crop (`exact`, so the window moves by
 * single pixels), along `pan` over `frames` from `offset` frames in. `head` is the filter chain's start
 * (its input label).
 */
export function pannedStill(
  head: string,
  width: number,
  height: number,
  camera: Pick<SceneCamera, "pw" | "ph">,
  pan: readonly [number, number, number, number],
  frames: number,
  offset: number,
  repeat: number,
): string[] {
  const { pw, ph } = camera;
  const [x0, y0, x1, y1] = pan;
  return [
    `${head}scale=${pw}:${ph}:force_original_aspect_ratio=increase:flags=lanczos`,
    `crop=${pw}:${ph}`,
    "format=yuv420p",
    "setsar=1",
    `loop=loop=${Math.max(1, repeat) - 1}:size=1:start=0`,
    `settb=1/${FPS}`,
    "setpts=N",
    `crop=${width}:${height}:exact=1:x='${panExpr("iw-ow", x0, x1, frames, offset)}':y='${panExpr("ih-oh", y0, y1, frames, offset)}'`,
  ];
}

import { RING_SHARE } from "../../layout/frame-layout";
import type { PresenterGeometry, PresenterLayerInput } from "../presenter-layer";
import { even } from "./encoding";
import type { StillFrame } from "./still-frames";

export interface AvatarLayer {
  /** ffconcat list of the (pre-scaled, avatarFrameStill) mouth frames per run of video frames. */
  listPath: string;
  /** The bubble's round mask, a lower layer's soft top; null for a full-frame presenter. */
  maskPath: string | null;
  /** The bubble's ring; null for the other layouts. */
  ringPath: string | null;
  size: number;
  x: number;
  y: number;
  /** The presenter layout's layer (presenter-layer.ts); absent: the bubble of `size` at (x, y). */
  geometry?: PresenterGeometry;
  /** A full-frame presenter's cut-aways to the scenes, in seconds (cutawayWindows). */
  cutaways?: [number, number][];
  /** The clip is already the layer's size and moves itself (a talking video): no sway. */
  still?: boolean;
}

/** The layer of an avatar, the bubble where no presenter layout's geometry is given. */
export function presenterLayerOf(a: AvatarLayer): PresenterLayerInput {
  const ring = Math.round(a.size * RING_SHARE);
  const geometry: PresenterGeometry = a.geometry ?? {
    layout: "corner",
    x: a.x,
    y: a.y,
    w: a.size,
    h: a.size,
    box: { x: a.x - ring, y: a.y - ring, w: a.size + 2 * ring, h: a.size + 2 * ring },
  };
  return {
    listPath: a.listPath,
    maskPath: a.maskPath,
    ringPath: a.ringPath,
    geometry,
    cutaways: a.cutaways,
    still: a.still,
  };
}

/**
 * A mouth frame (or photo level) ready for the avatar layer: the square around the face scaled once to the
 * layer's size plus the motion margin, as raw yuva420p in NUT, so the concat demuxer reads it without
 * decoding a PNG or rescaling per run of frames.
 */
export function avatarFrameStill(input: string, size: number, faceY: number, out: string): StillFrame {
  const s = even(size * 1.06);
  return {
    source: ["-i", input],
    chain: [
      `crop=w='min(iw,ih)':h='min(iw,ih)':x='(iw-ow)/2':y='max(0,min(ih-oh,ih*${faceY}-oh/2))'`,
      `scale=${s}:${s}:flags=lanczos`,
      "format=yuva420p",
    ].join(","),
    format: ["-c:v", "rawvideo", "-f", "nut"],
    out,
  };
}

/** The round mask of the avatar's bubble, as a PNG. */
export function avatarMaskStill(size: number, out: string): StillFrame {
  const r = size / 2;
  return {
    source: ["-f", "lavfi", "-i", `color=c=black:s=${size}x${size}:d=1:r=1`],
    chain: `format=gray,geq=lum='255*clip((${r}-hypot(X-${r}+0.5,Y-${r}+0.5))+0.5,0,1)'`,
    format: [],
    out,
  };
}

/** The ring around the avatar's bubble in `color`, as a PNG. */
export function avatarRingStill(size: number, color: string, out: string): StillFrame {
  const outer = Math.round(size * 1.08);
  const ro = outer / 2;
  const ri = size / 2;
  const hex = color.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) || 255);
  const inRing = `clip(min(${ro}-hypot(X-${ro}+0.5,Y-${ro}+0.5),hypot(X-${ro}+0.5,Y-${ro}+0.5)-${ri}+1)+0.5,0,1)`;
  return {
    source: ["-f", "lavfi", "-i", `color=c=black@0:s=${outer}x${outer}:d=1:r=1`],
    chain: `format=rgba,geq=r=${r}:g=${g}:b=${b}:a='255*${inRing}'`,
    format: [],
    out,
  };
}

import { RING_SHARE } from "../../layout/frame-layout";
import type { PresenterGeometry, PresenterLayerInput } from "../presenter-layer";
import { even } from "./encoding";

export interface AvatarLayer {
  /** ffconcat list of the (pre-scaled, avatarFrameArgs) mouth frames per run of video frames. */
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
export function avatarFrameArgs(input: string, size: number, faceY: number, out: string): string[] {
  const s = even(size * 1.06);
  return [
    ...["-i", input, "-frames:v", "1"],
    "-vf",
    [
      `crop=w='min(iw,ih)':h='min(iw,ih)':x='(iw-ow)/2':y='max(0,min(ih-oh,ih*${faceY}-oh/2))'`,
      `scale=${s}:${s}:flags=lanczos`,
      "format=yuva420p",
    ].join(","),
    ...["-c:v", "rawvideo", "-f", "nut", out],
  ];
}

/** The round mask and the ring around the avatar: drawn once, as PNGs. */
export function avatarMaskArgs(size: number, out: string): string[] {
  const r = size / 2;
  return [
    ...["-f", "lavfi", "-i", `color=c=black:s=${size}x${size}:d=1:r=1`],
    ...["-vf", `format=gray,geq=lum='255*clip((${r}-hypot(X-${r}+0.5,Y-${r}+0.5))+0.5,0,1)'`],
    ...["-frames:v", "1", out],
  ];
}

export function avatarRingArgs(size: number, color: string, out: string): string[] {
  const outer = Math.round(size * 1.08);
  const ro = outer / 2;
  const ri = size / 2;
  const hex = color.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) || 255);
  const inRing = `clip(min(${ro}-hypot(X-${ro}+0.5,Y-${ro}+0.5),hypot(X-${ro}+0.5,Y-${ro}+0.5)-${ri}+1)+0.5,0,1)`;
  return [
    ...["-f", "lavfi", "-i", `color=c=black@0:s=${outer}x${outer}:d=1:r=1`],
    ...["-vf", `format=rgba,geq=r=${r}:g=${g}:b=${b}:a='255*${inRing}'`],
    ...["-frames:v", "1", out],
  ];
}

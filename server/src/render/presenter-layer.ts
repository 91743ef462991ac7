import { type Box, type PresenterLayout, RING_SHARE } from "../layout/frame-layout";
import { avatarMotionFilter } from "../presenter";
import type { StillFrame } from "./compose/still-frames";
import type { RenderFrame } from "./frame";

/**
 * The presenter's layer for each presenter layout (frame-layout.ts gives the box it owns): the round
 * bubble in the corner; a rectangle across the foot of the frame, the presenter large in it, its top edge
 * soft, the scene above; or the whole frame, with the scenes cut in as B-roll. Pure builders of the ffmpeg
 * arguments and filter lines; compose.ts runs them.
 */

/** The share of the layer the head moves in (the frames are made this much larger and panned across). */
export const MOTION_MARGIN = 1.06;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
/** The nearest even number, negative or not (offsets of a picture larger than the layer). */
const evenOffset = (n: number) => Math.round(n / 2) * 2;

/** Where the presenter's layer is drawn, in frame pixels, and the box the layout gives it. */
export interface PresenterGeometry {
  layout: PresenterLayout;
  /** The drawn rectangle (the bubble without its ring; the lower band down to the frame's foot; the frame). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** The layout's presenter box (with the ring, for the bubble). */
  box: Box;
}

export function presenterGeometry(
  frame: Pick<RenderFrame, "width" | "height" | "presenter" | "plain">,
): PresenterGeometry {
  const { width, height } = frame;
  const layout = frame.presenter ?? "corner";
  const box = frame.plain.presenter as Box;
  if (layout === "lower") {
    // The band and on down to the frame's foot: the presenter's body goes on under the platform's own
    // buttons and text (which cover that strip whatever is drawn there), so the band has no floor line.
    const y = box.y - (box.y % 2);
    return { layout, x: 0, y, w: even(width), h: even(height - y), box };
  }
  if (layout === "full") return { layout, x: 0, y: 0, w: even(width), h: even(height), box };
  const size = even(box.w / (1 + 2 * RING_SHARE));
  const ring = Math.round((box.w - size) / 2);
  return { layout, x: box.x + ring, y: box.y + ring, w: size, h: size, box };
}

/**
 * How a portrait (a stock presenter's 9:16 face, or a talking photo's still framed like one) is placed in a
 * lower or full layer, in the layer frame's pixels (the layer plus its motion margin): its height, and where
 * the face's centre lands. Full: head and shoulders fill the frame, the portrait a fifth larger than the
 * frame so that the face, not the chest, stands in the layout's box over the upper part of the safe zone.
 * Lower: the head about nine tenths of the band, its centre on the band's middle.
 */
export function portraitPlacement(g: PresenterGeometry, frameHeight: number) {
  const W = even(g.w * MOTION_MARGIN);
  const H = even(g.h * MOTION_MARGIN);
  const top = (H - g.h) / 2;
  if (g.layout === "full") {
    const boxMiddle = g.box.y + g.box.h * 0.62;
    return { W, H, portraitH: even(H * 1.2), faceAt: Math.round(top + boxMiddle) };
  }
  // A presenter's head is about half its portrait's height.
  const bandMiddle = g.box.y + g.box.h / 2 - g.y;
  return {
    W,
    H,
    portraitH: even(Math.min(frameHeight, g.box.h * 1.8)),
    faceAt: Math.round(top + bandMiddle),
  };
}

/**
 * The filter that places one portrait picture (or a hosted engine's clip) in a lower or full layer. The
 * picture is brought to 9:16 (a presenter's and a framed photo's own shape), scaled, and the part that
 * falls inside the layer kept; where the layer reaches past the picture (the sides of a lower band, the
 * foot of the frame), the picture's edge pixels are drawn on outwards and blurred, so the presenter's own
 * background continues with no frame, bars or copy of the face around it.
 */
export function portraitLayerFilter(
  g: PresenterGeometry,
  frameHeight: number,
  faceCentreY: number,
  fadeEdges = true,
): string {
  const { W, H, portraitH: PH, faceAt } = portraitPlacement(g, frameHeight);
  const PW = even((PH * 9) / 16);
  const X = evenOffset((W - PW) / 2);
  const Y = evenOffset(faceAt - PH * faceCentreY);
  const vx = Math.max(0, -X);
  const vy = Math.max(0, -Y);
  const px = Math.max(0, X);
  const py = Math.max(0, Y);
  const vw = Math.min(PW - vx, W - px);
  const vh = Math.min(PH - vy, H - py);
  // Strong enough that the drawn-on edge is colour, not streaks; the picture's own edges fade into it.
  // boxblur's radius may not pass a quarter of the layer's short side (its chroma planes are half size):
  // a 16:9 frame's lower band is wide and short.
  const blur = Math.max(1, Math.min(Math.round(W / 16), Math.floor(Math.min(W, H) / 4)));
  const feather = Math.max(2, Math.round(vw * 0.1));
  const sides = px > 0 ? `min(X,W-1-X)/${feather}` : "1";
  const foot = H - py - vh > 0 ? `(H-1-Y)/${feather}` : "1";
  const fade =
    fadeEdges && (px > 0 || H - py - vh > 0)
      ? `,format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='255*clip(min(${sides},${foot}),0,1)'`
      : "";
  return [
    `scale=${PW}:${PH}:force_original_aspect_ratio=increase:flags=lanczos,crop=${PW}:${PH},crop=${vw}:${vh}:${vx}:${vy},format=yuv420p,split[pbg][pfg]`,
    `[pbg]pad=${W}:${H}:${px}:${py},fillborders=left=${px}:right=${W - px - vw}:top=${py}:bottom=${H - py - vh}:mode=smear,boxblur=${blur}:2[pcover]`,
    `[pfg]null${fade}[pface]`,
    `[pcover][pface]overlay=x=${px}:y=${py}:format=auto,format=yuv420p`,
  ].join(";");
}

/**
 * One of the presenter's pictures made ready for a lower or full layer, as raw yuv420p in NUT (the concat
 * demuxer reads it without decoding or scaling again). The bubble's frames are made by avatarFrameStill.
 */
export function layerFrameStill(
  input: string,
  g: PresenterGeometry,
  frameHeight: number,
  faceCentreY: number,
  out: string,
): StillFrame {
  return {
    source: ["-i", input],
    chain: portraitLayerFilter(g, frameHeight, faceCentreY),
    format: ["-c:v", "rawvideo", "-f", "nut"],
    out,
  };
}

/** A hosted engine's clip of the presenter made ready for a lower or full layer (as avatarClipArgs does for
 * the bubble): every frame a keyframe, so a split composition's second part can start it at an inpoint. */
export function layerClipArgs(
  input: string,
  g: PresenterGeometry,
  frameHeight: number,
  faceCentreY: number,
  fps: number,
  out: string,
): string[] {
  return [
    ...["-i", input, "-an"],
    // No edge fade: geq per frame of a whole clip would cost more than the composition.
    ...["-filter_complex", `[0:v]fps=${fps},${portraitLayerFilter(g, frameHeight, faceCentreY, false)}[out]`],
    ...["-map", "[out]", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-g", "1", "-y", out],
  ];
}

/** The lower layer's mask: opaque, its top edge fading in over a tenth of the band (no hard line). */
export function softTopMaskStill(g: PresenterGeometry, out: string): StillFrame {
  const feather = Math.max(2, Math.round(g.box.h * 0.1));
  return {
    source: ["-f", "lavfi", "-i", `color=c=black:s=${g.w}x${g.h}:d=1:r=1`],
    chain: `format=gray,geq=lum='255*clip((Y+0.5)/${feather},0,1)'`,
    format: [],
    out,
  };
}

/**
 * The cut-aways of a full-frame presenter, in seconds on the video's timeline: while one runs, the scene's
 * picture has the frame and the presenter speaks over it, as B-roll. The video opens on the presenter's face
 * (the first seconds decide whether a viewer stays, and a face to camera is this format's hook), which
 * hands over to the first picture half-way through the first scene; every later scene's picture cuts in
 * with the sentence that introduces it, for 60 % of the scene (3 s at most), and the presenter comes back
 * to finish the thought: a face at least every few seconds, and every picture seen. A closing card is a
 * cut-away for all its scene.
 */
export function cutawayWindows(durationsMs: number[], lastIsCard = false): [number, number][] {
  const windows: [number, number][] = [];
  let start = 0;
  durationsMs.forEach((ms, i) => {
    const s = start / 1000;
    const d = ms / 1000;
    start += ms;
    if (lastIsCard && i === durationsMs.length - 1) windows.push([s, s + d]);
    else if (i === 0) windows.push([s + d * 0.5, s + d]);
    else windows.push([s, s + Math.min(d * 0.6, 3)]);
  });
  // Windows that touch are one: the first scene's picture runs on into the second's.
  const merged: [number, number][] = [];
  for (const w of windows) {
    const last = merged.at(-1);
    if (last && w[0] - last[1] < 0.01) last[1] = w[1];
    else merged.push([w[0], w[1]]);
  }
  return merged;
}

/** The presenter layer's inputs and filter lines (after the scenes', from input `base`) in the composition. */
export interface PresenterLayerInput {
  /** ffconcat list of the prepared frames, one run of video frames each. */
  listPath: string;
  /** The bubble's round mask or the lower layer's soft top; none for a full layer. */
  maskPath: string | null;
  /** The bubble's ring. */
  ringPath: string | null;
  geometry: PresenterGeometry;
  /** Full layer: when the scenes are shown instead (cutawayWindows). */
  cutaways?: [number, number][];
  /** The layer's clip is its size already and moves itself (a talking video): drawn as it is. */
  still?: boolean;
}

export function presenterLayerGraph(
  a: PresenterLayerInput,
  base: number,
  fromF: number,
  fps: number,
  main: string,
): { inputs: string[]; graph: string[]; label: string } {
  const g = a.geometry;
  const inputs = ["-f", "concat", "-safe", "0", "-i", a.listPath];
  if (a.maskPath) inputs.push("-i", a.maskPath);
  if (a.ringPath) inputs.push("-i", a.ringPath);
  const still = `loop=loop=-1:size=1,settb=1/${fps},setpts=N+${fromF}`;
  const shift = fromF > 0 ? `,settb=1/${fps},setpts=N+${fromF}` : "";
  const motion = a.still
    ? "null"
    : g.layout === "corner"
      ? avatarMotionFilter(g.w)
      : `crop=${g.w}:${g.h}:x='(iw-${g.w})/2+(iw-${g.w})*0.3*sin(2*PI*t/5.3)':y='(ih-${g.h})/2+(ih-${g.h})*0.2*sin(2*PI*t/3.6)'`;
  const graph = [`[${base}:v]fps=${fps}${shift},${motion}[av]`];
  let layer = "av";
  if (a.maskPath) {
    graph.push(`[${base + 1}:v]scale=${g.w}:${g.h},format=gray,${still}[mask]`, "[av][mask]alphamerge[avm]");
    layer = "avm";
  }
  // A full layer hides during the cut-aways; between them it covers the frame (no alpha to blend).
  const hidden = (a.cutaways ?? []).map(([s, e]) => `between(t,${s.toFixed(3)},${e.toFixed(3)})`);
  const enable = hidden.length > 0 ? `:enable='not(${hidden.join("+")})'` : "";
  graph.push(`[${main}][${layer}]overlay=x=${g.x}:y=${g.y}:eof_action=pass:format=yuv420${enable}[withav]`);
  let label = "withav";
  if (a.ringPath) {
    const ring = Math.round(g.w * RING_SHARE);
    graph.push(
      `[${base + (a.maskPath ? 2 : 1)}:v]format=yuva420p,${still}[ring]`,
      `[withav][ring]overlay=x=${g.x - ring}:y=${g.y - ring}:eof_action=pass:format=yuv420[ringed]`,
    );
    label = "ringed";
  }
  return { inputs, graph, label };
}

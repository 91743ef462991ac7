import { FPS } from "./encoding";

export const TRANSITION_S = 0.4;

/** Clip lengths and xfade offsets so that scene k appears exactly when its narration starts. */
export function timeline(durationsMs: number[], transitionS = TRANSITION_S) {
  const n = durationsMs.length;
  const lengthsS = durationsMs.map((d, i) => d / 1000 + (i < n - 1 ? transitionS : 0));
  const offsetsS: number[] = [];
  let acc = 0;
  for (let i = 0; i < n - 1; i++) {
    acc += (durationsMs[i] ?? 0) / 1000;
    offsetsS.push(acc);
  }
  const totalS = durationsMs.reduce((a, b) => a + b, 0) / 1000;
  return { lengthsS, offsetsS, totalS };
}

/**
 * The scene plan in whole frames: scene k starts on the frame where its narration starts; the transition
 * into it blends the last frames of scene k-1's pan (its stream runs on past its slot) with its first
 * frames. Transitions are shorter than 0.4 s only between very short scenes.
 */
export function scenePlan(durationsMs: number[]) {
  const n = durationsMs.length;
  const startsF: number[] = [];
  let acc = 0;
  for (const d of durationsMs) {
    startsF.push(Math.round((acc * FPS) / 1000));
    acc += d;
  }
  const totalF = Math.round((acc * FPS) / 1000);
  const slotsF = startsF.map((s, i) => Math.max(2, (startsF[i + 1] ?? totalF) - s));
  const want = Math.round(TRANSITION_S * FPS);
  const transF = slotsF
    .slice(0, -1)
    .map((f, i) => Math.max(1, Math.min(want, Math.floor(f / 2), Math.floor((slotsF[i + 1] ?? 2) / 2))));
  const streamF = slotsF.map((f, i) => f + (i < n - 1 ? (transF[i] ?? 0) : 0));
  // Where each scene's stream starts in the output: its frame s is output frame outStartF + s.
  const outStartF: number[] = [];
  let at = 0;
  for (const f of slotsF) {
    outStartF.push(at);
    at += f;
  }
  return { slotsF, transF, streamF, outStartF, outF: at };
}

/** A run of output frames, [fromF, toF): a part of a composition rendered on its own. */
export interface FrameRange {
  fromF: number;
  toF: number;
}

/**
 * Where to cut a composition in two for two encoders at once: the frame nearest the middle that lies in a
 * scene's body (never inside a transition, so each part blends only its own frames). Null when the video
 * is too short for the split to pay for a second ffmpeg.
 */
export function splitFrame(durationsMs: number[], minFrames = SPLIT_MIN_FRAMES): number | null {
  const { slotsF, transF, outStartF, outF } = scenePlan(durationsMs);
  if (outF < minFrames) return null;
  const middle = Math.round(outF / 2);
  let best: number | null = null;
  for (let i = 0; i < slotsF.length; i++) {
    const from = (outStartF[i] ?? 0) + (i > 0 ? (transF[i - 1] ?? 0) : 0) + 1;
    const to = (outStartF[i] ?? 0) + (slotsF[i] ?? 0) - 1;
    if (from > to) continue;
    const k = Math.min(to, Math.max(from, middle));
    if (best === null || Math.abs(k - middle) < Math.abs(best - middle)) best = k;
  }
  return best;
}

/**
 * The composition cut at every scene (so a new version re-renders only what changed): part k runs from the first
 * frame of scene k's body (after the transition into it) to the first of scene k+1's, so a part holds one
 * scene's body and the transition out of it, and a scene whose picture changed touches only its own part
 * and the one before (whose transition blends into it). Ranges end inside scene bodies, as splitFrame's.
 */
export function sceneRanges(durationsMs: number[]): FrameRange[] {
  const { slotsF, transF, outStartF, outF } = scenePlan(durationsMs);
  const cuts: number[] = [];
  for (let i = 1; i < slotsF.length; i++) {
    const from = (outStartF[i] ?? 0) + (transF[i - 1] ?? 0) + 1;
    const to = (outStartF[i] ?? 0) + (slotsF[i] ?? 0) - 1;
    if (from <= to && from > (cuts.at(-1) ?? 0)) cuts.push(from);
  }
  const edges = [0, ...cuts, outF];
  return edges.slice(0, -1).map((fromF, k) => ({ fromF, toF: edges[k + 1] ?? outF }));
}

/** Below 10 s a second ffmpeg costs more than it saves. */
export const SPLIT_MIN_FRAMES = 300;

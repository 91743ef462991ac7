import { distance, type Frames } from "./frames";

/**
 * The two dynamic programmes of the aligner, both walking the recording a frame at a time while the
 * reference moves 0, 1 or 2 frames (so the narrator may be up to twice as fast as the reference, and
 * as slow as they like). A pause in the recording may sit on any reference frame at the pause cost.
 * Recording that matches no scene is "filler": cheap when quiet, dear when it is speech.
 */
export interface Costs {
  /** A speech frame of the recording that belongs to no scene. */
  extra: number;
  /** A quiet frame of the recording: between scenes, or held on a reference frame inside one. */
  pause: number;
  /** Leaving a whole scene out. */
  skip: number;
}

const INF = 1e30;
const STAY = 0;
const ENTER = 3;

/** The cost of recording frame t on reference frame r when the reference stays put (a pause is cheap). */
const stayCost = (d: number, quiet: number, c: Costs) => (quiet ? Math.min(d, c.pause) : d);
const fillCost = (quiet: number, c: Costs) => (quiet ? c.pause : c.extra);
/**
 * The cost of moving onto reference frame r with recording frame t: a pause of the recording does not say
 * the reference's speech, so it costs at least what speech on filler does (else a scene left out is laid
 * over the pause where it would have been).
 */
const moveCost = (d: number, quiet: number, refQuiet: number, c: Costs) =>
  quiet && !refQuiet ? Math.max(d, SILENT_MOVE * c.extra) : d;
/**
 * That floor as a share of the cost of speech on filler: at 1 a scene left out between two others, with
 * a pause of 1.5 s where it would be, was still laid over the pause.
 */
const SILENT_MOVE = 1.25;

/** Best of staying, moving one and moving two reference frames, within [from, r]; returns [cost, step]. */
function bestStep(prev: Float64Array, r: number, from: number, d: number, stay: number): [number, number] {
  let best = (prev[r] as number) + stay;
  let step = STAY;
  if (r > from && (prev[r - 1] as number) + d < best) {
    best = (prev[r - 1] as number) + d;
    step = 1;
  }
  if (r > from + 1 && (prev[r - 2] as number) + d < best) {
    best = (prev[r - 2] as number) + d;
    step = 2;
  }
  return [best, step];
}

export interface ScenePath {
  /** Per recording frame: the reference frame it sits on, or -1 for filler. */
  refAt: Int32Array;
  /** Per recording frame on filler: the number of scenes before it. */
  gapAt: Int32Array;
  /** Per scene: left out of the recording. */
  skipped: boolean[];
}

/**
 * The whole recording against the scenes' references one after another (`spans`: each scene's reference
 * frames [from, to)), any scene optionally left out and filler allowed before, between and after them.
 * Memory: one byte per recording frame and reference frame, so it runs on pooled frames.
 */
export function scenePath(
  ref: Frames,
  spans: { from: number; to: number }[],
  rec: Frames,
  c: Costs,
): ScenePath {
  const R = ref.features.length;
  const T = rec.features.length;
  const S = spans.length;
  const step = new Uint8Array(T * R);
  const gateStep = new Uint8Array(T * (S + 1)); // 0 scene ended here, 1 filler, 2 scene left out
  let prev = new Float64Array(R).fill(INF);
  let cur = new Float64Array(R);
  // Gate g: g scenes done (each either said or left out). Before the first frame only leaving out.
  let gPrev = Float64Array.from({ length: S + 1 }, (_, g) => g * c.skip);
  let gCur = new Float64Array(S + 1);
  for (let t = 0; t < T; t++) {
    const x = rec.features[t] as Float32Array;
    const q = rec.quiet[t] as number;
    spans.forEach(({ from, to }, k) => {
      for (let r = from; r < to; r++) {
        const d = distance(ref.features[r] as Float32Array, x);
        const move = moveCost(d, q, ref.quiet[r] as number, c);
        let [best, s] = bestStep(prev, r, from, move, stayCost(d, q, c));
        if (r === from && (gPrev[k] as number) + move < best) {
          best = (gPrev[k] as number) + move;
          s = ENTER;
        }
        cur[r] = best;
        step[t * R + r] = s;
      }
    });
    const fill = fillCost(q, c);
    gCur[0] = (gPrev[0] as number) + fill;
    gateStep[t * (S + 1)] = 1;
    for (let g = 1; g <= S; g++) {
      const options = [
        cur[(spans[g - 1] as { to: number }).to - 1] as number,
        (gPrev[g] as number) + fill,
        (gCur[g - 1] as number) + c.skip,
      ];
      const pick = options.indexOf(Math.min(...options));
      gCur[g] = options[pick] as number;
      gateStep[t * (S + 1) + g] = pick;
    }
    [prev, cur] = [cur, prev];
    [gPrev, gCur] = [gCur, gPrev];
  }
  return walkBackScenes(step, gateStep, spans, R, T);
}

function walkBackScenes(
  step: Uint8Array,
  gateStep: Uint8Array,
  spans: { from: number; to: number }[],
  R: number,
  T: number,
): ScenePath {
  const S = spans.length;
  const sceneOfRef = new Int32Array(R);
  for (const [k, { from, to }] of spans.entries()) sceneOfRef.fill(k, from, to);
  const refAt = new Int32Array(T).fill(-1);
  const gapAt = new Int32Array(T).fill(-1);
  const skipped = spans.map(() => false);
  let t = T - 1;
  let gate: number | null = S;
  let r = -1;
  while (t >= 0) {
    if (gate !== null) {
      const s = gateStep[t * (S + 1) + gate];
      if (s === 0) {
        r = (spans[gate - 1] as { to: number }).to - 1;
        gate = null;
      } else if (s === 1) {
        gapAt[t] = gate;
        t--;
      } else {
        skipped[gate - 1] = true;
        gate--;
      }
    } else {
      refAt[t] = r;
      const s = step[t * R + r] as number;
      if (s === ENTER) gate = sceneOfRef[r] as number;
      else r -= s;
      t--;
    }
  }
  for (let g = gate ?? 0; g > 0; g--) skipped[g - 1] = true;
  return { refAt, gapAt, skipped };
}

/**
 * Where a word of the reference may begin in the recording: `startsAt[r]` is 1 on each reference frame
 * that starts a word, and `cost[t]` what it costs a word to start on recording frame t (negative at an
 * onset of sound after a pause, dear elsewhere). Without it the path is free to begin words anywhere.
 */
export interface WordEdges {
  startsAt: Uint8Array;
  cost: Float64Array;
}

/**
 * One scene's reference (full resolution) inside a window of the recording: the path may start and end
 * anywhere in the window, the recording before and after it paid as filler. Returns the reference frame
 * of each window frame (-1 outside the scene) and the mean distance of the speech frames on the path.
 * With `edges`, a step that moves onto or over a reference word's first frame pays what starting a word
 * on that recording frame costs.
 */
export function wordPath(
  ref: Frames,
  rec: Frames,
  c: Costs,
  edges?: WordEdges,
): { refAt: Int32Array; meanDistance: number } {
  const n = ref.features.length;
  const m = rec.features.length;
  const step = new Uint8Array(m * n);
  const dist = new Float32Array(m * n);
  const before = new Float64Array(m + 1); // filler cost of frames [0, t)
  for (let t = 0; t < m; t++) before[t + 1] = (before[t] as number) + fillCost(rec.quiet[t] as number, c);
  const starts = edges?.startsAt ?? new Uint8Array(n);
  let prev = new Float64Array(n).fill(INF);
  let cur = new Float64Array(n);
  let bestEnd = INF;
  let endT = -1;
  for (let t = 0; t < m; t++) {
    const x = rec.features[t] as Float32Array;
    const q = rec.quiet[t] as number;
    const edge = edges ? (edges.cost[t] as number) : 0;
    for (let r = 0; r < n; r++) {
      const d = distance(ref.features[r] as Float32Array, x);
      dist[t * n + r] = d;
      const move = moveCost(d, q, ref.quiet[r] as number, c);
      const one = starts[r] ? move + edge : move;
      const two = starts[r] || (r > 0 && starts[r - 1]) ? move + edge : move;
      let best = (prev[r] as number) + stayCost(d, q, c);
      let s = STAY;
      if (r > 0 && (prev[r - 1] as number) + one < best) {
        best = (prev[r - 1] as number) + one;
        s = 1;
      }
      if (r > 1 && (prev[r - 2] as number) + two < best) {
        best = (prev[r - 2] as number) + two;
        s = 2;
      }
      if (r === 0 && (before[t] as number) + one < best) {
        best = (before[t] as number) + one;
        s = ENTER;
      }
      cur[r] = best;
      step[t * n + r] = s;
    }
    const end = (cur[n - 1] as number) + (before[m] as number) - (before[t + 1] as number);
    if (end < bestEnd) {
      bestEnd = end;
      endT = t;
    }
    [prev, cur] = [cur, prev];
  }
  const refAt = new Int32Array(m).fill(-1);
  let sum = 0;
  let count = 0;
  let r = n - 1;
  for (let t = endT; t >= 0 && r >= 0; t--) {
    refAt[t] = r;
    if (!rec.quiet[t]) {
      sum += dist[t * n + r] as number;
      count++;
    }
    const s = step[t * n + r] as number;
    if (s === ENTER) break;
    r -= s;
  }
  return { refAt, meanDistance: count > 0 ? sum / count : 0 };
}

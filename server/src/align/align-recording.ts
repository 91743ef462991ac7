import { type Costs, scenePath, type WordEdges, wordPath } from "./dtw";
import { type Frames, framesOf, pooled, unrelatedDistance } from "./frames";

/**
 * A creator's own narration aligned to the script, with no recogniser: each scene is also spoken by an
 * offline voice whose word times are known (the reference), and dynamic time warping on cepstra maps the
 * reference onto the recording. Two scales: a coarse pass (frames pooled to 40 ms or more, so a ten-minute
 * recording needs tens of megabytes) finds where each scene lies, or that it was left out, or that the
 * recording says something between scenes that the script does not; then each scene alone, at 10 ms,
 * inside its stretch of the recording, gives the word times.
 */
export interface ReferenceWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** One scene said by the reference voice: 16 kHz mono samples and its words' times in them. */
export interface ReferenceScene {
  sceneId: string;
  pcm: Float32Array;
  words: ReferenceWord[];
}

export interface AlignInput {
  /** The narration, 16 kHz mono. */
  recordingPcm: Float32Array;
  scenes: { id: string; text: string }[];
  language: string;
  /** Each scene of `scenes` (same order) said by an offline voice (see speakReference). */
  reference: ReferenceScene[];
}

export interface AlignedWord {
  text: string;
  sceneId: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

/**
 * A scene's place in the recording: "ok" said, "missing" not found (start and end then 0), "extra" a
 * stretch of speech the script does not have, said after the scene `sceneId` (before it when it is the
 * first scene and nothing came before).
 */
export interface AlignedScene {
  sceneId: string;
  start: number;
  end: number;
  status: "ok" | "missing" | "extra";
}

export interface AlignmentProblem {
  sceneId: string;
  kind: "skipped" | "added" | "unlike-script";
  message: string;
}

export interface Alignment {
  words: AlignedWord[];
  scenes: AlignedScene[];
  problems: AlignmentProblem[];
}

/** The costs, as shares of the mean distance between unrelated frames (measured on the bench). */
const EXTRA_SHARE = 0.8;
const PAUSE_SHARE = 0.45;
const SKIP_FRAMES = 6;
/** Speech between scenes that counts as added: a few words at least. */
const ADDED_MIN_MS = 1000;
/** A said scene whose frames lie this far towards unrelated ones is not its script. */
const UNLIKE_SHARE = 0.93;
/** How far beyond its coarse stretch a scene's fine window reaches. */
const WINDOW_MARGIN_FRAMES = 60;
/** How far into a neighbouring scene's coarse stretch it may reach. */
const NEIGHBOUR_FRAMES = 10;

const costsFor = (d: number): Costs => ({
  extra: EXTRA_SHARE * d,
  pause: PAUSE_SHARE * d,
  skip: SKIP_FRAMES * d,
});

/** 10 ms frames: samples padded to whole frames so each scene's frames start on its own first sample. */
function joinedReference(reference: ReferenceScene[]) {
  const lengths = reference.map((s) => Math.ceil(s.pcm.length / 160) * 160);
  const pcm = new Float32Array(lengths.reduce((a, b) => a + b, 0));
  const spans: { from: number; to: number }[] = [];
  let at = 0;
  reference.forEach((s, i) => {
    pcm.set(s.pcm, at);
    spans.push({ from: at / 160, to: (at + (lengths[i] as number)) / 160 });
    at += lengths[i] as number;
  });
  return { frames: framesOf(pcm), spans };
}

const slice = (f: Frames, from: number, to: number): Frames => ({
  features: f.features.slice(from, to),
  quiet: f.quiet.subarray(from, to),
});

/** The coarse pass: the reference pooled scene by scene, so no pooled frame straddles two scenes. */
function coarse(ref: Frames, spans: { from: number; to: number }[], rec: Frames) {
  const cells = ref.features.length * rec.features.length;
  const factor = Math.max(4, Math.ceil(Math.sqrt(cells / 25e6)));
  const parts = spans.map((s) => pooled(slice(ref, Math.min(s.from, ref.features.length), s.to), factor));
  const coarseSpans: { from: number; to: number }[] = [];
  let at = 0;
  for (const p of parts) {
    coarseSpans.push({ from: at, to: at + Math.max(1, p.features.length) });
    at += Math.max(1, p.features.length);
  }
  const coarseRef: Frames = {
    features: parts.flatMap((p) =>
      p.features.length > 0 ? p.features : [new Float32Array(ref.features[0]?.length ?? 24)],
    ),
    quiet: Uint8Array.from(parts.flatMap((p) => (p.quiet.length > 0 ? [...p.quiet] : [1]))),
  };
  const coarseRec = pooled(rec, factor);
  const d = unrelatedDistance(coarseRef.features, coarseRec.features);
  return {
    factor,
    path: scenePath(coarseRef, coarseSpans, coarseRec, costsFor(d)),
    spans: coarseSpans,
    coarseRec,
  };
}

export function alignRecording(input: AlignInput): Alignment {
  const { recordingPcm, scenes, reference } = input;
  const rec = framesOf(recordingPcm);
  const { frames: ref, spans } = joinedReference(reference);
  const { factor, path, spans: coarseSpans, coarseRec } = coarse(ref, spans, rec);
  const fineCosts = costsFor(unrelatedDistance(ref.features, rec.features));
  const words: AlignedWord[] = [];
  const placed: AlignedScene[] = [];
  const unlike = new Set<number>();
  // Each said scene's coarse stretch [first, last] in 10 ms frames, or null.
  const stretches = scenes.map((_, k) => {
    const span = coarseSpans[k] as { from: number; to: number };
    const at = [...path.refAt.keys()].filter(
      (t) => (path.refAt[t] as number) >= span.from && (path.refAt[t] as number) < span.to,
    );
    if (path.skipped[k] || at.length === 0) return null;
    return { first: (at[0] as number) * factor, last: ((at.at(-1) as number) + 1) * factor };
  });
  scenes.forEach((scene, k) => {
    const stretch = stretches[k];
    if (!stretch) {
      placed.push({ sceneId: scene.id, start: 0, end: 0, status: "missing" });
      return;
    }
    // The window reaches past the coarse stretch, but not far into a neighbouring scene's.
    const before = stretches.slice(0, k).findLast((s) => s !== null);
    const after = stretches.slice(k + 1).find((s) => s !== null);
    const w0 = Math.max(
      0,
      stretch.first - WINDOW_MARGIN_FRAMES,
      Math.min(stretch.first, (before?.last ?? 0) - NEIGHBOUR_FRAMES),
    );
    const w1 = Math.min(
      rec.features.length,
      stretch.last + WINDOW_MARGIN_FRAMES,
      Math.max(stretch.last, (after?.first ?? rec.features.length) + NEIGHBOUR_FRAMES),
    );
    const own = spans[k] as { from: number; to: number };
    const refScene = reference[k] as ReferenceScene;
    const recQuiet = rec.quiet.subarray(w0, w1);
    const unit = fineCosts.extra / EXTRA_SHARE;
    const fine = wordPath(
      slice(ref, own.from, own.to),
      slice(rec, w0, w1),
      fineCosts,
      wordEdges(refScene.words, own.to - own.from, recQuiet, unit),
    );
    if (fine.meanDistance > UNLIKE_SHARE * unit) unlike.add(k);
    const refQuiet = ref.quiet.subarray(own.from, own.to);
    words.push(...wordTimes(refScene.words, fine.refAt, recQuiet, refQuiet, w0, scene.id));
    placed.push({
      sceneId: scene.id,
      ...sceneExtent(fine.refAt, recQuiet, w0),
      status: "ok",
    });
  });
  const added = addedSpeech(path.gapAt, coarseRec.quiet, factor);
  endBeforeNextScene(words, placed);
  return { words, ...withProblems(scenes, placed, added, path.skipped, unlike) };
}

/**
 * Each scene is placed in its own window, which reaches a little into its neighbours', so a scene's last
 * word can run on past the next scene's first word start. A word ends where the next said word starts,
 * across scenes too, and a scene where its next scene's words begin: the scenes follow one another.
 */
function endBeforeNextScene(words: AlignedWord[], placed: AlignedScene[]) {
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i] as AlignedWord;
    const next = words[i + 1] as AlignedWord;
    if (next.sceneId !== word.sceneId && word.end > next.start)
      word.end = Math.max(word.start + 0.01, next.start);
  }
  const said = placed.filter((p) => p.status === "ok");
  for (let k = 0; k + 1 < said.length; k++) {
    const scene = said[k] as AlignedScene;
    const nextStart = words.find((w) => w.sceneId === (said[k + 1] as AlignedScene).sceneId)?.start;
    if (nextStart !== undefined && scene.end > nextStart) scene.end = Math.max(scene.start, nextStart);
  }
}

const seconds = (frame: number) => Math.round(frame * 10) / 1000;

function sceneExtent(refAt: Int32Array, quiet: Uint8Array, w0: number) {
  const on = [...refAt.keys()].filter((t) => (refAt[t] as number) >= 0);
  const voiced = on.filter((t) => !quiet[t]);
  const first = voiced[0] ?? on[0] ?? 0;
  const last = voiced.at(-1) ?? on.at(-1) ?? 0;
  return { start: seconds(w0 + first), end: seconds(w0 + last + 1) };
}

/**
 * Each reference word's start is chosen among the recording's onsets of sound near where the warping puts
 * it (see chooseStarts), moved on past any pause (a pause before a word belongs to the gap, not the
 * word); its end the next word's start, or its warped end, moved back over any pause.
 */
function wordTimes(
  refWords: ReferenceWord[],
  refAt: Int32Array,
  quiet: Uint8Array,
  refQuiet: Uint8Array,
  w0: number,
  sceneId: string,
): AlignedWord[] {
  const on = [...refAt.keys()].filter((t) => (refAt[t] as number) >= 0);
  const lastOn = on.at(-1) ?? 0;
  const firstAtOrPast = (frame: number) => on.find((t) => (refAt[t] as number) >= frame) ?? lastOn + 1;
  const raw = refWords.map((w) => firstAtOrPast(Math.round(w.startMs / 10)));
  const warpedEnds = refWords.map((w) => firstAtOrPast(Math.round(w.endMs / 10)));
  const starts = chooseStarts(
    raw,
    refWords.map((w) => w.startMs / 10),
    refWords.map((w, i) => i === 0 || pauseAround(refQuiet, Math.round(w.startMs / 10)) >= REF_PAUSE),
    quiet,
  );
  return refWords.map((w, i) => {
    let start = starts[i] as number;
    const next = starts[i + 1] ?? Math.max(lastOn + 1, start + 1);
    while (start < next - 1 && quiet[start]) start++;
    let end = Math.max(start + 1, Math.min(next, Math.max(warpedEnds[i] as number, start + 1)));
    while (end - 1 > start && quiet[end - 1]) end--;
    return { text: w.text, sceneId, start: seconds(w0 + start), end: seconds(w0 + end) };
  });
}

/**
 * Where the fine warping may begin a word, in shares of the distance between unrelated frames: a word
 * that starts on no onset of sound pays EDGE_KEPT; one on an onset gains EDGE_GAIN per quiet frame before
 * it, up to EDGE_CAP frames. The warping then lays the reference's word edges onto the recording's
 * pauses rather than inside a word, so the word-start programme (chooseStarts) starts from fewer slipped
 * words. On the bench, EDGE_KEPT 1-4 and EDGE_GAIN 0.05-0.2 gave the same tail within 10 ms; the warped
 * starts alone, without the programme, a longer one.
 */
const EDGE_KEPT = 2;
const EDGE_GAIN = 0.1;
const EDGE_CAP = 20;

function wordEdges(refWords: ReferenceWord[], n: number, quiet: Uint8Array, unit: number): WordEdges {
  const startsAt = new Uint8Array(n);
  for (const w of refWords) startsAt[Math.min(n - 1, Math.round(w.startMs / 10))] = 1;
  const cost = new Float64Array(quiet.length).fill(EDGE_KEPT * unit);
  for (const o of onsetsOf(quiet)) cost[o.t] = -EDGE_GAIN * Math.min(o.pause, EDGE_CAP) * unit;
  return { startsAt, cost };
}

/** How far from its warped start a word may move to an onset (frames before; after, past any pause). */
const REACH_BEFORE = 40;
const REACH_AFTER = 80;
/**
 * The word-start programme's costs, in frames. A start on an onset costs DISTANCE per frame from the
 * warped start and gains a frame per frame of the pause before the onset, up to PAUSE_CAP (a narrator's
 * pause marks a word's start; a dip inside a word, a stop or a soft fricative, is short); a start kept
 * where the warping puts it, on no onset, costs KEPT; two starts spaced unlike the reference's words (at
 * the scene's pace) cost SPACING per frame of difference. On the bench the pause counted three times a
 * frame of distance gave the lowest tail: at one, the warped start decides and its one-word slips stay.
 */
const DISTANCE = 0.3;
const PAUSE_CAP = 20;
const KEPT = 15;
const SPACING = 0.5;
/**
 * A word after a pause of the reference (its scene's first word, or one after a comma said as a pause)
 * looks farther on for its onset, and a longer pause before one counts for more: the warping tends to lay
 * a scene's first words into the pause before the scene.
 */
const REF_PAUSE = 10;
const LONG_CAP = 100;
const LONG_REACH = 150;

/** The longest pause of the reference that reaches within 10 frames of `frame`. */
function pauseAround(quiet: Uint8Array, frame: number): number {
  let best = 0;
  let run = 0;
  for (let t = Math.max(0, frame - 40); t < Math.min(quiet.length, frame + 40); t++) {
    run = quiet[t] ? run + 1 : 0;
    if (run > 0 && t >= frame - 10 && t - run + 1 <= frame + 10) best = Math.max(best, run);
  }
  return best;
}

interface Onset {
  t: number;
  /** Quiet frames before it. */
  pause: number;
}

/** The onsets of sound: a pause of two frames or more, then speech. */
function onsetsOf(quiet: Uint8Array): Onset[] {
  const out: Onset[] = [];
  let run = 0;
  for (let t = 0; t < quiet.length; t++) {
    if (quiet[t]) run++;
    else {
      if (run >= 2) out.push({ t, pause: run });
      run = 0;
    }
  }
  return out;
}

/**
 * One start per word, in order, each an onset of sound or (at a cost) where the warping puts it: near the
 * warped start (past any pause it lies in: the warping lays a pause before a word onto the word), after a
 * long pause rather than a short one (a narrator pauses between words, rarely inside one), and spaced as
 * the reference's words are at the scene's pace. A dynamic programme over words: a run of words the
 * warping puts one word early is moved back onto its own onsets as a whole.
 */
function chooseStarts(
  raw: number[],
  refStarts: number[],
  afterPause: boolean[],
  quiet: Uint8Array,
): number[] {
  const n = raw.length;
  if (n === 0) return [];
  const onsets = onsetsOf(quiet);
  const anchor = raw.map((r) => {
    let t = r;
    while (t < quiet.length - 1 && quiet[t]) t++;
    return t;
  });
  const ratios: number[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const dr = (refStarts[i + 1] as number) - (refStarts[i] as number);
    if (dr > 0) ratios.push(((anchor[i + 1] as number) - (anchor[i] as number)) / dr);
  }
  ratios.sort((a, b) => a - b);
  const pace = ratios[Math.floor(ratios.length / 2)] ?? 1;
  const cands: StartCandidate[][] = raw.map((r, i) => {
    const a = anchor[i] as number;
    const list: StartCandidate[] = [{ t: r, cost: KEPT }];
    const long = afterPause[i] as boolean;
    const reach = long ? LONG_REACH : REACH_AFTER;
    const cap = long ? LONG_CAP : PAUSE_CAP;
    for (const o of onsets)
      if (o.t >= r - REACH_BEFORE && o.t <= a + reach)
        list.push({ t: o.t, cost: DISTANCE * Math.abs(o.t - a) - Math.min(o.pause, cap) });
    return list;
  });
  return (
    cheapestStarts(cands, (i) => pace * ((refStarts[i] as number) - (refStarts[i - 1] as number))) ?? raw
  );
}

type StartCandidate = { t: number; cost: number };

/**
 * The cheapest choice of one candidate per word, each later than the one before: its own cost plus
 * SPACING per frame its distance from the previous start differs from `want(i)`. Null when no order fits.
 */
function cheapestStarts(cands: StartCandidate[][], want: (i: number) => number): number[] | null {
  const n = cands.length;
  const total: Float64Array[] = cands.map((c) => new Float64Array(c.length).fill(Number.POSITIVE_INFINITY));
  const back: Int32Array[] = cands.map((c) => new Int32Array(c.length).fill(-1));
  (cands[0] as StartCandidate[]).forEach((c, j) => {
    (total[0] as Float64Array)[j] = c.cost;
  });
  for (let i = 1; i < n; i++) {
    const gap = want(i);
    (cands[i] as StartCandidate[]).forEach((c, j) => {
      let best = Number.POSITIVE_INFINITY;
      let arg = -1;
      (cands[i - 1] as StartCandidate[]).forEach((p, k) => {
        if (c.t <= p.t && !(j === 0 && k === 0 && c.t === p.t)) return;
        const cost = ((total[i - 1] as Float64Array)[k] as number) + SPACING * Math.abs(c.t - p.t - gap);
        if (cost < best) {
          best = cost;
          arg = k;
        }
      });
      (total[i] as Float64Array)[j] = best + c.cost;
      (back[i] as Int32Array)[j] = arg;
    });
  }
  const last = total[n - 1] as Float64Array;
  let j = last.indexOf(Math.min(...last));
  if (!Number.isFinite(last[j] as number)) return null;
  const out = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    out[i] = (cands[i] as StartCandidate[])[j]?.t as number;
    j = (back[i] as Int32Array)[j] as number;
  }
  return out;
}

/** Speech on filler, per gap (the number of scenes before it): its first and last speech frame (10 ms). */
function addedSpeech(gapAt: Int32Array, quiet: Uint8Array, factor: number) {
  const byGap = new Map<number, number[]>();
  gapAt.forEach((g, t) => {
    if (g >= 0 && !quiet[t]) byGap.set(g, [...(byGap.get(g) ?? []), t]);
  });
  return [...byGap]
    .filter(([, frames]) => frames.length * factor * 10 >= ADDED_MIN_MS)
    .map(([gap, frames]) => ({
      gap,
      start: seconds((frames[0] as number) * factor),
      end: seconds(((frames.at(-1) as number) + 1) * factor),
    }));
}

/**
 * The scenes in recording order with the added stretches among them, and one problem per disagreement: a
 * scene left out where the recording says other words instead (another language, say) is one
 * "unlike-script" problem, not a skip and an addition.
 */
function withProblems(
  scenes: { id: string }[],
  placed: AlignedScene[],
  added: { gap: number; start: number; end: number }[],
  skipped: boolean[],
  unlike: Set<number>,
): Pick<Alignment, "scenes" | "problems"> {
  const problems: AlignmentProblem[] = [];
  const explained = new Set<number>();
  const idOf = (k: number) => (scenes[k] as { id: string }).id;
  scenes.forEach((_, k) => {
    const instead = added.find((a) => (a.gap === k || a.gap === k + 1) && !explained.has(a.gap));
    if (placed[k]?.status === "missing" && instead && skipped[k]) {
      explained.add(instead.gap);
      problems.push({
        sceneId: idOf(k),
        kind: "unlike-script",
        message: `Scene ${idOf(k)} is not what the recording says at ${instead.start.toFixed(1)} s: other words or another language.`,
      });
    } else if (placed[k]?.status === "missing") {
      problems.push({
        sceneId: idOf(k),
        kind: "skipped",
        message: `Scene ${idOf(k)} is not in the recording.`,
      });
    } else if (unlike.has(k)) {
      problems.push({
        sceneId: idOf(k),
        kind: "unlike-script",
        message: `Scene ${idOf(k)} sounds unlike its script: other words or another language.`,
      });
    }
  });
  // Script order, each added stretch after the scene said before it.
  const ordered = added
    .filter((a) => a.gap === 0 && !explained.has(a.gap))
    .map((a) => extraOf(a, problems, idOf));
  placed.forEach((scene, k) => {
    ordered.push(scene);
    for (const a of added)
      if (a.gap === k + 1 && !explained.has(a.gap)) ordered.push(extraOf(a, problems, idOf));
  });
  return { scenes: ordered, problems };
}

function extraOf(
  a: { gap: number; start: number; end: number },
  problems: AlignmentProblem[],
  idOf: (k: number) => string,
): AlignedScene {
  const sceneId = idOf(Math.max(0, a.gap - 1));
  const where = a.gap === 0 ? `before scene ${sceneId}` : `after scene ${sceneId}`;
  problems.push({
    sceneId,
    kind: "added",
    message: `The recording says something the script does not ${where}, at ${a.start.toFixed(1)} s.`,
  });
  return { sceneId, start: a.start, end: a.end, status: "extra" };
}

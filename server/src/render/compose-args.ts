import type { Camera } from "@reelsmith/contract/storyboard";
import { BACKDROP_TRAVEL, PAN_ZOOM, PANS, RING_SHARE } from "../layout/frame-layout";
import { type PresenterGeometry, type PresenterLayerInput, presenterLayerGraph } from "./presenter-layer";
import { type EntranceKind, type EntranceStep, entranceSteps } from "./scene-motion";

/**
 * Pure builders of the ffmpeg argument lists of a render (unit-tested as lists). The running of them is
 * in compose.ts. The filter graph is built for speed (docs/RENDERING.md): each still is decoded and scaled
 * once, repeated with `loop` and panned with `crop` (a pointer move); the graph stays in yuv420p, the
 * encoder's format, so nothing is converted per frame; each transition blends only its own 12 frames
 * (xfade copies every frame it passes through, so chained xfades cost the whole timeline once per scene);
 * the avatar's mouth frames are scaled once before the render. The encoder is most of the cost.
 */
export const FPS = 30;
export const TRANSITION_S = 0.4;
export const TARGET_LUFS = -14;
/**
 * x264 ultrafast with CABAC and the deblocking filter back on, at CRF 22: about twice as fast as veryfast on
 * the panned pictures, with the same SSIM as veryfast at CRF 21 and 15-20 MB a minute at 1080x1920
 * (measured in docs/BENCHMARKS.md). Plain ultrafast (no deblocking) shows blocks in gradients.
 */
export const X264 = [
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-crf",
  "22",
  "-x264-params",
  "cabac=1:deblock=0,0",
  "-pix_fmt",
  "yuv420p",
];
export const AAC = ["-c:a", "aac", "-b:a", "160k", "-ar", "48000", "-ac", "2"];

export const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
const sec = (ms: number) => (ms / 1000).toFixed(3);

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

/** The narration: each scene's speech padded with silence to its slot, joined, 48 kHz mono. */
export function narrationArgs(wavs: string[], slotsMs: number[], out: string): string[] {
  const inputs = wavs.flatMap((w) => ["-i", w]);
  const pads = wavs.map(
    (_, i) =>
      `[${i}:a]aresample=48000,aformat=channel_layouts=mono,apad=whole_dur=${sec(slotsMs[i] ?? 0)},atrim=duration=${sec(slotsMs[i] ?? 0)}[a${i}]`,
  );
  const join = `${wavs.map((_, i) => `[a${i}]`).join("")}concat=n=${wavs.length}:v=0:a=1[voice]`;
  return [
    ...inputs,
    "-filter_complex",
    [...pads, join].join(";"),
    "-map",
    "[voice]",
    "-c:a",
    "pcm_s16le",
    out,
  ];
}

/** The music gain for a 0..1 volume setting: 0.5 (the default) sits about 16 dB under full scale. */
export const musicGain = (volume: number) => Math.max(0, Math.min(1, volume)) * 0.32;

/**
 * The music's ducking under the voice (measured in docs/BENCHMARKS.md, "Music under the narration"). The
 * voice's presence, not its loudness, drives it: the sidechain is the voice boosted 30 dB and hard-clipped
 * (any speech reads as full scale, so a quiet or loud narration ducks the same depth), widened by 60 ms
 * ahead (the bed is down before the first consonant) and held 150 ms behind (the gaps between words do not
 * let the music pump back). The music is split into three bands; under speech the bands outside the voice
 * drop about 14 dB and the speech band (1-4 kHz, where music masks consonants) about 23 dB: the bed
 * sits about 26 dB under the voice, heard but out of the words' way. Between
 * sentences each band comes back at about 60 dB/s (release 300 ms), so the bed is heard in every pause.
 */
const DUCK = {
  aheadS: 0.06,
  holdMs: 150,
  boostDb: 30,
  crossoverHz: [1000, 4000],
  /** Thresholds on the clipped sidechain (about -2 dBFS RMS while speaking), ratio 20: the duck depths. */
  threshold: { outside: 0.15, speechBand: 0.05 },
  compressor: "ratio=20:attack=5:release=300:knee=2",
};

/** Voice over music: the music looped to length, at its volume, and ducked while the voice speaks. */
export function mixArgs(o: {
  voice: string;
  music: string | null;
  volume: number;
  durationS: number;
  out: string;
  /** Also write the ducked music alone here (what the bed does under the voice; benches and tests). */
  bedOut?: string;
}): string[] {
  if (!o.music) {
    return [
      "-i",
      o.voice,
      "-af",
      "aformat=channel_layouts=stereo",
      "-ar",
      "48000",
      "-c:a",
      "pcm_s16le",
      o.out,
    ];
  }
  const d = o.durationS.toFixed(3);
  const duck = (band: string, key: string, threshold: number) =>
    `[${band}][${key}]sidechaincompress=threshold=${threshold}:${DUCK.compressor}[${band}d]`;
  const graph = [
    `[1:a]aresample=48000,aformat=channel_layouts=stereo,volume=${musicGain(o.volume).toFixed(3)},atrim=duration=${d},afade=t=out:st=${Math.max(0, o.durationS - 1).toFixed(3)}:d=1,acrossover=split=${DUCK.crossoverHz.join(" ")}[lo][mid][hi]`,
    "[0:a]aformat=channel_layouts=stereo,asplit=4[v][now][early][late]",
    `[early]atrim=start=${DUCK.aheadS},asetpts=PTS-STARTPTS[ahead]`,
    `[late]adelay=delays=${DUCK.holdMs}:all=1[held]`,
    `[ahead][now][held]amix=inputs=3:duration=longest:normalize=0,volume=${DUCK.boostDb}dB,asoftclip=type=hard,asplit=3[k1][k2][k3]`,
    duck("lo", "k1", DUCK.threshold.outside),
    duck("mid", "k2", DUCK.threshold.speechBand),
    duck("hi", "k3", DUCK.threshold.outside),
    `[lod][midd][hid]amix=inputs=3:normalize=0${o.bedOut ? ",asplit=2[ducked][bed]" : "[ducked]"}`,
    `[v][ducked]amix=inputs=2:duration=longest:normalize=0,atrim=duration=${d}[mix]`,
  ].join(";");
  const pcm = ["-ar", "48000", "-c:a", "pcm_s16le"];
  return [
    ...["-i", o.voice, "-stream_loop", "-1", "-i", o.music],
    ...["-filter_complex", graph, "-map", "[mix]", ...pcm, o.out],
    ...(o.bedOut ? ["-map", "[bed]", ...pcm, o.bedOut] : []),
  ];
}

/** Integrated loudness and true peak of the mix (EBU R128), for the one gain that brings it to -14 LUFS. */
export function loudnessMeasureArgs(input: string): string[] {
  return ["-i", input, "-af", "ebur128=peak=true", "-f", "null", "-"];
}

export interface LoudnessMeasure {
  /** Integrated loudness, LUFS. */
  i: number;
  /** True peak, dBFS. */
  peak: number;
}

/** The summary ebur128 prints at the end: the last "I:" and "Peak:" lines. */
export function parseLoudness(stderr: string): LoudnessMeasure | null {
  const last = (re: RegExp) => {
    let v: number | null = null;
    for (let m = re.exec(stderr); m; m = re.exec(stderr)) v = Number(m[1]);
    return v;
  };
  const i = last(/I:\s+(-?[\d.]+) LUFS/g);
  const peak = last(/Peak:\s+(-?[\d.]+) dBFS/g);
  return i !== null && Number.isFinite(i) && i > -70 ? { i, peak: peak ?? 0 } : null;
}

/**
 * The second pass, straight to AAC: the whole mix moves by one gain to -14 LUFS, and a look-ahead limiter
 * (delay compensated, so the sound stays in sync) holds the peaks under -2 dBFS where the gain would push
 * speech peaks over. Measured on our mixes: -14.0 LUFS out, at half the CPU of loudnorm's two passes.
 */
export function loudnessApplyArgs(input: string, m: LoudnessMeasure | null, out: string): string[] {
  const gain = m ? Math.max(-20, Math.min(20, TARGET_LUFS - m.i)) : 0;
  return [
    ...["-i", input, "-vn"],
    ...["-af", `volume=${gain.toFixed(2)}dB,alimiter=limit=0.79:level=false:latency=true`],
    ...AAC,
    ...["-f", "mp4", out],
  ];
}

/** The cuts of a video whose style is not known (compositions from before styles chose their own). */
const DEFAULT_TRANSITIONS = ["fade", "smoothleft", "fadeblack", "slideup", "circleopen", "smoothup"];

/**
 * Pan directions (start → end, as fractions of the spare margin) for a gentle Ken Burns move: the frame
 * layout's, which the scene composer keeps the captions and presenter clear for.
 */
const pans = PANS;

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

/**
 * One scene: decoded and scaled once to a little more than the frame (yuv420p), repeated, panned across by
 * crop (`exact`, so the window moves by single pixels). Timestamps are whole frames at 30 fps. The pan runs
 * over `frames`; a part of a split composition starts `offset` frames in and makes `count` of them.
 */
export function sceneFilter(
  input: number,
  lengthS: number,
  width: number,
  height: number,
  index: number,
  frames = Math.max(1, Math.round(lengthS * FPS)),
  offset = 0,
  count = frames - offset,
  move?: CameraMove,
): string {
  const pw = even(width * (move?.zoom ?? PAN_ZOOM));
  const ph = even(height * (move?.zoom ?? PAN_ZOOM));
  const [x0, y0, x1, y1] = move?.pan ?? pans[index % pans.length] ?? [0, 0.5, 1, 0.5];
  const p = offset > 0 ? `((n+${offset})/${frames})` : `(n/${frames})`;
  const x = `(iw-ow)*(${x0}+(${x1 - x0})*${p})`;
  const y = `(ih-oh)*(${y0}+(${y1 - y0})*${p})`;
  return [
    `[${input}:v]scale=${pw}:${ph}:force_original_aspect_ratio=increase:flags=lanczos`,
    `crop=${pw}:${ph}`,
    "format=yuv420p",
    "setsar=1",
    `loop=loop=${Math.max(1, count) - 1}:size=1:start=0`,
    `settb=1/${FPS}`,
    "setpts=N",
    `crop=${width}:${height}:exact=1:x='${x}':y='${y}'[s${index}]`,
  ].join(",");
}

/**
 * An illustrated scene in two layers with parallax (scene-motion.ts): the backdrop, far away, and the
 * elements, near, over it. Its inputs, from `input` on: the finished picture, the patch that takes every
 * element out of it (the backdrop alone), and each element's own pixels. The backdrop is decoded and scaled
 * once, repeated like a still and panned by BACKDROP_TRAVEL of the camera's move; the elements' layer is a
 * transparent canvas the size of their boxes (with room for an entrance's overshoot) that moves with the
 * whole camera move, laid over the backdrop each frame: the near layer slides past the far one. Each state
 * of the layer (the elements entered so far, back to front) is built once and repeated; between two
 * states, the entrance: the earlier state repeated for a few frames with the entering element laid over
 * it, one small scaled, faded and shifted copy a frame. A range's part is cut from the whole afterwards.
 */
export function entranceSceneFilter(
  input: number,
  e: SceneEntrances,
  width: number,
  height: number,
  index: number,
  frames: number,
  offset = 0,
  count = frames - offset,
  move?: CameraMove,
): string {
  const pw = even(width * (move?.zoom ?? PAN_ZOOM));
  const ph = even(height * (move?.zoom ?? PAN_ZOOM));
  const sx = pw / width;
  const sy = ph / height;
  const pan = move?.pan ?? PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const L = (name: string) => `m${index}${name}`;
  // Entrance groups, in time: elements whose words start on the same frame enter together.
  const starts = [
    ...new Set(e.elements.map((el) => el.frame).filter((f): f is number => f !== null && f > 0)),
  ]
    .filter((f) => f < frames)
    .sort((a, b) => a - b);
  const groupOf = e.elements.map((el) => (el.frame === null ? 0 : starts.indexOf(el.frame) + 1));
  const G = starts.length;
  const steps = entranceSteps(e.kind);
  // An entrance cut short by the next one is played faster, so that it still ends at rest.
  const lengths = starts.map((f, g) => Math.max(1, Math.min(steps.length, (starts[g + 1] ?? frames) - f)));
  const grow = Math.max(1, ...steps.map((t) => t.scale));
  const drop = Math.max(0, ...steps.map((t) => t.drop));
  // Each element in the camera's picture, with the room its entrance needs around it.
  const sized = e.elements.map((el, m) => {
    const w = Math.max(2, Math.round(el.box.w * sx));
    const h = Math.max(2, Math.round(el.box.h * sy));
    const enters = (groupOf[m] ?? 0) > 0;
    return {
      x: Math.round(el.box.x * sx),
      y: Math.round(el.box.y * sy),
      w,
      h,
      mx: enters ? Math.ceil((w * (grow - 1)) / 2) + 2 : 0,
      my: enters ? Math.ceil(Math.max((h * (grow - 1)) / 2, drop * h)) + 2 : 0,
    };
  });
  // The layer's canvas, at even picture coordinates (yuv420 overlays place at even pixels).
  const floorEven = (v: number) => Math.floor(v / 2) * 2;
  const cx = floorEven(Math.min(...sized.map((b) => b.x - b.mx)));
  const cy = floorEven(Math.min(...sized.map((b) => b.y - b.my)));
  const cw = even(Math.max(...sized.map((b) => b.x + b.w + b.mx)) - cx + 1);
  const ch = even(Math.max(...sized.map((b) => b.y + b.h + b.my)) - cy + 1);
  const g: string[] = [];
  const labels = (name: string, n: number) =>
    Array.from({ length: n }, (_, k) => `[${L(`${name}_${k}`)}]`).join("");
  // Each element scaled once, for the states from its group on and for each frame of its entrance.
  e.elements.forEach((_, m) => {
    const group = groupOf[m] ?? 0;
    const uses = G + 1 - group + (group > 0 ? (lengths[group - 1] ?? 1) : 0);
    const { w, h } = sized[m] as (typeof sized)[number];
    g.push(
      `[${input + 2 + m}:v]scale=${w}:${h}:flags=lanczos,format=yuva420p,setsar=1,split=${uses}${labels(`q${m}`, uses)}`,
    );
  });
  const taken = e.elements.map(() => 0);
  const sprite = (m: number) => {
    const k = taken[m] ?? 0;
    taken[m] = k + 1;
    return L(`q${m}_${k}`);
  };
  // The backdrop: every element taken out of the picture by the patch (at the picture's own pixels, so
  // that the patch's edges meet exactly), scaled once for the camera, repeated and panned over less of the
  // move than the elements are.
  const back = backdropPan(pan);
  g.push(
    [
      `[${input}:v][${input + 1}:v]overlay=x=${Math.round(e.before.x)}:y=${Math.round(e.before.y)}:format=rgb`,
      `scale=${pw}:${ph}:force_original_aspect_ratio=increase:flags=lanczos`,
      `crop=${pw}:${ph}`,
      "format=yuv420p",
      "setsar=1",
      `loop=loop=${Math.max(1, frames) - 1}:size=1:start=0`,
      `settb=1/${FPS}`,
      "setpts=N",
      `crop=${width}:${height}:exact=1:x='${panExpr("iw-ow", back[0], back[2], frames)}':y='${panExpr("ih-oh", back[1], back[3], frames)}'`,
      `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
      ...declaredAsStill(L("back")),
    ].join(","),
    `color=c=black@0:s=${cw}x${ch}:r=${FPS},format=yuva420p,trim=end_frame=1,split=${G + 1}${Array.from({ length: G + 1 }, (_, s) => `[${L(`b${s}`)}]`).join("")}`,
  );
  const segments: string[] = [];
  const stateLength = (s: number) =>
    (starts[s] ?? frames) - (s === 0 ? 0 : (starts[s - 1] ?? 0) + (lengths[s - 1] ?? 0));
  for (let s = 0; s <= G; s++) {
    let last = L(`b${s}`);
    e.elements.forEach((_, m) => {
      if ((groupOf[m] ?? 0) > s) return;
      const next = L(`st${s}_${m}`);
      const at = sized[m] as (typeof sized)[number];
      g.push(`[${last}][${sprite(m)}]overlay=x=${at.x - cx}:y=${at.y - cy}:format=yuv420[${next}]`);
      last = next;
    });
    const len = stateLength(s);
    const outs = [len > 0 ? L(`s${s}`) : "", s < G ? L(`bg${s + 1}`) : ""].filter(Boolean);
    g.push(`[${last}]split=${outs.length}${outs.map((o) => `[${o}]`).join("")}`);
    if (s > 0) segments.push(entranceOf(s));
    if (len > 0) {
      g.push(`[${L(`s${s}`)}]loop=loop=${len - 1}:size=1:start=0,settb=1/${FPS},setpts=N[${L(`l${s}`)}]`);
      segments.push(L(`l${s}`));
    }
  }
  /** The entrance into state s: state s-1 repeated, each entering element laid over it frame by frame. */
  function entranceOf(s: number): string {
    const n = lengths[s - 1] ?? 1;
    const picked = Array.from(
      { length: n },
      (_, j) => steps[Math.round(((j + 1) * steps.length) / n) - 1] as EntranceStep,
    );
    let bg = L(`e${s}`);
    g.push(`[${L(`bg${s}`)}]loop=loop=${n - 1}:size=1:start=0,settb=1/${FPS},setpts=N[${bg}]`);
    e.elements.forEach((_, m) => {
      if ((groupOf[m] ?? 0) !== s) return;
      const { x, y, w: sw, h: sh, mx, my } = sized[m] as (typeof sized)[number];
      const frameLabels = picked.map((t, j) => {
        const w = Math.max(2, Math.round(sw * t.scale));
        const h = Math.max(2, Math.round(sh * t.scale));
        const px = mx + Math.round((sw - w) / 2);
        const py = my + Math.round((sh - h) / 2 + t.drop * sh);
        const out = L(`a${m}_${j}`);
        const resize = w === sw && h === sh ? "" : `scale=${w}:${h}:flags=bilinear,setsar=1,`;
        const fade = t.alpha < 1 ? `lut=a='val*${t.alpha.toFixed(3)}',` : "";
        g.push(
          `[${sprite(m)}]${resize}${fade}pad=${sw + 2 * mx}:${sh + 2 * my}:${px}:${py}:color=black@0[${out}]`,
        );
        return `[${out}]`;
      });
      const anim = L(`an${m}`);
      g.push(`${frameLabels.join("")}concat=n=${n}:v=1:a=0,format=yuva420p,settb=1/${FPS},setpts=N[${anim}]`);
      const next = L(`e${s}_${m}`);
      g.push(`[${bg}][${anim}]overlay=x=${x - mx - cx}:y=${y - my - cy}:format=yuv420[${next}]`);
      bg = next;
    });
    return bg;
  }
  // The elements' layer rides the whole camera move: at frame n it sits where the camera's window has
  // carried its place in the picture.
  const [x0, y0, x1, y1] = pan;
  // The layer is laid over the backdrop after the range is cut and the stream declared a still's (so the
  // frame the overlay writes is the only reference to it, and the presenter's and captions' overlays
  // downstream write into it without another copy): n counts from the range's start.
  const at = (n: string) => (offset > 0 ? `(${n}+${offset})` : n);
  const nearX = `${cx}-${panExpr(String(pw - width), x0, x1, frames).replace("(n/", `(${at("n")}/`)}`;
  const nearY = `${cy}-${panExpr(String(ph - height), y0, y1, frames).replace("(n/", `(${at("n")}/`)}`;
  g.push(
    [
      `${segments.map((l) => `[${l}]`).join("")}concat=n=${segments.length}:v=1:a=0`,
      `settb=1/${FPS}`,
      "setpts=N",
      `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
      `setpts=N[${L("near")}]`,
    ].join(","),
    `[${L("back")}][${L("near")}]overlay=eval=frame:format=yuv420:x='${nearX}':y='${nearY}'[s${index}]`,
  );
  return g.join(";");
}

/** A pan's position at frame n of `frames`, from a to b of the spare margin `span` (a filter expression). */
const panExpr = (span: string, a: number, b: number, frames: number) =>
  `(${span})*(${a}+(${b - a})*(n/${frames}))`;

/** The backdrop's pan: the camera's, shrunk about its middle by BACKDROP_TRAVEL (the far layer moves less). */
export function backdropPan(pan: readonly [number, number, number, number]) {
  const [x0, y0, x1, y1] = pan;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const k = BACKDROP_TRAVEL;
  return [mx + k * (x0 - mx), my + k * (y0 - my), mx + k * (x1 - mx), my + k * (y1 - my)] as const;
}

/** The frame rate ffmpeg's image input declares for a still (its default), which xfade compares. */
const STILL_INPUT_RATE = 25;

/**
 * The last steps of a still's stream, labelled `label`: declared at the stills' input rate like a clip's
 * (xfade compares them), timed 1/30 like a still's.
 */
const declaredAsStill = (label: string) => [
  `settb=1/${STILL_INPUT_RATE}`,
  "setpts=N",
  `fps=${STILL_INPUT_RATE}`,
  `settb=1/${FPS}`,
  `setpts=N[${label}]`,
];

/**
 * A stock video scene (render/stock-scenes.ts): the clip, looped by its input (`-stream_loop -1`), at 30 fps,
 * scaled to cover the frame and centre-cropped to it (no bars), from frame `offset` for `count` frames. It
 * moves by itself, so no pan.
 */
export function clipSceneFilter(
  input: number,
  width: number,
  height: number,
  index: number,
  frames: number,
  offset = 0,
  count = frames - offset,
): string {
  return [
    `[${input}:v]fps=${FPS}`,
    `scale=${width}:${height}:force_original_aspect_ratio=increase`,
    `crop=${width}:${height}`,
    "format=yuv420p",
    "setsar=1",
    `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
    // xfade wants both sides to declare one frame rate, and a still's stream declares its image input's
    // 25 (its frames are timed 1/30 by setpts all the same): the clip's frames are respaced to 1/25 so that
    // `fps` declares 25 without adding or dropping any, then timed 1/30 like the stills'.
    ...declaredAsStill(`s${index}`),
  ].join(",");
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

/**
 * The scenes joined: each scene's panned stream is split into its transition head, its body and its
 * transition tail; xfade blends only each tail with the next head, and concat joins bodies and blends.
 * With a range (whose ends lie in scene bodies, splitFrame), only the frames of that range are made: the
 * first scene starts part-way through its pan, the last one stops part-way.
 */
export function scenesGraph(
  c: Pick<
    CompositionInput,
    "images" | "durationsMs" | "width" | "height" | "clips" | "entrances" | "transitions" | "cameras"
  >,
  range?: FrameRange,
) {
  const { slotsF, transF, streamF, outStartF, outF } = scenePlan(c.durationsMs);
  const { fromF, toF } = range ?? { fromF: 0, toF: outF };
  const included = c.images
    .map((_, i) => i)
    .filter((i) => (outStartF[i] ?? 0) < toF && (outStartF[i] ?? 0) + (slotsF[i] ?? 0) > fromF);
  const first = included[0] ?? 0;
  const last = included.at(-1) ?? 0;
  const graph: string[] = [];
  const order: string[] = [];
  /** The scenes' inputs (-i ...), in the order the graph numbers them. */
  const inputs: string[] = [];
  included.forEach((i) => {
    const input = inputs.filter((a) => a === "-i").length;
    const clip = c.clips?.[i];
    const entrances = clip ? null : (c.entrances?.[i] ?? null);
    const move = c.cameras?.[i] ?? undefined;
    const start = outStartF[i] ?? 0;
    const slot = slotsF[i] ?? 2;
    const offset = i === first ? Math.max(0, fromF - start) : 0;
    const end = i === last ? Math.min(slot, toF - start) : slot;
    const head = i > first ? (transF[i - 1] ?? 0) : 0;
    const tail = i < last ? (transF[i] ?? 1) : 0;
    const made = (tail ? slot + tail : end) - offset;
    if (clip) {
      inputs.push("-stream_loop", "-1", "-i", clip);
      graph.push(clipSceneFilter(input, c.width, c.height, i, streamF[i] ?? made, offset, made));
    } else if (entrances && entrances.elements.length > 0) {
      inputs.push("-i", c.images[i] ?? "", "-i", entrances.before.path);
      for (const el of entrances.elements) inputs.push("-i", el.path);
      graph.push(
        entranceSceneFilter(input, entrances, c.width, c.height, i, streamF[i] ?? made, offset, made, move),
      );
    } else {
      inputs.push("-i", c.images[i] ?? "");
      graph.push(sceneFilter(input, 0, c.width, c.height, i, streamF[i], offset, made, move));
    }
    if (included.length === 1) return;
    // Cut in consecutive parts (segment hands each frame on, where split would share it with every part
    // and leave it read-only for the overlays downstream, which would then copy it).
    const parts = [head ? `h${i}` : "", `b${i}`, tail ? `t${i}` : ""].filter(Boolean);
    const cuts = [head || null, tail ? slot - offset : null].filter((f): f is number => f !== null);
    graph.push(
      `[s${i}]${cuts.length > 0 ? `segment=frames=${cuts.join("|")}` : "null"}${parts.map((p) => `[${p}r]`).join("")}`,
      ...parts.map((p) => `[${p}r]setpts=PTS-STARTPTS[${p}]`),
    );
    order.push(`[b${i}]`);
    if (tail) order.push(`[x${i}]`);
  });
  if (included.length === 1) return { graph, label: `s${first}`, frames: toF - fromF, included, inputs };
  const transitions = c.transitions?.length ? c.transitions : DEFAULT_TRANSITIONS;
  for (const i of included.slice(0, -1)) {
    const t = transitions[i % transitions.length];
    const d = ((transF[i] ?? 1) / FPS).toFixed(4);
    graph.push(`[t${i}][h${i + 1}]xfade=transition=${t}:duration=${d}:offset=0[x${i}]`);
  }
  graph.push(`${order.join("")}concat=n=${order.length}:v=1:a=0[scenes]`);
  return { graph, label: "scenes", frames: toF - fromF, included, inputs };
}

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
}

/** The layer of an avatar, the bubble where no presenter layout's geometry is given. */
function presenterLayerOf(a: AvatarLayer): PresenterLayerInput {
  const ring = Math.round(a.size * RING_SHARE);
  const geometry: PresenterGeometry = a.geometry ?? {
    layout: "corner",
    x: a.x,
    y: a.y,
    w: a.size,
    h: a.size,
    box: { x: a.x - ring, y: a.y - ring, w: a.size + 2 * ring, h: a.size + 2 * ring },
  };
  return { listPath: a.listPath, maskPath: a.maskPath, ringPath: a.ringPath, geometry, cutaways: a.cutaways };
}

/**
 * A scene whose elements enter on their words: the patch that takes every entering element out of the
 * scene's picture (at x, y), and each element's pixels (an RGBA PNG of its box, back to front) with the
 * frame of the scene's stream it enters on (null: there from the start).
 */
export interface SceneEntrances {
  kind: EntranceKind;
  before: { path: string; x: number; y: number };
  elements: { path: string; box: { x: number; y: number; w: number; h: number }; frame: number | null }[];
}

export interface CompositionInput {
  images: string[];
  /** Per scene, its elements' entrances (null or absent: the picture as it is, for the whole scene). */
  entrances?: (SceneEntrances | null)[];
  /** The xfade transitions taken in turn between scenes (the style's, scene-motion.ts). */
  transitions?: string[];
  /** Stock video per scene (null: the scene is its still in `images`); absent: every scene is a still. */
  clips?: (string | null)[];
  /** A storyboard's camera per scene (null: the usual pan by the scene's place); clips do not pan. */
  cameras?: (CameraMove | null)[];
  durationsMs: number[];
  width: number;
  height: number;
  /** The mixed, normalised audio; null for a video-only file (the audio is muxed in afterwards). */
  audioPath: string | null;
  assPath: string | null;
  fontsDir?: string;
  avatar: AvatarLayer | null;
  /** The captions' emoji accents: an ffconcat list of square frames, drawn at (x, y). */
  emoji?: { listPath: string; x: number; y: number } | null;
  /** The output file; with `segments`, its name pattern (`%d`: the part's number). */
  out: string;
  /** Several consecutive parts made in one run (segmentOutputArgs); absent: one file. */
  segments?: PartSegments;
}

/** Where a run of consecutive parts is cut into their files: each part's first frame in the run. */
export interface PartSegments {
  /** The first frame of every part after the first, counted from the run's first frame. */
  cutsF: number[];
  /** The number of the run's first part in the output pattern. */
  firstNumber: number;
}

/**
 * The output of a run of consecutive parts: a key frame forced on each part's first frame and the stream
 * cut there, copied, into one file per part (numbered from `firstNumber`), so that each part file can be
 * joined to parts composed on their own (same encoder settings; each starts on a key frame at time zero).
 */
export function segmentOutputArgs(pattern: string, s: PartSegments): string[] {
  return [
    ...["-force_key_frames", `expr:${s.cutsF.map((f) => `eq(n,${f})`).join("+")}`],
    ...["-f", "segment", "-segment_frames", s.cutsF.join(","), "-segment_format", "mp4"],
    ...["-segment_format_options", "movflags=+faststart", "-reset_timestamps", "1"],
    ...["-segment_start_number", String(s.firstNumber), pattern],
  ];
}

/** Escapes a path for use inside a filter graph option. */
export const filterPath = (p: string) => p.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/:/g, "\\:");

/**
 * The composition's ffmpeg command. With a range, the command makes only those frames: the frames keep
 * their times on the whole video's timeline (so the captions, the avatar's sway and its mouth list line
 * up) and start at zero in the file, which is joined to the other part's afterwards.
 */
export function compositionArgs(c: CompositionInput, range?: FrameRange): string[] {
  const { totalS } = timeline(c.durationsMs);
  const scenes = scenesGraph(c, range);
  const args: string[] = [...scenes.inputs];
  const fromF = range?.fromF ?? 0;
  let next = args.filter((a) => a === "-i").length;
  const audioIndex = c.audioPath ? next++ : -1;
  if (c.audioPath) args.push("-i", c.audioPath);
  const graph = scenes.graph;
  let last = scenes.label;
  if (fromF > 0) {
    graph.push(`[${last}]settb=1/${FPS},setpts=N+${fromF}[shifted]`);
    last = "shifted";
  }
  if (c.avatar) {
    // The presenter is drawn in this same pass from its mouth-frame list: no separate clip to encode. The
    // mask and the ring are decoded once and repeated; the overlays blend only the presenter's own box.
    const layer = presenterLayerGraph(presenterLayerOf(c.avatar), next, fromF, FPS, last);
    args.push(...layer.inputs);
    graph.push(...layer.graph);
    last = layer.label;
  }
  if (c.emoji) {
    // One small overlay for the whole video: the list holds a blank frame while no accent shows.
    const input = args.filter((a) => a === "-i").length;
    args.push("-f", "concat", "-safe", "0", "-i", c.emoji.listPath);
    const shift = fromF > 0 ? `,settb=1/${FPS},setpts=N+${fromF}` : "";
    graph.push(
      `[${input}:v]fps=${FPS}${shift},format=yuva420p[emo]`,
      `[${last}][emo]overlay=x=${c.emoji.x}:y=${c.emoji.y}:eof_action=pass:format=yuv420[emoji]`,
    );
    last = "emoji";
  }
  if (c.assPath) {
    const fonts = c.fontsDir ? `:fontsdir='${filterPath(c.fontsDir)}'` : "";
    // The `ass` filter with complex shaping (HarfBuzz): the `subtitles` filter shapes simply, which puts
    // Indic vowel signs in the wrong place (Tamil நோ drawn as ந ோ).
    graph.push(`[${last}]ass=filename='${filterPath(c.assPath)}':shaping=complex${fonts}[subs]`);
    last = "subs";
  }
  const frames = scenes.frames;
  graph.push(
    range
      ? `[${last}]setpts=PTS-STARTPTS,trim=end_frame=${frames}[vout]`
      : `[${last}]trim=duration=${totalS.toFixed(3)}[vout]`,
  );
  return [
    ...args,
    ...["-filter_complex", graph.join(";"), "-map", "[vout]"],
    ...(c.audioPath ? ["-map", `${audioIndex}:a`, ...AAC] : ["-an"]),
    ...X264,
    ...["-r", String(FPS), "-g", String(FPS * 2)],
    ...(range ? ["-frames:v", String(frames)] : ["-t", totalS.toFixed(3)]),
    ...(c.segments ? segmentOutputArgs(c.out, c.segments) : ["-movflags", "+faststart", c.out]),
  ];
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

/**
 * The composed video and its audio in one file, both copied, moov first for streaming. The video may be an
 * ffconcat list of the parts of a split composition (same encoder settings, so they join without re-encoding).
 */
export function muxArgs(
  video: string,
  audio: string,
  durationS: number,
  out: string,
  videoIsList = false,
): string[] {
  return [
    ...(videoIsList ? ["-f", "concat", "-safe", "0"] : []),
    ...["-i", video, "-i", audio, "-map", "0:v:0", "-map", "1:a:0", "-c", "copy"],
    ...["-t", durationS.toFixed(3), "-movflags", "+faststart", out],
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

/** A still frame for the thumbnail, from a second into the video (or its middle when shorter). */
export function thumbnailArgs(video: string, atS: number, width: number, out: string): string[] {
  return [
    "-ss",
    atS.toFixed(2),
    "-i",
    video,
    "-frames:v",
    "1",
    "-vf",
    `scale=${even(width)}:-2`,
    "-q:v",
    "3",
    out,
  ];
}

/**
 * The floor for benchmarks: one still of the same size, decoded and scaled once and repeated, with the same
 * encoder settings as the composition; no motion, transitions, avatar or captions.
 */
export function plainEncodeArgs(
  image: string,
  width: number,
  height: number,
  durationS: number,
  out: string,
): string[] {
  const frames = Math.max(1, Math.round(durationS * FPS));
  return [
    ...["-i", image, "-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo"],
    "-filter_complex",
    `[0:v]scale=${width}:${height},format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N[v]`,
    ...["-map", "[v]", "-map", "1:a", "-t", durationS.toFixed(3)],
    ...X264,
    ...["-r", String(FPS), "-g", String(FPS * 2)],
    ...AAC,
    ...["-movflags", "+faststart", out],
  ];
}

import { idleMotionFilter } from "./talking-avatar";

/**
 * Pure builders of the ffmpeg argument lists of a render (unit-tested as lists). The running of them is
 * in compose.ts. The filter graph is built for speed: each still is scaled once, repeated with `loop`
 * (no per-frame decoding or resampling) and panned with `crop` (a pointer move), so the encoder is most of
 * the cost; xfade runs only during transitions.
 */
export const FPS = 30;
export const TRANSITION_S = 0.4;
export const TARGET_LUFS = -14;
const X264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "21", "-pix_fmt", "yuv420p"];
const AAC = ["-c:a", "aac", "-b:a", "160k", "-ar", "48000", "-ac", "2"];

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

/** Voice over music: the music looped to length, at its volume, and ducked while the voice speaks. */
export function mixArgs(o: {
  voice: string;
  music: string | null;
  volume: number;
  durationS: number;
  out: string;
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
  const graph = [
    `[1:a]aresample=48000,aformat=channel_layouts=stereo,volume=${musicGain(o.volume).toFixed(3)},atrim=duration=${d},afade=t=out:st=${Math.max(0, o.durationS - 1).toFixed(3)}:d=1[m]`,
    "[0:a]aformat=channel_layouts=stereo,asplit=2[v1][v2]",
    "[m][v2]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400[ducked]",
    "[v1][ducked]amix=inputs=2:duration=first:normalize=0[mix]",
  ].join(";");
  return [
    ...["-i", o.voice, "-stream_loop", "-1", "-i", o.music],
    ...["-filter_complex", graph, "-map", "[mix]", "-ar", "48000", "-c:a", "pcm_s16le", o.out],
  ];
}

export const LOUDNORM = `loudnorm=I=${TARGET_LUFS}:TP=-1.5:LRA=11`;

export function loudnormMeasureArgs(input: string): string[] {
  return ["-i", input, "-af", `${LOUDNORM}:print_format=json`, "-f", "null", "-"];
}

export interface LoudnormMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** The JSON block loudnorm prints at the end of the measuring pass. */
export function parseLoudnorm(stderr: string): LoudnormMeasure | null {
  const start = stderr.lastIndexOf("{");
  const end = stderr.lastIndexOf("}");
  if (start < 0 || end < start) return null;
  try {
    const j = JSON.parse(stderr.slice(start, end + 1)) as LoudnormMeasure;
    return Number.isFinite(Number(j.input_i)) ? j : null;
  } catch {
    return null;
  }
}

/** The second, linear pass: the whole mix moves by one gain to -14 LUFS. */
export function loudnormApplyArgs(input: string, m: LoudnormMeasure | null, out: string): string[] {
  const filter = m
    ? `${LOUDNORM}:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`
    : LOUDNORM;
  return [
    "-i",
    input,
    "-af",
    `${filter},aresample=48000`,
    "-ar",
    "48000",
    "-ac",
    "2",
    "-c:a",
    "pcm_s16le",
    out,
  ];
}

const transitions = ["fade", "smoothleft", "fadeblack", "slideup", "circleopen", "smoothup"];

/** Pan directions (start → end, as fractions of the spare margin) for a gentle Ken Burns move. */
const pans: [number, number, number, number][] = [
  [0, 0.5, 1, 0.5],
  [0.5, 1, 0.5, 0],
  [1, 0, 0, 1],
  [0.5, 0, 0.5, 1],
  [0, 1, 1, 0],
];

/** One scene: scaled once to a little more than the frame, repeated, panned across by crop. */
export function sceneFilter(
  input: number,
  lengthS: number,
  width: number,
  height: number,
  index: number,
): string {
  const pw = even(width * 1.12);
  const ph = even(height * 1.12);
  const frames = Math.max(1, Math.round(lengthS * FPS));
  const [x0, y0, x1, y1] = pans[index % pans.length] ?? [0, 0.5, 1, 0.5];
  const p = `(n/${frames})`;
  const x = `(iw-ow)*(${x0}+(${x1 - x0})*${p})`;
  const y = `(ih-oh)*(${y0}+(${y1 - y0})*${p})`;
  return [
    `[${input}:v]scale=${pw}:${ph}:force_original_aspect_ratio=increase:flags=lanczos`,
    `crop=${pw}:${ph}`,
    "format=yuv444p",
    "setsar=1",
    `loop=loop=${frames - 1}:size=1:start=0`,
    `setpts=N/${FPS}/TB`,
    `crop=${width}:${height}:x='${x}':y='${y}'[s${index}]`,
  ].join(",");
}

export interface AvatarLayer {
  /** ffconcat list of mouth frames per run of video frames (talking-avatar.ts). */
  listPath: string;
  /** Where the face is in the frames, as a fraction of their height. */
  faceY?: number;
  maskPath: string;
  ringPath: string;
  size: number;
  x: number;
  y: number;
}

export interface CompositionInput {
  images: string[];
  durationsMs: number[];
  width: number;
  height: number;
  audioPath: string;
  assPath: string | null;
  fontsDir?: string;
  avatar: AvatarLayer | null;
  out: string;
}

/** Escapes a path for use inside a filter graph option. */
export const filterPath = (p: string) => p.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/:/g, "\\:");

export function compositionArgs(c: CompositionInput): string[] {
  const { lengthsS, offsetsS, totalS } = timeline(c.durationsMs);
  const args: string[] = [];
  for (const img of c.images) args.push("-i", img);
  const audioIndex = c.images.length;
  args.push("-i", c.audioPath);
  const graph: string[] = c.images.map((_, i) => sceneFilter(i, lengthsS[i] ?? 1, c.width, c.height, i));
  let last = "s0";
  for (let i = 1; i < c.images.length; i++) {
    const t = transitions[(i - 1) % transitions.length];
    graph.push(
      `[${last}][s${i}]xfade=transition=${t}:duration=${TRANSITION_S}:offset=${(offsetsS[i - 1] ?? 0).toFixed(3)}[x${i}]`,
    );
    last = `x${i}`;
  }
  if (c.avatar) {
    const a = c.avatar;
    const base = audioIndex + 1;
    // The presenter is drawn in this same pass from its mouth-frame list: no separate clip to encode.
    args.push(
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      a.listPath,
      "-loop",
      "1",
      "-i",
      a.maskPath,
      "-loop",
      "1",
      "-i",
      a.ringPath,
    );
    graph.push(
      `[${base}:v]${idleMotionFilter(a.size, a.size, FPS, a.faceY)},format=yuva444p[av]`,
      `[${base + 1}:v]scale=${a.size}:${a.size},format=gray[mask]`,
      "[av][mask]alphamerge[avm]",
      `[${last}][avm]overlay=x=${a.x}:y=${a.y}:shortest=0:eof_action=pass:format=yuv444[withav]`,
      `[${base + 2}:v]format=yuva444p[ring]`,
      `[withav][ring]overlay=x=${a.x - Math.round(a.size * 0.04)}:y=${a.y - Math.round(a.size * 0.04)}:shortest=0:eof_action=pass:format=yuv444[ringed]`,
    );
    last = "ringed";
  }
  if (c.assPath) {
    const fonts = c.fontsDir ? `:fontsdir='${filterPath(c.fontsDir)}'` : "";
    // The `ass` filter with complex shaping (HarfBuzz): the `subtitles` filter shapes simply, which puts
    // Indic vowel signs in the wrong place (Tamil நோ drawn as ந ோ).
    graph.push(`[${last}]ass=filename='${filterPath(c.assPath)}':shaping=complex${fonts}[subs]`);
    last = "subs";
  }
  graph.push(`[${last}]format=yuv420p,trim=duration=${totalS.toFixed(3)}[vout]`);
  return [
    ...args,
    ...["-filter_complex", graph.join(";"), "-map", "[vout]", "-map", `${audioIndex}:a`],
    ...X264,
    ...["-r", String(FPS), "-g", String(FPS * 2)],
    ...AAC,
    ...["-t", totalS.toFixed(3), "-movflags", "+faststart", c.out],
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

/** The floor for benchmarks: one still, same size and encoder settings, no composition. */
export function plainEncodeArgs(
  image: string,
  width: number,
  height: number,
  durationS: number,
  out: string,
): string[] {
  return [
    ...[
      "-loop",
      "1",
      "-framerate",
      String(FPS),
      "-i",
      image,
      "-f",
      "lavfi",
      "-i",
      "anullsrc=r=48000:cl=stereo",
    ],
    ...["-vf", `scale=${width}:${height},format=yuv420p`, "-t", durationS.toFixed(3)],
    ...X264,
    ...AAC,
    ...["-movflags", "+faststart", out],
  ];
}

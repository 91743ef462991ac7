import { presenterLayerGraph } from "../presenter-layer";
import { AAC, FPS, filterPath, X264 } from "./encoding";
import { type PartSegments, segmentOutputArgs } from "./output";
import { type AvatarLayer, presenterLayerOf } from "./presenter";
import { type ScenesInput, scenesGraph } from "./scenes-graph";
import { type FrameRange, timeline } from "./timeline";

/**
 * Pure builders of the ffmpeg argument lists of a render (unit-tested as lists). The running of them is
 * in compose.ts. The filter graph is built for speed (docs/RENDERING.md): each still is decoded and scaled
 * once, repeated with `loop` and panned with `crop` (a pointer move); the graph stays in yuv420p, the
 * encoder's format, so nothing is converted per frame; each transition blends only its own 12 frames
 * (xfade copies every frame it passes through, so chained xfades cost the whole timeline once per scene);
 * the avatar's mouth frames are scaled once before the render. The encoder is most of the cost.
 */
export interface CompositionInput extends ScenesInput {
  /** The mixed, normalised audio; null for a video-only file (the audio is muxed in afterwards). */
  audioPath: string | null;
  assPath: string | null;
  fontsDir?: string;
  avatar: AvatarLayer | null;
  /** The captions' emoji accents: an ffconcat list of square frames, drawn at (x, y). */
  emoji?: { listPath: string; x: number; y: number } | null;
  /** A brand template's logo (a PNG at its drawn size, its opacity in its alpha), drawn at (x, y) throughout. */
  logo?: { path: string; x: number; y: number } | null;
  /** The output file; with `segments`, its name pattern (`%d`: the part's number). */
  out: string;
  /** Several consecutive parts made in one run (segmentOutputArgs); absent: one file. */
  segments?: PartSegments;
}

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
  if (c.logo) {
    // One still, decoded once and held: the overlay blends only the logo's own box on each frame.
    const input = args.filter((a) => a === "-i").length;
    args.push("-i", c.logo.path);
    graph.push(
      `[${input}:v]format=yuva420p[logoin]`,
      `[${last}][logoin]overlay=x=${c.logo.x}:y=${c.logo.y}:eof_action=repeat:format=yuv420[logo]`,
    );
    last = "logo";
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

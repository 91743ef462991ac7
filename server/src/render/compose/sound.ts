import { duckingGraph } from "./music";
import { narrationGraph } from "./narration";

/**
 * The narration (48 kHz) on the finished video's timeline: `leadMs` of silence before it (counted in
 * samples, so it starts on the intro's last frame exactly), padded to `totalS`.
 */
export const cardsLead = (leadMs: number, totalS: number) =>
  `adelay=delays=${Math.round(leadMs * 48)}S:all=1,apad=whole_dur=${totalS.toFixed(3)}`;

/**
 * The sound's one ffmpeg run up to its loudness: the scenes' speech joined into the narration (written to
 * `voiceOut`, and at 16 kHz mono raw samples to `mouthOut` for the avatar's mouth), placed after the intro
 * card where there are cards, mixed (ducked under music where there is music; else the narration in
 * stereo) into `mixOut`, and the mix measured (ebur128's summary on stderr, parseLoudness).
 *
 * Every branch is pinned to 16-bit samples where the separate runs read or wrote a 16-bit file, so each
 * output is sample for sample what those runs made (narrationArgs, then mixArgs, then the measure).
 */
export function soundArgs(o: {
  wavs: string[];
  slotsMs: number[];
  voiceOut: string;
  music: string | null;
  volume: number;
  /** The video's length: the mix's, and the narration's with cards. */
  durationS: number;
  /** With intro or end cards: the intro's length, before the narration starts. */
  cards: { leadMs: number } | null;
  mixOut: string;
  mouthOut?: string;
}): string[] {
  const n = o.wavs.length;
  const voiceOuts = ["[voice]", "[v0]", ...(o.mouthOut ? ["[mouth]"] : [])];
  const graph = [
    ...narrationGraph(n, o.slotsMs, "joined"),
    `[joined]aformat=sample_fmts=s16,asplit=${voiceOuts.length}${voiceOuts.join("")}`,
    `[v0]${o.cards ? `${cardsLead(o.cards.leadMs, o.durationS)},aformat=sample_fmts=s16,` : ""}asetnsamples=n=2048:p=0[v1]`,
    ...(o.music
      ? duckingGraph({ voice: "v1", music: `${n}:a`, volume: o.volume, durationS: o.durationS, out: "mixed" })
      : ["[v1]aformat=channel_layouts=stereo[mixed]"]),
    "[mixed]aformat=sample_fmts=s16:sample_rates=48000:channel_layouts=stereo,asplit=2[mix][loud]",
    "[loud]ebur128=peak=true[measured]",
  ];
  return [
    ...o.wavs.flatMap((w) => ["-i", w]),
    ...(o.music ? ["-stream_loop", "-1", "-i", o.music] : []),
    ...["-filter_complex", graph.join(";")],
    ...["-map", "[voice]", "-c:a", "pcm_s16le", o.voiceOut],
    ...["-map", "[mix]", "-ar", "48000", "-c:a", "pcm_s16le", o.mixOut],
    ...["-map", "[measured]", "-f", "null", "-"],
    ...(o.mouthOut ? ["-map", "[mouth]", "-ac", "1", "-ar", "16000", "-f", "s16le", o.mouthOut] : []),
  ];
}

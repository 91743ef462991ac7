/**
 * The ffmpeg arguments for a user's clip in a storyboard scene, as pure builders (unit-tested as
 * lists; run by stage 5). A clip plays from its in-point for the scene's slot: trimmed where it is long
 * enough, slowed to fit (at most MAX_SLOW times) where it is not, and the composition loops what is still
 * short (`-stream_loop -1`), so a scene never shows a black frame. Its sound is left out; where the user keeps
 * it, it is mixed into the scene's narration at the chosen level.
 */
export const MAX_SLOW = 4;

import { clipFramingFilter, type Framing } from "./framing";

const FPS = 30;
const s = (v: number) => v.toFixed(3);

/** How much a clip of `availableS` seconds (from its in-point) is slowed to fill `needS`: 1 = trimmed. */
export const slowFactor = (availableS: number, needS: number) =>
  availableS >= needS ? 1 : Math.min(MAX_SLOW, needS / Math.max(0.1, availableS));

export function userClipArgs(o: {
  proxy: string;
  inPoint: number;
  durationS: number;
  needS: number;
  out: string;
  /** The video's frame and how the clip fills it (framing.ts); without it the clip keeps its own size. */
  frame?: { width: number; height: number; framing?: Framing };
}): string[] {
  const available = Math.max(0.1, o.durationS - o.inPoint);
  const factor = slowFactor(available, o.needS);
  const take = Math.min(available, o.needS / factor);
  const vf = [
    factor > 1 ? `setpts=${factor.toFixed(4)}*PTS` : null,
    `fps=${FPS}`,
    o.frame ? clipFramingFilter(o.frame.width, o.frame.height, o.frame.framing) : null,
    "format=yuv420p",
  ]
    .filter(Boolean)
    .join(",");
  return [
    ...["-ss", s(o.inPoint), "-t", s(take), "-i", o.proxy],
    ...["-an", "-vf", vf, "-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-y", o.out],
  ];
}

/** The scene's narration with the clip's own sound under it at `level` (0..1), for the scene's slot. */
export function clipSoundArgs(o: {
  speech: string;
  proxy: string;
  inPoint: number;
  slotS: number;
  level: number;
  out: string;
}): string[] {
  const mono = "aresample=48000,aformat=channel_layouts=mono";
  return [
    ...["-i", o.speech, "-ss", s(o.inPoint), "-t", s(o.slotS), "-i", o.proxy],
    "-filter_complex",
    [
      `[0:a]${mono},apad=whole_dur=${s(o.slotS)}[n]`,
      `[1:a]${mono},volume=${o.level.toFixed(3)},apad=whole_dur=${s(o.slotS)}[c]`,
      "[n][c]amix=inputs=2:duration=first:normalize=0[a]",
    ].join(";"),
    ...["-map", "[a]", "-c:a", "pcm_s16le", "-y", o.out],
  ];
}

import type { TalkingVideoLayout } from "@reelsmith/contract/narration";
import { DENOISE_DELAY_MS } from "../media/narration-cleanup-args";
import type { PresenterGeometry } from "./presenter-layer";
import { MISSING_SCENE_MS, type RecordedNarration } from "./recorded-narration";
import type { TalkingVideoTrack } from "./types";

/**
 * A talking video (`narration.kind` "video"): the creator's clip of themself saying the script is the
 * presenter. Its sound is the narration (recorded-narration.ts cuts it into the scenes without moving its
 * times); its picture follows the same cuts here, so the mouth moves with the voice: the clip plays from
 * just before the first word to the end pause after the last, and holds still where the narration adds
 * silence the clip has not. The clip is decoded once, scaled to the presenter's layer in the same ffmpeg
 * and handed to the composition as a hosted avatar's clip is (every frame a keyframe), with no motion.
 */

/** The talking video's picture on the timeline, from the scenes' stretches of its sound. */
export function talkingVideoTrack(
  source: { key: string },
  layout: TalkingVideoLayout,
  spans: RecordedNarration["spans"],
): TalkingVideoTrack {
  // The cleaned sound is the denoiser's delay later than the upload's: the picture is taken that much
  // earlier, so the mouth and the voice stay together.
  const clip = (ms: number) => Math.max(0, ms - DENOISE_DELAY_MS);
  const said = spans.filter((s) => s !== null);
  const fromMs = clip(said[0]?.fromMs ?? 0);
  let at = fromMs;
  const holds: TalkingVideoTrack["holds"] = [];
  for (const s of spans) {
    if (!s) {
      holds.push({ atMs: at, ms: MISSING_SCENE_MS });
      continue;
    }
    at = clip(s.toMs);
    if (s.padMs > 0) holds.push({ atMs: at, ms: s.padMs });
  }
  return { key: source.key, layout, fromMs, toMs: at, holds };
}

/** Where a portrait clip's face is, as a share of its height: the bubble's square is centred there. */
const FACE_Y = 0.4;

/**
 * The ffmpeg arguments that make the presenter layer's clip from the upload: its stretch of the track,
 * cropped and scaled to the layer (full: the frame covered; corner: the square around the face at the
 * bubble's size), held still at each hold (the frames after it shifted later, the frame rate filter
 * repeating the last one across the gap), 30 fps, every frame a keyframe.
 */
export function talkingClipArgs(
  input: string,
  track: TalkingVideoTrack,
  g: Pick<PresenterGeometry, "w" | "h">,
  fps: number,
  out: string,
): string[] {
  const s = (ms: number) => (ms / 1000).toFixed(4);
  const inside = track.holds.filter((h) => h.atMs < track.toMs - 1);
  const tail = track.holds.filter((h) => h.atMs >= track.toMs - 1).reduce((sum, h) => sum + h.ms, 0);
  const shift = inside.map((h) => `gte(T,${s(h.atMs)})*${s(h.ms)}`).join("+");
  const fit =
    track.layout === "corner"
      ? [
          `crop='min(iw,ih)':'min(iw,ih)':'(iw-ow)/2':'max(0,min(ih-oh,ih*${FACE_Y}-oh/2))'`,
          `scale=${g.w}:${g.h}:flags=bicubic`,
        ]
      : [`scale=${g.w}:${g.h}:force_original_aspect_ratio=increase:flags=bicubic`, `crop=${g.w}:${g.h}`];
  const filters = [
    `trim=start=${s(track.fromMs)}:end=${s(track.toMs)}`,
    ...fit,
    "setsar=1",
    `setpts='PTS-STARTPTS${shift ? `+(${shift})/TB` : ""}'`,
    `fps=${fps}`,
    ...(tail > 0 ? [`tpad=stop_mode=clone:stop_duration=${s(tail)}`] : []),
    "format=yuv420p",
  ];
  return [
    ...["-v", "error", "-i", input, "-an", "-sn", "-dn"],
    ...["-filter_complex", `[0:v]${filters.join(",")}[out]`, "-map", "[out]"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-g", "1", "-y", out],
  ];
}

/**
 * A full-frame talking video's cut-ins, in seconds on the timeline: the scenes whose pictures have the
 * frame while the clip's voice goes on. A scene's `cutIn` decides (a storyboard's); where it is absent,
 * the first and last scenes show the clip and the scenes between cut in (a face to open and close, every
 * picture seen). Cut-ins that touch are one.
 */
export function talkingCutIns(durationsMs: number[], cutIn: (boolean | undefined)[]): [number, number][] {
  const windows: [number, number][] = [];
  let start = 0;
  for (const [i, ms] of durationsMs.entries()) {
    const s = start / 1000;
    start += ms;
    const shown = cutIn[i] ?? (i > 0 && i < durationsMs.length - 1);
    if (!shown) continue;
    const last = windows.at(-1);
    if (last && s - last[1] < 0.01) last[1] = start / 1000;
    else windows.push([s, start / 1000]);
  }
  return windows;
}

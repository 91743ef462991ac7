import fs from "node:fs/promises";
import path from "node:path";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../media/run-process";
import type { FaceLandmarks } from "./face-landmarks";
import { levelsFromRms, rmsPerFrame, runsOf } from "./loudness";
import { blinkStates, PHOTO_FACE_Y, stillIndices, visemeStillIndices, writeStills } from "./talking-photo";
import { type TimedViseme, VISEMES, visemeFrames } from "./visemes";

/**
 * The local avatar engine. A stock presenter talks: each video frame shows the face drawn for the viseme
 * of the sound it covers (visemes.ts), its eyes shut in blinks every few seconds, with a gentle sway (and,
 * in a standalone clip, a breathing scale); a catalogue from before visemes has three mouth frames
 * (closed, half, open) chosen by loudness. A photo avatar with a face talks too: its mouth takes each
 * viseme's shape, its eyes blink and the same gentle motion moves the head (talking-photo.ts); a photo
 * without landmarks gets the motion and a frame around it that glows with the voice.
 */
export interface TalkingAvatarInput {
  /**
   * Image files of the same size: one per viseme with the eyes open then shut (presenterFrameIndices), or
   * [closed, half open, open].
   */
  mouthFramePaths: string[];
  /** The narration's visemes; without them (or with three frames) the loudness picks the mouth. */
  visemes?: TimedViseme[];
  audioPath: string;
  outPath: string;
  width: number;
  height: number;
  fps?: number;
  /** Where the face is, as a fraction of the frames' height (default 0.6, the stock presenters'). */
  faceY?: number;
}

export interface PhotoAvatarInput {
  imagePath: string;
  audioPath: string;
  outPath: string;
  width: number;
  height: number;
  fps?: number;
  /** Colour of the audio-reactive frame, #rrggbb (a photo without landmarks). */
  glowColor?: string;
  /** The photo's face, found at upload: the mouth and eyes move. */
  face?: FaceLandmarks | null;
  /** The narration's visemes: the mouth takes each sound's shape (else it opens with the loudness). */
  visemes?: TimedViseme[];
}

/** Whether a presenter's frames are the viseme set (open and shut eyes) rather than three loudness frames. */
export const hasVisemeFrames = (paths: readonly string[]) => paths.length === VISEMES.length * 2;

/** The presenter's frame per video frame: its viseme's face, the shut-eyed one during blinks. */
export function presenterFrameIndices(track: TimedViseme[], frames: number, fps: number): number[] {
  const eyes = blinkStates(frames, fps);
  return visemeFrames(track, frames, fps).map(
    (v, i) => VISEMES.indexOf(v) + ((eyes[i] ?? 0) > 0 ? VISEMES.length : 0),
  );
}

/** Video frames in an audio file at `fps`. */
async function framesOf(audioPath: string, fps: number): Promise<number> {
  const pcm = await decodePcm(audioPath, 16_000);
  return Math.max(1, Math.ceil((pcm.length * fps) / 16_000));
}

/** The concat-demuxer list that shows frame[level] for each run of frames. */
export function concatList(framePaths: string[], levels: number[], fps: number): string {
  const lines = ["ffconcat version 1.0"];
  const runs = runsOf(levels);
  for (const run of runs) {
    lines.push(`file '${escapeConcatPath(framePaths[run.level] ?? framePaths[0] ?? "")}'`);
    lines.push(`duration ${(run.frames / fps).toFixed(5)}`);
  }
  // The demuxer ignores the last entry's duration unless the file is listed once more.
  const last = runs.at(-1);
  if (last) lines.push(`file '${escapeConcatPath(framePaths[last.level] ?? "")}'`);
  return `${lines.join("\n")}\n`;
}

const escapeConcatPath = (p: string) => p.replace(/'/g, "'\\''");

/**
 * Breathing (a slow 1.5% scale) and sway (a few pixels), then the exact output size. A portrait taller than
 * the output is first cropped to the output's shape around the face, which sits at `faceY` of its height
 * (stock presenters are 9:16 busts with the face at about 0.6). The breathing scale, rebuilt every frame,
 * works on yuv420p rather than the pictures' RGBA: half the filter's CPU (0.82 against 1.64 s for a 7 s
 * 360x640 clip, SSIM 0.996 to the RGBA chain; 2026-12-04).
 */
export function idleMotionFilter(width: number, height: number, fps: number, faceY = 0.6): string {
  const over = 1.06;
  const w = even(width * over);
  const aspect = (width / height).toFixed(5);
  return [
    `fps=${fps}`,
    `crop=w='min(iw,ih*${aspect})':h='min(ih,iw/${aspect})':x='(iw-ow)/2':y='max(0,min(ih-oh,ih*${faceY}-oh/2))'`,
    `scale=${w}:${even(height * over)}:force_original_aspect_ratio=increase`,
    "format=yuv420p",
    `scale=w='trunc(iw*(1+0.015*sin(2*PI*t/3.6))/2)*2':h=-2:eval=frame`,
    `crop=${width}:${height}:x='(iw-${width})/2+(iw-${width})*0.3*sin(2*PI*t/5.3)':y='(ih-${height})/2+(ih-${height})*0.2*sin(2*PI*t/3.6)'`,
  ].join(",");
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The avatar layer's motion in a composition, on a square frame already scaled to `size` plus 6%
 * (avatarFrameStill): a slow sway inside the round frame (a moving crop, a pointer move per frame). No
 * breathing scale here: a scale whose size changes per frame rebuilds its scaler every frame, which cost
 * 3.7 s of a 60 s render (measured 2026-11-23); the sway and the talking mouth carry the life.
 */
export function avatarMotionFilter(size: number): string {
  return `crop=${size}:${size}:x='(iw-${size})/2+(iw-${size})*0.3*sin(2*PI*t/5.3)':y='(ih-${size})/2+(ih-${size})*0.2*sin(2*PI*t/3.6)'`;
}

export function avatarEncodeArgs(
  listPath: string,
  audioPath: string,
  filter: string,
  outPath: string,
): string[] {
  return [
    ...["-f", "concat", "-safe", "0", "-i", listPath, "-i", audioPath],
    ...["-filter_complex", `[0:v]${filter}[v]`, "-map", "[v]", "-map", "1:a"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "128k", "-ar", "48000", "-ac", "2", "-shortest"],
    ...["-movflags", "+faststart", outPath],
  ];
}

export async function levelsFor(audioPath: string, fps: number): Promise<number[]> {
  return levelsOf(await decodePcm(audioPath, 16_000), fps);
}

/** The mouth's level (0-2) per video frame of the narration's 16 kHz mono samples. */
export function levelsOf(pcm: Int16Array, fps: number): number[] {
  const levels = levelsFromRms(rmsPerFrame(pcm, 16_000, fps));
  return levels.length > 0 ? levels : [0];
}

export async function renderTalkingAvatar(input: TalkingAvatarInput): Promise<void> {
  const fps = input.fps ?? 30;
  const levels =
    input.visemes && hasVisemeFrames(input.mouthFramePaths)
      ? presenterFrameIndices(input.visemes, await framesOf(input.audioPath, fps), fps)
      : await levelsFor(input.audioPath, fps);
  await withTempDir("avatar", async (dir) => {
    const list = path.join(dir, "frames.ffconcat");
    const frames = input.mouthFramePaths.map((p) => path.resolve(p));
    await fs.writeFile(list, concatList(frames, levels, fps));
    const filter = idleMotionFilter(input.width, input.height, fps, input.faceY);
    await runFfmpeg(avatarEncodeArgs(list, input.audioPath, filter, input.outPath), { timeoutMs: 300_000 });
  });
}

/** Three glow levels of the photo (frame dim, brighter, brightest), chosen per frame like mouth frames. */
export function glowFrameArgs(
  imagePath: string,
  width: number,
  height: number,
  level: number,
  color: string,
  out: string,
): string[] {
  // The motion crops up to 3% off each side: the frame starts inside that margin and grows with the voice.
  const margin = Math.ceil(Math.min(width, height) * 0.035);
  const border = Math.max(3, Math.round(Math.min(width, height) * 0.02));
  const alpha = [0.35, 0.7, 1][level] ?? 0.35;
  const c = `${color.replace("#", "0x")}@${alpha}`;
  return [
    ...["-i", imagePath, "-frames:v", "1"],
    "-vf",
    [
      `scale=${width}:${height}:force_original_aspect_ratio=increase`,
      `crop=${width}:${height}`,
      `drawbox=x=0:y=0:w=iw:h=ih:color=${c}:t=${margin + border * (level + 1)}`,
    ].join(","),
    out,
  ];
}

/**
 * The talking photo's still per video frame, from the narration's visemes (or, without them, its
 * loudness) and the blink rhythm.
 */
export async function photoFrameIndices(
  audioPath: string,
  fps: number,
  visemes?: TimedViseme[],
): Promise<number[]> {
  return photoIndicesOf(await decodePcm(audioPath, 16_000), fps, visemes);
}

/** photoFrameIndices of the narration's 16 kHz mono samples. */
export function photoIndicesOf(pcm: Int16Array, fps: number, visemes?: TimedViseme[]): number[] {
  const rms = rmsPerFrame(pcm, 16_000, fps);
  const indices = visemes ? visemeStillIndices(visemes, rms.length, fps, rms) : stillIndices(rms, fps);
  return indices.length > 0 ? indices : [0];
}

export async function renderPhotoAvatar(input: PhotoAvatarInput): Promise<void> {
  const fps = input.fps ?? 30;
  const { face } = input;
  if (face) {
    await withTempDir("talking-photo", async (dir) => {
      const photo = await fs.readFile(input.imagePath);
      // A margin for the motion's crop, as for the stock presenters.
      const stills = await writeStills(photo, face, dir, even(input.width * 1.06), even(input.height * 1.06));
      const list = path.join(dir, "frames.ffconcat");
      const indices = await photoFrameIndices(input.audioPath, fps, input.visemes);
      await fs.writeFile(list, concatList(stills.paths, indices, fps));
      const filter = idleMotionFilter(input.width, input.height, fps, PHOTO_FACE_Y);
      await runFfmpeg(avatarEncodeArgs(list, input.audioPath, filter, input.outPath), { timeoutMs: 300_000 });
    });
    return;
  }
  const levels = await levelsFor(input.audioPath, fps);
  await withTempDir("photo-avatar", async (dir) => {
    const frames: string[] = [];
    for (const level of [0, 1, 2]) {
      const out = path.join(dir, `glow-${level}.png`);
      const w = even(input.width * 1.06);
      const h = even(input.height * 1.06);
      await runFfmpeg(glowFrameArgs(input.imagePath, w, h, level, input.glowColor ?? "#a855f7", out), {
        timeoutMs: 60_000,
      });
      frames.push(out);
    }
    const list = path.join(dir, "frames.ffconcat");
    await fs.writeFile(list, concatList(frames, levels, fps));
    const filter = idleMotionFilter(input.width, input.height, fps, 0.45);
    await runFfmpeg(avatarEncodeArgs(list, input.audioPath, filter, input.outPath), { timeoutMs: 300_000 });
  });
}

/** A photo at one of three brightness levels (the photo avatar's pulse in a composed video). */
export function photoPulseFrameArgs(imagePath: string, level: number, out: string): string[] {
  const brightness = [0, 0.05, 0.1][level] ?? 0;
  const saturation = [1, 1.08, 1.15][level] ?? 1;
  return [
    "-i",
    imagePath,
    "-frames:v",
    "1",
    "-vf",
    `eq=brightness=${brightness}:saturation=${saturation}`,
    out,
  ];
}

import fs from "node:fs/promises";
import path from "node:path";
import { type MusicDefinition, musicDefinitions } from "../catalog/definitions/music";
import type { MusicEntry } from "../catalog/types";
import { runFfmpeg, runProcess, withTempDir } from "../media/run-process";
import { interleave, SAMPLE_RATE, synthesizeTrack } from "./music-synth";
import { mapPool } from "./pool";
import { hashOf, type PartContext } from "./seed-context";

export const musicVersion = () => `music-1-${hashOf(musicDefinitions)}`;

const PREVIEW_SECONDS = 20;

/** The full loop as MP3 (128 kbit/s stereo). */
export const trackMp3Args = (outMp3: string) => [
  "-f",
  "f32le",
  "-ar",
  String(SAMPLE_RATE),
  "-ac",
  "2",
  "-i",
  "pipe:0",
  "-c:a",
  "libmp3lame",
  "-b:a",
  "128k",
  "-compression_level",
  "7",
  outMp3,
];

/** A 20 s preview from the fuller middle of the track, faded in and out. */
export const previewMp3Args = (inMp3: string, startS: number, outMp3: string) => [
  "-ss",
  startS.toFixed(2),
  "-t",
  String(PREVIEW_SECONDS),
  "-i",
  inMp3,
  "-af",
  `afade=t=in:d=0.5,afade=t=out:st=${PREVIEW_SECONDS - 2}:d=2`,
  "-c:a",
  "libmp3lame",
  "-b:a",
  "96k",
  outMp3,
];

/**
 * Synthesises each track and stores track and preview, each track in a slot of the seed's pool (so at
 * most one per core at once: each holds ~100 MB of samples while it is made).
 */
export async function seedMusic(ctx: PartContext): Promise<MusicEntry[]> {
  let done = 0;
  return withTempDir("seed-music", (dir) =>
    mapPool(musicDefinitions, ctx.pool, async (m) => {
      const entry = await seedTrack(ctx, m, dir);
      ctx.progress(++done, musicDefinitions.length);
      return entry;
    }),
  );
}

async function seedTrack(ctx: PartContext, m: MusicDefinition, dir: string): Promise<MusicEntry> {
  const full = path.join(dir, `${m.id}.mp3`);
  const preview = path.join(dir, `${m.id}-preview.mp3`);
  const track = await synthesizeTrack(m.spec, m.id);
  const seconds = track.left.length / SAMPLE_RATE;
  await runProcess("ffmpeg", ["-hide_banner", "-nostdin", "-y", ...trackMp3Args(full)], {
    input: interleave(track),
    timeoutMs: 120_000,
  });
  await runFfmpeg(previewMp3Args(full, Math.max(0, seconds * 0.35), preview), { timeoutMs: 60_000 });
  const urlKey = `${ctx.prefix}/${m.id}.mp3`;
  const previewKey = `${ctx.prefix}/${m.id}-preview.mp3`;
  await ctx.storage.putFile(urlKey, full, "audio/mpeg");
  await ctx.storage.putFile(previewKey, preview, "audio/mpeg");
  await Promise.all([full, preview].map((f) => fs.rm(f, { force: true })));
  return {
    public: {
      id: m.id,
      name: m.name,
      url: ctx.storage.publicUrl(urlKey),
      preview: ctx.storage.publicUrl(previewKey),
      tags: m.tags,
      priority: { use_case: m.useCase, order: m.order },
    },
    trackKey: urlKey,
    mood: m.mood,
  };
}

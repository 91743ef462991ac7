import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { espeakWavArgs } from "../media/speech-args";
import { onePersonPhoto } from "./face-photos";
import { TEST_ORIGIN, type TestContext } from "./test-app";

/**
 * Real media for the custom avatar tests, made with sharp and ffmpeg (no binary fixtures in the repo). The
 * photo is a portrait of one person (cut from a sample that ships in @vladmandic/face-api), framed in
 * `color` so tests can tell their photos apart.
 */
export async function photo(format: "png" | "jpeg" | "webp", color = "#2a9d5c", exif = false) {
  let img = sharp(await onePersonPhoto())
    .resize(584, 784, { fit: "cover" })
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: color })
    .toFormat(format);
  if (exif) img = img.withExif({ IFD0: { Copyright: "secret-owner", ImageDescription: "home" } });
  return img.toBuffer();
}

/** A tone as WAV (or another container by extension): sine at `hz`, or a spoken phrase with espeak-ng. */
export async function tone(ext: "wav" | "mp3" | "ogg" | "webm", hz = 220, seconds = 3): Promise<Buffer> {
  return withTempDir("avatar-media", async (dir) => {
    const out = path.join(dir, `tone.${ext}`);
    const codec =
      ext === "webm"
        ? ["-c:a", "libopus"]
        : ext === "ogg"
          ? ["-c:a", "libvorbis"]
          : ext === "mp3"
            ? ["-c:a", "libmp3lame"]
            : [];
    await runFfmpeg(["-f", "lavfi", "-i", `sine=f=${hz}:d=${seconds}:sample_rate=44100`, ...codec, out]);
    return fs.readFile(out);
  });
}

/** Speech by espeak-ng with a voice variant (en+f4 is high, en+m3 low), as WAV. */
export async function speech(
  variant: string,
  text = "Hello, this is my voice for the story videos.",
): Promise<Buffer> {
  return withTempDir("avatar-speech", async (dir) => {
    const out = path.join(dir, "speech.wav");
    const { runProcess } = await import("../media/run-process");
    await runProcess("espeak-ng", espeakWavArgs(variant, text, out), { timeoutMs: 30_000 });
    return fs.readFile(out);
  });
}

export interface AvatarForm {
  name?: string;
  image?: { data: Buffer; filename: string; type?: string };
  voice?: { data: Buffer; filename: string; type?: string };
  id?: string;
  /** The crop as the multipart field sends it (JSON). */
  crop?: string;
}

/** POST /api/avatars as multipart/form-data with a signed-in client's cookies. */
export async function postAvatar(ctx: TestContext, jar: Map<string, string>, form: AvatarForm) {
  const body = new FormData();
  if (form.name !== undefined) body.set("name", form.name);
  if (form.id !== undefined) body.set("id", form.id);
  if (form.crop !== undefined) body.set("crop", form.crop);
  for (const field of ["image", "voice"] as const) {
    const f = form[field];
    if (f) body.set(field, new Blob([new Uint8Array(f.data)], { type: f.type ?? "" }), f.filename);
  }
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return ctx.app.request("/api/avatars", { method: "POST", headers, body });
}

/** Every file under a storage prefix (relative keys), for "nothing was left behind" checks. */
export async function filesUnder(ctx: TestContext, prefix: string): Promise<string[]> {
  const root = path.join(ctx.dataDir, "storage", prefix);
  const out: string[] = [];
  async function walk(dir: string) {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(path.join(ctx.dataDir, "storage"), p));
    }
  }
  await walk(root);
  return out.sort();
}

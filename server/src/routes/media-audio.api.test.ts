import fs from "node:fs/promises";
import path from "node:path";
import type { MediaItem, MediaListResponse } from "@reelsmith/contract/media";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus } from "../db/schema";
import { runFfmpeg, runProcess, withTempDir } from "../media/run-process";
import { renderableMedia } from "../render/storyboard/media-source";
import { errorOf, type TestClient, uploadMedia } from "../test/http-client";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { insertStoryReel } from "../test/task-rows";

/**
 * Recordings of the user's own voice in the media library, on PGlite: every format a phone or a browser
 * records in, probed and listened to on upload, and each refusal a 400 that names the field `file`.
 * The voice is spoken by espeak-ng and encoded by ffmpeg here.
 */
describe("voice recordings in the media library", () => {
  let app: SignedInApp;
  let other: TestClient;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = await app.signUpAnother();
    await withTempDir("audio-fixtures", async (dir) => {
      const at = (name: string) => path.join(dir, name);
      await runProcess("espeak-ng", ["-w", at("voice.wav"), "The lighthouse keeper rowed home at dusk."]);
      const encode = (name: string, args: string[], input = at("voice.wav")) =>
        runFfmpeg(["-v", "error", "-i", input, ...args, at(name)]);
      await encode("voice.mp3", ["-c:a", "libmp3lame", "-b:a", "64k"]);
      await encode("voice.m4a", ["-c:a", "aac", "-b:a", "64k"]);
      await encode("voice.ogg", ["-c:a", "libopus", "-b:a", "32k"]);
      await encode("voice.webm", ["-c:a", "libopus", "-b:a", "32k"]);
      // A browser's MediaRecorder writes WebM as a live stream: no length in its header.
      await encode("recorder.webm", ["-c:a", "libopus", "-b:a", "32k", "-live", "1", "-f", "webm"]);
      // An M4A whose index is written last, cut off before it: an upload that stopped half-way.
      await encode("cut.m4a", ["-c:a", "aac", "-b:a", "64k"]);
      // Ten minutes and two seconds of quiet tone, small as Opus at 8 kHz.
      const tone = ["-f", "lavfi", "-i", "sine=f=300:sample_rate=8000:d=602"];
      await runFfmpeg(["-v", "error", ...tone, "-af", "volume=0.3", "-c:a", "libopus", at("long.ogg")]);
      await runFfmpeg([
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        "anullsrc=r=16000:cl=mono",
        "-t",
        "3",
        at("silent.wav"),
      ]);
      // 280 s of 48 kHz stereo PCM: 54 MB, over the 50 MB a recording may be.
      const big = ["-f", "lavfi", "-i", "sine=f=200:sample_rate=48000:d=280", "-ac", "2"];
      await runFfmpeg(["-v", "error", ...big, "-c:a", "pcm_s16le", at("big.wav")]);
      for (const name of await fs.readdir(dir)) files[name] = await fs.readFile(at(name));
    });
    const cut = files["cut.m4a"] as Buffer;
    files["cut.m4a"] = cut.subarray(0, Math.floor(cut.length / 2));
  }, 120_000);
  afterAll(() => app?.close());

  const upload = (client: TestClient, name: string, data: Buffer | string) => uploadMedia(client, name, data);
  const list = async (client: TestClient = app.client) =>
    (await (await client.get("/api/media")).json()) as MediaListResponse;

  it.each([
    ["voice.wav", "audio/wav"],
    ["voice.mp3", "audio/mpeg"],
    ["voice.m4a", "audio/mp4"],
    ["voice.ogg", "audio/ogg"],
    ["voice.webm", "audio/webm"],
    ["recorder.webm", "audio/webm"],
  ])("keeps a %s recording as audio with its length, ready to play", async (name, mime) => {
    const res = await upload(app.client, name, files[name] as Buffer);
    expect(res.status).toBe(201);
    const item = ((await res.json()) as { media: MediaItem }).media;
    expect(item).toMatchObject({ kind: "audio", mime, status: "ready", hasAudio: true, posterUrl: null });
    // espeak-ng says the sentence in about two and a half seconds.
    expect(item.duration).toBeGreaterThan(1.5);
    expect(item.duration).toBeLessThan(4);
    const played = await app.client.get(item.url ?? "");
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(files[name] as Buffer)).toBe(true);
    expect((await list()).media.find((m) => m.id === item.id)?.kind).toBe("audio");
  });

  it.each([
    ["a text file called voice.mp3", "voice.mp3", "not a photo, a clip or a recording"],
    ["a recording over ten minutes", "long.ogg", "at most 10 minutes long: this one is 10:02 minutes"],
    ["a recording over 50 MB", "big.wav", "at most 50 MB"],
    ["a silent recording", "silent.wav", "this recording is silent"],
    ["a recording cut off half-way", "cut.m4a", "could not be read"],
  ])("refuses %s with a 400 naming the field, storing and charging nothing", async (_, name, says) => {
    const creditsBefore = await app.credits();
    const countBefore = (await list()).media.length;
    const data = name === "voice.mp3" ? "a note about my voice\n".repeat(20) : (files[name] as Buffer);
    const res = await upload(app.client, name, data);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(/^file: /);
    expect(error.message).toContain(says);
    expect((await list()).media.length).toBe(countBefore);
    expect(await app.credits()).toBe(creditsBefore);
  });

  it("keeps another user's recording out of reach: a 404 wherever media is read", async () => {
    const res = await upload(app.client, "mine.ogg", files["voice.ogg"] as Buffer);
    const item = ((await res.json()) as { media: MediaItem }).media;
    expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
    expect((await other.request("DELETE", `/api/media/${item.id}`)).status).toBe(404);
    expect((await other.get(item.url ?? "")).status).toBeGreaterThanOrEqual(403);
    expect((await list(other)).media).toEqual([]);
    const db = app.ctx.deps.database.db;
    await expect(renderableMedia(db, "someone-else", item.id)).rejects.toMatchObject({ status: 404 });
    // Its owner may not make a scene's picture of it either: it is a recording.
    await expect(renderableMedia(db, app.userId, item.id)).rejects.toMatchObject({
      status: 400,
      message: "This is a recording, not a picture: choose a photo or a clip for the scene.",
    });
    expect((await app.client.request("DELETE", `/api/media/${item.id}`)).status).toBe(204);
  });

  it("keeps a recording that narrates a video until asked twice, then the video's next render uses the voice", async () => {
    const res = await upload(app.client, "story.ogg", files["voice.ogg"] as Buffer);
    const item = ((await res.json()) as { media: MediaItem }).media;
    const { db } = app.ctx.deps.database;
    const narration = { kind: "recording", mediaId: item.id };
    await insertStoryReel(
      db,
      { id: "proj_narrated", userId: app.userId, title: "Lighthouse", finished: false },
      { request: { story: "The lighthouse keeper rowed home at dusk.", voice_id: "en-us-brian", narration } },
    );

    const refused = await app.client.request("DELETE", `/api/media/${item.id}`);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string }; usedBy: unknown[] };
    expect(body.error.code).toBe("MEDIA_IN_USE");
    expect(body.error.message).toMatch(/^This recording narrates 1 video\./);
    expect(body.usedBy).toEqual([
      { projectId: "proj_narrated", projectTitle: "Lighthouse", use: "narration" },
    ]);
    expect((await app.client.get(`/api/media/${item.id}`)).status).toBe(200);

    expect((await app.client.request("DELETE", `/api/media/${item.id}?force=true`)).status).toBe(204);
    expect((await app.client.get(`/api/media/${item.id}`)).status).toBe(404);
    const [task] = await db.select().from(taskStatus).where(eq(taskStatus.id, "proj_narrated"));
    expect(task?.request).toEqual({
      story: "The lighthouse keeper rowed home at dusk.",
      voice_id: "en-us-brian",
    });
  });
});

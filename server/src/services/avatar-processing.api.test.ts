import { avatarMessages, customAvatarState } from "@reelsmith/contract/avatars";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customAvatars } from "../db/schema";
import { type RenderWorker, startRenderWorker } from "../jobs/worker";
import { ffprobe, runProcess, withTempDir } from "../media/run-process";
import { remoteVoiceCloner } from "../providers/speech";
import { avatarPlacement } from "../render/compose";
import { photo, postAvatar, speech } from "../test/avatar-test-media";
import { startFakeVoiceClone } from "../test/fake-voice-clone-server";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { testFrame } from "../test/render/compose-test-video";
import { seedFixtureCatalog } from "../test/render/fixture-catalog";
import { waitForTask } from "../test/render/wait";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { createTestContext, type TestContext } from "../test/test-app";
import { processAvatar } from "./avatar-processing";

/**
 * process-avatar as a user meets it: saving queues it, the avatar turns Ready with a sample clip of the
 * photo speaking in the user's voice and a stock voice of the right gender; failures are recorded, never
 * deleting the avatar; a Ready avatar narrates a video with its photo in the frame.
 */
describe("custom avatar processing", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let client: TestClient;
  let other: TestClient;
  let userId: string;
  let readyId: string;

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    ({ ctx, client, userId } = app);
    other = await app.signUpAnother();
  }, 60_000);
  afterAll(() => app.close());

  const save = async (variant: string, color: string) => {
    const res = await postAvatar(ctx, client.jar, {
      name: `Me ${variant}`,
      image: { data: await photo("jpeg", color), filename: "me.jpg" },
      voice: { data: await speech(variant), filename: "me.wav" },
    });
    expect(res.status).toBe(201);
    return (await readJson(res)).avatar.id as string;
  };
  const listed = async (id: string) =>
    (await readJson(await client.get("/api/avatars"))).avatars.find((a: { id: string }) => a.id === id);
  const waitReady = async (id: string) => {
    for (let i = 0; i < 360; i++) {
      const a = await listed(id);
      if (a && customAvatarState(a) !== "processing") return a;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("processing did not finish");
  };

  it("turns a saved avatar Ready with a playable sample and a female voice for a high sample", async () => {
    readyId = await save("en-us+f3", "#1faa59");
    const avatar = await waitReady(readyId);
    expect(customAvatarState(avatar)).toBe("ready");
    expect(avatar.processing_outcome).toBeNull();
    expect(avatar.avatar_sample_url).toMatch(new RegExp(`^/storage/avatars/${userId}/sample_\\d+\\.mp4$`));
    // The best engine's voice of the sample's gender (Festival HTS), and the pitch it is moved toward.
    expect(avatar.voice_id).toBe("en-us-emma");
    expect(avatar.voice_pitch_hz).toBeGreaterThan(165);

    const res = await client.get(avatar.avatar_sample_url);
    expect(res.status).toBe(200);
    await withTempDir("sample-check", async (dir) => {
      const file = `${dir}/sample.mp4`;
      await import("node:fs/promises").then((fs) =>
        res.arrayBuffer().then((b) => fs.writeFile(file, Buffer.from(b))),
      );
      const probe = await ffprobe(file);
      const video = probe.streams.find((s) => s.codec_type === "video");
      expect([video?.width, video?.height]).toEqual([540, 960]);
      expect(probe.streams.some((s) => s.codec_type === "audio")).toBe(true);
      expect(probe.durationS).toBeGreaterThan(3.5);
      expect(probe.durationS).toBeLessThan(8.5);
    });
    expect((await other.get(avatar.avatar_sample_url)).status).toBe(404);
  }, 120_000);

  it("picks a male stock voice for a low sample", async () => {
    const id = await save("en+m3", "#2b59c3");
    const avatar = await waitReady(id);
    expect(customAvatarState(avatar)).toBe("ready");
    expect(avatar.voice_id).toBe("en-us-brian");
    expect(avatar.voice_pitch_hz).toBeLessThan(165);
  }, 120_000);

  it("answers process-avatar for a Ready avatar without queuing it again, and 404 for others", async () => {
    const res = await client.post("/api/functions/process-avatar", { avatarId: readyId });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ status: "ready", outcome: null });
    const missing = await client.post("/api/functions/process-avatar", { avatarId: "no-such-avatar" });
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe(avatarMessages.notFound);
  });

  it("records a timeout without deleting the avatar, and process-avatar queues it again", async () => {
    const id = await save("en+f2", "#aa3377");
    // The queued job may win the race: make sure this run starts from an unprocessed row.
    await ctx.deps.database.db
      .update(customAvatars)
      .set({ avatar_sample_url: null, processing_outcome: null })
      .where(eq(customAvatars.id, id));
    expect(await processAvatar(ctx.deps, id, { timeoutMs: 1, cloner: null })).toBe("timeout");
    let avatar = await listed(id);
    if (customAvatarState(avatar) !== "ready") {
      expect(avatar.processing_outcome).toBe("timeout");
      expect(customAvatarState(avatar)).toBe("failed");
    }
    const res = await client.post("/api/functions/process-avatar", { avatarId: id });
    expect(res.status).toBe(200);
    avatar = await waitReady(id);
    expect(customAvatarState(avatar)).toBe("ready");
    expect(avatar.processing_outcome).toBeNull();
  }, 120_000);

  it("keeps the avatar and records a network error when the cloning service fails, and stores a clone when it works", async () => {
    const [row] = await ctx.deps.database.db
      .select()
      .from(customAvatars)
      .where(eq(customAvatars.id, readyId));
    const refusing = await startFakeVoiceClone({ failWith: 502 });
    const down = remoteVoiceCloner({ baseUrl: refusing.url, apiKey: "", model: "m" });
    expect(await processAvatar(ctx.deps, readyId, { cloner: down })).toBe("network_error");
    await refusing.close();
    let avatar = await listed(readyId);
    expect(avatar.processing_outcome).toBe("network_error");
    expect(avatar.avatar_sample_url).toBe(row?.avatar_sample_url);

    const service = await startFakeVoiceClone();
    const up = remoteVoiceCloner({ baseUrl: service.url, apiKey: "", model: "m" });
    expect(await processAvatar(ctx.deps, readyId, { cloner: up })).toBeNull();
    await service.close();
    avatar = await listed(readyId);
    expect(avatar.voice_clone_id).toMatch(/^clone-/);
    expect(avatar.processing_outcome).toBeNull();
  }, 60_000);

  it("records processing_failed when the sample cannot be made, keeping the avatar", async () => {
    const id = "broken-voice-avatar";
    const imageKey = `avatars/${userId}/avatar_7.jpeg`;
    const voiceKey = `avatars/${userId}/voice_7.wav`;
    await ctx.deps.storage.put(imageKey, await photo("jpeg"), "image/jpeg");
    // RIFF/WAVE magic with nothing decodable behind it.
    await ctx.deps.storage.put(voiceKey, Buffer.from("RIFF\0\0\0\0WAVEjunkjunkjunk"), "audio/wav");
    await ctx.deps.database.db.insert(customAvatars).values({
      id,
      user_id: userId,
      name: "Broken",
      image_url: ctx.deps.storage.publicUrl(imageKey),
      voice_url: ctx.deps.storage.publicUrl(voiceKey),
      storage_path: imageKey,
      voice_storage_path: voiceKey,
    });
    expect(await processAvatar(ctx.deps, id, { cloner: null })).toBe("processing_failed");
    const avatar = await listed(id);
    expect(customAvatarState(avatar)).toBe("failed");
    expect(avatar.processing_outcome).toBe("processing_failed");
    await client.delete(`/api/avatars/${id}`);
  });

  const video = (avatarId: string) => ({
    narrationMode: "avatar",
    story: "My photo tells this story. It speaks in a steady voice.",
    image_styles: { themes: ["watercolor"] },
    gen_video: true,
    avatar_engine: "local",
    character_ref: { narrator_avatar: avatarId },
    size: "360x640",
  });

  it("refuses to narrate with an avatar that is not Ready or not the caller's", async () => {
    const id = "not-ready-avatar-1";
    await ctx.deps.database.db.insert(customAvatars).values({
      id,
      user_id: userId,
      name: "Waiting",
      image_url: "/storage/avatars/x/avatar_1.jpeg",
      storage_path: `avatars/${userId}/avatar_1.jpeg`,
    });
    const notReady = await client.post("/api/functions/create-video", video(id));
    expect(notReady.status).toBe(400);
    expect((await readJson(notReady)).error.message).toMatch(/still processing/);
    const notMine = await other.post("/api/functions/create-video", video(readyId));
    // Another user's avatar is an unknown id, never a silent default: a 400 naming the field, nothing charged.
    expect(notMine.status).toBe(400);
    expect((await readJson(notMine)).error.message).toMatch(/^character_ref\.narrator_avatar: /);
  });

  it("renders a video narrated by a Ready custom avatar with its photo in the frame", async () => {
    const res = await client.post("/api/functions/create-video", video(readyId));
    expect(res.status).toBe(201);
    const { task_id } = await readJson(res);
    const task = await waitForTask(ctx.deps, task_id, 300_000);
    expect(task.error).toBeNull();
    expect(task.task_status).toBe(8);
    const character = JSON.parse(
      (await ctx.deps.storage.read(`renders/${task_id}/v1/character.json`)).toString("utf8"),
    );
    expect(character.photo.imageKey).toMatch(new RegExp(`^avatars/${userId}/avatar_`));
    const videoUrl = (task.task_result as { video_url?: string }).video_url ?? "";
    const key = ctx.deps.storage.keyFromUrl(videoUrl) ?? "";
    await withTempDir("render-check", async (dir) => {
      const file = `${dir}/video.mp4`;
      await ctx.deps.storage
        .read(key)
        .then((b) => import("node:fs/promises").then((fs) => fs.writeFile(file, b)));
      // The photo is a portrait: the middle of the avatar circle is the face, skin-coloured.
      const place = avatarPlacement(testFrame(360, 640, { presenter: "corner" }));
      const { stdout } = await runProcess("sh", [
        "-c",
        `ffmpeg -v error -ss 1.5 -i ${file} -frames:v 1 -vf crop=${Math.round(place.size * 0.5)}:${Math.round(place.size * 0.5)}:${place.x + Math.round(place.size * 0.25)}:${place.y + Math.round(place.size * 0.25)},scale=1:1 -f rawvideo -pix_fmt rgb24 - | od -An -tu1`,
      ]);
      const [r = 0, g = 0, b = 0] = stdout.trim().split(/\s+/).map(Number);
      // Warm: red leads green leads blue, far from the scene renderer's watercolour background.
      expect(r).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(b);
      expect(r).toBeGreaterThan(b + 40);
    });
  }, 360_000);
});

describe("custom avatar with a cloning service", () => {
  let ctx: TestContext;
  let worker: RenderWorker | null = null;
  let service: Awaited<ReturnType<typeof startFakeVoiceClone>>;

  beforeAll(async () => {
    service = await startFakeVoiceClone();
    ctx = await createTestContext({ VOICE_CLONE_URL: service.url, VOICE_CLONE_API_KEY: "k" });
    await seedFixtureCatalog(ctx.deps.storage);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await ctx.close();
    await service.close();
  });

  it("processes an avatar saved while no worker ran, clones its voice, and narrates a video with the clone", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const res = await postAvatar(ctx, client.jar, {
      name: "Cloned",
      image: { data: await photo("png", "#1faa59"), filename: "me.png" },
      voice: { data: await speech("en+m3"), filename: "me.wav" },
    });
    expect(res.status).toBe(201);
    const id = (await readJson(res)).avatar.id as string;
    // A worker that starts later (a restart) finds the avatar: on PGlite by itself, else when asked again.
    worker = await startRenderWorker(ctx.deps, { pollingIntervalSeconds: 0.5 });
    ctx.deps.renderQueue = worker;
    if (ctx.deps.database.kind !== "pglite") {
      expect((await client.post("/api/functions/process-avatar", { avatarId: id })).status).toBe(200);
    }
    let avatar: { voice_clone_id: string | null; avatar_sample_url: string | null } | undefined;
    for (let i = 0; i < 360 && !avatar?.voice_clone_id; i++) {
      await new Promise((r) => setTimeout(r, 500));
      avatar = (await readJson(await client.get("/api/avatars"))).avatars[0];
    }
    expect(avatar?.voice_clone_id).toMatch(/^clone-/);
    expect(avatar?.avatar_sample_url).not.toBeNull();

    const created = await client.post("/api/functions/create-video", {
      narrationMode: "avatar",
      story: "A cloned voice reads this line.",
      gen_video: true,
      character_ref: { narrator_avatar: id },
      size: "360x640",
    });
    expect(created.status).toBe(201);
    const { task_id } = await readJson(created);
    const task = await waitForTask(ctx.deps, task_id, 300_000);
    expect(task.error).toBeNull();
    expect(task.task_status).toBe(8);
    const config = JSON.parse(
      (await ctx.deps.storage.read(`renders/${task_id}/v1/config.json`)).toString("utf8"),
    );
    expect(config.voice.engine).toMatch(/^voice-clone:/);
    expect(service.requests.some((r) => r.path.startsWith("/v1/text-to-speech/clone-"))).toBe(true);
  }, 360_000);
});

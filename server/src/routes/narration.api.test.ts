import type { Storyboard } from "@reelsmith/contract/storyboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, taskStatus, users } from "../db/schema";
import { errorOf } from "../test/http-client";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { boatStory, boatStoryboard, insertStoryReel, storedVoiceRequest } from "../test/task-rows";

/**
 * A creator's own recording as a video's narration (`narration: { kind: "recording", mediaId }`) on
 * create-video, POST /api/storyboards and a storyboard's next version: the media must be the caller's
 * recording (or a clip with sound) of at most ten minutes, each refusal charges and queues nothing, and an
 * accepted one is stored with the render's request.
 */
describe("a recorded narration in a video's request", () => {
  let app: SignedInApp;
  let otherId: string;
  const project = "proj_recorded_narration";

  const db = () => app.ctx.deps.database.db;
  /** The request every test sends, narrated by the voice unless its narration says otherwise. */
  const boat = { story: boatStory, narrationMode: "voice", size: "180x320" };
  const createVideo = (mediaId: string) =>
    app.client.post("/api/functions/create-video", { ...boat, narration: { kind: "recording", mediaId } });
  const board = boatStoryboard(1);
  /** POST /api/storyboards of the boat's storyboard, its scenes as `scenes` gives them, with `more` (a narration). */
  const planBoard = (more: object, scenes: object[] = board.scenes) =>
    app.client.post("/api/storyboards", {
      ...boat,
      storyboard: { ...board, baseVersion: 0, scenes },
      ...more,
    });

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    await app.signUpAnother();
    otherId = (await db().select().from(users)).find((u) => u.id !== app.userId)?.id ?? "";
    const item = (id: string, user_id: string, kind: "audio" | "clip" | "photo", over = {}) => ({
      id,
      user_id,
      kind,
      name: id,
      mime: kind === "audio" ? "audio/wav" : kind === "clip" ? "video/mp4" : "image/jpeg",
      status: "ready" as const,
      duration_s: kind === "photo" ? null : 12,
      has_audio: kind === "audio",
      original_key: `uploads/${user_id}/media/${id}/original`,
      ...over,
    });
    await db()
      .insert(media)
      .values([
        item("med_voice0001", app.userId, "audio"),
        item("med_talking01", app.userId, "clip", { has_audio: true }),
        item("med_mutedclip", app.userId, "clip"),
        item("med_photo0001", app.userId, "photo"),
        item("med_longvoice", app.userId, "audio", { duration_s: 601 }),
        item("med_othervoice", otherId, "audio"),
        item("med_longtalk01", app.userId, "clip", { has_audio: true, duration_s: 181 }),
        item("med_brokentalk", app.userId, "clip", { has_audio: true, status: "failed" }),
        item("med_othertalk1", otherId, "clip", { has_audio: true }),
      ]);
    await insertStoryReel(
      db(),
      { id: project, userId: app.userId, title: "A small boat", finished: true },
      {
        request: storedVoiceRequest({ narration: { kind: "recording", mediaId: "med_voice0001" } }),
        storyboard: board as unknown as Record<string, unknown>,
      },
    );
  }, 60_000);
  afterAll(() => app?.close());

  /** Runs `act`, then checks that nothing was charged, queued or recorded meanwhile. */
  async function chargingNothing(act: () => Promise<void>) {
    const ledger = async () => [await app.credits(), await app.queuedRenders(), await app.rowsOf(taskStatus)];
    const before = await ledger();
    await act();
    expect(await ledger()).toEqual(before);
  }

  /** The request is a 400 naming narration.mediaId with `message`, and nothing was charged, queued or recorded. */
  const expectRefusedFreely = (send: () => Promise<Response>, message: string) =>
    chargingNothing(async () => {
      const res = await send();
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toContain(`narration.mediaId: ${message}`);
    });

  it.each([
    ["a photo", "med_photo0001", "this media has no sound"],
    ["a clip without sound", "med_mutedclip", "this media has no sound"],
    [
      "a recording over ten minutes",
      "med_longvoice",
      "a recorded narration must be at most 10 minutes long: this one is 10:01 minutes.",
    ],
  ])("refuses %s with a 400 naming narration.mediaId, charging and queueing nothing", (_, id, message) =>
    expectRefusedFreely(() => createVideo(id), message),
  );

  it("refuses another user's recording and an unknown id with a 404, charging nothing", () =>
    chargingNothing(async () => {
      for (const id of ["med_othervoice", "med_nobody0001"]) {
        const res = await createVideo(id);
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Media not found");
      }
    }));

  it("refuses a narration without its media id or of another kind, naming the field", async () => {
    const missing = await app.client.post("/api/functions/create-video", {
      story: boatStory,
      narrationMode: "voice",
      narration: { kind: "recording" },
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toMatch(/^narration\.mediaId: /);
    const kind = await app.client.post("/api/functions/create-video", {
      story: boatStory,
      narrationMode: "voice",
      narration: { kind: "voice", mediaId: "med_voice0001" },
    });
    expect(kind.status).toBe(400);
    expect((await errorOf(kind)).message).toMatch(/^narration\.kind: /);
  });

  it("stores an accepted recording, or a clip with sound, with the render's request and charges once", async () => {
    for (const id of ["med_voice0001", "med_talking01"]) {
      const credits = await app.credits();
      const res = await createVideo(id);
      expect(res.status).toBe(201);
      const { task_id } = (await res.json()) as { task_id: string };
      const [row] = await db().select().from(taskStatus).where(eq(taskStatus.id, task_id));
      expect(row?.request.narration).toEqual({ kind: "recording", mediaId: id });
      expect(await app.credits()).toBeLessThan(credits);
      const task = (await (await app.client.get(`/api/tasks/${task_id}`)).json()) as { warnings: unknown[] };
      expect(task.warnings).toEqual([]);
    }
  });

  it("checks the recording of a storyboard before generating, which charges nothing", async () => {
    const recorded = (mediaId: string) => planBoard({ narration: { kind: "recording", mediaId } });
    const foreign = await recorded("med_othervoice");
    expect(foreign.status).toBe(404);
    const photo = await recorded("med_photo0001");
    expect(photo.status).toBe(400);
    expect((await errorOf(photo)).message).toMatch(/^narration\.mediaId: /);
  });

  it("checks each scene's own recording, naming the scene's field, and charges nothing for a refusal", async () => {
    const withSceneRecording = (mediaId: string) =>
      planBoard(
        {},
        board.scenes.map((s, i) => (i === 1 ? { ...s, recording: { mediaId } } : s)),
      );
    const credits = await app.credits();
    const foreign = await withSceneRecording("med_othervoice");
    expect(foreign.status).toBe(404);
    const photo = await withSceneRecording("med_photo0001");
    expect(photo.status).toBe(400);
    expect((await errorOf(photo)).message).toMatch(/^scenes\.1\.recording\.mediaId: this media has no sound/);
    const missingId = await planBoard(
      {},
      board.scenes.map((s) => ({ ...s, recording: {} })),
    );
    expect(missingId.status).toBe(400);
    expect((await errorOf(missingId)).message).toMatch(/^storyboard\.scenes\.0\.recording\.mediaId: /);
    expect(await app.credits()).toBe(credits);
    const accepted = await withSceneRecording("med_voice0001");
    expect(accepted.status).toBe(200);
    const { storyboard } = (await accepted.json()) as { storyboard: Storyboard };
    expect(storyboard.scenes[1]?.recording).toEqual({ mediaId: "med_voice0001" });
  });

  it("keeps, replaces or drops the recording of a project's next version, refusing a foreign one", async () => {
    const versionOf = async (narration: unknown) => {
      const rows = await db().select().from(taskStatus).where(eq(taskStatus.task_draft_id, project));
      const base = Math.max(...rows.map((r) => r.task_draft_version));
      return app.client.post(`/api/projects/${project}/versions`, {
        storyboard: { ...board, baseVersion: base },
        ...(narration === undefined ? {} : { narration }),
      });
    };
    const requestOfTask = async (res: Response) => {
      const { task_id } = (await res.json()) as { task_id: string };
      const [row] = await db().select().from(taskStatus).where(eq(taskStatus.id, task_id));
      return row?.request;
    };
    await chargingNothing(async () => {
      const foreign = await versionOf({ kind: "recording", mediaId: "med_othervoice" });
      expect(foreign.status).toBe(404);
      const muted = await versionOf({ kind: "recording", mediaId: "med_mutedclip" });
      expect(muted.status).toBe(400);
      expect((await errorOf(muted)).message).toMatch(/^narration\.mediaId: /);
    });

    const kept = await versionOf(undefined);
    expect(kept.status).toBe(201);
    expect((await requestOfTask(kept))?.narration).toEqual({ kind: "recording", mediaId: "med_voice0001" });
    const replaced = await versionOf({ kind: "recording", mediaId: "med_talking01" });
    expect(replaced.status).toBe(201);
    expect((await requestOfTask(replaced))?.narration).toEqual({
      kind: "recording",
      mediaId: "med_talking01",
    });
    const dropped = await versionOf(null);
    expect(dropped.status).toBe(201);
    expect((await requestOfTask(dropped))?.narration).toBeUndefined();
  });

  describe("a talking video (kind video)", () => {
    const talking = (mediaId: string, layout = "full") =>
      app.client.post("/api/functions/create-video", {
        ...boat,
        narration: { kind: "video", mediaId, layout },
      });

    const notAClip = "a talking video must be a clip of you speaking";
    const tooLong = "a talking video must be at most 3 minutes long: this one is 3:01 minutes.";
    it.each([
      ["a recording (no picture)", "med_voice0001", notAClip],
      ["a photo", "med_photo0001", notAClip],
      ["a clip without sound", "med_mutedclip", "this media has no sound"],
      ["a clip over three minutes", "med_longtalk01", tooLong],
      ["a clip that could not be prepared", "med_brokentalk", "this clip could not be prepared"],
    ])("refuses %s with a 400 naming narration.mediaId, charging and queueing nothing", (_, id, message) =>
      expectRefusedFreely(() => talking(id), message),
    );

    it("refuses another user's clip with a 404 and a layout it does not have with a 400, charging nothing", async () => {
      await chargingNothing(async () => {
        const foreign = await talking("med_othertalk1");
        expect(foreign.status).toBe(404);
        expect((await errorOf(foreign)).message).toBe("Media not found");
        const lower = await talking("med_talking01", "lower");
        expect(lower.status).toBe(400);
        expect((await errorOf(lower)).message).toMatch(/^narration\.layout: /);
        const storyboard = await planBoard({
          narration: { kind: "video", mediaId: "med_photo0001", layout: "corner" },
        });
        expect(storyboard.status).toBe(400);
        expect((await errorOf(storyboard)).message).toMatch(/^narration\.mediaId: a talking video/);
      });
    });

    it("stores an accepted talking video and its layout with the render's request, and a scene's cut-in", async () => {
      const credits = await app.credits();
      const res = await talking("med_talking01", "corner");
      expect(res.status).toBe(201);
      const { task_id } = (await res.json()) as { task_id: string };
      const [row] = await db().select().from(taskStatus).where(eq(taskStatus.id, task_id));
      expect(row?.request.narration).toEqual({ kind: "video", mediaId: "med_talking01", layout: "corner" });
      expect(await app.credits()).toBeLessThan(credits);
      const accepted = await planBoard(
        { narration: { kind: "video", mediaId: "med_talking01", layout: "full" } },
        board.scenes.map((s, i) => ({ ...s, cutIn: i === 1 })),
      );
      expect(accepted.status).toBe(200);
      const { storyboard } = (await accepted.json()) as { storyboard: Storyboard };
      expect(storyboard.scenes.map((s) => s.cutIn)).toEqual([false, true, false]);
    });
  });

  it("narrates each story of a batch with its own recording, naming the story of a refused one", async () => {
    const batch = (second: string) => ({
      stories: [
        { story: "The ferry left at dawn.", narration: { kind: "recording", mediaId: "med_voice0001" } },
        { story: "Gulls followed it home.", narration: { kind: "recording", mediaId: second } },
        { story: "By noon it was home." },
      ],
      settings: { narrationMode: "voice", size: "180x320" },
    });
    await chargingNothing(async () => {
      const foreign = await app.client.post("/api/batches", batch("med_othervoice"));
      expect(foreign.status).toBe(404);
      const photo = await app.client.post("/api/batches", batch("med_photo0001"));
      expect(photo.status).toBe(400);
      expect((await errorOf(photo)).message).toMatch(
        /^stories\.1\.narration\.mediaId: this media has no sound/,
      );
    });

    const made = await app.client.post("/api/batches", batch("med_talking01"));
    expect(made.status).toBe(201);
    const { items } = (await made.json()) as { items: { task_id: string }[] };
    const narrations = [];
    for (const item of items) {
      const [row] = await db().select().from(taskStatus).where(eq(taskStatus.id, item.task_id));
      narrations.push(row?.request.narration);
    }
    expect(narrations).toEqual([
      { kind: "recording", mediaId: "med_voice0001" },
      { kind: "recording", mediaId: "med_talking01" },
      undefined,
    ]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus, userProfiles } from "../db/schema";
import { createClient, readJson, type TestClient } from "../test/http-client";
import { startAppWithSignedInUser } from "../test/signed-in-app";

/** A body with a field the server does not know is refused, naming the field, and nothing is saved. */
describe("request bodies with unknown fields", () => {
  let app: Awaited<ReturnType<typeof startAppWithSignedInUser>>;

  beforeAll(async () => {
    // Queued, never rendered: only whether a video was accepted matters here.
    app = await startAppWithSignedInUser();
  }, 60_000);
  afterAll(() => app.close());

  /** The spec's create-video body, as the editor sends it in avatar mode. */
  const video = {
    narrationMode: "avatar",
    story: "Rain taps on the window. A cat watches the drops.",
    image_styles: { themes: ["watercolor"] },
    voice_id: "en-gb-charlotte",
    bgm_name: "fixture-music",
    gen_video: true,
    avatar_engine: "local",
    character_ref: { narrator_avatar: "fixture-presenter" },
    size: "144x256",
  };

  const refusal = async (res: Response) => ({ status: res.status, body: await readJson(res) });

  it("create-video: an unknown field, top-level or nested, is a 400 naming it, and costs nothing", async () => {
    const db = app.ctx.deps.database.db;
    const credits = async () =>
      (await db.select().from(userProfiles).where(eq(userProfiles.user_id, app.userId)))[0]
        ?.available_credits;
    const before = await credits();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...video, user_id: "someone-else" }, "user_id"],
      [{ ...video, credits_cost: 0 }, "credits_cost"],
      [
        { ...video, character_ref: { narrator_avatar: "fixture-presenter", owner: "x" } },
        "character_ref.owner",
      ],
      [{ ...video, image_styles: { themes: [], extra: true } }, "image_styles.extra"],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await refusal(
        await app.client.post("/api/functions/create-video", body),
      );
      expect(status, field).toBe(400);
      expect(answer.error.code).toBe("VALIDATION_ERROR");
      expect(answer.error.message).toBe(`Unknown field: ${field}`);
    }
    expect(await credits()).toBe(before);
    expect(await db.select().from(taskStatus).where(eq(taskStatus.user_id, app.userId))).toHaveLength(0);

    // The spec's own shape is still accepted.
    expect((await app.client.post("/api/functions/create-video", video)).status).toBe(201);
  });

  it("create-video: a value zod refuses in its own words names its field first (a bad language)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...video, language: "xx" }, "language: Invalid option: expected one of "],
      [{ ...video, music_volume: 3 }, "music_volume: Too big"],
      [{ ...video, voice_settings: { pitch: "high" } }, "voice_settings.pitch: Invalid input"],
    ];
    for (const [body, start] of cases) {
      const { status, body: answer } = await refusal(
        await app.client.post("/api/functions/create-video", body),
      );
      expect(status, start).toBe(400);
      expect(answer.error.message.startsWith(start), answer.error.message).toBe(true);
    }
    // The spec's own messages stay as the spec words them.
    const story = await refusal(
      await app.client.post("/api/functions/create-video", { ...video, story: " " }),
    );
    expect(story.body.error.message).toBe("Story content is required");
  });

  it("PATCH /api/profile: an unknown field is a 400 naming it, and the profile stays as it was", async () => {
    const res = await app.client.patch("/api/profile", {
      username: app.username,
      full_name: "New Name",
      is_admin: true,
    });
    expect(await refusal(res)).toEqual({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", message: "Unknown field: is_admin" } },
    });
    expect((await readJson(await app.client.get("/api/profile"))).full_name).toBe("Test User");
    expect(
      (await app.client.patch("/api/profile", { username: app.username, full_name: "New Name" })).status,
    ).toBe(200);
  });

  it("PUT /api/drafts: an unknown field is a 400 naming it (two are both named), and the draft stays", async () => {
    const one = await app.client.request("PUT", "/api/drafts/story-reel", {
      story: "kept",
      settings: {},
      owner: "x",
    });
    expect(await refusal(one)).toEqual({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", message: "Unknown field: owner" } },
    });
    const two = await app.client.request("PUT", "/api/drafts/story-reel", { story: "kept", a: 1, b: 2 });
    expect((await readJson(two)).error.message).toBe("Unknown fields: a, b");
    expect((await readJson(await app.client.get("/api/drafts/story-reel"))).content.story).toBe("");
    // The editor's settings are its own: any key inside them is kept as written.
    const ok = await app.client.request("PUT", "/api/drafts/story-reel", {
      story: "kept",
      settings: { anything: 1 },
    });
    expect(ok.status).toBe(200);
  });

  it("every other JSON body the server takes refuses an unknown field too", async () => {
    const guest = createClient(app.ctx);
    const cases: [TestClient, string, string, Record<string, unknown>][] = [
      [
        app.client,
        "POST",
        "/api/functions/generate-story",
        { currentText: "", maxLength: 200, language: "en", x: 1 },
      ],
      [app.client, "POST", "/api/functions/analyze-product", { url: "https://shop.example/p", x: 1 }],
      [
        app.client,
        "POST",
        "/api/functions/process-avatar",
        { avatarId: "a1", imageUrl: "/i.png", voiceUrl: null, x: 1 },
      ],
      [app.client, "PATCH", "/api/projects/some-project/notify", { async_notify: true, x: 1 }],
      [guest, "POST", "/api/faqs/1/feedback", { is_helpful: true, x: 1 }],
      [
        guest,
        "POST",
        "/api/functions/waitlist-confirmation",
        { name: "Ann", email: "ann@example.com", use_case: "creator", x: 1 },
      ],
      [
        guest,
        "POST",
        "/api/functions/contact",
        { name: "Ann", email: "ann@example.com", company: "Acme", message: "Hello there, sales team.", x: 1 },
      ],
    ];
    for (const [who, method, path, body] of cases) {
      const res = await who.request(method, path, body);
      expect(await refusal(res), path).toEqual({
        status: 400,
        body: { error: { code: "VALIDATION_ERROR", message: "Unknown field: x" } },
      });
    }
  });
});

import { ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batches, customAvatars, projects, taskStatus, users } from "../db/schema";
import { readJson, type TestClient } from "../test/http-client";
import { FIXTURE_PRESENTER, fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import type { TestContext } from "../test/test-app";

/**
 * An unknown catalogue id must not be answered 201, charged 10 credits and rendered with the default
 * voice and presenter (as `voice_id: "xx-nobody"` once was). Every catalogue id must name something (the caller's own custom
 * avatars and their cloned voices included), else a 400 that names the field, with nothing charged.
 */
describe("catalogue ids in create-video and batches", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;

  const body = fixtureVideoRequest("A lantern glows in the window. A cat sleeps beside it.");
  const avatarBody = (avatar: string, voice?: string) => ({
    ...body,
    narrationMode: "avatar",
    character_ref: { narrator_avatar: avatar },
    voice_id: voice ?? null,
  });

  const nothingChargedOrMade = async (before: number) => {
    expect(await app.credits()).toBe(before);
    expect(await app.rowsOf(taskStatus)).toBe(0);
    expect(await app.rowsOf(projects)).toBe(0);
    expect(await app.rowsOf(batches)).toBe(0);
  };
  /** A custom avatar row of `owner`, Ready (its sample made) unless told, with a cloned voice. */
  const addAvatar = async (owner: string, id: string, ready = true) => {
    await ctx.deps.database.db.insert(customAvatars).values({
      id,
      user_id: owner,
      name: id,
      image_url: `/storage/avatars/${owner}/avatar_1.jpeg`,
      storage_path: `avatars/${owner}/avatar_1.jpeg`,
      avatar_sample_url: ready ? `/storage/avatars/${owner}/sample_1.mp4` : null,
      voice_clone_id: `clone-${id}`,
      voice_id: "en-us-ava",
    });
  };

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    ({ ctx, client, userId } = app);
    await app.signUpAnother();
  }, 60_000);
  afterAll(() => app.close());

  it("refuses an unknown voice, avatar, music, style or caption preset with a 400 naming the field, charging nothing", async () => {
    const before = await app.credits();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, voice_id: "xx-nobody" }, 'voice_id: Unknown voice "xx-nobody".'],
      [avatarBody("nobody"), 'character_ref.narrator_avatar: Unknown avatar "nobody".'],
      [{ ...body, bgm_name: "no-such-song" }, 'bgm_name: Unknown music "no-such-song".'],
      [
        { ...body, image_styles: { themes: ["watercolor", "crayon-noir"] } },
        'image_styles.themes: Unknown visual style "crayon-noir".',
      ],
      [{ ...body, caption_style: "Sparkly" }, 'caption_style: Unknown caption style "Sparkly".'],
    ];
    for (const [b, start] of cases) {
      const res = await client.post("/api/functions/create-video", b);
      expect(res.status, start).toBe(400);
      const { error } = await readJson(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message.startsWith(start), error.message).toBe(true);
    }
    await nothingChargedOrMade(before);
  });

  it("treats another user's custom avatar and cloned voice as unknown", async () => {
    const [theirs] = await ctx.deps.database.db.select().from(users).where(ne(users.id, userId));
    const otherId = theirs?.id ?? "";
    await addAvatar(otherId, "theirs-ready-avatar");
    const before = await app.credits();
    const avatar = await client.post("/api/functions/create-video", avatarBody("theirs-ready-avatar"));
    expect(avatar.status).toBe(400);
    expect((await readJson(avatar)).error.message).toMatch(/^character_ref\.narrator_avatar: Unknown avatar/);
    const voice = await client.post("/api/functions/create-video", {
      ...body,
      voice_id: "clone-theirs-ready-avatar",
    });
    expect(voice.status).toBe(400);
    expect((await readJson(voice)).error.message).toMatch(/^voice_id: Unknown voice/);
    await nothingChargedOrMade(before);
  });

  it("refuses a batch whose shared settings name an unknown id, naming settings' field, with nothing made", async () => {
    const before = await app.credits();
    for (const [settings, start] of [
      [{ ...body, story: undefined, voice_id: "xx-nobody" }, "settings.voice_id: Unknown voice"],
      [
        { ...body, story: undefined, narrationMode: "avatar", character_ref: { narrator_avatar: "nobody" } },
        "settings.character_ref.narrator_avatar: Unknown avatar",
      ],
      [{ ...body, story: undefined, bgm_name: "no-such-song" }, "settings.bgm_name: Unknown music"],
    ] as const) {
      const res = await client.post("/api/batches", {
        stories: [{ story: "One small story." }, { story: "Another small story." }],
        settings: { ...settings, gen_video: undefined, story: undefined },
      });
      expect(res.status, start).toBe(400);
      expect((await readJson(res)).error.message).toMatch(new RegExp(`^${start.replace(/\./g, "\\.")}`));
    }
    await nothingChargedOrMade(before);
  });

  it("accepts the catalogue's ids and names, and the caller's own Ready custom avatar with its cloned voice", async () => {
    await addAvatar(userId, "my-ready-avatar");
    const before = await app.credits();
    const accepted = [
      body,
      { ...body, bgm_name: "Fixture Pad", image_styles: { themes: ["Watercolor"] }, caption_style: "none" },
      avatarBody(FIXTURE_PRESENTER),
      avatarBody("my-ready-avatar", "clone-my-ready-avatar"),
    ];
    for (const b of accepted) {
      const res = await client.post("/api/functions/create-video", b);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    }
    expect(await app.credits()).toBe(before - accepted.length * ctx.deps.config.CREDITS_PER_VIDEO);
  });

  it("still refuses the caller's avatar while it is processing", async () => {
    await addAvatar(userId, "my-processing-avatar", false);
    const res = await client.post("/api/functions/create-video", avatarBody("my-processing-avatar"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe("AVATAR_NOT_READY");
  });
});

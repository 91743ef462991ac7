import type { Template } from "@reelsmith/contract/templates";
import { eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchItems, customAvatars, media, taskStatus, users } from "../db/schema";
import { readJson, type TestClient, uploadMedia } from "../test/http-client";
import { FIXTURE_MUSIC, FIXTURE_PRESENTER, fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

/**
 * Brand templates on PGlite (and PostgreSQL with TEST_DATABASE_URL): saved, listed, changed, made the one
 * default and deleted; their catalogue ids and logo checked like create-video's; and a template_id on
 * create-video, storyboards and batches filling what the request leaves out, the request winning where it
 * speaks, the video keeping the template's choices after the template is gone.
 */
describe("brand templates", () => {
  let app: SignedInApp;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    ({ client } = app);
    other = await app.signUpAnother();
  }, 60_000);
  afterAll(() => app?.close());

  const errorOf = async (res: Response) => (await readJson(res)).error as { code: string; message: string };
  const create = async (body: Record<string, unknown>, as: TestClient = client) => {
    const res = await as.post("/api/templates", body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as Template;
  };
  const storedRequest = async (taskId: string) => {
    const [row] = await app.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, taskId));
    return row?.request as Record<string, unknown> & {
      template?: { id: string; settings: Record<string, unknown> };
    };
  };
  /** A photo in the user's media library, uploaded as the browser does. */
  const uploadPhoto = async (as: TestClient) => {
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer();
    const res = await uploadMedia(as, "logo.png", png, { type: "image/png" });
    expect(res.status).toBe(201);
    return ((await res.json()) as { media: { id: string } }).media.id;
  };

  it("saves a template with every choice, answers it whole and lists it", async () => {
    const logo = await uploadPhoto(client);
    const saved = await create({
      name: "  Spring sale  ",
      style: "watercolor",
      voice_id: "en-gb-charlotte",
      avatar_id: FIXTURE_PRESENTER,
      presenter_layout: "lower",
      music_id: FIXTURE_MUSIC,
      music_volume: 0.2,
      size: "1:1",
      captions: {
        preset: "cinematic",
        color: "#00ff88",
        highlight_color: "#ff00aa",
        position: "top",
        uppercase: true,
      },
      brand_colors: ["#112233", "#fa0"],
      logo: { media_id: logo, corner: "top-right", size: 0.15, opacity: 0.8 },
      intro_card: {
        text: "Spring sale",
        text_color: "#ffffff",
        background_color: "#112233",
        duration_s: 1.5,
      },
      end_card: { text: "Thanks", call_to_action: "Shop now", link_text: "example.com/spring" },
    });
    expect(saved).toMatchObject({
      name: "Spring sale",
      is_default: false,
      style: "watercolor",
      avatar_id: FIXTURE_PRESENTER,
      size: "1:1",
      captions: { preset: "cinematic", color: "#00ff88", position: "top", uppercase: true },
      logo: { media_id: logo, corner: "top-right" },
      end_card: { call_to_action: "Shop now" },
    });
    const bare = await create({ name: "Bare" });
    expect(bare).toMatchObject({ name: "Bare", style: null, voice_id: null, captions: null, logo: null });

    const got = await client.get(`/api/templates/${saved.id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(saved);
    const list = (await readJson(await client.get("/api/templates"))).templates as Template[];
    expect(list.map((t) => t.name)).toEqual(["Spring sale", "Bare"]);
    // Another user sees none of them.
    expect((await readJson(await other.get("/api/templates"))).templates).toEqual([]);
  });

  it("changes only the fields a PATCH gives, null clearing one, a nested choice replaced whole", async () => {
    const t = await create({
      name: "Patch me",
      style: "watercolor",
      voice_id: "en-gb-charlotte",
      captions: { preset: "dynamic", uppercase: true },
    });
    const res = await client.patch(`/api/templates/${t.id}`, {
      name: "Patched",
      voice_id: null,
      captions: { color: "#123456" },
    });
    expect(res.status).toBe(200);
    const patched = (await res.json()) as Template;
    expect(patched).toMatchObject({
      name: "Patched",
      style: "watercolor",
      voice_id: null,
      captions: { color: "#123456" },
    });
    expect(patched.captions).not.toHaveProperty("uppercase");
    expect(patched.captions).not.toHaveProperty("preset");
  });

  it("keeps one default per account: a second default takes the mark from the first", async () => {
    const a = await create({ name: "Default A" });
    const b = await create({ name: "Default B" });
    expect((await readJson(await client.post(`/api/templates/${a.id}/default`))).is_default).toBe(true);
    const res = await client.post(`/api/templates/${b.id}/default`);
    expect(res.status).toBe(200);
    const list = (await readJson(await client.get("/api/templates"))).templates as Template[];
    expect(list.filter((t) => t.is_default).map((t) => t.name)).toEqual(["Default B"]);
    // Another user's default is theirs alone.
    const theirs = await create({ name: "Theirs" }, other);
    await other.post(`/api/templates/${theirs.id}/default`);
    const again = (await readJson(await client.get("/api/templates"))).templates as Template[];
    expect(again.filter((t) => t.is_default).map((t) => t.name)).toEqual(["Default B"]);
  });

  it("deletes a template: gone from the list, then 404", async () => {
    const t = await create({ name: "Short-lived" });
    expect((await client.delete(`/api/templates/${t.id}`)).status).toBe(204);
    expect((await client.get(`/api/templates/${t.id}`)).status).toBe(404);
    expect((await client.delete(`/api/templates/${t.id}`)).status).toBe(404);
    const list = (await readJson(await client.get("/api/templates"))).templates as Template[];
    expect(list.map((x) => x.id)).not.toContain(t.id);
  });

  it("answers 404 for another user's template on every route, and leaves it as it was", async () => {
    const theirs = await create({ name: "Not yours", style: "watercolor" }, other);
    for (const res of [
      await client.get(`/api/templates/${theirs.id}`),
      await client.patch(`/api/templates/${theirs.id}`, { name: "Mine now" }),
      await client.post(`/api/templates/${theirs.id}/default`),
      await client.delete(`/api/templates/${theirs.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Template not found");
    }
    const still = (await readJson(await other.get(`/api/templates/${theirs.id}`))) as Template;
    expect(still).toMatchObject({ name: "Not yours", is_default: false });
  });

  it("refuses a bad body with a 400 that names the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "name: A template needs a name"],
      [{ name: "   " }, "name: A template needs a name"],
      [{ name: "x".repeat(101) }, "name: A template's name must be at most 100 characters"],
      [{ name: "t", size: "3:2" }, "size: must be one of 9:16, 4:5, 1:1, 16:9"],
      [{ name: "t", captions: { color: "green" } }, "captions.color: must be a hex colour"],
      [{ name: "t", brand_colors: ["#fff", "red"] }, "brand_colors.1: must be a hex colour"],
      [{ name: "t", music_volume: 2 }, "music_volume:"],
      [{ name: "t", presenter_layout: "side" }, "presenter_layout:"],
      [{ name: "t", captions: { words_per_line: 0 } }, "captions.words_per_line:"],
      [
        { name: "t", end_card: { call_to_action: "x".repeat(41) } },
        "end_card.call_to_action: must be at most 40",
      ],
      [{ name: "t", logo: { corner: "top-right" } }, "logo.media_id:"],
      [{ name: "t", colour: "#fff" }, "Unknown field: colour"],
    ];
    for (const [body, start] of cases) {
      const res = await client.post("/api/templates", body);
      expect(res.status, start).toBe(400);
      expect((await errorOf(res)).message.slice(0, start.length)).toBe(start);
    }
    const t = await create({ name: "Valid" });
    const res = await client.patch(`/api/templates/${t.id}`, { intro_card: { duration_s: 60 } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/^intro_card\.duration_s: /);
  });

  it("refuses an unknown style, voice, presenter, music or caption preset, naming the template's field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ style: "crayon-noir" }, 'style: Unknown visual style "crayon-noir".'],
      [{ voice_id: "xx-nobody" }, 'voice_id: Unknown voice "xx-nobody".'],
      [{ avatar_id: "nobody" }, 'avatar_id: Unknown avatar "nobody".'],
      [{ music_id: "no-such-song" }, 'music_id: Unknown music "no-such-song".'],
      [{ captions: { preset: "Sparkly" } }, 'captions.preset: Unknown caption style "Sparkly".'],
    ];
    const t = await create({ name: "Checked" });
    for (const [fields, start] of cases) {
      for (const res of [
        await client.post("/api/templates", { name: "t", ...fields }),
        await client.patch(`/api/templates/${t.id}`, fields),
      ]) {
        expect(res.status, start).toBe(400);
        expect((await errorOf(res)).message.startsWith(start)).toBe(true);
      }
    }
    expect((await readJson(await client.get(`/api/templates/${t.id}`))).style).toBeNull();
  });

  it("takes the user's own custom avatar as the presenter, and another user's as unknown", async () => {
    const { db } = app.ctx.deps.database;
    const [theirs] = await db.select().from(users).where(ne(users.id, app.userId));
    const avatar = (owner: string, id: string) => ({
      id,
      user_id: owner,
      name: id,
      image_url: `/storage/avatars/${owner}/avatar_1.jpeg`,
      storage_path: `avatars/${owner}/avatar_1.jpeg`,
      avatar_sample_url: `/storage/avatars/${owner}/sample_1.mp4`,
      voice_clone_id: `clone-${id}`,
      voice_id: "en-us-ava",
    });
    await db
      .insert(customAvatars)
      .values([avatar(app.userId, "my-presenter"), avatar(theirs?.id ?? "", "their-presenter")]);
    // Saved with the avatar and its cloned voice, as the editor sends a custom avatar.
    const t = await create({ name: "Me", avatar_id: "my-presenter", voice_id: "clone-my-presenter" });
    expect(t).toMatchObject({ avatar_id: "my-presenter", voice_id: "clone-my-presenter" });
    for (const res of [
      await client.post("/api/templates", { name: "t", avatar_id: "their-presenter" }),
      await client.patch(`/api/templates/${t.id}`, { avatar_id: "their-presenter" }),
    ]) {
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/^avatar_id: Unknown avatar "their-presenter"\./);
    }
    // A video made with the template is presented by the user's avatar in its cloned voice.
    const {
      image_styles: _s,
      voice_id: _v,
      ...story
    } = fixtureVideoRequest("A lantern glows in the window. A cat sleeps beside it.");
    const res = await client.post("/api/functions/create-video", {
      ...story,
      narrationMode: "avatar",
      template_id: t.id,
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    expect(await storedRequest(task_id)).toMatchObject({
      avatarId: "my-presenter",
      voiceId: "clone-my-presenter",
    });
  });

  it("takes only the user's own photo as the logo", async () => {
    const theirs = await uploadPhoto(other);
    const res = await client.post("/api/templates", { name: "t", logo: { media_id: theirs } });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Media not found");
    // A recording is not a logo.
    const [u] = await app.ctx.deps.database.db
      .insert(media)
      .values({
        id: "med_recording1",
        user_id: app.userId,
        kind: "audio",
        name: "voice.ogg",
        mime: "audio/ogg",
        status: "ready",
        original_key: `uploads/${app.userId}/media/x/voice.ogg`,
      })
      .returning();
    const audio = await client.post("/api/templates", { name: "t", logo: { media_id: u?.id } });
    expect(audio.status).toBe(400);
    expect((await errorOf(audio)).message).toBe(
      "logo.media_id: The logo must be a photo from your media library.",
    );
  });

  it("fills create-video's missing fields from the template, the request's own fields winning, and the video keeps them", async () => {
    const t = await create({
      name: "Brand",
      style: "watercolor",
      voice_id: "en-gb-charlotte",
      music_id: FIXTURE_MUSIC,
      music_volume: 0.15,
      size: "1:1",
      captions: {
        preset: "professional",
        color: "#0f8",
        highlight_color: "#f0a",
        position: "bottom",
        words_per_line: 2,
      },
      intro_card: { text: "Hello" },
    });
    const {
      image_styles: _s,
      voice_id: _v,
      bgm_name: _b,
      caption_style: _c,
      size: _z,
      ...story
    } = fixtureVideoRequest("A lantern glows in the window. A cat sleeps beside it.");
    const res = await client.post("/api/functions/create-video", {
      ...story,
      template_id: t.id,
      voice_id: "en-gb-oliver",
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const request = await storedRequest(task_id);
    expect(request).toMatchObject({
      styleId: "watercolor",
      voiceId: "en-gb-oliver",
      musicId: FIXTURE_MUSIC,
      musicVolume: 0.15,
      width: 1080,
      height: 1080,
      captionStyle: {
        id: "professional",
        color: "#00ff88",
        highlightColor: "#ff00aa",
        position: "bottom",
        fontSize: 20,
      },
    });
    expect(request.template).toMatchObject({
      id: t.id,
      name: "Brand",
      settings: { intro_card: { text: "Hello" } },
    });

    // A null in the request is its own choice: no captions, whatever the template says.
    const off = await client.post("/api/functions/create-video", {
      ...story,
      template_id: t.id,
      caption_style: null,
      size: "144x256",
    });
    expect(off.status).toBe(201);
    const offRequest = await storedRequest(((await off.json()) as { task_id: string }).task_id);
    expect(offRequest).toMatchObject({ captionStyle: null, width: 144, height: 256, styleId: "watercolor" });

    // A template whose captions are off makes a video without captions unless the request asks for some.
    const quiet = await create({ name: "No captions", captions: { preset: "none" } });
    const plain = await client.post("/api/functions/create-video", {
      ...story,
      template_id: quiet.id,
      size: "144x256",
    });
    expect(await storedRequest(((await plain.json()) as { task_id: string }).task_id)).toMatchObject({
      captionStyle: null,
    });
    const asked = await client.post("/api/functions/create-video", {
      ...story,
      template_id: quiet.id,
      size: "144x256",
      caption_style: "Dynamic",
    });
    expect(await storedRequest(((await asked.json()) as { task_id: string }).task_id)).toMatchObject({
      captionStyle: { id: "dynamic" },
    });

    // Changing, then deleting the template leaves the video as it was made.
    await client.patch(`/api/templates/${t.id}`, { style: null, music_volume: 0.9 });
    expect((await client.delete(`/api/templates/${t.id}`)).status).toBe(204);
    expect(await storedRequest(task_id)).toEqual(request);
  });

  it("answers 404 for another user's or an unknown template_id on create-video, storyboards and batches, charging nothing", async () => {
    const theirs = await create({ name: "Theirs", style: "watercolor" }, other);
    const body = fixtureVideoRequest("A lantern glows in the window.");
    const before = await app.credits();
    const tasksBefore = await app.rowsOf(taskStatus);
    for (const id of [theirs.id, "no-such-template"]) {
      for (const res of [
        await client.post("/api/functions/create-video", { ...body, template_id: id }),
        await client.post("/api/storyboards", { ...body, template_id: id }),
        await client.post("/api/batches", {
          stories: [{ story: "A cat sleeps." }],
          settings: { narrationMode: "voice", template_id: id },
        }),
      ]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Template not found");
      }
    }
    expect(await app.credits()).toBe(before);
    expect(await app.rowsOf(taskStatus)).toBe(tasksBefore);
  });

  it("applies a batch's template to every video, the settings given winning", async () => {
    const t = await create({
      name: "Batch look",
      style: "watercolor",
      voice_id: "en-gb-charlotte",
      size: "16:9",
      music_volume: 0.3,
    });
    const res = await client.post("/api/batches", {
      stories: [{ story: "A cat sleeps by the fire." }, { story: "A dog runs on the beach." }],
      settings: { narrationMode: "voice", template_id: t.id, voice_id: "en-gb-isla" },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const batch = (await res.json()) as { id: string; items: { task_id: string }[] };
    expect(batch.items).toHaveLength(2);
    for (const item of batch.items) {
      expect(await storedRequest(item.task_id)).toMatchObject({
        styleId: "watercolor",
        voiceId: "en-gb-isla",
        musicVolume: 0.3,
        width: 1920,
        height: 1080,
        template: { id: t.id },
      });
    }
    const items = await app.ctx.deps.database.db
      .select()
      .from(batchItems)
      .where(eq(batchItems.batch_id, batch.id));
    expect(items).toHaveLength(2);
  });
});

import type { LanguageVersionList } from "@reelsmith/contract/language-versions";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voiceDefinitions } from "../catalog/definitions/voices";
import { media, projects, taskStatus, userProfiles, users } from "../db/schema";
import { type startFakeOpenAI, startFakeOpenAI as startModel } from "../test/fake-openai-server";
import { errorOf } from "../test/http-client";
import { connectMcpAgent } from "../test/mcp-agent";
import { boatAtSea } from "../test/scene-fixtures";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { storedVoiceRequest } from "../test/task-rows";

const defaultVoice = (language: string) => voiceDefinitions.find((v) => v.language === language)?.id;

const englishBoard = (mediaId: string): Storyboard => ({
  baseVersion: 1,
  language: "en",
  scenes: [
    {
      id: "scene-1",
      text: "A small boat leaves the harbour.",
      start: 0,
      end: 2.5,
      thumbnailUrl: null,
      picture: { kind: "illustration", plan: boatAtSea },
      camera: { shot: "wide", pan: "left" },
    },
    {
      id: "scene-2",
      text: "The wind fills its sail.",
      start: 2.5,
      end: 4.5,
      thumbnailUrl: null,
      picture: { kind: "media", mediaId, inPoint: 2, keepSound: true, plan: boatAtSea },
      holdAfter: 1,
    },
    {
      id: "scene-3",
      text: "It comes home at dusk.",
      start: 4.5,
      end: 6.5,
      thumbnailUrl: null,
      picture: { kind: "illustration", plan: boatAtSea },
    },
  ],
});

const hindi = {
  "scene-1": "एक छोटी नाव बंदरगाह से निकलती है।",
  "scene-2": "हवा उसकी पाल भर देती है।",
  "scene-3": "शाम को वह घर लौट आती है।",
};

const request = (language: string) => storedVoiceRequest({ language, voiceId: "en-gb-charlotte" });

/**
 * Language versions through the API on PGlite and PostgreSQL: every refusal (no words and no model, words
 * for a scene the storyboard lacks, a language the project has, another user's project, an unfinished
 * project, a voice of another language, too few credits) charges and queues nothing; a version is a new
 * project linked to the original whose storyboard is the original's with only the words replaced.
 */
describe("language versions of a project", () => {
  let app: SignedInApp;
  let other: SignedInApp["client"];
  const original = "proj_lang_original";
  const spanish = "proj_lang_es";
  const unfinished = "proj_lang_unfinished";
  const othersProject = "proj_lang_other";
  const mediaId = "med_lang_clip01";
  const db = () => app.ctx.deps.database.db;
  /** What a refused request must leave as it was: credits, projects, tasks and queued jobs. */
  const state = async () => ({
    credits: await app.credits(),
    projects: await app.rowsOf(projects),
    tasks: await app.rowsOf(taskStatus),
    queued: await app.queuedRenders(),
  });
  const post = (body: unknown, id = original) => app.client.post(`/api/projects/${id}/languages`, body);

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = await app.signUpAnother();
    const otherId = (await db().select().from(users)).find((u) => u.id !== app.userId)?.id ?? "";
    await db()
      .insert(media)
      .values({
        id: mediaId,
        user_id: app.userId,
        kind: "clip",
        name: "sea.mp4",
        mime: "video/mp4",
        status: "ready",
        width: 640,
        height: 360,
        duration_s: 8,
        original_key: `uploads/${app.userId}/media/${mediaId}/original.mp4`,
        proxy_key: `uploads/${app.userId}/media/${mediaId}/proxy.mp4`,
        poster_key: `uploads/${app.userId}/media/${mediaId}/poster.jpg`,
      });
    const project = (id: string, user_id: string, extra = {}) => ({
      id,
      user_id,
      title: "A small boat",
      type: "STORY_REEL" as const,
      status: "PUBLISHED" as const,
      ...extra,
    });
    await db()
      .insert(projects)
      .values([
        project(original, app.userId),
        project(spanish, app.userId, { source_project_id: original }),
        project(unfinished, app.userId, { status: "DRAFT" }),
        project(othersProject, otherId),
      ]);
    const board = englishBoard(mediaId) as unknown as Record<string, unknown>;
    const task = (id: string, user_id: string, language: string, status: number, storyboard: unknown) => ({
      id,
      user_id,
      task_status: status,
      task_draft_id: id,
      task_draft_version: 1,
      request: request(language),
      storyboard: storyboard as Record<string, unknown> | null,
      task_result:
        status === 8 ? { video_url: `/storage/renders/${id}/v1/video.mp4`, duration_s: 6.5 } : null,
    });
    await db()
      .insert(taskStatus)
      .values([
        task(original, app.userId, "en", 8, board),
        task(spanish, app.userId, "es", 8, { ...board, language: "es" }),
        task(unfinished, app.userId, "en", 3, null),
        task(othersProject, otherId, "en", 8, board),
      ]);
  }, 120_000);
  afterAll(() => app.close());

  it("refuses a version without words on a server with no model, naming texts, charging nothing", async () => {
    const before = await state();
    const res = await post({ language: "hi" });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(/^texts: no writer model is configured to translate/);
    expect(await state()).toEqual(before);
  });

  it("drafts nothing on a server with no model, naming texts", async () => {
    const res = await app.client.post(`/api/projects/${original}/languages/draft`, { language: "kn" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/^texts: no writer model is configured to translate/);
  });

  it("names the scene whose words are missing, empty, unknown or in another language", async () => {
    const before = await state();
    const cases: [Record<string, string>, RegExp][] = [
      [
        { "scene-1": hindi["scene-1"], "scene-3": hindi["scene-3"] },
        /^texts\.scene-2: give the words of scene 2 in Hindi/,
      ],
      [{ ...hindi, "scene-2": "  " }, /^texts\.scene-2: /],
      [
        { ...hindi, "scene-9": "नाव" },
        /^texts\.scene-9: this project's storyboard has no scene with this id/,
      ],
      [
        { ...hindi, "scene-3": "It comes home at dusk, the sails down and the lamps lit." },
        /^texts\.scene-3: This text looks like English, but the language is Hindi/,
      ],
    ];
    for (const [texts, message] of cases) {
      const res = await post({ language: "hi", texts });
      expect(res.status, JSON.stringify(texts)).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
    }
    expect(await state()).toEqual(before);
  });

  it("refuses the original's language and one a version has with a 409, charging nothing", async () => {
    const before = await state();
    const english = await post({ language: "en", texts: { "scene-1": "a", "scene-2": "b", "scene-3": "c" } });
    expect(english.status).toBe(409);
    expect((await errorOf(english)).message).toBe("This project is already in English.");
    const texts = { "scene-1": "Un barco.", "scene-2": "El viento.", "scene-3": "Vuelve a casa." };
    const again = await post({ language: "es", texts });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This project already has a Spanish version.");
    // Asked of the version itself, the group is the same.
    expect((await post({ language: "es", texts }, spanish)).status).toBe(409);
    expect(await state()).toEqual(before);
  });

  it("answers another user's project as not found and an unfinished one as a 409, charging nothing", async () => {
    const before = await state();
    const others = await post({ language: "hi", texts: hindi }, othersProject);
    expect(others.status).toBe(404);
    expect((await other.get(`/api/projects/${original}/languages`)).status).toBe(404);
    expect(
      (await other.post(`/api/projects/${original}/languages`, { language: "hi", texts: hindi })).status,
    ).toBe(404);
    const draft = await post({ language: "hi", texts: hindi }, unfinished);
    expect(draft.status).toBe(409);
    expect((await errorOf(draft)).message).toMatch(/no finished video yet/);
    expect(await state()).toEqual(before);
  });

  it("refuses a voice of another language and too few credits, charging nothing", async () => {
    const before = await state();
    const voice = await post({ language: "hi", texts: hindi, voice_id: "en-gb-charlotte" });
    expect(voice.status).toBe(400);
    expect((await errorOf(voice)).message).toBe(
      'voice_id: "en-gb-charlotte" is not one of the Hindi voices.',
    );
    const poor = await db()
      .update(userProfiles)
      .set({ available_credits: 15 })
      .where(eq(userProfiles.user_id, app.userId))
      .returning();
    expect(poor).toHaveLength(1);
    const fr = {
      "scene-1": "Un petit bateau quitte le port.",
      "scene-2": "Le vent gonfle sa voile.",
      "scene-3": "Il rentre le soir.",
    };
    // Two languages cost two videos: with the credits of one and a half, neither is made.
    const batch = await app.client.post(`/api/projects/${original}/languages/batch`, {
      languages: ["hi", "fr"],
      texts: { hi: hindi, fr },
    });
    expect(batch.status).toBe(402);
    expect(await app.rowsOf(projects)).toBe(before.projects);
    expect(await app.rowsOf(taskStatus)).toBe(before.tasks);
    expect(await app.queuedRenders()).toBe(before.queued);
    await db()
      .update(userProfiles)
      .set({ available_credits: before.credits })
      .where(eq(userProfiles.user_id, app.userId));
    // A batch names the language whose words are missing, and makes none of the others.
    const missing = await app.client.post(`/api/projects/${original}/languages/batch`, {
      languages: ["hi", "fr"],
      texts: { hi: hindi },
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toMatch(/^texts\.fr: no writer model/);
    const twice = await app.client.post(`/api/projects/${original}/languages/batch`, {
      languages: ["hi", "hi"],
    });
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).message).toBe("languages: name each language once.");
    expect(await state()).toEqual(before);
  });

  it("makes a Hindi version: a new project linked to the original, the same scenes with the new words", async () => {
    const before = await state();
    const res = await post({ language: "hi", texts: hindi });
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    expect(await app.credits()).toBe(before.credits - app.ctx.deps.config.CREDITS_PER_VIDEO);
    expect(await app.queuedRenders()).toBe(before.queued + 1);
    const [row] = await db().select().from(projects).where(eq(projects.id, task_id));
    expect(row?.source_project_id).toBe(original);
    expect(row?.title).toBe("A small boat (Hindi)");
    const [task] = await db().select().from(taskStatus).where(eq(taskStatus.id, task_id));
    const made = task?.request as {
      language: string;
      voiceId: string;
      storyboard: Storyboard;
      story: string;
    };
    expect(made.language).toBe("hi");
    expect(made.voiceId).toBe(defaultVoice("hi"));
    // The pictures' seed stays the original's story, so the version draws the same pictures.
    expect(made.story).toBe(request("en").story);
    const source = englishBoard(mediaId);
    expect(made.storyboard.language).toBe("hi");
    expect(made.storyboard.scenes.map((s) => s.id)).toEqual(source.scenes.map((s) => s.id));
    expect(made.storyboard.scenes.map((s) => s.text)).toEqual(Object.values(hindi));
    expect(made.storyboard.scenes.map((s) => s.picture)).toEqual(source.scenes.map((s) => s.picture));
    expect(made.storyboard.scenes[0]?.camera).toEqual({ shot: "wide", pan: "left" });
    expect(made.storyboard.scenes[1]?.holdAfter).toBe(1);

    // The list, asked of the original or of a version: the original first, then the versions.
    for (const id of [original, task_id]) {
      const list = (await (
        await app.client.get(`/api/projects/${id}/languages`)
      ).json()) as LanguageVersionList;
      expect(list.project_id).toBe(original);
      expect(list.versions.map((v) => [v.language, v.original, v.project_id, v.status])).toEqual([
        ["en", true, original, "ready"],
        ["es", false, spanish, "ready"],
        ["hi", false, task_id, "rendering"],
      ]);
      expect(list.versions[0]?.url).toBe(`/storage/renders/${original}/v1/video.mp4`);
      expect(list.versions[2]?.url).toBeNull();
    }
    // Hindi is now taken.
    expect((await post({ language: "hi", texts: hindi })).status).toBe(409);
  });

  it("makes every language of a batch, each its own project in its language's voice", async () => {
    const before = await state();
    const res = await app.client.post(`/api/projects/${original}/languages/batch`, {
      languages: ["ta", "de"],
      texts: {
        ta: {
          "scene-1": "ஒரு சிறிய படகு துறைமுகத்தை விட்டு செல்கிறது.",
          "scene-2": "காற்று அதன் பாய்மரத்தை நிரப்புகிறது.",
          "scene-3": "மாலையில் அது வீடு திரும்புகிறது.",
        },
        de: {
          "scene-1": "Ein kleines Boot verlässt den Hafen.",
          "scene-2": "Der Wind füllt sein Segel.",
          "scene-3": "Es kehrt am Abend heim.",
        },
      },
      voice_ids: { de: "de-de-jonas" },
    });
    expect(res.status).toBe(201);
    const { versions } = (await res.json()) as { versions: { language: string; task_id: string }[] };
    expect(versions.map((v) => v.language)).toEqual(["ta", "de"]);
    expect(await app.credits()).toBe(before.credits - 2 * app.ctx.deps.config.CREDITS_PER_VIDEO);
    expect(await app.queuedRenders()).toBe(before.queued + 2);
    const voices = [];
    for (const v of versions) {
      const [task] = await db().select().from(taskStatus).where(eq(taskStatus.id, v.task_id));
      voices.push((task?.request as { voiceId?: string } | undefined)?.voiceId);
    }
    expect(voices).toEqual([defaultVoice("ta"), "de-de-jonas"]);
  });

  it("lets an agent make and list language versions over MCP", async () => {
    const agent = await connectMcpAgent(app, "languages test");
    try {
      const te = {
        "scene-1": "ఒక చిన్న పడవ ఓడరేవు నుండి బయలుదేరుతుంది.",
        "scene-2": "గాలి దాని తెరచాపను నింపుతుంది.",
        "scene-3": "సాయంత్రం అది ఇంటికి తిరిగి వస్తుంది.",
      };
      const made = await agent.json<{ task_id: string; project_id: string }>("make_language_version", {
        project_id: original,
        language: "te",
        texts: te,
      });
      expect(made.task_id).toBe(made.project_id);
      const list = await agent.json<LanguageVersionList>("list_language_versions", { project_id: original });
      expect(list.versions.map((v) => v.language)).toEqual(["en", "es", "hi", "ta", "de", "te"]);
      expect(list.versions[0]?.url).toMatch(/^http/);
      const refused = await agent.call("make_language_version", { project_id: original, language: "kn" });
      expect(refused.isError).toBe(true);
      expect(refused.content[0]?.text).toMatch(/texts: no writer model/);
      const draft = await agent.call("draft_language_version", { project_id: original, language: "kn" });
      expect(draft.isError).toBe(true);
      expect(draft.content[0]?.text).toMatch(/texts: no writer model/);
    } finally {
      await agent.close();
    }
  });

  it("lists the original once in the library with its languages, and no version as a project", async () => {
    const res = await app.client.get("/api/projects?pageSize=100");
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      items: { id: string; languages?: { language: string; project_id: string; original: boolean }[] }[];
      total: number;
    };
    const ids = page.items.map((p) => p.id);
    expect(ids).toContain(original);
    expect(ids).not.toContain(spanish);
    expect(page.total).toBe(ids.length);
    const group = page.items.find((p) => p.id === original)?.languages ?? [];
    expect(group.map((v) => v.language)).toEqual(["en", "es", "hi", "ta", "de", "te"]);
    expect(group[0]).toMatchObject({ original: true, project_id: original });
    expect(group[1]).toMatchObject({ original: false, project_id: spanish });
    expect(page.items.find((p) => p.id === unfinished)?.languages).toBeUndefined();
    const recent = (await (await app.client.get("/api/projects/recent")).json()) as { id: string }[];
    expect(recent.map((p) => p.id)).not.toContain(spanish);
  });
});

/** With a writer model configured, a version without words is translated by it, one text per scene. */
describe("a language version translated by the writer model", () => {
  let app: SignedInApp;
  let model: Awaited<ReturnType<typeof startFakeOpenAI>>;
  const original = "proj_lang_model";

  beforeAll(async () => {
    model = await startModel();
    app = await startAppWithSignedInUser({
      WRITER_PROVIDER: "openai",
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: model.url,
    });
    const { db } = app.ctx.deps.database;
    await db.insert(projects).values({
      id: original,
      user_id: app.userId,
      title: "A small boat",
      type: "STORY_REEL",
      status: "PUBLISHED",
    });
    const board = {
      ...englishBoard("none"),
      scenes: englishBoard("none").scenes.map((s) => ({
        ...s,
        picture: { kind: "illustration" as const, plan: boatAtSea },
      })),
    };
    await db.insert(taskStatus).values({
      id: original,
      user_id: app.userId,
      task_status: 8,
      task_draft_id: original,
      request: request("en"),
      storyboard: board as unknown as Record<string, unknown>,
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it("drafts the scenes' words in a language by scene id, charging and making nothing", async () => {
    const credits = await app.credits();
    const projectsBefore = await app.rowsOf(projects);
    model.chatReplies.push(JSON.stringify({ scenes: Object.values(hindi) }));
    const res = await app.client.post(`/api/projects/${original}/languages/draft`, { language: "hi" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "hi", texts: hindi });
    expect(await app.credits()).toBe(credits);
    expect(await app.rowsOf(projects)).toEqual(projectsBefore);
    const english = await app.client.post(`/api/projects/${original}/languages/draft`, { language: "en" });
    expect(english.status).toBe(409);
  });

  it("asks the model for the scenes in the new language and renders its words", async () => {
    model.chatReplies.push(JSON.stringify({ scenes: Object.values(hindi) }));
    const res = await app.client.post(`/api/projects/${original}/languages`, { language: "hi" });
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const asked = model.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1)?.body ?? "";
    expect(asked).toContain("Hindi");
    expect(asked).toContain("The wind fills its sail.");
    const [task] = await app.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    const board = (task?.request as { storyboard?: Storyboard } | undefined)?.storyboard;
    expect(board?.scenes.map((s) => s.text)).toEqual(Object.values(hindi));
  });

  it("charges nothing when the model answers the wrong number of scenes", async () => {
    const credits = await app.credits();
    model.chatReplies.push(JSON.stringify({ scenes: ["Un barco."] }));
    const res = await app.client.post(`/api/projects/${original}/languages`, { language: "es" });
    expect(res.status).toBe(503);
    expect(await app.credits()).toBe(credits);
  });
});

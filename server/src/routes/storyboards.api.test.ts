import { mediaMessages } from "@reelsmith/contract/media";
import type { SceneAction } from "@reelsmith/contract/scene-plan";
import { STORYBOARD_CLIP_MAX_S, type Storyboard } from "@reelsmith/contract/storyboard";
import { Resvg } from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, projects, taskStatus, users } from "../db/schema";
import { errorOf } from "../test/http-client";
import { connectMcpAgent } from "../test/mcp-agent";
import { boatAtSea, maya } from "../test/scene-fixtures";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import {
  boatStory,
  boatStoryboard,
  generatedTask,
  insertStoryReel,
  publishedStoryReel,
  storedVoiceRequest,
} from "../test/task-rows";

/**
 * The storyboard API on PGlite and PostgreSQL: a storyboard before generating costs nothing, the
 * newest version's storyboard is its owner's alone, and every refused edit charges and queues nothing.
 */
describe("storyboards", () => {
  let app: SignedInApp;
  let other: SignedInApp["client"];
  let otherId: string;
  const project = "proj_storyboard";
  const othersProject = "proj_storyboard_other";
  const plan = boatAtSea;
  const request = storedVoiceRequest({ width: 360, height: 640 });

  const db = () => app.ctx.deps.database.db;
  const versions = async (id: string) =>
    (await db().select().from(taskStatus).where(eq(taskStatus.task_draft_id, id))).length;

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = await app.signUpAnother();
    const all = await db().select().from(users);
    otherId = all.find((u) => u.id !== app.userId)?.id ?? "";
    await db()
      .insert(projects)
      .values([
        publishedStoryReel(project, app.userId, "A small boat"),
        publishedStoryReel(othersProject, otherId, "Kite"),
      ]);
    await db()
      .insert(taskStatus)
      .values([
        generatedTask(project, app.userId, {
          request,
          storyboard: boatStoryboard(1) as unknown as Record<string, unknown>,
        }),
        generatedTask(othersProject, otherId, {
          request,
          storyboard: boatStoryboard(1) as unknown as Record<string, unknown>,
        }),
      ]);
    const item = (id: string, user_id: string, duration_s: number) => ({
      id,
      user_id,
      kind: "clip" as const,
      name: `${id}.mp4`,
      mime: "video/mp4",
      status: "ready" as const,
      width: 640,
      height: 360,
      duration_s,
      original_key: `uploads/${user_id}/media/${id}/original.mp4`,
      proxy_key: `uploads/${user_id}/media/${id}/proxy.mp4`,
      poster_key: `uploads/${user_id}/media/${id}/poster.jpg`,
    });
    await db()
      .insert(media)
      .values([
        item("med_others01", otherId, 8),
        item("med_long0001", app.userId, STORYBOARD_CLIP_MAX_S + 15),
        item("med_mine0001", app.userId, 8),
        {
          ...item("med_busy0001", app.userId, 8),
          status: "processing" as const,
          proxy_key: null,
          poster_key: null,
        },
        {
          ...item("med_fail0001", app.userId, 8),
          status: "failed" as const,
          proxy_key: null,
          poster_key: null,
        },
      ]);
  }, 180_000);
  afterAll(() => app?.close());

  it("plans a storyboard from a story with a thumbnail per scene, charging and queueing nothing", async () => {
    const before = await app.credits();
    const tasks = (await db().select().from(taskStatus)).length;
    const res = await app.client.post("/api/storyboards", {
      story: boatStory,
      narrationMode: "voice",
      size: "360x640",
    });
    expect(res.status).toBe(200);
    const { storyboard } = (await res.json()) as { storyboard: Storyboard };
    expect(storyboard.baseVersion).toBe(0);
    expect(storyboard.scenes.map((s) => s.text).join(" ")).toBe(boatStory);
    for (const scene of storyboard.scenes) {
      expect(scene.picture.kind).toBe("illustration");
      expect(scene.end).toBeGreaterThan(scene.start);
      const thumb = await app.client.get(scene.thumbnailUrl ?? "");
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get("content-type")).toContain("image/jpeg");
      // Owner-only: another user cannot open the thumbnail.
      expect((await other.get(scene.thumbnailUrl ?? "")).status).not.toBe(200);
    }
    expect(await app.credits()).toBe(before);
    expect((await db().select().from(taskStatus)).length).toBe(tasks);
  });

  it("gives the newest version's storyboard to its owner and a 404 to anyone else", async () => {
    const mine = await app.client.get(`/api/projects/${project}/storyboard`);
    expect(mine.status).toBe(200);
    const { storyboard } = (await mine.json()) as { storyboard: Storyboard };
    expect(storyboard.baseVersion).toBe(1);
    expect(storyboard.scenes).toHaveLength(3);
    expect((await app.client.get(`/api/projects/${othersProject}/storyboard`)).status).toBe(404);
    expect((await other.get(`/api/projects/${project}/storyboard`)).status).toBe(404);
  });

  it("refuses a version of another user's project with a 404, charging and queueing nothing", async () => {
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    const res = await app.client.post(`/api/projects/${othersProject}/versions`, {
      storyboard: boatStoryboard(1),
    });
    expect(res.status).toBe(404);
    expect(await app.credits()).toBe(before);
    expect(await versions(othersProject)).toBe(1);
    expect(await app.queuedRenders()).toBe(jobs);
  });

  it("refuses a storyboard based on an older version with a 409 that says so", async () => {
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    const res = await app.client.post(`/api/projects/${project}/versions`, { storyboard: boatStoryboard(0) });
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toContain("based on version 0, but the project is at version 1");
    expect(await app.credits()).toBe(before);
    expect(await versions(project)).toBe(1);
    expect(await app.queuedRenders()).toBe(jobs);
  });

  it("refuses media that is not the caller's with a 404 and a clip over the limit with a 400", async () => {
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    const others = await app.client.post(`/api/projects/${project}/versions`, {
      storyboard: boatStoryboard(1, [{ kind: "media", mediaId: "med_others01" }]),
    });
    expect(others.status).toBe(404);
    expect((await errorOf(others)).message).toBe("Media not found");
    const missing = await app.client.post(`/api/projects/${project}/versions`, {
      storyboard: boatStoryboard(1, [{ kind: "media", mediaId: "med_nobody01" }]),
    });
    expect(missing.status).toBe(404);
    const long = await app.client.post(`/api/projects/${project}/versions`, {
      storyboard: boatStoryboard(1, [
        undefined as never,
        { kind: "media", mediaId: "med_long0001", inPoint: 2 },
      ]),
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(`Clips can be at most ${STORYBOARD_CLIP_MAX_S} seconds long.`);
    // create-video with a storyboard is checked the same way.
    const created = await app.client.post("/api/functions/create-video", {
      story: boatStory,
      narrationMode: "voice",
      storyboard: boatStoryboard(0, [{ kind: "media", mediaId: "med_others01" }]),
    });
    expect(created.status).toBe(404);
    // And the storyboard before generating.
    const preview = await app.client.post("/api/storyboards", {
      story: boatStory,
      narrationMode: "voice",
      storyboard: boatStoryboard(0, [{ kind: "media", mediaId: "med_others01" }]),
    });
    expect(preview.status).toBe(404);
    expect(await app.credits()).toBe(before);
    expect(await versions(project)).toBe(1);
    expect(await app.queuedRenders()).toBe(jobs);
  });

  it("refuses media that is not ready or a clip's in-point past its end, charging and queueing nothing", async () => {
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    const edit = (picture: Storyboard["scenes"][number]["picture"]) =>
      app.client.post(`/api/projects/${project}/versions`, {
        storyboard: boatStoryboard(1, [undefined as never, picture]),
      });
    const preparing = await edit({ kind: "media", mediaId: "med_busy0001" });
    expect(preparing.status).toBe(409);
    expect((await errorOf(preparing)).message).toBe(
      "This clip is still being prepared. Try again in a moment.",
    );
    const failed = await edit({ kind: "media", mediaId: "med_fail0001" });
    expect(failed.status).toBe(400);
    expect((await errorOf(failed)).message).toBe(mediaMessages.processingFailed);
    const pastEnd = await edit({ kind: "media", mediaId: "med_mine0001", inPoint: 9 });
    expect(pastEnd.status).toBe(400);
    expect((await errorOf(pastEnd)).message).toBe("Scene 2: the clip's in-point is past its end.");
    expect(await app.credits()).toBe(before);
    expect(await versions(project)).toBe(1);
    expect(await app.queuedRenders()).toBe(jobs);
  });

  it("draws an edited storyboard's thumbnails again, each media scene framed as it says, charging nothing", async () => {
    // The clip's poster: a landscape frame, its left half red, its right half blue.
    const poster = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 60, b: 220 } },
    })
      .composite([
        {
          input: { create: { width: 320, height: 360, channels: 3, background: { r: 220, g: 30, b: 30 } } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    await app.ctx.deps.storage.put(
      `uploads/${app.userId}/media/med_mine0001/poster.jpg`,
      poster,
      "image/jpeg",
    );
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    const street = { ...plan, setting: { place: "street", indoor: false } } as const;
    const redraw = (storyboard: Storyboard, client = app.client, id = project) =>
      client.post(`/api/projects/${id}/storyboard/thumbnails`, { storyboard });
    const res = await redraw(
      boatStoryboard(1, [
        { kind: "illustration", plan: street },
        { kind: "media", mediaId: "med_mine0001", fit: "fill", focusX: 0, focusY: 0.5 },
        { kind: "media", mediaId: "med_mine0001", fit: "fit" },
      ]),
    );
    expect(res.status).toBe(200);
    const { storyboard } = (await res.json()) as { storyboard: Storyboard };
    const pixels = async (url: string | null) => {
      const thumb = await app.client.get(url ?? "");
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get("content-type")).toContain("image/jpeg");
      const { data, info } = await sharp(Buffer.from(await thumb.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The thumbnail has the video's 9:16 shape.
      expect(Math.round((info.width * 16) / 9)).toBeCloseTo(info.height, -1);
      const at = (x: number, y: number) => {
        const i = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels;
        return [data[i], data[i + 1], data[i + 2]] as [number, number, number];
      };
      return at;
    };
    await pixels(storyboard.scenes[0]?.thumbnailUrl ?? null);
    // Cropped around the left: red from edge to edge.
    const left = await pixels(storyboard.scenes[1]?.thumbnailUrl ?? null);
    for (const x of [0.1, 0.5, 0.9]) expect(left(x, 0.5)[0]).toBeGreaterThan(180);
    // Fitted: both halves across the middle.
    const fitted = await pixels(storyboard.scenes[2]?.thumbnailUrl ?? null);
    expect(fitted(0.2, 0.5)[0]).toBeGreaterThan(180);
    expect(fitted(0.8, 0.5)[2]).toBeGreaterThan(180);
    expect(storyboard.scenes.map((s) => [s.start, s.end])).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
    ]);
    expect(await app.credits()).toBe(before);
    expect(await versions(project)).toBe(1);
    expect(await app.queuedRenders()).toBe(jobs);
    // Another user's project, or media, is not found; a scene without words is named.
    expect((await redraw(boatStoryboard(1), app.client, othersProject)).status).toBe(404);
    expect((await redraw(boatStoryboard(1), other)).status).toBe(404);
    const others = await redraw(boatStoryboard(1, [{ kind: "media", mediaId: "med_others01" }]));
    expect(others.status).toBe(404);
    const empty = boatStoryboard(1);
    empty.scenes[1] = { ...(empty.scenes[1] as Storyboard["scenes"][number]), text: " " };
    const wordless = await redraw(empty);
    expect(wordless.status).toBe(400);
    expect((await errorOf(wordless)).message).toBe("Scene 2: Each scene needs its words.");
  });

  it("renders an edited storyboard as the project's next version, charged like a video", async () => {
    const [before, jobs] = [(await app.credits()) ?? 0, await app.queuedRenders()];
    const edited = boatStoryboard(1, [
      undefined as never,
      { kind: "media", mediaId: "med_mine0001", inPoint: 1 },
    ]);
    const res = await app.client.post(`/api/projects/${project}/versions`, { storyboard: edited });
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const [row] = await db().select().from(taskStatus).where(eq(taskStatus.id, task_id));
    expect(row?.task_draft_id).toBe(project);
    expect(row?.task_draft_version).toBe(2);
    expect(await app.credits()).toBe(before - app.ctx.deps.config.CREDITS_PER_VIDEO);
    // The count the refusals above compare: this version's render is queued.
    expect(await app.queuedRenders()).toBe(jobs + 1);
    // The newest version is now 2: the same edit of version 1 again is stale.
    const again = await app.client.post(`/api/projects/${project}/versions`, { storyboard: edited });
    expect(again.status).toBe(409);
    // Its storyboard, while it is not planned yet, is the one given.
    const got = await app.client.get(`/api/projects/${project}/storyboard`);
    const { storyboard } = (await got.json()) as { storyboard: Storyboard };
    expect(storyboard.baseVersion).toBe(2);
    expect(storyboard.scenes[1]?.picture).toMatchObject({ kind: "media", mediaId: "med_mine0001" });
  });
  it("draws a scene again when its character's action changes, and the next version keeps the action", async () => {
    const got = await app.client.get(`/api/projects/${project}/storyboard`);
    const newest = ((await got.json()) as { storyboard: Storyboard }).storyboard.baseVersion;
    const acting = (action: SceneAction | string): Storyboard => {
      const b = boatStoryboard(newest);
      b.scenes[0] = {
        ...(b.scenes[0] as Storyboard["scenes"][number]),
        picture: {
          kind: "illustration",
          plan: { ...plan, characters: [{ ...maya, action } as typeof maya] },
        },
      };
      return b;
    };
    const redraw = async (storyboard: Storyboard) => {
      const res = await app.client.post(`/api/projects/${project}/storyboard/thumbnails`, { storyboard });
      expect(res.status).toBe(200);
      return ((await res.json()) as { storyboard: Storyboard }).storyboard;
    };
    const pixels = async (url: string | null) => {
      const res = await app.client.get(url ?? "");
      expect(res.status).toBe(200);
      return sharp(Buffer.from(await res.arrayBuffer()))
        .raw()
        .toBuffer();
    };
    const walking = await redraw(acting("walk"));
    const sitting = await redraw(acting("sit"));
    // The scene carries the action it was given, and its picture is drawn anew: Maya's pose differs.
    expect(sitting.scenes[0]?.picture.plan?.characters[0]?.action).toBe("sit");
    expect(sitting.scenes[0]?.thumbnailUrl).not.toBe(walking.scenes[0]?.thumbnailUrl);
    const [walk, sit] = [
      await pixels(walking.scenes[0]?.thumbnailUrl ?? null),
      await pixels(sitting.scenes[0]?.thumbnailUrl ?? null),
    ];
    expect(sit.length).toBe(walk.length);
    let changed = 0;
    for (let i = 0; i < sit.length; i++) if (Math.abs((sit[i] ?? 0) - (walk[i] ?? 0)) > 24) changed++;
    expect(changed / sit.length).toBeGreaterThan(0.01);
    // The scenes it did not change keep their pictures.
    expect(sitting.scenes[1]?.thumbnailUrl).toBe(walking.scenes[1]?.thumbnailUrl);

    // An action the composer has no pose for is refused at the boundary, naming the field.
    const [before, jobs] = [await app.credits(), await app.queuedRenders()];
    for (const route of ["storyboard/thumbnails", "versions"]) {
      const res = await app.client.post(`/api/projects/${project}/${route}`, {
        storyboard: acting("juggle"),
      });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toMatch(/^storyboard\.scenes\.0\.picture\.plan\.characters\.0\.action: /);
    }
    expect(await app.credits()).toBe(before);
    expect(await app.queuedRenders()).toBe(jobs);
    // Another user's storyboard is not found, with an action as without one.
    const others = await other.post(`/api/projects/${project}/storyboard/thumbnails`, {
      storyboard: acting("sit"),
    });
    expect(others.status).toBe(404);
    expect(
      (await other.post(`/api/projects/${project}/versions`, { storyboard: acting("sit") })).status,
    ).toBe(404);
    expect((await other.get(`/api/projects/${project}/storyboard`)).status).toBe(404);

    // Rendered as the next version, the storyboard opened again has Maya sitting in scene 1.
    const res = await app.client.post(`/api/projects/${project}/versions`, { storyboard: acting("sit") });
    expect(res.status).toBe(201);
    const again = await app.client.get(`/api/projects/${project}/storyboard`);
    const kept = ((await again.json()) as { storyboard: Storyboard }).storyboard;
    expect(kept.baseVersion).toBe(newest + 1);
    expect(kept.scenes[0]?.picture.plan?.characters[0]).toMatchObject({ id: "maya", action: "sit" });

    // An agent's storyboard tools take the action too, and refuse one that does not exist.
    const agent = await connectMcpAgent(app, "storyboard action test");
    try {
      const drawn = await agent.call("redraw_storyboard_thumbnails", {
        project_id: project,
        storyboard: { ...acting("wave"), baseVersion: newest + 1 },
      });
      expect(drawn.isError).toBeFalsy();
      const waving = (JSON.parse(drawn.content[0]?.text ?? "{}") as { storyboard: Storyboard }).storyboard;
      expect(waving.scenes[0]?.picture.plan?.characters[0]?.action).toBe("wave");
      expect(waving.scenes[0]?.thumbnailUrl).not.toBe(sitting.scenes[0]?.thumbnailUrl);
      const refused = await agent.call("render_storyboard_version", {
        project_id: project,
        storyboard: { ...acting("juggle"), baseVersion: newest + 1 },
      });
      expect(refused.isError).toBe(true);
      expect(refused.content[0]?.text).toContain("action");
      expect(await versions(project)).toBe(newest + 1);
    } finally {
      await agent.close();
    }
  });

  it("documents a character's action, with every pose it takes, in the OpenAPI document", async () => {
    const doc = (await (await app.ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const versionsPost = JSON.stringify(doc.paths["/api/projects/{projectId}/versions"]?.post);
    expect(versionsPost).toContain("unknown `action` (400 naming the field)");
    const action = [...versionsPost.matchAll(/"action":(\{[^{}]*\})/g)][0]?.[1] ?? "{}";
    const schema = JSON.parse(action) as { enum?: string[]; description?: string };
    expect(schema.enum).toEqual(expect.arrayContaining(["stand", "sit", "wave", "fish", "give"]));
    expect(schema.description).toContain("What the character does in this scene");
  });

  it("finds icons by a word in the story's language and serves each icon's picture", async () => {
    const search = async (q: string, language: string) => {
      const res = await app.client.get(`/api/icons?q=${encodeURIComponent(q)}&language=${language}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { icons: { icon: string; label: string; url: string }[] }).icons;
    };
    const english = await search("bread", "en");
    expect(english.map((i) => i.icon)).toContain("bread");
    expect((await search("pain", "fr")).map((i) => i.icon)).toContain("bread");
    const svg = await app.client.get(english[0]?.url ?? "");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg /);
    expect((await app.client.get("/api/icons/no-such-icon-here.svg")).status).toBe(404);
    expect((await app.client.get("/api/icons?q=")).status).toBe(400);
  });

  it("serves an icon's picture in the colour a scene gives its thing, and refuses a colour it does not know", async () => {
    /** The mean red and blue of the picture's opaque pixels. */
    const redAndBlue = async (url: string) => {
      const res = await app.client.get(url);
      expect(res.status).toBe(200);
      const px = new Resvg(await res.text(), { fitTo: { mode: "width", value: 64 } }).render().pixels;
      let [red, blue, n] = [0, 0, 0];
      for (let i = 0; i < px.length; i += 4)
        if ((px[i + 3] ?? 0) > 128) [red, blue, n] = [red + (px[i] ?? 0), blue + (px[i + 2] ?? 0), n + 1];
      return { red: red / n, blue: blue / n };
    };
    const asDrawn = await redAndBlue("/api/icons/balloon.svg");
    const blue = await redAndBlue("/api/icons/balloon.svg?colour=blue");
    expect(asDrawn.red).toBeGreaterThan(asDrawn.blue + 60);
    expect(blue.blue).toBeGreaterThan(blue.red + 60);
    expect((await app.client.get("/api/icons/balloon.svg?colour=tartan")).status).toBe(400);
  });
  it("gives a video rendered before storyboards were stored the storyboard of its scenes", async () => {
    const old = "proj_storyboard_before";
    await insertStoryReel(
      db(),
      { id: old, userId: app.userId, title: "Before", finished: true },
      { request },
    );
    const texts = ["A kite rises.", "It dances in the wind."];
    const scenes = { title: "Before", scenes: texts.map((text) => ({ text, keywords: [], plan })) };
    await app.ctx.deps.storage.put(
      `renders/${old}/v1/scenes.json`,
      Buffer.from(JSON.stringify(scenes)),
      "application/json",
    );
    const res = await app.client.get(`/api/projects/${old}/storyboard`);
    expect(res.status).toBe(200);
    const { storyboard } = (await res.json()) as { storyboard: Storyboard };
    expect(storyboard.baseVersion).toBe(1);
    expect(storyboard.scenes.map((s) => s.text)).toEqual(texts);
    expect(storyboard.scenes[0]?.picture).toEqual({ kind: "illustration", plan });
  });
});

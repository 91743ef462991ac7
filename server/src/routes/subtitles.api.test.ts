import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { connectMcpAgent } from "../test/mcp-agent";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

/**
 * Subtitles of a finished video, on PGlite: one small real render (180x320, two sentences spoken by
 * espeak-ng) made the signed-in user's, then its captions read back as SRT and WebVTT.
 */
const STORY = "The lighthouse keeper rowed home at dusk. Gulls followed the boat across the bay.";

describe("subtitles of a project's finished video", () => {
  let app: SignedInApp;
  let h: RenderHarness;
  let projectId: string;
  let durationS: number;
  const unfinished = "proj_subtitles_unfinished";

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    const { database } = app.ctx.deps;
    h = await createRenderHarness({ database, dataDir: app.ctx.dataDir });
    const image = await flatImageUrl(h.deps.storage, h.userId);
    const row = await h.render({ story: STORY, image_urls: [image], caption_style: "Minimalist" });
    projectId = row.task_draft_id ?? row.id;
    durationS = Number(row.task_result?.duration_s);
    // The render's project and task become the signed-in user's.
    await database.db.update(projects).set({ user_id: app.userId }).where(eq(projects.id, projectId));
    await database.db.update(taskStatus).set({ user_id: app.userId }).where(eq(taskStatus.id, row.id));
    await database.db
      .insert(projects)
      .values({ id: unfinished, user_id: app.userId, title: "Kite", type: "STORY_REEL", status: "DRAFT" });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const subtitles = (query: string, client = app.client) =>
    client.get(`/api/projects/${projectId}/subtitles${query}`);
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;
  const wordsOf = (text: string) => text.replace(/[.,]/g, "").toLowerCase().split(/\s+/).filter(Boolean);

  it("gives the captions as SubRip: every spoken word once, in order, in short timed cues", async () => {
    const res = await subtitles("?format=srt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-subrip");
    expect(res.headers.get("content-disposition")).toContain('filename="story-reel-video.srt"');
    const blocks = (await res.text()).trim().split(/\n\n/);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    let last = -1;
    const said: string[] = [];
    for (const [i, block] of blocks.entries()) {
      const [n, times, ...lines] = block.split("\n");
      expect(n).toBe(String(i + 1));
      const m = /^(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})$/.exec(times ?? "");
      expect(m).not.toBeNull();
      const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = (m ?? []).map(Number) as number[];
      const start = ((h1 ?? 0) * 3600 + (m1 ?? 0) * 60 + (s1 ?? 0)) * 1000 + (ms1 ?? 0);
      const end = ((h2 ?? 0) * 3600 + (m2 ?? 0) * 60 + (s2 ?? 0)) * 1000 + (ms2 ?? 0);
      expect(start).toBeGreaterThanOrEqual(last);
      expect(end).toBeGreaterThan(start);
      expect(end / 1000).toBeLessThanOrEqual(durationS + 0.5);
      last = end;
      // At most two lines of at most four words, as the video's captions.
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.join(" ").split(" ").length).toBeLessThanOrEqual(4);
      said.push(...lines);
    }
    expect(wordsOf(said.join(" "))).toEqual(wordsOf(STORY));
  });

  it("gives the same cues as WebVTT", async () => {
    const srt = await (await subtitles("?format=srt")).text();
    const res = await subtitles("?format=vtt&version=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/vtt");
    const vtt = await res.text();
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    const vttTimes = vtt.match(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/g) ?? [];
    const srtTimes = srt.match(/\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/g) ?? [];
    expect(vttTimes).toEqual(srtTimes.map((t) => t.replaceAll(",", ".")));
  });

  it("gives an agent the same subtitles through the get_subtitles tool", async () => {
    const agent = await connectMcpAgent(app, "subtitles test");
    try {
      const made = await agent.call("get_subtitles", { project_id: projectId, format: "vtt" });
      expect(made.isError).toBeFalsy();
      const answer = JSON.parse(made.content[0]?.text ?? "{}") as { file_name: string; subtitles: string };
      expect(answer.file_name).toBe("story-reel-video.vtt");
      expect(answer.subtitles).toBe(await (await subtitles("?format=vtt")).text());
      const refused = await agent.call("get_subtitles", { project_id: projectId, format: "ass" });
      expect(refused.isError).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it("refuses another format, an unknown version and a misspelt parameter with a 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["?format=ass", "format: subtitles are srt or vtt"],
      ["", "format: subtitles are srt or vtt"],
      ["?format=srt&version=7", "version: this project has no version 7; its versions are 1 to 1"],
      ["?format=srt&lang=en", "Unknown field: lang"],
    ];
    for (const [query, message] of cases) {
      const res = await subtitles(query);
      expect(res.status, query).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "VALIDATION_ERROR", message });
    }
  });

  it("answers 409 for a project with no finished video, and 404 for someone else's, charging nothing", async () => {
    const credits = await app.credits();
    const res = await app.client.get(`/api/projects/${unfinished}/subtitles?format=srt`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("VIDEO_NOT_READY");
    const other = await app.signUpAnother();
    const foreign = await subtitles("?format=srt", other);
    expect(foreign.status).toBe(404);
    expect((await app.client.get("/api/projects/proj_nobody/subtitles?format=vtt")).status).toBe(404);
    expect(await app.credits()).toBe(credits);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus, userProfiles } from "../db/schema";
import { readJson, type TestClient } from "../test/http-client";
import { startAppWithSignedInUser } from "../test/signed-in-app";
import { TEST_ORIGIN, type TestContext } from "../test/test-app";
import { foreignOriginMessage } from "./origin-guard";

/** A page on another site posting with the user's cookie: every state-changing call is refused. */
describe("requests from another site", () => {
  let app: Awaited<ReturnType<typeof startAppWithSignedInUser>>;
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let username: string;

  beforeAll(async () => {
    // Queued, never rendered: the test is about who may start a video, not the video.
    app = await startAppWithSignedInUser();
    ({ ctx, client, userId, username } = app);
  }, 60_000);
  afterAll(() => app.close());

  const video = {
    narrationMode: "voice",
    story: "Rain taps on the window. A cat watches the drops.",
    voice_id: "en-gb-charlotte",
    bgm_name: "fixture-music",
    gen_video: true,
    size: "144x256",
  };
  const calls: [method: string, path: string, body: unknown][] = [
    ["PATCH", "/api/profile", { username: "hijacked_name", full_name: "Hijacked" }],
    ["PUT", "/api/drafts/story-reel", { story: "written by another site", settings: {} }],
    ["POST", "/api/functions/create-video", video],
    ["POST", "/api/functions/generate-story", { currentText: "", maxLength: 200, language: "en" }],
  ];

  /** What the user would notice changed: name, draft, credits and videos. */
  async function state() {
    const db = ctx.deps.database.db;
    const [credits] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId));
    const tasks = await db.select().from(taskStatus).where(eq(taskStatus.user_id, userId));
    const profile = await readJson(await client.get("/api/profile"));
    const draft = await readJson(await client.get("/api/drafts/story-reel"));
    return {
      credits: credits?.available_credits,
      tasks: tasks.length,
      username: profile.username,
      story: draft.content.story,
    };
  }

  it("refuses each one with 403 when the Origin is foreign, and nothing changes", async () => {
    const before = await state();
    expect(before.username).toBe(username);
    for (const origin of [
      "http://evil.example",
      "null",
      "http://localhost:3999.evil.example",
      "https://localhost:3999",
    ]) {
      for (const [method, path, body] of calls) {
        const res = await client.request(method, path, body, { origin });
        expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(await readJson(res)).toEqual({
          error: { code: "FORBIDDEN_ORIGIN", message: foreignOriginMessage },
        });
      }
    }
    expect(await state()).toEqual(before);
  });

  it("refuses a browser's cross-site request even without an Origin header", async () => {
    const before = await state();
    for (const [method, path, body] of calls) {
      const res = await ctx.app.request(path, {
        method,
        headers: {
          cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join("; "),
          "content-type": "application/json",
          "sec-fetch-site": "cross-site",
        },
        body: JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it("still answers reads from another site's page and sign-in's own refusal stays", async () => {
    expect(
      (await client.request("GET", "/api/profile", undefined, { origin: "http://evil.example" })).status,
    ).toBe(200);
    const signOut = await client.request("POST", "/api/auth/sign-out", {}, { origin: "http://evil.example" });
    expect(signOut.status).toBe(403);
    expect((await client.get("/api/profile")).status).toBe(200);
  });

  it("lets the same calls through from the app's own origin", async () => {
    const before = await state();
    const results: number[] = [];
    for (const [method, path, body] of calls) {
      const res = await client.request(method, path, body, {
        origin: TEST_ORIGIN,
        "sec-fetch-site": "same-origin",
      });
      results.push(res.status);
    }
    expect(results).toEqual([200, 200, 201, 200]);
    const after = await state();
    expect(after.username).toBe("hijacked_name");
    expect(after.story).toBe("written by another site");
    expect(after.tasks).toBe(before.tasks + 1);
    expect(after.credits).toBe((before.credits ?? 0) - ctx.deps.config.CREDITS_PER_VIDEO);
  });

  it("lets calls without Origin or Fetch Metadata through, as curl and other servers send them", async () => {
    const res = await ctx.app.request("/api/profile", {
      method: "PATCH",
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": "application/json",
      },
      body: JSON.stringify({ username, full_name: "Back Again" }),
    });
    expect(res.status).toBe(200);
    expect((await readJson(await client.get("/api/profile"))).full_name).toBe("Back Again");
  });
});

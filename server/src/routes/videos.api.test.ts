import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus, userProfiles } from "../db/schema";
import { createClient, type TestClient } from "../test/http-client";
import { fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

/** create-video → queue → worker → task status, its event stream and check-draft-status, as a user sees them. */
describe("video API", () => {
  let app: SignedInApp;
  let other: TestClient;

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    other = await app.signUpAnother();
  }, 60_000);
  afterAll(() => app.close());

  const body = fixtureVideoRequest("Rain taps on the window. A cat watches the drops. Then the sun returns.");

  it("asks guests to sign in", async () => {
    const res = await createClient(app.ctx).post("/api/functions/create-video", body);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Please sign in to generate a video",
    );
  });

  it("validates with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, story: "  " }, "Story content is required"],
      [{ ...body, story: undefined }, "Story content is required"],
      [{ ...body, narrationMode: undefined }, "Narration mode is required"],
      [{ ...body, story: "x".repeat(1501) }, "Story must be at most 1500 characters"],
    ];
    for (const [b, message] of cases) {
      const res = await app.client.post("/api/functions/create-video", b);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("refuses an English story sent as Hindi with a 400 naming language, before planning or charging", async () => {
    const before = await app.credits();
    const english = {
      ...body,
      story: "Leo opens his small bakery before dawn. He bakes bread for the village and the children wait.",
      language: "hi",
    };
    for (const route of ["/api/functions/create-video", "/api/storyboards"]) {
      const res = await app.client.post(route, english);
      expect(res.status, route).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe("VALIDATION_ERROR");
      expect(json.error.message).toBe("language: This story looks like English, but the language is Hindi.");
    }
    expect(await app.credits()).toBe(before);
    const [n] = await app.ctx.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskStatus)
      .where(eq(taskStatus.user_id, app.userId));
    expect(n?.n).toBe(0);
    // A Hindi story with an English name in it is Hindi: no refusal.
    const hindi = await app.client.post("/api/storyboards", {
      ...body,
      story: "Leo सुबह होने से पहले अपनी छोटी बेकरी खोलता है। वह गाँव के लिए रोटी बनाता है।",
      language: "hi",
    });
    expect(hindi.status).toBe(200);
  });

  it("refuses with a clear error and queues nothing when credits are short", async () => {
    await app.ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: 3 })
      .where(eq(userProfiles.user_id, app.userId));
    const res = await app.client.post("/api/functions/create-video", body);
    expect(res.status).toBe(402);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe("INSUFFICIENT_CREDITS");
    expect(json.error.message).toContain("you have 3");
    const [n] = await app.ctx.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskStatus)
      .where(eq(taskStatus.user_id, app.userId));
    expect(n?.n).toBe(0);
    expect(await app.credits()).toBe(3);
    await app.ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: 100 })
      .where(eq(userProfiles.user_id, app.userId));
  });

  it("renders a video: charges credits, streams status changes to 8, serves the draft", async () => {
    const res = await app.client.post("/api/functions/create-video", body);
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    expect(await app.credits()).toBe(100 - app.ctx.deps.config.CREDITS_PER_VIDEO);

    const events = await app.client.get(`/api/tasks/${task_id}/events`);
    expect(events.headers.get("content-type")).toContain("text/event-stream");
    const text = await events.text();
    const statuses = [...text.matchAll(/"task_status":(\d)/g)].map((m) => Number(m[1]));
    expect(statuses.at(-1)).toBe(8);
    expect([...statuses].sort()).toEqual(statuses);

    const task = (await (await app.client.get(`/api/tasks/${task_id}`)).json()) as Record<string, unknown>;
    expect(task).toMatchObject({
      id: task_id,
      task_status: 8,
      progress: 100,
      task_draft_id: task_id,
      task_draft_version: 1,
    });
    expect((await other.get(`/api/tasks/${task_id}`)).status).toBe(404);

    const draft = await app.client.get(`/api/functions/check-draft-status?draftId=${task_id}&version=1`);
    const d = (await draft.json()) as {
      details: { generated_video: string; video_data: string; title: string };
      video_url: string;
    };
    expect(d.details.title).toBe("Rain taps on the window");
    expect(d.video_url).toBe(d.details.generated_video);
    expect(JSON.parse(d.details.video_data).images.length).toBe(4);
    const video = await app.client.get(d.video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect((await other.get(`/api/functions/check-draft-status?draftId=${task_id}&version=1`)).status).toBe(
      404,
    );

    // A re-render of the same project is its next version.
    const again = await app.client.post("/api/functions/create-video", {
      ...body,
      draft_id: task_id,
      caption_style: null,
    });
    const second = ((await again.json()) as { task_id: string }).task_id;
    await (await app.client.get(`/api/tasks/${second}/events`)).text();
    const v2 = (await (
      await app.client.get(`/api/functions/check-draft-status?draftId=${task_id}&version=2`)
    ).json()) as {
      video_url: string;
    };
    expect(v2.video_url).toContain(`renders/${task_id}/v2/`);
    const forbidden = await other.post("/api/functions/create-video", { ...body, draft_id: task_id });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe(
      "Permission denied: Project belongs to another user",
    );
  }, 120_000);
});

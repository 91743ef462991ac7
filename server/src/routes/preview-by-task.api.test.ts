import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { completeTask, getTask } from "../render/task-store";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

/**
 * The library's preview offers Share and a link to the preview page by task id. The
 * project names the task of the video it shows (metadata.task_id, the newest finished version), and that
 * task opens for its owner only.
 */
describe("a project's video opened by its task id", () => {
  let ctx: TestContext;
  let owner: TestClient;
  let other: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = (await signUpVerifiedUser(ctx)).client;
    ownerId = (await readJson(await owner.get("/api/auth/get-session"))).user.id;
    other = (await signUpVerifiedUser(ctx)).client;
  }, 60_000);
  afterAll(() => ctx.close());

  /** Version `version` of project `projectId` rendered to the end, as the worker finishes it. */
  async function finishVersion(projectId: string, version: number) {
    const id = version === 1 ? projectId : crypto.randomUUID();
    const key = `renders/${id}/v${version}/video.mp4`;
    await ctx.deps.storage.put(key, Buffer.from(`version ${version}`), "video/mp4");
    await ctx.deps.database.db.insert(taskStatus).values({
      id,
      user_id: ownerId,
      task_status: 6,
      task_draft_id: projectId,
      task_draft_version: version,
    });
    const row = await getTask(ctx.deps, id);
    if (!row) throw new Error("no task row");
    await completeTask(ctx.deps, row, {
      videoUrl: `/storage/${key}`,
      thumbnailUrl: `/storage/renders/${id}/v${version}/thumbnail.jpg`,
      videoData: "{}",
      durationS: 3,
    });
    return id;
  }

  it("names the newest finished version's task on the project, which its owner opens and shares", async () => {
    const projectId = crypto.randomUUID();
    await ctx.deps.database.db
      .insert(projects)
      .values({ id: projectId, user_id: ownerId, title: "Harbour", type: "PRODUCT_AD" });
    await finishVersion(projectId, 1);
    const second = await finishVersion(projectId, 2);

    const project = await readJson(await owner.get(`/api/projects/${projectId}`));
    expect(project.type).toBe("PRODUCT_AD");
    expect(project.metadata).toMatchObject({ task_id: second, version: 2 });
    const listed = await readJson(await owner.get("/api/projects"));
    expect(listed.items.find((p: { id: string }) => p.id === projectId)?.metadata.task_id).toBe(second);

    const task = await readJson(await owner.get(`/api/tasks/${second}`));
    expect(task).toMatchObject({
      id: second,
      task_status: 8,
      task_draft_id: projectId,
      task_draft_version: 2,
    });
    expect(task.task_result.video_url).toBe(project.metadata.generated_video);
    expect((await owner.post(`/api/tasks/${second}/share`)).status).toBe(200);
  });

  it("answers another user 404 and a guest 401 for that task, its share and its events", async () => {
    const projectId = crypto.randomUUID();
    await ctx.deps.database.db
      .insert(projects)
      .values({ id: projectId, user_id: ownerId, title: "Mine", type: "STORY_REEL" });
    const id = await finishVersion(projectId, 1);
    for (const path of [`/api/tasks/${id}`, `/api/tasks/${id}/share`, `/api/tasks/${id}/events`]) {
      const theirs = await other.get(path);
      expect(theirs.status, path).toBe(404);
      expect((await readJson(theirs)).error.message).toBe("Task not found");
      expect((await createClient(ctx).get(path)).status, path).toBe(401);
    }
    expect((await other.post(`/api/tasks/${id}/share`)).status).toBe(404);
  });
});

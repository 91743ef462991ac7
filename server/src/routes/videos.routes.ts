import { isTerminalTaskStatus } from "@reelsmith/contract/task-status";
import { checkDraftQuerySchema, createVideoRequestSchema, videoMessages } from "@reelsmith/contract/video";
import { streamSSE } from "hono/streaming";
import { AppError, notFound } from "../lib/app-error";
import { createAuthedRouter } from "../lib/create-router";
import { requireCatalogue } from "../lib/readiness";
import { jsonBody, parseWith } from "../lib/validate";
import { createShare, deleteShare, getShare } from "../services/shares";
import { checkDraftStatus, createVideoTask, findOwnedTask, getOwnedTask, toTask } from "../services/videos";

/** create-video: a guest is asked to sign in to generate a video. */
export const createVideoRoutes = createAuthedRouter({ signInMessage: videoMessages.signIn }).post(
  "/functions/create-video",
  async (c) => {
    const body = await jsonBody(c, createVideoRequestSchema);
    requireCatalogue(c.var.deps);
    const queue = c.var.deps.renderQueue;
    if (!queue) throw new AppError("UNAVAILABLE", "The render queue is not running. Please try again later.");
    const result = await createVideoTask(c.var.deps, queue, c.var.user.id, body, body.type);
    return c.json(result, 201);
  },
);

/**
 * The task status row (the preview polls it), a Server-Sent Events stream of its changes, share, and
 * check-draft-status.
 */
export const videoRoutes = createAuthedRouter()
  .get("/functions/check-draft-status", async (c) => {
    const q = parseWith(checkDraftQuerySchema, c.req.query());
    return c.json(await checkDraftStatus(c.var.deps.database.db, c.var.user.id, q.draftId, q.version));
  })
  .get("/tasks/:id", async (c) => {
    const row = await getOwnedTask(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
    return c.json(toTask(row));
  })
  // Share (preview page): a public link to the finished video alone, which its owner can turn off.
  .get("/tasks/:id/share", async (c) =>
    c.json(await getShare(c.var.deps.database.db, c.var.user.id, c.req.param("id"))),
  )
  .post("/tasks/:id/share", async (c) =>
    c.json(await createShare(c.var.deps.database.db, c.var.user.id, c.req.param("id"))),
  )
  .delete("/tasks/:id/share", async (c) =>
    c.json(await deleteShare(c.var.deps.database.db, c.var.user.id, c.req.param("id"))),
  )
  .get("/tasks/:id/events", async (c) => {
    const deps = c.var.deps;
    const first = await getOwnedTask(deps.database.db, c.var.user.id, c.req.param("id"));
    return streamSSE(c, async (stream) => {
      let last = "";
      let row: typeof first | null = first;
      let aborted = false;
      stream.onAbort(() => {
        aborted = true;
      });
      // The row is polled every second: simple, and the same on PGlite and PostgreSQL.
      while (!aborted && row) {
        const task = toTask(row);
        const key = `${task.task_status}|${task.updated_at}|${task.error ?? ""}`;
        if (key !== last) {
          last = key;
          await stream.writeSSE({
            event: "status",
            data: JSON.stringify(task),
            id: String(task.task_status),
          });
        }
        if (isTerminalTaskStatus(task.task_status)) break;
        await stream.sleep(1000);
        row = await findOwnedTask(deps.database.db, c.var.user.id, task.id);
      }
      if (!row) throw notFound(videoMessages.taskNotFound);
    });
  });

import { videoShareSchema } from "@reelsmith/contract/shares";
import { isTerminalTaskStatus, statusDescription, TaskStatus } from "@reelsmith/contract/task-status";
import {
  checkDraftQuerySchema,
  checkDraftResponseSchema,
  createVideoRequestSchema,
  createVideoResponseSchema,
  taskSchema,
  videoMessages,
} from "@reelsmith/contract/video";
import { streamSSE } from "hono/streaming";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireCatalogue, requireRenderQueue } from "../http/readiness";
import { parseWith } from "../http/validate";
import { notFound } from "../lib/app-error";
import { createShare, deleteShare, getShare } from "../services/shares";
import { applyTemplate } from "../services/templates";
import { checkDraftStatus, createVideoTask, findOwnedTask, getOwnedTask, toTask } from "../services/videos";
import { onOwnRecord, ownRecordAnswers } from "./answers";
import { CHARGED_RENDER, CHECKED_CHOICES } from "./refusals";

/** create-video: a guest is asked to sign in to generate a video. */
export const createVideoRoutes = documentedRouter(
  createAuthedRouter({ signInMessage: videoMessages.signIn }),
  { base: "/api", tag: "Videos" },
).post(
  "/functions/create-video",
  {
    operationId: "createVideo",
    summary: "Create a video",
    description:
      "Charges the video's credits and queues its render; the answer's task_id is followed with " +
      "GET /api/tasks/{id}. `type: PRODUCT_AD` with `product_name`, `image_urls` and the brand fields makes a " +
      "product ad. Image URLs on this server must be the caller's own files or the catalogue's. Every " +
      "catalogue id must name an entry: `voice_id` (a voice of GET /api/catalog/voices, or the cloned " +
      "voice of one of your custom avatars), `character_ref.narrator_avatar` (a presenter of GET " +
      "/api/catalog/avatars, or one of your Ready custom avatars; another user's is unknown), `bgm_name` " +
      "(a track's id or name), `image_styles.themes` (styles' ids or names) and a `caption_style` preset " +
      '(id, name or "none"). An unknown one is a 400 VALIDATION_ERROR whose message starts with the field ' +
      '(`voice_id: Unknown voice "xx-nobody". ...`), and nothing is charged or queued. A story plainly ' +
      "written in another of the eight languages than `language` (its letters nearly all in another " +
      "script, or Latin text with several common words of another language and none of its own) is " +
      "refused the same way: `language: This story looks like English, but the language is Hindi.`. " +
      '`narration: { kind: "recording", mediaId }` narrates the video with your own recording (a media ' +
      "item of kind audio, or a clip with sound) instead of a voice: the scenes, captions and the " +
      "presenter's mouth follow it. Another user's or an unknown media id is 404; a photo, a clip without " +
      "sound or a recording over 10 minutes is a 400 whose message starts with `narration.mediaId`; " +
      "nothing is charged then. " +
      '`narration: { kind: "video", mediaId, layout }` makes your clip of yourself saying the script ' +
      "(kind clip, with sound, at most 3 minutes) the presenter: its sound is the narration (captions " +
      'and scenes aligned to it), its picture fills the frame (`layout: "full"`; a storyboard scene\'s ' +
      "`cutIn` shows that scene's picture over your voice, and without one the scenes between the first " +
      'and last cut in) or sits in the corner bubble (`"corner"`). A media item that is not a clip, has ' +
      "no sound, is over 3 minutes or could not be prepared is a 400 naming `narration.mediaId`. " +
      "`template_id` names one of your templates (GET /api/templates): its choices fill every field the " +
      "body leaves out (absent, not null) and the body's own fields win; another user's or an unknown one " +
      "is 404 NOT_FOUND. The video keeps the template's choices as they were.",
    body: createVideoRequestSchema,
    response: { status: 201, description: "The render is queued", schema: createVideoResponseSchema },
    errors: [...CHECKED_CHOICES, "FORBIDDEN", ...CHARGED_RENDER],
  },
  async (c) => {
    c.req.valid("json");
    const { db } = c.var.deps.database;
    const body = await applyTemplate(db, c.var.user.id, createVideoRequestSchema, await c.req.json());
    requireCatalogue(c.var.deps);
    const queue = requireRenderQueue(c.var.deps);
    const result = await createVideoTask(c.var.deps, queue, c.var.user.id, body, body.type);
    return c.json(result, 201);
  },
);

/**
 * The task status row (the preview polls it), a Server-Sent Events stream of its changes, share, and
 * check-draft-status.
 */
export const videoRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Videos" })
  .get(
    "/tasks/:id",
    {
      operationId: "getTask",
      summary: "Get a task's status",
      description:
        `${statusDescription("credits refunded, `error` says why", "task_result holds the video's URL")}. ` +
        "`progress` is a percentage. `warnings` lists what the render noticed that the video may not show " +
        "as meant, each `{ kind, sceneId, message }`: a scene a recorded narration leaves out (`skipped`: " +
        "it gets a short silent slot), words it says that the script does not (`added`), or a scene said " +
        "in other words (`unlike-script`).",
      response: { status: 200, description: "The task", schema: taskSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const row = await getOwnedTask(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
      return c.json(toTask(row));
    },
  )
  .get(
    "/tasks/:id/events",
    {
      operationId: "streamTaskEvents",
      summary: "Follow a task's status as Server-Sent Events",
      description:
        "One `status` event with the task (as GET /api/tasks/{id}) per change; " +
        `the stream ends at status ${TaskStatus.failed} or ${TaskStatus.generated}.`,
      response: { status: 200, description: "An event stream", mediaType: "text/event-stream" },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
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
    },
  )
  .get(
    "/functions/check-draft-status",
    {
      operationId: "checkDraftStatus",
      summary: "Get a finished video's address and data",
      query: checkDraftQuerySchema,
      response: { status: 200, description: "The video", schema: checkDraftResponseSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const q = parseWith(checkDraftQuerySchema, c.req.query());
      return c.json(await checkDraftStatus(c.var.deps.database.db, c.var.user.id, q.draftId, q.version));
    },
  )
  // Share (preview page): a public link to the finished video alone, which its owner can turn off.
  .get(
    "/tasks/:id/share",
    {
      operationId: "getShare",
      summary: "Whether a video is shared, and its public link",
      ...ownRecordAnswers("The share", videoShareSchema),
    },
    onOwnRecord(getShare),
  )
  .post(
    "/tasks/:id/share",
    {
      operationId: "shareVideo",
      summary: "Share a finished video by a public link",
      ...ownRecordAnswers("The share", videoShareSchema, ["VIDEO_NOT_READY"]),
    },
    onOwnRecord(createShare),
  )
  .delete(
    "/tasks/:id/share",
    {
      operationId: "unshareVideo",
      summary: "Stop sharing a video (the link stops at once)",
      ...ownRecordAnswers("The share, off", videoShareSchema),
    },
    onOwnRecord(deleteShare),
  );

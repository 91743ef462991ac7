import { Readable } from "node:stream";
import {
  createExportSchema,
  exportListSchema,
  exportMessages,
  videoExportSchema,
} from "@reelsmith/contract/exports";
import { projectMessages } from "@reelsmith/contract/projects";
import { z } from "zod";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireExportQueue } from "../http/readiness";
import { notFound } from "../lib/app-error";
import { createExport, exportFile, listExports } from "../services/exports";
import { contentTypeFor } from "../storage/storage";

/** Ids the server made (task ids, UUIDs); anything else names nothing. */
const idOf = (raw: string, message: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(message);
  return raw;
};

/**
 * Exports of a project's finished video: start one (queued as a job), list them with their
 * progress, download a finished one under its export name. Owner only: another user's project is a 404.
 */
export const exportRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Exports" })
  .post(
    "/projects/:projectId/exports",
    {
      operationId: "createExport",
      summary: "Export the finished video in another ratio, quality or container, or its sound as MP3",
      description:
        "Queues a job that makes the project's finished video again without generating it: another `aspect` " +
        "(9:16, 4:5, 1:1, 16:9) is recomposed from the video's narration, word timings, scene plans and " +
        "pictures; the same ratio is re-encoded. `quality` counts on the short side (720p, 1080p, 1440p: " +
        "16:9 at 1080p is 1920x1080). `format`: mp4 (H.264 + AAC, faststart), webm (VP9 + Opus) or gif " +
        "(silent, looping, palette-optimised; at most 15 s from `start`, for `duration` seconds or to the " +
        "end; 320, 400 or 480 px on the short side for 720p, 1080p, 1440p; at most 15 MB, made at a lower " +
        "frame rate or size until it fits), or mp3 (the narration and music alone, 192 kb/s; `aspect` and " +
        "`quality` are not needed, story-reel-audio.mp3). `start` and `duration` are for a GIF only. `version` is the " +
        "project's version to export (GET .../versions lists them), the newest by default; a version the " +
        "project lacks is a 400 that names `version`, one not finished a 409. Answers 202 with the " +
        "queued export, or 200 with the same export already queued, running or done. Follow it with GET.",
      body: createExportSchema,
      response: {
        status: 202,
        description: "The export, queued",
        schema: z.object({ export: videoExportSchema }),
      },
      errors: ["NOT_FOUND", "VIDEO_NOT_READY", "VALIDATION_ERROR", "UNAVAILABLE"],
    },
    async (c) => {
      const body = c.req.valid("json");
      const deps = c.var.deps;
      const id = idOf(c.req.param("projectId"), projectMessages.notFound);
      const result = await createExport(deps, requireExportQueue(deps), c.var.user.id, id, body);
      // 202: queued; 200: the same export was already queued, running or done.
      return c.json({ export: result.export }, result.created ? 202 : 200);
    },
  )
  .get(
    "/projects/:projectId/exports",
    {
      operationId: "listExports",
      summary: "The project's exports, newest first, with their progress and download",
      description:
        "Each names the `version` of the project it was made from. " +
        "`status` is queued, running, done or failed; `progress` 0 to 1; `url` (the download) and `bytes` " +
        "are set once done. Exports are kept until the video is deleted.",
      response: { status: 200, description: "The exports", schema: exportListSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const id = idOf(c.req.param("projectId"), projectMessages.notFound);
      return c.json({ exports: await listExports(c.var.deps.database.db, c.var.user.id, id) });
    },
  )
  .get(
    "/projects/:projectId/exports/:exportId/download",
    {
      operationId: "downloadExport",
      summary: "Download a finished export",
      description:
        "The file, named story-reel-video-{ratio}[-{quality}].{format} (story-reel-video-16x9.mp4; the " +
        "quality is named unless it is 1080p). Owner only.",
      response: {
        status: 200,
        description: "The file (video/mp4, video/webm, image/gif or audio/mpeg)",
        mediaType: "application/octet-stream",
        binary: true,
      },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const { database, storage } = c.var.deps;
      const file = await exportFile(
        database.db,
        c.var.user.id,
        idOf(c.req.param("projectId"), projectMessages.notFound),
        idOf(c.req.param("exportId"), exportMessages.notFound),
      );
      const stat = await storage.stat(file.key);
      if (!stat) throw notFound(exportMessages.notFound);
      const body = Readable.toWeb(storage.stream(file.key)) as ReadableStream<Uint8Array>;
      const name = file.fileName;
      return new Response(body, {
        headers: {
          "Content-Type": contentTypeFor(file.key),
          "Content-Length": String(stat.size),
          "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

import {
  deleteMediaQuerySchema,
  MEDIA_ACCEPT,
  MEDIA_AUDIO_ACCEPT,
  mediaInUseMessage,
  mediaListResponseSchema,
  mediaMessages,
  mediaResponseSchema,
} from "@reelsmith/contract/media";
import { z } from "zod";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { formBody, parseWith } from "../http/validate";
import { createMedia, deleteMedia, getOwnedMedia, listMedia, toMediaItem } from "../services/media";
import { DELETED } from "./answers";

/** POST /api/media takes a form: one file, checked by its content. */
const mediaFormSchema = z.object({
  file: z.file().mime(`${MEDIA_ACCEPT},${MEDIA_AUDIO_ACCEPT}`.split(",") as [string, ...string[]]),
  /** "talking-video": a clip of the creator saying the script, allowed up to 3 minutes. */
  use: z.enum(["talking-video"]).optional(),
});

/**
 * The media library (contract media.ts): upload a photo, clip or recording (multipart field `file`), list,
 * read one, delete. Owner only: another user's item is a 404. A DELETE of an item a storyboard uses is a
 * 409 naming the scenes, unless `?force=true`.
 */
export const mediaRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Media" })
  .get(
    "/media",
    {
      operationId: "listMedia",
      summary: "Your photos, clips and recordings, newest first, and how much of your quota they use",
      description:
        "`status` is processing (a clip being prepared, `progress` 0-1), ready or failed. `url` is the photo " +
        "(JPEG, at most 2048 px on its long side), the clip's H.264 proxy (MP4) or the recording as uploaded " +
        "(`kind` audio, with its `duration`); `posterUrl` a 480 px JPEG (none for a recording); " +
        "both owner-only. `usage.bytes` of `usage.quota` are used (MEDIA_QUOTA_BYTES, 1 GiB by default).",
      response: { status: 200, description: "The media", schema: mediaListResponseSchema },
      errors: [],
    },
    async (c) => c.json(await listMedia(c.var.deps, c.var.user.id)),
  )
  .post(
    "/media",
    {
      operationId: "uploadMedia",
      summary: "Upload a photo, a clip or a voice recording (multipart field `file`)",
      description:
        "Photos: JPEG, PNG or WebP up to 25 MB, kept upright at most 2048 px on the long side. Clips: MP4, MOV " +
        "or WebM up to 200 MB and 60 seconds (3 minutes with the field `use=talking-video`: a clip of " +
        'yourself saying the script, for `narration: { kind: "video" }`); probed at once (a longer clip is a 400 saying its length) and then ' +
        "prepared once in the background (H.264 proxy, poster frame): poll GET /api/media/{id}. Recordings " +
        "(`kind` audio): WAV, MP3, M4A/AAC, OGG/Opus or WebM up to 50 MB and 10 minutes, with sound in it, " +
        "probed and listened to at once and ready at once; a 400 that names `file` says when one is too " +
        "large, too long, silent or damaged. An MP4 or WebM with sound and no picture is a recording. The type is " +
        "found from the content, never the name: a .jpg that is text is a 400. An upload past the quota is a " +
        "403 MEDIA_QUOTA_FULL saying how much is used; nothing is stored.",
      body: mediaFormSchema,
      bodyMediaType: "multipart/form-data",
      response: { status: 201, description: "The new item", schema: mediaResponseSchema },
      errors: ["MEDIA_QUOTA_FULL", "SAVE_FAILED"],
    },
    async (c) => {
      const form = await formBody(c, mediaMessages.fileRequired);
      const use = form.use === "talking-video" ? "talking-video" : undefined;
      const row = await createMedia(c.var.deps, c.var.user.id, form.file, use);
      return c.json({ media: toMediaItem(row, c.var.deps.storage) }, 201);
    },
  )
  .get(
    "/media/:id",
    {
      operationId: "getMedia",
      summary: "One photo, clip or recording, with its status and progress",
      response: { status: 200, description: "The item", schema: mediaResponseSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const row = await getOwnedMedia(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
      return c.json({ media: toMediaItem(row, c.var.deps.storage) });
    },
  )
  .delete(
    "/media/:id",
    {
      operationId: "deleteMedia",
      summary: "Delete a photo, clip or recording",
      description:
        "When a storyboard scene shows it, or a video is narrated by it (a recording), nothing is deleted: " +
        "409 MEDIA_IN_USE with `usedBy` (projectId, projectTitle, use `picture` with the sceneId, or use " +
        "`narration`). With `?force=true` it is deleted: those scenes go back to their illustration, and those " +
        "videos keep their finished sound while new versions of them are narrated by the voice.",
      query: deleteMediaQuerySchema,
      response: DELETED,
      errors: ["NOT_FOUND", "MEDIA_IN_USE"],
    },
    async (c) => {
      const { force } = parseWith(deleteMediaQuerySchema, c.req.query());
      const result = await deleteMedia(c.var.deps, c.var.user.id, c.req.param("id"), force);
      if (!result.deleted)
        return c.json(
          {
            error: { code: "MEDIA_IN_USE" as const, message: mediaInUseMessage(result.usedBy) },
            usedBy: result.usedBy,
          },
          409,
        );
      return c.body(null, 204);
    },
  );

import {
  deleteMediaQuerySchema,
  MEDIA_ACCEPT,
  mediaInUseResponseSchema,
  mediaListResponseSchema,
  mediaResponseSchema,
} from "@reelsmith/contract/media";
import { z } from "zod";
import type { ApiOperation } from "./api-operations";

/** The media library's shapes, listed under components.schemas. */
export const mediaNamedSchemas: Record<string, z.ZodType> = {
  MediaList: mediaListResponseSchema,
  Media: mediaResponseSchema,
  MediaInUse: mediaInUseResponseSchema,
};

/** POST /api/media takes a form: one file, checked by its content. */
const mediaFormSchema = z.object({ file: z.file().mime(MEDIA_ACCEPT.split(",") as [string, ...string[]]) });

/** The media library (issue 28): a user's photos and clips for storyboard scenes. */
export const mediaOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/media",
    operationId: "listMedia",
    tag: "Media",
    summary: "Your photos and clips, newest first, and how much of your quota they use",
    description:
      "`status` is processing (a clip being prepared, `progress` 0-1), ready or failed. `url` is the photo " +
      "(JPEG, at most 2048 px on its long side) or the clip's H.264 proxy (MP4); `posterUrl` a 480 px JPEG; " +
      "both owner-only. `usage.bytes` of `usage.quota` are used (MEDIA_QUOTA_BYTES, 1 GiB by default).",
    auth: "user",
    response: { status: 200, description: "The media", schema: mediaListResponseSchema },
    errors: [],
  },
  {
    method: "post",
    path: "/api/media",
    operationId: "uploadMedia",
    tag: "Media",
    summary: "Upload a photo or a clip (multipart field `file`)",
    description:
      "Photos: JPEG, PNG or WebP up to 25 MB, kept upright at most 2048 px on the long side. Clips: MP4, MOV " +
      "or WebM up to 200 MB and 60 seconds; probed at once (a longer clip is a 400 saying its length) and then " +
      "prepared once in the background (H.264 proxy, poster frame): poll GET /api/media/{id}. The type is " +
      "found from the content, never the name: a .jpg that is text is a 400. An upload past the quota is a " +
      "403 MEDIA_QUOTA_FULL saying how much is used; nothing is stored.",
    auth: "user",
    body: mediaFormSchema,
    bodyMediaType: "multipart/form-data",
    response: { status: 201, description: "The new item", schema: mediaResponseSchema },
    errors: ["MEDIA_QUOTA_FULL", "SAVE_FAILED"],
  },
  {
    method: "get",
    path: "/api/media/{id}",
    operationId: "getMedia",
    tag: "Media",
    summary: "One photo or clip, with its status and progress",
    auth: "user",
    response: { status: 200, description: "The item", schema: mediaResponseSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "delete",
    path: "/api/media/{id}",
    operationId: "deleteMedia",
    tag: "Media",
    summary: "Delete a photo or clip",
    description:
      "When a storyboard scene uses it, nothing is deleted: 409 MEDIA_IN_USE with `usedBy` (projectId, " +
      "projectTitle, sceneId of each scene). With `?force=true` it is deleted and those scenes go back to " +
      "their illustration.",
    auth: "user",
    query: deleteMediaQuerySchema,
    response: { status: 204, description: "Deleted" },
    errors: ["NOT_FOUND", "MEDIA_IN_USE"],
  },
];

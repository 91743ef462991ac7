import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MEDIA_PHOTO_MAX_BYTES, mediaInUseMessage, mediaMessages } from "@reelsmith/contract/media";
import { z } from "zod";
import type { AppDeps, SessionUser } from "../http/context";
import { AppError } from "../lib/app-error";
import { createMedia, deleteMedia, getOwnedMedia, listMedia, toMediaItem } from "../services/media";
import { answer } from "./tool-answer";

/** The media library's tools, beside reelsmith-tools.ts. */
export const mediaToolNames = ["list_media", "get_media", "upload_media", "delete_media"] as const;

/** An agent sends a file inline: base64 of at most 25 MB (a clip larger than that goes through POST /api/media). */
const UPLOAD_MAX_BYTES = MEDIA_PHOTO_MAX_BYTES;

const mediaId = z.string().min(1).max(100).describe("The media item's id (med_...), from list_media");

export function registerMediaTools(server: McpServer, deps: AppDeps, user: SessionUser): void {
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  server.registerTool(
    "list_media",
    {
      title: "List your media",
      description:
        "Your media library: photos and clips, newest first, with their status (a clip is 'processing' until " +
        "its H.264 proxy and poster are made), size, length and URLs, and how much of your quota is used. A " +
        "ready item's id is a storyboard scene's picture: { kind: 'media', mediaId }.",
      annotations: readOnly,
    },
    () => answer(() => listMedia(deps, user.id)),
  );
  server.registerTool(
    "get_media",
    {
      title: "Get a media item",
      description:
        "One of your photos or clips, with its status and progress (0-1) while a clip is prepared.",
      inputSchema: z.object({ media_id: mediaId }),
      annotations: readOnly,
    },
    ({ media_id }) =>
      answer(async () => ({
        media: toMediaItem(await getOwnedMedia(deps.database.db, user.id, media_id), deps.storage),
      })),
  );
  server.registerTool(
    "upload_media",
    {
      title: "Upload a photo, clip or recording",
      description:
        "Adds a photo (JPEG, PNG, WebP), a clip (MP4, MOV, WebM, at most 60 seconds) or a voice recording " +
        "(kind audio: WAV, MP3, M4A, OGG, WebM, at most 10 minutes, not silent) to your media library, " +
        "sent as base64 (at most 25 MB here; larger clips, up to 200 MB, through POST /api/media). The type " +
        "is found from the content, not the name. A clip is then prepared in the background: poll get_media.",
      inputSchema: z.object({
        name: z.string().min(1).max(200).describe("The file name to show, e.g. beach.mp4"),
        data_base64: z.string().min(1).describe("The file's bytes, base64"),
      }),
    },
    ({ name, data_base64 }) =>
      answer(async () => {
        const data = Buffer.from(data_base64, "base64");
        if (data.length > UPLOAD_MAX_BYTES)
          throw new AppError(
            "VALIDATION_ERROR",
            "A file sent to upload_media must be at most 25 MB: upload larger clips with POST /api/media.",
          );
        if (data.length === 0) throw new AppError("VALIDATION_ERROR", mediaMessages.fileRequired);
        const row = await createMedia(deps, user.id, new File([new Uint8Array(data)], name));
        return { media: toMediaItem(row, deps.storage) };
      }),
  );
  server.registerTool(
    "delete_media",
    {
      title: "Delete a media item",
      description:
        "Deletes one of your photos, clips or recordings. When a storyboard scene shows it or a video is " +
        "narrated by it, nothing is deleted and the answer names them (MEDIA_IN_USE), unless force is true: " +
        "then those scenes go back to their illustration and those videos' new versions are narrated by the voice.",
      inputSchema: z.object({ media_id: mediaId, force: z.boolean().optional() }),
      annotations: { destructiveHint: true, openWorldHint: false },
    },
    ({ media_id, force }) =>
      answer(async () => {
        const result = await deleteMedia(deps, user.id, media_id, force ?? false);
        if (result.deleted) return { deleted: true };
        return {
          deleted: false,
          error: { code: "MEDIA_IN_USE", message: mediaInUseMessage(result.usedBy) },
          usedBy: result.usedBy,
        };
      }),
  );
}

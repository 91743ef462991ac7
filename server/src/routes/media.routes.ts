import { deleteMediaQuerySchema, mediaMessages } from "@reelsmith/contract/media";
import { createAuthedRouter } from "../http/create-router";
import { parseWith } from "../http/validate";
import { AppError } from "../lib/app-error";
import { createMedia, deleteMedia, getOwnedMedia, listMedia, toMediaItem } from "../services/media";

/**
 * The media library (issue 28, contract media.ts): upload a photo or clip (multipart field `file`), list,
 * read one, delete. Owner only: another user's item is a 404. A DELETE of an item a storyboard uses is a
 * 409 naming the scenes, unless `?force=true`.
 */
export const mediaRoutes = createAuthedRouter()
  .get("/media", async (c) => c.json(await listMedia(c.var.deps, c.var.user.id)))
  .post("/media", async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError("VALIDATION_ERROR", mediaMessages.fileRequired);
    }
    const row = await createMedia(c.var.deps, c.var.user.id, form.file);
    return c.json({ media: toMediaItem(row, c.var.deps.storage) }, 201);
  })
  .get("/media/:id", async (c) => {
    const row = await getOwnedMedia(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
    return c.json({ media: toMediaItem(row, c.var.deps.storage) });
  })
  .delete("/media/:id", async (c) => {
    const { force } = parseWith(deleteMediaQuerySchema, c.req.query());
    const result = await deleteMedia(c.var.deps, c.var.user.id, c.req.param("id"), force);
    if (!result.deleted)
      return c.json(
        {
          error: { code: "MEDIA_IN_USE" as const, message: mediaMessages.inUse(result.usedBy.length) },
          usedBy: result.usedBy,
        },
        409,
      );
    return c.body(null, 204);
  });

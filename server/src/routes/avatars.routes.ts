import { processAvatarRequestSchema } from "@reelsmith/contract/avatars";
import { type AuthedEnv, createAuthedRouter, createRouter } from "../http/create-router";
import { rateLimit } from "../http/rate-limit";
import { jsonBody } from "../http/validate";
import { AppError } from "../lib/app-error";
import { requestProcessing } from "../services/avatar-processing";
import {
  checkAvatarFace,
  createAvatar,
  deleteAvatar,
  listAvatars,
  toCustomAvatar,
} from "../services/custom-avatars";
import { avatarRendition } from "../services/custom-avatars-images";

/** Custom avatars (contract avatars.ts): list, create (multipart), delete, process-avatar. */
export const avatarRoutes = createAuthedRouter()
  .get("/avatars", async (c) => c.json(await listAvatars(c.var.deps, c.var.user.id)))
  .post("/avatars", async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError("VALIDATION_ERROR", "The avatar must be sent as multipart/form-data.");
    }
    const deps = c.var.deps;
    const row = await createAvatar(deps, c.var.user.id, {
      name: form.name,
      image: form.image,
      voice: form.voice,
      id: form.id,
      crop: form.crop,
    });
    // Processing is queued by the server itself; a queue failure never undoes the save.
    await deps.renderQueue?.enqueueAvatar?.(row.id).catch((err: unknown) => {
      deps.logger.warn({ avatarId: row.id, err: String(err) }, "could not queue avatar processing");
    });
    return c.json({ avatar: toCustomAvatar(row) }, 201);
  })
  // The dialog's face check: at upload on the whole photo, then on the crop it will save (the save cuts
  // and checks the same picture again). Finding a face costs a CPU's second: limited per user.
  .post(
    "/avatars/face-check",
    rateLimit<AuthedEnv>({
      name: "avatar-face-check",
      max: () => 30,
      windowMs: 60_000,
      key: (c) => c.var.user.id,
    }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new AppError("VALIDATION_ERROR", "The photo must be sent as multipart/form-data.");
      }
      return c.json(await checkAvatarFace(form.image, form.crop));
    },
  )
  .delete("/avatars/:id", async (c) => {
    await deleteAvatar(c.var.deps, c.var.user.id, c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/functions/process-avatar", async (c) => {
    const body = await jsonBody(c, processAvatarRequestSchema);
    return c.json(await requestProcessing(c.var.deps, c.var.user.id, body.avatarId));
  });

/** The avatar image route: catalogue pictures for anyone, a user's own pictures to that user. */
export const avatarImageRoutes = createRouter().get("/images/avatar", async (c) => {
  const deps = c.var.deps;
  const r = await avatarRendition(
    deps.storage,
    c.var.user?.id ?? null,
    c.req.query("src"),
    deps.config.publicUrl,
  );
  const headers = { ETag: r.etag, "Cache-Control": r.cacheControl, Vary: "Cookie" };
  if (c.req.header("if-none-match") === r.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(r.data), 200, { ...headers, "Content-Type": "image/jpeg" });
});

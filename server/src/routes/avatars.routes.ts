import {
  avatarClientIdSchema,
  avatarNameSchema,
  createdAvatarResponseSchema,
  customAvatarsResponseSchema,
  faceCheckResponseSchema,
  processAvatarRequestSchema,
  processAvatarResponseSchema,
} from "@reelsmith/contract/avatars";
import { z } from "zod";
import { type AuthedEnv, createAuthedRouter, createRouter } from "../http/create-router";
import { documentedRouter, undocumented } from "../http/documented-router";
import { rateLimit } from "../http/rate-limit";
import { formBody } from "../http/validate";
import { requestProcessing } from "../services/avatar-processing";
import {
  checkAvatarFace,
  createAvatar,
  deleteAvatar,
  listAvatars,
  toCustomAvatar,
} from "../services/custom-avatars";
import { avatarRendition } from "../services/custom-avatars-images";
import { DELETED } from "./answers";

/** The multipart field `crop`: contract avatarCropSchema as a JSON string. */
const cropFieldSchema = z
  .string()
  .optional()
  .describe(
    'JSON {"x","y","width","height","rotation"}: the photo (upright) turned clockwise by rotation (0, 90, 180 ' +
      "or 270, default 0), then this rectangle in shares (0-1) of the turned photo is cut out. With a crop, " +
      "image is the original photo and the server cuts it; both the face check and the save cut it the same " +
      'way. A bad crop is a 400 whose message starts with "crop".',
  );

const photoFileSchema = z.file().mime(["image/jpeg", "image/png", "image/webp"]);

/** POST /api/avatars takes a form, not JSON: the route checks each file by its bytes. */
const newAvatarFormSchema = z.object({
  name: avatarNameSchema,
  image: photoFileSchema,
  voice: z.file().mime(["audio/mpeg", "audio/wav", "audio/ogg", "audio/webm"]),
  id: avatarClientIdSchema.optional(),
  crop: cropFieldSchema,
});

const faceCheckFormSchema = z.object({ image: photoFileSchema, crop: cropFieldSchema });

/** Custom avatars (contract avatars.ts): list, create (multipart), delete, process-avatar. */
export const avatarRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Custom avatars" })
  .get(
    "/avatars",
    {
      operationId: "listCustomAvatars",
      summary: "List your custom avatars",
      response: { status: 200, description: "The avatars", schema: customAvatarsResponseSchema },
      errors: [],
    },
    async (c) => c.json(await listAvatars(c.var.deps, c.var.user.id)),
  )
  .post(
    "/avatars",
    {
      operationId: "createCustomAvatar",
      summary: "Add a custom avatar from a photo and a voice sample",
      description:
        "Each file at most 10 MB, checked by its content (a larger one is a 400 'File size must be less than " +
        "10MB.'). With crop, the photo is turned and cut on the server exactly as the face check cuts it; " +
        "without, image is taken as the cropped picture. The picture stored must show one face. Processing " +
        "starts at once.",
      body: newAvatarFormSchema,
      bodyMediaType: "multipart/form-data",
      response: { status: 201, description: "The new avatar", schema: createdAvatarResponseSchema },
      errors: ["AVATAR_LIMIT", "CONFLICT", "SAVE_FAILED"],
    },
    async (c) => {
      const form = await formBody(c, "The avatar must be sent as multipart/form-data.");
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
    },
  )
  // The dialog's face check: at upload on the whole photo, then on the crop it will save (the save cuts
  // and checks the same picture again). Finding a face costs a CPU's second: limited per user.
  .post(
    "/avatars/face-check",
    {
      operationId: "checkCustomAvatarFace",
      summary: "Check that a photo shows one face, before making an avatar of it",
      description:
        "The dialog asks as soon as a photo is chosen, and again with the crop it will save; nothing is " +
        "stored. The check looks at the picture the save would keep (the crop of the photo when crop is sent). " +
        "face is the box as shares (0-1) of that picture, face_in_photo the same box as shares of the whole " +
        "photo turned by the crop's rotation (the cropper's frame), picture its size in pixels. No face, or " +
        "more than one, is a 400 with the message the save gives for the same photo and crop; a file over " +
        "10 MB is a 400 'File size must be less than 10MB.'. 30 checks a minute per user.",
      body: faceCheckFormSchema,
      bodyMediaType: "multipart/form-data",
      response: { status: 200, description: "The photo's one face", schema: faceCheckResponseSchema },
      errors: ["RATE_LIMITED"],
    },
    rateLimit<AuthedEnv>({
      name: "avatar-face-check",
      max: () => 30,
      windowMs: 60_000,
      key: (c) => c.var.user.id,
    }),
    async (c) => {
      const form = await formBody(c, "The photo must be sent as multipart/form-data.");
      return c.json(await checkAvatarFace(form.image, form.crop));
    },
  )
  .delete(
    "/avatars/:id",
    {
      operationId: "deleteCustomAvatar",
      summary: "Delete a custom avatar and its files",
      response: DELETED,
      errors: ["NOT_FOUND", "DELETE_FAILED"],
    },
    async (c) => {
      await deleteAvatar(c.var.deps, c.var.user.id, c.req.param("id"));
      return c.body(null, 204);
    },
  )
  .post(
    "/functions/process-avatar",
    {
      operationId: "processCustomAvatar",
      summary: "Process a custom avatar again",
      body: processAvatarRequestSchema,
      response: { status: 200, description: "Its processing state", schema: processAvatarResponseSchema },
      errors: ["NOT_FOUND", "UNAVAILABLE"],
    },
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await requestProcessing(c.var.deps, c.var.user.id, body.avatarId));
    },
  );

/** The avatar image route: catalogue pictures for anyone, a user's own pictures to that user. */
export const avatarImageRoutes = createRouter().get(
  "/images/avatar",
  undocumented("the web app's image resizer for its own pages"),
  async (c) => {
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
  },
);

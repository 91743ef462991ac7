import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  AVATAR_FILE_MAX_BYTES,
  avatarClientIdSchema,
  avatarMessages,
  avatarNameSchema,
  type CustomAvatar,
  type CustomAvatarsResponse,
  type FaceCheckResponse,
  type ProcessingOutcome,
} from "@reelsmith/contract/avatars";
import { sniffAudio } from "@reelsmith/contract/file-kinds";
import { and, count, desc, eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { customAvatars, users } from "../db/schema";
import { AppError, notFound } from "../lib/app-error";
import { createKeyedLock } from "../lib/keyed-lock";
import { opusOggArgs } from "../media/audio-args";
import { ffprobe, runFfmpeg, withTempDir } from "../media/run-process";
import { detectFaces, type FaceLandmarks, faceKeyOf } from "../presenter";
import type { Storage } from "../storage/storage";
import { avatarPicture, boxInPhoto, parseCropField } from "./avatar-picture";
import type { UploadDeps } from "./upload-deps";

/**
 * Custom avatars: checked by content (magic bytes, then decoded), stored at
 * `avatars/{userId}/avatar_{ts}.jpeg` and `avatars/{userId}/voice_{ts}.{ext}`, one row per avatar. The
 * per-user limit is counted under a lock on the user's row, so two uploads at once cannot both pass it.
 */
export type CustomAvatarRow = typeof customAvatars.$inferSelect;

export interface AvatarDeps extends UploadDeps {
  config: Pick<Config, "CUSTOM_AVATAR_LIMIT">;
}

export interface NewAvatarInput {
  name: unknown;
  image: unknown;
  voice: unknown;
  id?: unknown;
  /** The multipart field `crop` (contract avatarCropSchema as JSON): the save cuts `image` itself. */
  crop?: unknown;
}

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;
const bad = (message: string) => new AppError("VALIDATION_ERROR", message);

/** The row as the API returns it (contract customAvatarSchema). */
export function toCustomAvatar(row: CustomAvatarRow): CustomAvatar {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    image_url: row.image_url,
    voice_url: row.voice_url,
    avatar_sample_url: row.avatar_sample_url,
    voice_clone_id: row.voice_clone_id,
    storage_path: row.storage_path,
    voice_storage_path: row.voice_storage_path,
    processing_outcome: (row.processing_outcome as ProcessingOutcome | null) ?? null,
    voice_id: row.voice_id,
    voice_pitch_hz: row.voice_pitch_hz,
    created_at: row.created_at.toISOString(),
  };
}

export async function listAvatars(deps: AvatarDeps, userId: string): Promise<CustomAvatarsResponse> {
  const rows = await deps.database.db
    .select()
    .from(customAvatars)
    .where(eq(customAvatars.user_id, userId))
    .orderBy(desc(customAvatars.created_at), desc(customAvatars.id));
  return { avatars: rows.map(toCustomAvatar), count: rows.length, limit: deps.config.CUSTOM_AVATAR_LIMIT };
}

/** The caller's avatar, or 404 (another user's avatar is never told apart from a missing one). */
export async function getOwnedAvatar(db: Db, userId: string, id: string): Promise<CustomAvatarRow> {
  const [row] = await db
    .select()
    .from(customAvatars)
    .where(and(eq(customAvatars.id, id), eq(customAvatars.user_id, userId)));
  if (!row) throw notFound(avatarMessages.notFound);
  return row;
}

async function countAvatars(db: Db, userId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(customAvatars).where(eq(customAvatars.user_id, userId));
  return Number(r?.n ?? 0);
}

const limitError = (limit: number) => new AppError("AVATAR_LIMIT", avatarMessages.limitReached(limit));

/** The checks that need no decoding: the name, the id, that both files are there and not too large. */
function checkInput(input: NewAvatarInput) {
  const name = avatarNameSchema.safeParse(typeof input.name === "string" ? input.name : "");
  if (!name.success) throw bad(avatarMessages.nameRequired);
  let id: string | null = null;
  if (input.id !== undefined && input.id !== null && input.id !== "") {
    const parsed = avatarClientIdSchema.safeParse(input.id);
    if (!parsed.success) throw bad("The avatar id must be 8 to 64 letters, digits, - or _.");
    id = parsed.data;
  }
  if (!isFile(input.image) || input.image.size === 0) throw bad(avatarMessages.imageRequired);
  if (input.image.size > AVATAR_FILE_MAX_BYTES) throw bad(avatarMessages.imageTooLarge);
  if (!isFile(input.voice) || input.voice.size === 0) throw bad(avatarMessages.voiceRequired);
  if (input.voice.size > AVATAR_FILE_MAX_BYTES) throw bad(avatarMessages.audioTooLarge);
  const crop = parseCropField(input.crop);
  return { name: name.data, id, image: input.image, voice: input.voice, crop };
}

/**
 * The photo's one face with its landmarks (the talking photo moves them), or the message that says why
 * the photo cannot present: no face, or more than one person.
 */
export async function findPresenterFace(image: Buffer): Promise<FaceLandmarks> {
  const faces = await detectFaces(image);
  const [face] = faces;
  if (!face) throw bad(avatarMessages.noFace);
  if (faces.length > 1) throw bad(avatarMessages.manyFaces);
  return face;
}

/**
 * The face check: the picture the save would keep (the crop of the photo when one is sent, else the photo),
 * and its one face's box as shares of that picture and of the whole turned photo. Nothing is stored.
 */
export async function checkAvatarFace(image: unknown, cropField?: unknown): Promise<FaceCheckResponse> {
  const crop = parseCropField(cropField);
  if (!isFile(image) || image.size === 0) throw bad(avatarMessages.imageRequired);
  if (image.size > AVATAR_FILE_MAX_BYTES) throw bad(avatarMessages.imageTooLarge);
  const picture = await avatarPicture(Buffer.from(await image.arrayBuffer()), crop);
  const { box, width, height } = await findPresenterFace(picture);
  const share = (v: number, of: number) => Math.min(1, Math.max(0, v / of));
  const x = share(box.x, width);
  const y = share(box.y, height);
  const face = {
    x,
    y,
    width: Math.min(1 - x, share(box.width, width)),
    height: Math.min(1 - y, share(box.height, height)),
  };
  return { face, face_in_photo: boxInPhoto(face, crop), picture: { width, height } };
}

/**
 * The voice sample ready to store: MP3, WAV and OGG as sent (after ffmpeg confirms it decodes to audio),
 * a browser's WebM recording transcoded to Ogg Opus. Anything else is the audio message.
 */
export async function normaliseVoice(buf: Buffer): Promise<{ data: Buffer; ext: "mp3" | "wav" | "ogg" }> {
  const kind = sniffAudio(buf);
  if (!kind) throw bad(avatarMessages.invalidAudio);
  return withTempDir("avatar-voice", async (dir) => {
    const input = path.join(dir, `in.${kind}`);
    await fs.writeFile(input, buf);
    const probe = await ffprobe(input).catch(() => null);
    const audio = probe?.streams.find((s) => s.codec_type === "audio");
    if (!probe || !audio) throw bad(avatarMessages.invalidAudio);
    if (kind !== "webm") return { data: buf, ext: kind };
    const out = path.join(dir, "out.ogg");
    try {
      await runFfmpeg(opusOggArgs(input, out), { timeoutMs: 60_000 });
    } catch {
      throw bad(avatarMessages.invalidAudio);
    }
    return { data: await fs.readFile(out), ext: "ogg" };
  });
}

const contentTypes = { mp3: "audio/mpeg", wav: "audio/wav", ogg: "audio/ogg" } as const;

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (typeof e === "object" && e !== null && (e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Picks `avatars/{userId}/avatar_{ts}.jpeg` and `voice_{ts}.{ext}` with a timestamp not used yet. */
async function freeKeys(storage: Storage, userId: string, ext: string) {
  let ts = Date.now();
  for (;;) {
    const image = `avatars/${userId}/avatar_${ts}.jpeg`;
    const voice = `avatars/${userId}/voice_${ts}.${ext}`;
    if (!(await storage.exists(image)) && !(await storage.exists(voice))) return { image, voice };
    ts += 1;
  }
}

const withUserLock = createKeyedLock();

/**
 * Saves a new avatar: checks, files, then the row. One user's saves run one at a time in this process, so
 * two uploads sent together never pick the same file names, and the second sees the first's row; across
 * processes the limit is counted again under a lock on the user's row. Any failure after the files are
 * written removes them, so nothing is left half-saved.
 */
export function createAvatar(
  deps: AvatarDeps,
  userId: string,
  input: NewAvatarInput,
): Promise<CustomAvatarRow> {
  return withUserLock(userId, () => saveAvatar(deps, userId, input));
}

async function saveAvatar(deps: AvatarDeps, userId: string, input: NewAvatarInput): Promise<CustomAvatarRow> {
  const limit = deps.config.CUSTOM_AVATAR_LIMIT;
  if ((await countAvatars(deps.database.db, userId)) >= limit) throw limitError(limit);
  const checked = checkInput(input);
  const image = await avatarPicture(Buffer.from(await checked.image.arrayBuffer()), checked.crop);
  const face = await findPresenterFace(image);
  const voice = await normaliseVoice(Buffer.from(await checked.voice.arrayBuffer()));
  const { storage } = deps;
  const keys = await freeKeys(storage, userId, voice.ext);
  const written: string[] = [];
  try {
    await storage.put(keys.image, image, "image/jpeg");
    written.push(keys.image);
    // Found once here, so the sample and every render move the face without detecting it again.
    await storage.put(faceKeyOf(keys.image), Buffer.from(JSON.stringify(face)), "application/json");
    written.push(faceKeyOf(keys.image));
    await storage.put(keys.voice, voice.data, contentTypes[voice.ext]);
    written.push(keys.voice);
    return await deps.database.db.transaction(async (tx) => {
      // The user's row is the lock: a second upload of the same user waits here until this one commits.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if ((await countAvatars(tx as unknown as Db, userId)) >= limit) throw limitError(limit);
      const [row] = await tx
        .insert(customAvatars)
        .values({
          id: checked.id ?? crypto.randomUUID(),
          user_id: userId,
          name: checked.name,
          image_url: storage.publicUrl(keys.image),
          voice_url: storage.publicUrl(keys.voice),
          storage_path: keys.image,
          voice_storage_path: keys.voice,
        })
        .returning();
      if (!row) throw new Error("The insert returned no row");
      return row;
    });
  } catch (err) {
    for (const key of written) {
      await storage
        .delete(key)
        .catch((e) => deps.logger.warn({ key, err: String(e) }, "avatar cleanup failed"));
    }
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", avatarMessages.recordFailed);
    deps.logger.error({ userId, err: String(err) }, "custom avatar save failed");
    throw new AppError("SAVE_FAILED", avatarMessages.saveFailed);
  }
}

/** Every storage key an avatar owns: the photo, the voice, the sample and the image route's renditions. */
export function avatarKeys(row: CustomAvatarRow, storage: Storage): string[] {
  const keys = [row.storage_path, faceKeyOf(row.storage_path), row.voice_storage_path];
  if (row.avatar_sample_url) keys.push(storage.keyFromUrl(row.avatar_sample_url));
  keys.push(renditionKey(row.storage_path));
  return keys.filter((k): k is string => typeof k === "string" && k.startsWith(`avatars/${row.user_id}/`));
}

/** Where the image route caches the 1080x1920 crop of an avatar photo (beside it, owner-only too). */
export function renditionKey(sourceKey: string): string {
  const dir = path.posix.dirname(sourceKey);
  const base = path.posix.basename(sourceKey).replace(/\.[^.]+$/, "");
  if (sourceKey.startsWith("avatars/")) return `${dir}/cache/${base}_1080x1920.jpeg`;
  const hash = crypto.createHash("sha1").update(sourceKey).digest("hex").slice(0, 16);
  return `cache/images/${hash}_${base}_1080x1920.jpeg`;
}

/** Deletes the row, then its files; a file that cannot be removed is only logged. */
export async function deleteAvatar(deps: AvatarDeps, userId: string, id: string): Promise<void> {
  const row = await getOwnedAvatar(deps.database.db, userId, id);
  try {
    await deps.database.db
      .delete(customAvatars)
      .where(and(eq(customAvatars.id, id), eq(customAvatars.user_id, userId)));
  } catch (err) {
    throw new AppError("DELETE_FAILED", avatarMessages.deleteFailed((err as Error).message));
  }
  for (const key of avatarKeys(row, deps.storage)) {
    await deps.storage
      .delete(key)
      .catch((e) => deps.logger.warn({ key, avatarId: id, err: String(e) }, "avatar file removal failed"));
  }
}

export const avatarNotReadyMessage =
  "This avatar is still processing. Only Ready avatars can narrate a video.";

import crypto from "node:crypto";
import { AVATAR_FILE_MAX_BYTES, avatarMessages } from "@reelsmith/contract/avatars";
import type { WriteAdScriptRequest } from "@reelsmith/contract/product";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { getWriter } from "../providers/writer";
import type { Storage } from "../storage/storage";
import { normaliseImage } from "./avatar-picture";

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;
const bad = (message: string) => new AppError("VALIDATION_ERROR", message);

/**
 * A seller's product photo ("Use my own photos"): checked like an avatar photo (present, at most 10MB,
 * JPG/PNG/WebP by its bytes, then decoded), re-encoded as a metadata-free upright JPEG and stored among
 * the user's own uploads (`uploads/{userId}/`), which only they may read and only they may put in a video.
 */
export async function saveProductPhoto(
  storage: Storage,
  userId: string,
  photo: unknown,
): Promise<{ url: string }> {
  if (!isFile(photo) || photo.size === 0) throw bad(avatarMessages.invalidImage);
  if (photo.size > AVATAR_FILE_MAX_BYTES) throw bad(avatarMessages.imageTooLarge);
  const jpeg = await normaliseImage(Buffer.from(await photo.arrayBuffer()));
  const key = `uploads/${userId}/product_${Date.now()}_${crypto.randomBytes(4).toString("hex")}.jpeg`;
  await storage.put(key, jpeg, "image/jpeg");
  return { url: storage.publicUrl(key) };
}

/**
 * The ad script for a product the seller described: the same writer as a product page's (the local
 * extractive one offline, a model when configured), from the name, description and price.
 */
export async function writeAdScript(
  config: Config,
  input: Required<Pick<WriteAdScriptRequest, "product_name" | "description" | "language">> & {
    price?: string | null;
  },
): Promise<{ generated_script: string }> {
  const generated_script = await getWriter(config).adScript(
    {
      name: input.product_name,
      description: input.description,
      features: [],
      ...(input.price ? { price: input.price } : {}),
    },
    input.language,
  );
  return { generated_script };
}

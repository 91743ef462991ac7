import crypto from "node:crypto";
import sharp from "sharp";
import { AppError, notFound } from "../lib/app-error";
import type { Storage } from "../storage/storage";
import { renditionKey } from "./custom-avatars";

/**
 * The spec's image-CDN rewrite, done by our server: an avatar picture as a 1080x1920 (9:16) cover crop,
 * JPEG, cached in storage. Only our own storage URLs: custom avatar files of their owner, and the public
 * catalogue; anything else is refused.
 */
export const RENDITION = { width: 1080, height: 1920 } as const;

/** Who may read a storage key: custom avatar files only their owner; everything else as before. */
export function ownerOfAvatarKey(key: string): string | null {
  if (!key.startsWith("avatars/")) return null;
  return key.split("/")[1] ?? "";
}

const badSource = () => new AppError("VALIDATION_ERROR", "The image must be one of our own storage URLs.");

/** The storage key behind `src` when it is ours (a relative /storage path or our own origin). */
export function sourceKey(storage: Storage, src: string | undefined, publicUrl: string): string {
  if (!src || src.length > 2000) throw badSource();
  let pathname = src;
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) {
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      throw badSource();
    }
    if (url.origin !== new URL(publicUrl).origin) throw badSource();
    pathname = url.pathname;
  } else if (!src.startsWith("/") || src.startsWith("//")) {
    throw badSource();
  }
  let key: string | null;
  try {
    key = storage.keyFromUrl(pathname);
  } catch {
    throw badSource();
  }
  if (!key || !(key.startsWith("avatars/") || key.startsWith("catalog/"))) throw badSource();
  return key;
}

export interface Rendition {
  data: Buffer;
  etag: string;
  cacheControl: string;
}

export async function avatarRendition(
  storage: Storage,
  userId: string | null,
  src: string | undefined,
  publicUrl: string,
): Promise<Rendition> {
  const key = sourceKey(storage, src, publicUrl);
  const owner = ownerOfAvatarKey(key);
  if (owner !== null && owner !== userId) throw notFound("File not found");
  const file = await storage.stat(key);
  if (!file) throw notFound("File not found");
  if (!file.contentType.startsWith("image/")) throw badSource();
  const etag = `"${crypto
    .createHash("sha1")
    .update(`${key}|${file.size}|${RENDITION.width}x${RENDITION.height}`)
    .digest("hex")
    .slice(0, 27)}"`;
  const cacheKey = renditionKey(key);
  let data: Buffer | null = null;
  const cached = await storage.stat(cacheKey);
  if (cached) data = await storage.read(cacheKey);
  if (!data || (owner === null && !(await sameSource(storage, cacheKey, etag)))) {
    try {
      data = await sharp(await storage.read(key), { limitInputPixels: 64_000_000 })
        .rotate()
        .resize(RENDITION.width, RENDITION.height, { fit: "cover", position: "centre" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80 })
        .toBuffer();
    } catch {
      throw badSource();
    }
    await storage.put(cacheKey, data, "image/jpeg");
    if (owner === null) await storage.put(`${cacheKey}.etag`, Buffer.from(etag), "text/plain");
  }
  return {
    data,
    etag,
    cacheControl: owner === null ? "public, max-age=86400" : "private, max-age=86400",
  };
}

/** A catalogue file can be rebuilt under the same key: its cached crop is reused only for the same source. */
async function sameSource(storage: Storage, cacheKey: string, etag: string): Promise<boolean> {
  const tag = await storage.read(`${cacheKey}.etag`).catch(() => null);
  return tag?.toString() === etag;
}

import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Files of every kind (catalogue assets, renders, avatars) go through this interface, so they move to
 * object storage with one setting. Keys are POSIX paths such as `catalog/voices/en-f1.ogg`.
 */
export interface Storage {
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<void>;
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** A stream of the file, or of the inclusive byte range given. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** The URL the browser uses for this key (served by /storage/* for the local folder). */
  publicUrl(key: string): string;
  /** The key behind a URL made by publicUrl, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
}

const contentTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".json": "application/json",
  ".ass": "text/plain; charset=utf-8",
};

export const contentTypeFor = (key: string) =>
  contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";

export function assertSafeKey(key: string): string {
  const normalized = path.posix.normalize(key).replace(/^\/+/, "");
  if (
    normalized.startsWith("..") ||
    normalized.includes("/../") ||
    normalized.includes("\0") ||
    !normalized
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return normalized;
}

export function createLocalStorage(root: string, urlPrefix = "/storage"): Storage {
  const full = (key: string) => path.join(root, assertSafeKey(key));
  const ensureDir = (file: string) => fs.mkdir(path.dirname(file), { recursive: true });
  return {
    async put(key, data) {
      const file = full(key);
      await ensureDir(file);
      // Write then rename: a crash never leaves a half-written file under the real name.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async putFile(key, filePath) {
      const file = full(key);
      await ensureDir(file);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.copyFile(filePath, tmp);
      await fs.rename(tmp, file);
    },
    read: (key) => fs.readFile(full(key)),
    async stat(key) {
      try {
        const stat = await fs.stat(full(key));
        return stat.isFile() ? { size: stat.size, contentType: contentTypeFor(key) } : null;
      } catch {
        return null;
      }
    },
    stream: (key, range) => createReadStream(full(key), range),
    async exists(key) {
      try {
        await fs.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    delete: (key) => fs.rm(full(key), { force: true }),
    deletePrefix: (prefix) => fs.rm(full(prefix), { recursive: true, force: true }),
    publicUrl: (key) => `${urlPrefix}/${assertSafeKey(key)}`,
    keyFromUrl(url) {
      const pathname = url.startsWith("http") ? new URL(url).pathname : url;
      if (!pathname.startsWith(`${urlPrefix}/`)) return null;
      return assertSafeKey(decodeURIComponent(pathname.slice(urlPrefix.length + 1)));
    },
  };
}

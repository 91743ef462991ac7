import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Files of every kind (catalogue assets, renders, avatars, uploads) go through this interface, so they move
 * to object storage with one setting (S3_BUCKET, see create-storage.ts). Keys are POSIX paths such as
 * `catalog/voices/en-f1.ogg`, the same in the local folder and in a bucket. Nothing reads a stored file by
 * its path on disk: a worker on another machine has no such path.
 */
export interface Storage {
  /** Where the files live: the local folder (DATA_DIR/storage) or an S3-compatible bucket. */
  readonly kind: "local" | "s3";
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
  /** Resolves when the files can be reached (the folder exists, the bucket answers); throws otherwise. */
  check(): Promise<void>;
  /**
   * A short-lived URL that reads the file straight from object storage, without this server; only where the
   * store can make one (a bucket). The caller checks who may read the file first.
   */
  presignedUrl?(key: string, ttlS: number): Promise<string>;
}

const contentTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".m4a": "audio/mp4",
  ".json": "application/json",
  ".ass": "text/plain; charset=utf-8",
};

export const contentTypeFor = (key: string) =>
  contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";

export function assertSafeKey(key: string): string {
  const normalized = path.posix.normalize(key).replace(/^\/+/, "");
  // "." is the root itself (from "", "a/.."): deleting that prefix would empty the whole store.
  if (
    normalized === "." ||
    normalized.startsWith("..") ||
    normalized.includes("/../") ||
    normalized.includes("\0") ||
    !normalized
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return normalized;
}

/** Keys as `/storage/...` URLs and back: the app's URLs stay the same whichever store holds the files. */
export function storageUrls(urlPrefix = "/storage"): Pick<Storage, "publicUrl" | "keyFromUrl"> {
  return {
    publicUrl: (key) => `${urlPrefix}/${assertSafeKey(key)}`,
    keyFromUrl(url) {
      const pathname = url.startsWith("http") ? new URL(url).pathname : url;
      if (!pathname.startsWith(`${urlPrefix}/`)) return null;
      return assertSafeKey(decodeURIComponent(pathname.slice(urlPrefix.length + 1)));
    },
  };
}

export function createLocalStorage(root: string, urlPrefix = "/storage"): Storage {
  const full = (key: string) => path.join(root, assertSafeKey(key));
  const ensureDir = (file: string) => fs.mkdir(path.dirname(file), { recursive: true });
  return {
    kind: "local",
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
    // Async throughout: an unsafe key rejects the promise, as on object storage, rather than throwing.
    read: async (key) => fs.readFile(full(key)),
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
    delete: async (key) => fs.rm(full(key), { force: true }),
    deletePrefix: async (prefix) => fs.rm(full(prefix), { recursive: true, force: true }),
    ...storageUrls(urlPrefix),
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

import { Readable } from "node:stream";
import { createRouter } from "../http/create-router";
import { readRequestUser } from "../http/session";
import { notFound } from "../lib/app-error";
import { acceptsHtml, shareStoppedPage } from "../lib/share-stopped-page";
import { sharedVideoKey } from "../services/shares";
import { mayRead, ownerOfKey } from "../storage/access";
import { verifyStorageSignature } from "../storage/signed-url";
import type { Storage } from "../storage/storage";

/** How long a presigned URL of the bucket works: a video plays and seeks on the URL it was sent to. */
const PRESIGNED_TTL_S = 3600;

/**
 * Serves stored files, from the local folder or the bucket, with byte ranges (video players seek with
 * them). The catalogue (presenters, voices, music, styles, the landing samples) is public. Everything else
 * is private: a user's avatar files and uploads to that user, a project's render files (video, pictures,
 * narration, the story text) to the project's owner, by session cookie or API key; or to anyone holding a
 * signed URL until it expires (storage/signed-url.ts). Anyone else gets 404, as for a missing file. With
 * S3_PRESIGNED_URLS the same checks run, then the browser is sent to a presigned URL of the bucket.
 */
export const storageRoutes = createRouter()
  .get("/storage/*", async (c) => {
    const { storage, database, config } = c.var.deps;
    let key: string | null;
    try {
      key = storage.keyFromUrl(c.req.path);
    } catch {
      key = null;
    }
    if (!key) throw notFound();
    const isPublic = ownerOfKey(key).kind === "public";
    if (!isPublic) {
      const signature = c.req.query("signature");
      const allowed =
        signature !== undefined
          ? verifyStorageSignature(config.authSecret, key, c.req.query("expires"), signature)
          : await mayRead(database.db, key, (await readRequestUser(c))?.id ?? null);
      if (!allowed) throw notFound("File not found");
    }
    // Object storage may serve the bytes itself: the reader, checked above, gets a short-lived link there.
    if (config.S3_PRESIGNED_URLS && storage.presignedUrl) {
      if (!(await storage.stat(key))) throw notFound("File not found");
      return new Response(null, {
        status: 302,
        headers: {
          Location: await storage.presignedUrl(key, PRESIGNED_TTL_S),
          "Cache-Control": "private, no-store",
        },
      });
    }
    return fileResponse(storage, key, c.req.header("range"), {
      "Cache-Control": isPublic ? "public, max-age=86400" : "private, max-age=3600",
      ...(isPublic ? {} : { Vary: "Cookie, Authorization" }),
    });
  })
  /**
   * A shared video (Share on the preview page): anyone with the link may watch that one video while its
   * owner keeps sharing on. Not cached, so turning sharing off stops it at once.
   */
  .get("/share/:token/video.mp4", async (c) => {
    const { storage, database } = c.var.deps;
    const key = await sharedVideoKey(database.db, storage, c.req.param("token"));
    if (!key) {
      // A viewer who opens a stopped link in a browser reads a page; a player or a script gets JSON.
      if (acceptsHtml(c.req.header("accept")))
        return c.html(shareStoppedPage(), 404, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
      throw notFound("This video is not shared.");
    }
    return fileResponse(storage, key, c.req.header("range"), {
      "Cache-Control": "no-store",
      "Content-Disposition": 'inline; filename="story-reel-video.mp4"',
      "X-Robots-Tag": "noindex",
    });
  });

/** The file at `key` as a response, whole or the byte range asked for (206), or 404 / 416. */
export async function fileResponse(
  storage: Storage,
  key: string,
  rangeHeader: string | undefined,
  extraHeaders: Record<string, string>,
): Promise<Response> {
  const file = await storage.stat(key);
  if (!file) throw notFound("File not found");
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    ...extraHeaders,
  };
  const range = parseRange(rangeHeader, file.size);
  if (range === "invalid") {
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${file.size}` } });
  }
  const body = Readable.toWeb(storage.stream(key, range ?? undefined)) as ReadableStream;
  if (!range) {
    headers["Content-Length"] = String(file.size);
    return new Response(body, { status: 200, headers });
  }
  headers["Content-Range"] = `bytes ${range.start}-${range.end}/${file.size}`;
  headers["Content-Length"] = String(range.end - range.start + 1);
  return new Response(body, { status: 206, headers });
}

export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return "invalid" as const;
  if (!m[1]) {
    const suffix = Number(m[2]);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start > end || start >= size) return "invalid" as const;
  return { start, end };
}

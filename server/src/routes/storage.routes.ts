import { Readable } from "node:stream";
import { Hono } from "hono";
import { notFound } from "../lib/app-error";
import type { AppEnv } from "../lib/context";
import { ownerOfAvatarKey } from "../services/custom-avatars-images";

/**
 * Serves the local storage folder with byte ranges (video players seek with them).
 * Files are addressed by unguessable keys; catalogue assets are public by design; custom avatar files
 * (`avatars/{userId}/...`) are served to their owner only (anyone else gets 404, as for a missing file).
 */
export const storageRoutes = new Hono<AppEnv>().get("/storage/*", async (c) => {
  const { storage, auth } = c.var.deps;
  let key: string | null;
  try {
    key = storage.keyFromUrl(c.req.path);
  } catch {
    key = null;
  }
  if (!key) throw notFound();
  const owner = ownerOfAvatarKey(key);
  if (owner !== null) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session || session.user.id !== owner) throw notFound("File not found");
  }
  const file = await storage.stat(key);
  if (!file) throw notFound("File not found");
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": key.startsWith("catalog/") ? "public, max-age=86400" : "private, max-age=3600",
    ...(owner !== null ? { Vary: "Cookie" } : {}),
  };
  const range = parseRange(c.req.header("range"), file.size);
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
});

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

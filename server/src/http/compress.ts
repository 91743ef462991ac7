import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const gzipAsync = promisify(zlib.gzip);

/** Bodies below this many bytes go out as they are: gzip would cost more time than it saves bytes. */
export const COMPRESS_MIN_BYTES = 1024;

/** gzip in the thread pool, off the thread that serves requests. */
export const gzip = (body: string | Uint8Array): Promise<Buffer> => gzipAsync(body);

/** Whether an Accept-Encoding header allows gzip (named or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Answers built in memory (c.json, c.html): read whole to learn their size. */
const inMemoryType = /^\s*(?:application\/json|text\/html)/i;

/**
 * Puts the gzipped body in place, then fixes the headers on the answer that goes out: Hono's `c.res`
 * setter copies every header of the previous answer (its Content-Length, the uncompressed size, included)
 * onto the new one, so headers changed before the swap would be overwritten.
 */
function sendGzipped(c: Context, body: Buffer | ReadableStream, status: number, headers: Headers) {
  c.res = new Response(body, { status, headers });
  const out = c.res.headers;
  out.delete("Content-Length");
  out.set("Content-Encoding", "gzip");
  const etag = out.get("ETag");
  if (etag && !etag.startsWith("W/")) out.set("ETag", `W/${etag}`);
}

/**
 * gzip for text answers of 1 KB or more when the client accepts it; smaller ones, media and event
 * streams pass through untouched. Answers that arrive already encoded (the per-user cache keeps its
 * answers gzipped, see user-cache.ts) are left alone.
 */
export const compressResponses = createMiddleware(async (c, next) => {
  await next();
  if (c.req.method === "HEAD" || !acceptsGzip(c.req.header("Accept-Encoding"))) return;
  const res = c.res;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  const headers = res.headers;
  // A byte range is a slice of the file as stored: compressing it would break the range arithmetic.
  if (headers.has("Content-Range")) return;
  if (headers.has("Content-Encoding") || headers.has("Transfer-Encoding")) return;
  const type = headers.get("Content-Type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl && noTransform.test(cacheControl)) return;
  const length = headers.get("Content-Length");
  if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return;

  const vary = headers.get("Vary");
  if (vary !== "*" && !(vary && varyAcceptEncoding.test(vary))) {
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  if (length === null && inMemoryType.test(type)) {
    const body = Buffer.from(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    sendGzipped(c, await gzip(body), res.status, headers);
    return;
  }
  if (!res.body) return;
  sendGzipped(c, res.body.pipeThrough(new CompressionStream("gzip")), res.status, headers);
});

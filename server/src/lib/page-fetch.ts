import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import net from "node:net";
import zlib from "node:zlib";
import { isPublicAddress, SafeFetchError } from "./safe-fetch";

/**
 * Fetches a user-given web page: http(s) only; the address is checked after DNS resolution at connect time
 * (a custom `lookup`, so a name that re-resolves to a private address is still refused) and again on every
 * redirect (at most `maxRedirects`); a time limit for the whole fetch and a body size limit.
 */
export class PageFetchError extends SafeFetchError {
  constructor(
    /** Why the fetch failed, for callers that answer the user (the message is for logs only). */
    readonly kind: PageFetchFailure,
    message: string,
    /** The page's own status when it answered with an error (404 for a missing product). */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * invalid-url: not an http(s) URL we fetch; blocked: a private or local address (callers must not say so);
 * unreachable: no DNS answer, a refused or reset connection, a TLS failure, a body cut short; timeout: the
 * time limit; http: the page answered an error status; redirects: too many of them; too-large: over the
 * size limit; wrong-type: a content type the caller does not accept.
 */
export type PageFetchFailure =
  | "invalid-url"
  | "blocked"
  | "unreachable"
  | "timeout"
  | "http"
  | "redirects"
  | "too-large"
  | "wrong-type";

export interface PageFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Content types accepted (the media type, lower case). */
  accept: (mediaType: string) => boolean;
  /** Tests only: host:port pairs reachable even on a private address (a fixture server on 127.0.0.1). */
  allowHosts?: readonly string[];
  /**
   * Extra request headers (an API's key), sent only to the first URL's origin: a redirect to another
   * origin does not carry them.
   */
  headers?: Readonly<Record<string, string>>;
}

export interface FetchedPage {
  finalUrl: string;
  contentType: string;
  body: Buffer;
}

/**
 * The resolver the connection uses: every address a name resolves to must be public, checked at connect
 * time on the very addresses connected to (a name that re-resolves to a private address is still refused).
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0)
        return callback(new PageFetchError("unreachable", `No address for ${hostname}`), "", 4);
      if (!allowPrivate && !list.every((a) => isPublicAddress(a.address))) {
        return callback(
          new PageFetchError("blocked", `Refusing to fetch a private or local address: ${hostname}`),
          "",
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * A URL we may call: http(s), no credentials, and (unless `allowHosts` names its host:port) not a literal
 * private address or a `localhost` name. Names are checked again at connect time by publicOnlyLookup.
 */
export function checkUrl(raw: string, allowHosts: readonly string[]): { url: URL; allowPrivate: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError("invalid-url", `Not a valid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new PageFetchError("invalid-url", "Only http and https URLs are fetched");
  if (url.username || url.password)
    throw new PageFetchError("invalid-url", "URLs with credentials are not fetched");
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const allowPrivate = allowHosts.includes(`${url.hostname}:${port}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate) {
    // A literal address never goes through lookup: check it here. `localhost` names are this machine
    // whatever the resolver says (RFC 6761), and some resolvers answer any `*.localhost`.
    const name = host.toLowerCase().replace(/\.$/, "");
    if ((net.isIP(host) && !isPublicAddress(host)) || name === "localhost" || name.endsWith(".localhost"))
      throw new PageFetchError("blocked", `Refusing to fetch a private or local address: ${host}`);
  }
  return { url, allowPrivate };
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

function requestOnce(
  url: URL,
  allowPrivate: boolean,
  opts: PageFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const mod = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = mod.get(
      url,
      {
        lookup: publicOnlyLookup(allowPrivate),
        signal,
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; ReelsmithBot/1.0; +https://reelsmith.app)",
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
          ...(opts.headers ?? {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return resolve({ status, contentType });
        }
        const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
        if (!opts.accept(mediaType)) {
          res.destroy();
          return reject(new PageFetchError("wrong-type", `Unexpected content type: ${mediaType || "none"}`));
        }
        if (Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
          res.destroy();
          return reject(new PageFetchError("too-large", "The page is too large"));
        }
        // Compressed bodies are inflated here; the limit counts the inflated bytes (no zip bombs).
        const encoding = String(res.headers["content-encoding"] ?? "")
          .trim()
          .toLowerCase();
        const inflate =
          encoding === "gzip" || encoding === "x-gzip"
            ? zlib.createGunzip()
            : encoding === "deflate"
              ? zlib.createInflate()
              : encoding === "br"
                ? zlib.createBrotliDecompress()
                : null;
        const stream = inflate ? res.pipe(inflate) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            inflate?.destroy();
            reject(new PageFetchError("too-large", "The page is too large"));
            return;
          }
          chunks.push(chunk);
        });
        stream.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        stream.on("error", (err) =>
          reject(new PageFetchError("unreachable", `The page could not be read: ${err.message}`)),
        );
        if (inflate) res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

export async function fetchPage(raw: string, opts: PageFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    const allowHosts = opts.allowHosts ?? [];
    let { url, allowPrivate } = checkUrl(raw, allowHosts);
    let hopOpts = opts;
    for (let hop = 0; ; hop++) {
      const res = await requestOnce(url, allowPrivate, hopOpts, controller.signal);
      if (res.location) {
        if (hop >= opts.maxRedirects) throw new PageFetchError("redirects", "Too many redirects");
        const origin = url.origin;
        ({ url, allowPrivate } = checkUrl(new URL(res.location, url).toString(), allowHosts));
        if (url.origin !== origin) hopOpts = { ...opts, headers: undefined };
        continue;
      }
      if (!res.body) throw new PageFetchError("http", `The page answered ${res.status}`, res.status);
      return { finalUrl: url.toString(), contentType: res.contentType, body: res.body };
    }
  } catch (err) {
    if (controller.signal.aborted) throw new PageFetchError("timeout", "The page took too long to load");
    if (err instanceof PageFetchError) throw err;
    // What is left are the socket's own failures: DNS, refused or reset connections, TLS.
    throw new PageFetchError(
      "unreachable",
      err instanceof Error ? err.message : "The page could not be fetched",
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A picture's bytes, fetched as a page is (public addresses only, checked after DNS and on each redirect;
 * five redirects at most) when its content type is one of `types` and it is at most `maxBytes` long.
 */
export async function fetchPicture(
  url: string,
  opts: { types: ReadonlySet<string>; maxBytes: number; timeoutMs: number; allowHosts?: readonly string[] },
): Promise<Buffer> {
  const { types, ...limits } = opts;
  return (await fetchPage(url, { ...limits, maxRedirects: 5, accept: (type) => types.has(type) })).body;
}

import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { checkUrl, PageFetchError, publicOnlyLookup } from "./page-fetch";
import { isPublicAddress } from "./safe-fetch";

/**
 * The outbound side of webhooks, under the same address guard as product pages (page-fetch.ts): a user's
 * URL is checked when it is saved (checkWebhookTarget) and again, at connect time, on every call
 * (postWebhook). Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */

/**
 * Whether a webhook URL may be saved: a literal private address or a `localhost` name is refused, and a
 * name must resolve, to public addresses only. Throws PageFetchError ("blocked", "invalid-url" or
 * "unreachable"); callers answer "not allowed" without saying why.
 */
export async function checkWebhookTarget(raw: string, allowHosts: readonly string[]): Promise<void> {
  const { url, allowPrivate } = checkUrl(raw, allowHosts);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate || net.isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch (err) {
    throw new PageFetchError("unreachable", `No address for ${host}: ${(err as Error).message}`);
  }
  if (addresses.length === 0) throw new PageFetchError("unreachable", `No address for ${host}`);
  if (!addresses.every((a) => isPublicAddress(a.address)))
    throw new PageFetchError("blocked", `Refusing a private or local address: ${host}`);
}

export interface WebhookPostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  /** Tests only: host:port pairs reachable even on a private address (FETCH_ALLOW_PRIVATE_HOSTS). */
  allowHosts?: readonly string[];
}

/** How a call ended: the receiver's status, or why no status came back. */
export type WebhookPostResult = { statusCode: number } | { error: string };

/** Up to this much of an answer is read (and thrown away) so the connection can close cleanly. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** POSTs a JSON body once; never throws. */
export async function postWebhook(
  raw: string,
  body: string,
  opts: WebhookPostOptions,
): Promise<WebhookPostResult> {
  let target: { url: URL; allowPrivate: boolean };
  try {
    target = checkUrl(raw, opts.allowHosts ?? []);
  } catch (err) {
    return { error: describe(err) };
  }
  const { url, allowPrivate } = target;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  const mod = url.protocol === "https:" ? https : http;
  try {
    return await new Promise<WebhookPostResult>((resolve, reject) => {
      const req = mod.request(
        url,
        {
          method: "POST",
          lookup: publicOnlyLookup(allowPrivate),
          signal: controller.signal,
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "user-agent": "Reelsmith-Webhooks/1.0",
            ...opts.headers,
          },
        },
        (res) => {
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) res.destroy();
          });
          const done = () => resolve({ statusCode: res.statusCode ?? 0 });
          res.on("end", done);
          res.on("close", done);
          res.on("error", done);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  } catch (err) {
    if (controller.signal.aborted) return { error: `No answer within ${opts.timeoutMs / 1000} s` };
    return { error: describe(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** The reason the owner sees in the delivery log: a blocked address is "not allowed", nothing more. */
function describe(err: unknown): string {
  if (err instanceof PageFetchError && err.kind === "blocked") return "The address is not allowed";
  if (err instanceof PageFetchError && err.kind === "invalid-url") return "The URL is not valid";
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  return (code ? `${code}: ${message}` : message).slice(0, 500);
}

import dns from "node:dns/promises";
import net from "node:net";

/**
 * Server-side fetch of a user-given URL: http(s) only, to public addresses only (no private, loopback,
 * link-local or reserved ranges, checked again after each redirect), with a size and a time limit.
 */
export class SafeFetchError extends Error {
  override name = "SafeFetchError";
}

export function isPublicAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 198 && (b === 18 || b === 19)) return false;
    return true;
  }
  if (net.isIPv6(ip)) {
    const v = ip.toLowerCase();
    if (v === "::" || v === "::1") return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    if (/^f[cd]/.test(v) || /^fe[89ab]/.test(v) || v.startsWith("ff")) return false;
    return true;
  }
  return false;
}

async function assertPublicUrl(raw: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new SafeFetchError("Only http and https URLs are fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new SafeFetchError(`Refusing to fetch a private or local address: ${url.hostname}`);
  }
  return url;
}

export async function safeFetch(
  raw: string,
  opts: { maxBytes: number; timeoutMs: number; maxRedirects?: number },
): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url = await assertPublicUrl(raw);
    for (let hop = 0; ; hop++) {
      const res = await fetch(url, { redirect: "manual", signal: controller.signal });
      if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
        if (hop >= (opts.maxRedirects ?? 3)) throw new SafeFetchError("Too many redirects");
        url = await assertPublicUrl(new URL(res.headers.get("location") ?? "", url).toString());
        continue;
      }
      if (!res.ok || !res.body) throw new SafeFetchError(`Fetching ${url.hostname} answered ${res.status}`);
      const declared = Number(res.headers.get("content-length") ?? 0);
      if (declared > opts.maxBytes) throw new SafeFetchError("The file is too large");
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > opts.maxBytes) throw new SafeFetchError("The file is too large");
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks);
    }
  } catch (err) {
    if (controller.signal.aborted) throw new SafeFetchError("The download took too long");
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** The picture type from its first bytes (not from a header or a file name). */
export function imageTypeOf(data: Buffer): { ext: "png" | "jpg" | "webp"; mime: string } | null {
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: "png", mime: "image/png" };
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: "jpg", mime: "image/jpeg" };
  if (data.length > 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP")
    return { ext: "webp", mime: "image/webp" };
  return null;
}

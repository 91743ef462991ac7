import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import { AppError } from "./app-error";

/** Methods that change nothing: a page on another site may send them, as it may link to us. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const foreignOriginMessage = "This request came from another site and was refused.";

/** The origin part of an Origin header, or null when it is "null" or not a URL. */
function normalizedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for the session cookie: a state-changing request that a browser
 * marks as coming from another site (its Origin is not ours, or Sec-Fetch-Site says cross-site) is
 * refused before anything runs. Requests with neither header (curl, server-to-server calls, tests)
 * carry no browser's cookies by accident and pass.
 */
export function originGuard(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((o) => normalizedOrigin(o) ?? o));
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const foreignOrigin = origin !== undefined && !trusted.has(normalizedOrigin(origin) ?? "null");
    const crossSite = c.req.header("sec-fetch-site")?.trim().toLowerCase() === "cross-site";
    if (foreignOrigin || crossSite) throw new AppError("FORBIDDEN_ORIGIN", foreignOriginMessage);
    return next();
  });
}

/**
 * The origin for links mailed in answer to a request: PUBLIC_URL when it is set; otherwise the trusted
 * loopback address the request came to (its Host), so a user on 127.0.0.1 gets 127.0.0.1 links.
 */
export function linkOrigin(
  config: Pick<Config, "PUBLIC_URL" | "publicUrl" | "trustedOrigins">,
  headers: Headers | undefined,
): string {
  if (config.PUBLIC_URL) return config.publicUrl;
  const host = headers?.get("host");
  const candidate = host ? normalizedOrigin(`http://${host}`) : null;
  return candidate && config.trustedOrigins.includes(candidate) ? candidate : config.publicUrl;
}

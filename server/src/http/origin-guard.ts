import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/app-error";
import { normalizedOrigin } from "../lib/origins";

/** Methods that change nothing: a page on another site may send them, as it may link to us. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const foreignOriginMessage = "This request came from another site and was refused.";

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

import { createMiddleware } from "hono/factory";
import { notAuthenticated } from "./app-error";
import type { AppEnv, SessionUser } from "./context";

/** Reads the session cookie once per request; `requireUser` then refuses guests with 401. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set("user", session ? (session.user as unknown as SessionUser) : null);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw notAuthenticated();
  await next();
});

export function currentUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw notAuthenticated();
  return c.var.user;
}

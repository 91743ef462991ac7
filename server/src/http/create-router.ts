import { authMessages } from "@reelsmith/contract/auth-messages";
import { Hono } from "hono";
import { METHODS } from "hono/router";
import type { AppEnv, SessionUser } from "./context";
import { signInGuard } from "./session";

/** The environment of a signed-in route: its handlers see the user, never null. */
export type AuthedEnv = { Variables: Omit<AppEnv["Variables"], "user"> & { user: SessionUser } };

/** A router of public routes: `c.var.user` is the signed-in user or null. */
export function createRouter() {
  return new Hono<AppEnv>();
}

type AnyFn = (...args: unknown[]) => unknown;

/**
 * A router whose every route answers a guest 401 (`message`) before its own handlers run. The guard is
 * added to each route (its method and path) as it is declared, never as a wildcard middleware, so a
 * router guards its own routes and nothing else: the order in which app.ts mounts routers does not
 * matter. A wildcard `use` is refused here for the same reason: middleware goes on the route itself.
 */
export class AuthedRouter extends Hono<AuthedEnv> {
  constructor(message: string) {
    super();
    const guard = signInGuard(message);
    const self = this as unknown as Record<string, AnyFn>;
    for (const method of [...METHODS, "all"]) {
      const add = self[method] as AnyFn;
      self[method] = (first: unknown, ...rest: unknown[]) =>
        typeof first === "string" ? add(first, guard, ...rest) : add(guard, first, ...rest);
    }
    const on = self.on as AnyFn;
    self.on = (method: unknown, path: unknown, ...handlers: unknown[]) =>
      on(method, path, guard, ...handlers);
    self.use = () => {
      throw new Error("An authed router takes middleware on each route, not through use().");
    };
  }
}

/** A router for signed-in users only (see AuthedRouter); guests get 401 with `signInMessage`. */
export function createAuthedRouter(options: { signInMessage?: string } = {}) {
  return new AuthedRouter(options.signInMessage ?? authMessages.notAuthenticated);
}

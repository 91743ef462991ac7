import { publicMessages } from "@reelsmith/contract/public";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import { AppError } from "./app-error";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";

/**
 * A fixed-window limit per client address, kept in this process: enough for the public forms of one
 * server. Behind several servers each counts on its own, which still bounds abuse per server.
 */
export function rateLimit<E extends AppEnv = AppEnv>(opts: {
  name: string;
  max: (config: Config) => number;
  windowMs: number;
  /** What is counted: the client address unless given (e.g. the signed-in user). */
  key?: (c: Context<E>) => string;
  message?: string;
}) {
  // One count per app instance (the routes are built once, tests start many apps in one process).
  const stores = new WeakMap<object, Map<string, { count: number; resetAt: number }>>();
  return createMiddleware<E>(async (c, next) => {
    const now = Date.now();
    let hits = stores.get(c.var.deps);
    if (!hits) {
      hits = new Map();
      stores.set(c.var.deps, hits);
    }
    if (hits.size > 10_000) {
      for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    }
    const key = `${opts.name}:${opts.key ? opts.key(c) : clientIp(c)}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + opts.windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > opts.max(c.var.deps.config)) {
      c.header("Retry-After", String(Math.ceil((entry.resetAt - now) / 1000)));
      throw new AppError("RATE_LIMITED", opts.message ?? publicMessages.tooManyRequests);
    }
    await next();
  });
}

import { publicMessages } from "@reelsmith/contract/public";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";

type Window = { count: number; resetAt: number };

/**
 * One fixed-window count: adds a hit to `key` in `store` and answers the seconds to wait when it is the
 * (max+1)th or later hit of its window, or null while it is within `max`.
 */
export function countHit(
  store: Map<string, Window>,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): number | null {
  if (store.size > 10_000) {
    for (const [k, v] of store) if (v.resetAt <= now) store.delete(k);
  }
  let entry = store.get(key);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + windowMs };
    store.set(key, entry);
  }
  entry.count += 1;
  return entry.count > max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : null;
}

/** A store of counts for each app instance (the routes are built once, tests start many apps in one process). */
export function windowStores() {
  const stores = new WeakMap<object, Map<string, Window>>();
  return (owner: object) => {
    let store = stores.get(owner);
    if (!store) {
      store = new Map();
      stores.set(owner, store);
    }
    return store;
  };
}

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
  const storeOf = windowStores();
  return createMiddleware<E>(async (c, next) => {
    const key = `${opts.name}:${opts.key ? opts.key(c) : clientIp(c)}`;
    const retryAfter = countHit(storeOf(c.var.deps), key, opts.max(c.var.deps.config), opts.windowMs);
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      throw new AppError("RATE_LIMITED", opts.message ?? publicMessages.tooManyRequests);
    }
    await next();
  });
}

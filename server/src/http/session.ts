import { apiKeyMessages } from "@reelsmith/contract/api-keys";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth";
import { users } from "../db/schema";
import { AppError, notAuthenticated } from "../lib/app-error";
import { bearerToken, verifyApiKey } from "./api-key-auth";
import { type ChangeFeed, type ChangeKind, changeFeedFor, requestMark } from "./change-feed";
import type { AppDeps, AppEnv, SessionUser } from "./context";
import { countHit, windowStores } from "./rate-limit";

/** How long a verified session is trusted without asking better-auth again (it also refreshes expiry). */
const SESSION_CACHE_MS = 5 * 60_000;
const MAX_SESSIONS = 10_000;

type Entry = { user: SessionUser; token: string; until: number };

/**
 * Sessions better-auth has verified (signed cookie and database row), keyed by the exact signed cookie
 * value it accepted, so a later request with the same cookie skips the HMAC check and the session and
 * user reads. A deleted or changed session row (sign-out, revoke, password reset, expiry cleanup) or a
 * changed or deleted user drops the entries: the database's triggers tell the change feed
 * (change-feed.ts), and a cached entry answers only once the feed has heard every change made before
 * the request (at once on the embedded database; one ping to PostgreSQL, shared by the requests that
 * wait, with DATABASE_URL).
 */
export class SessionCache {
  private byCookie = new Map<string, Entry>();
  private byToken = new Map<string, Set<string>>();
  private byUser = new Map<string, Set<string>>();
  cookieName: string | undefined;

  constructor(
    readonly feed: ChangeFeed,
    auth: Auth,
  ) {
    feed.subscribe((kind, key) => this.onChange(kind, key));
    auth.$context.then(
      (ctx) => {
        this.cookieName = ctx.authCookies.sessionToken.name;
      },
      () => undefined,
    );
  }

  get size() {
    return this.byCookie.size;
  }

  get(cookie: string, now: number): SessionUser | undefined {
    const entry = this.byCookie.get(cookie);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.remove(cookie);
    return undefined;
  }

  set(cookie: string, token: string, user: SessionUser, sessionExpiresAt: number, now: number) {
    if (this.byCookie.has(cookie)) this.remove(cookie);
    while (this.byCookie.size >= MAX_SESSIONS) {
      const oldest = this.byCookie.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.byCookie.set(cookie, { user, token, until: Math.min(sessionExpiresAt, now + SESSION_CACHE_MS) });
    addTo(this.byToken, token, cookie);
    addTo(this.byUser, user.id, cookie);
  }

  private remove(cookie: string) {
    const entry = this.byCookie.get(cookie);
    if (!entry) return;
    this.byCookie.delete(cookie);
    removeFrom(this.byToken, entry.token, cookie);
    removeFrom(this.byUser, entry.user.id, cookie);
  }

  private onChange(kind: ChangeKind, key: string) {
    if (kind === "all") {
      this.byCookie.clear();
      this.byToken.clear();
      this.byUser.clear();
    } else if (kind === "session") {
      for (const cookie of [...(this.byToken.get(key) ?? [])]) this.remove(cookie);
    } else if (kind === "user") {
      for (const cookie of [...(this.byUser.get(key) ?? [])]) this.remove(cookie);
    }
  }
}

function addTo(index: Map<string, Set<string>>, key: string, value: string) {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function removeFrom(index: Map<string, Set<string>>, key: string, value: string) {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

const caches = new WeakMap<ChangeFeed, SessionCache>();

const byDeps = new WeakMap<AppDeps, SessionCache | null>();

export function sessionCacheFor(deps: AppDeps): SessionCache | null {
  const known = byDeps.get(deps);
  if (known !== undefined) return known;
  const feed = changeFeedFor(deps);
  let cache = feed ? caches.get(feed) : undefined;
  if (feed && !cache) {
    cache = new SessionCache(feed, deps.auth);
    caches.set(feed, cache);
  }
  byDeps.set(deps, cache ?? null);
  return cache ?? null;
}

/**
 * The value of the cookie `name` when the header has it exactly once; null when it is absent, and
 * undefined when it appears more than once (better-auth then decides alone and nothing is cached,
 * so a cached value is always the one better-auth verified).
 */
export function singleCookie(header: string | undefined, name: string): string | null | undefined {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== null) return undefined;
    found = part.slice(eq + 1).trim();
  }
  return found;
}

/** The signed-in user of a request (the session cache where there is one), or null for a guest. */
export async function readSessionUser(deps: AppDeps, headers: Headers): Promise<SessionUser | null> {
  const cache = sessionCacheFor(deps);
  const name = cache?.feed.ready ? cache.cookieName : undefined;
  if (!cache || !name) return askBetterAuth(deps, headers);
  const cookie = singleCookie(headers.get("cookie") ?? undefined, name);
  if (cookie === null || cookie === "") return null;
  if (cookie === undefined) return askBetterAuth(deps, headers);
  if (cache.get(cookie, Date.now())) {
    // On PostgreSQL, only once this process has heard every change made before the request came in
    // (a sign-out through another process must win); the entry is read again after the wait.
    const reached = cache.feed.reached(requestMark(cache.feed, headers));
    if (reached === true || (await reached)) {
      const cached = cache.get(cookie, Date.now());
      if (cached) return cached;
    }
  }
  const epoch = cache.feed.epoch;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as unknown as SessionUser;
  // Kept only when nothing changed meanwhile (a sign-out during the lookup must win) and the cookie
  // is the one the session came from.
  if (cache.feed.epoch === epoch && cookie.startsWith(`${session.session.token}.`)) {
    cache.set(cookie, session.session.token, user, new Date(session.session.expiresAt).getTime(), Date.now());
  }
  return user;
}

async function askBetterAuth(deps: AppDeps, headers: Headers): Promise<SessionUser | null> {
  const session = await deps.auth.api.getSession({ headers });
  return session ? (session.user as unknown as SessionUser) : null;
}

const apiKeyWindows = windowStores();

/**
 * The owner of the request's API key (`Authorization: Bearer rs_...`), counted against the key's own
 * limit per minute. Any bearer token is taken as a key: an unknown or revoked one is refused (401), not
 * read as a guest, so a script learns at once that its key no longer works.
 */
async function apiKeyUser(c: Context<AppEnv>, token: string): Promise<SessionUser> {
  const { database } = c.var.deps;
  const key = await verifyApiKey(database.db, token);
  if (!key) throw notAuthenticated(apiKeyMessages.invalidKey);
  const retryAfter = countHit(apiKeyWindows(c.var.deps), key.keyId, key.rateLimitPerMinute, 60_000);
  if (retryAfter !== null) {
    c.header("Retry-After", String(retryAfter));
    throw new AppError("RATE_LIMITED", apiKeyMessages.rateLimited(key.rateLimitPerMinute));
  }
  const [owner] = await database.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      username: users.username,
      fullName: users.fullName,
    })
    .from(users)
    .where(eq(users.id, key.userId));
  if (!owner) throw notAuthenticated(apiKeyMessages.invalidKey);
  c.set("apiKeyId", key.keyId);
  return owner;
}

/** The user of a request: its API key's owner when it sends one, else its session cookie's; null for a guest. */
export async function readRequestUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const token = bearerToken(c.req.header("authorization"));
  if (token !== null) return apiKeyUser(c, token);
  return readSessionUser(c.var.deps, c.req.raw.headers);
}

/** Reads the session cookie or API key once per request (public routes see the user or null). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await readRequestUser(c));
  await next();
});

/**
 * The sign-in check of every authed route (http/create-router.ts): a guest gets 401 with `message`. It
 * reads the session itself when nothing has yet, so it does not depend on where loadSession runs.
 */
export function signInGuard(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let user = c.get("user");
    if (user === undefined) {
      user = await readRequestUser(c);
      c.set("user", user);
    }
    if (!user) throw notAuthenticated(message);
    await next();
  });
}

/**
 * For routes that a browser session alone may use (minting and revoking API keys): a request made with
 * an API key is refused, so a leaked key cannot make itself more keys or lock its owner out.
 */
export const browserSessionOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("apiKeyId") !== undefined) throw new AppError("FORBIDDEN", apiKeyMessages.sessionRequired);
  await next();
});

import type { Context } from "hono";
import { type ChangeFeed, type ChangeKind, changeFeedFor, requestMark } from "./change-feed";
import { acceptsGzip, COMPRESS_MIN_BYTES, gzip } from "./compress";
import type { AppDeps, AppEnv } from "./context";

/** What a cached answer is read from; a change of that kind for the user drops it. */
export type CachedRead = "projects" | "credits" | "profile";

/** Bounds: answers kept per user, and bytes kept in all (the oldest-used users go first). */
const MAX_PER_USER = 16;
const MAX_BYTES = 32 * 1024 * 1024;

type Answer = { json: string; length: string; gzipped?: Buffer; bytes: number };

/**
 * A read of the database under way for one user's question. `overtaken` once a change of its kind for
 * its user (or of everything) is heard after it started: the read may predate that change, so it is
 * neither kept nor shared with a later request.
 */
type Flight = {
  userId: string;
  read: CachedRead;
  overtaken: boolean;
  done: Promise<{ json: string; answer?: Answer }>;
};

/**
 * Each user's answers to the dashboard's and the library's reads (the first pages of /projects, the
 * recent projects, the subscription and the profile), as the JSON text sent, and gzipped once for
 * clients that accept it. A NOTIFY from the database's triggers (change-feed.ts) drops a user's answers
 * of the kind that changed: any project row written for that user (created, renamed, deleted, a render
 * status), the credits row, the profile row. A kept answer is sent only once the feed has heard every
 * change made before the request (change-feed.ts: at once embedded, one shared ping on PostgreSQL).
 */
export class UserCache {
  private users = new Map<string, Map<string, Answer>>();
  private bytes = 0;
  private flights = new Map<string, Flight>();

  constructor(readonly feed: ChangeFeed) {
    feed.subscribe((kind, key) => this.onChange(kind, key));
  }

  get size() {
    let n = 0;
    for (const answers of this.users.values()) n += answers.size;
    return n;
  }

  get(userId: string, key: string): Answer | undefined {
    const answers = this.users.get(userId);
    const answer = answers?.get(key);
    if (!answers || !answer) return undefined;
    // Most recently used last: the byte bound evicts from the front.
    this.users.delete(userId);
    this.users.set(userId, answers);
    return answer;
  }

  set(userId: string, key: string, json: string): Answer {
    const answer: Answer = { json, length: String(Buffer.byteLength(json)), bytes: json.length };
    let answers = this.users.get(userId);
    if (!answers) {
      answers = new Map();
      this.users.set(userId, answers);
    }
    const old = answers.get(key);
    if (old) this.drop(answers, key, old);
    if (answers.size >= MAX_PER_USER) {
      const [firstKey, first] = answers.entries().next().value ?? [];
      if (firstKey !== undefined && first) this.drop(answers, firstKey, first);
    }
    answers.set(key, answer);
    this.bytes += answer.bytes;
    for (const [id, oldest] of this.users) {
      if (this.bytes <= MAX_BYTES || oldest === answers) break;
      for (const [k, a] of oldest) this.drop(oldest, k, a);
      this.users.delete(id);
    }
    return answer;
  }

  /** True while a read for this question is under way that a request arriving now may still share. */
  loading(userId: string, key: string): boolean {
    const flight = this.flights.get(`${userId}\n${key}`);
    return flight !== undefined && !flight.overtaken;
  }

  /**
   * The answer of `load`, shared by the requests that miss together (single flight): a request joins a
   * read under way unless a change of that user's data was heard since it began; the caller has made
   * sure by then that every change made before its request was heard (feed.reached). The answer is
   * kept unless such a change was heard before it came back.
   */
  load(userId: string, read: CachedRead, key: string, load: () => Promise<string>) {
    const flightKey = `${userId}\n${key}`;
    const current = this.flights.get(flightKey);
    if (current && !current.overtaken) return current.done;
    const flight: Flight = { userId, read, overtaken: false, done: Promise.resolve({ json: "" }) };
    flight.done = (async () => {
      try {
        const json = await load();
        if (flight.overtaken || !this.feed.ready) return { json };
        return { json, answer: this.set(userId, key, json) };
      } finally {
        if (this.flights.get(flightKey) === flight) this.flights.delete(flightKey);
      }
    })();
    this.flights.set(flightKey, flight);
    return flight.done;
  }

  /** Keeps the gzipped copy (made on the first request that accepts gzip) if the answer is still kept. */
  addGzipped(userId: string, key: string, answer: Answer, gzipped: Buffer) {
    if (answer.gzipped) return;
    answer.gzipped = gzipped;
    if (this.users.get(userId)?.get(key) !== answer) return;
    answer.bytes += gzipped.byteLength;
    this.bytes += gzipped.byteLength;
  }

  private drop(answers: Map<string, Answer>, key: string, answer: Answer) {
    answers.delete(key);
    this.bytes -= answer.bytes;
  }

  private onChange(kind: ChangeKind, userId: string) {
    if (kind === "all") {
      this.users.clear();
      this.bytes = 0;
      for (const flight of this.flights.values()) flight.overtaken = true;
      return;
    }
    if (kind !== "projects" && kind !== "credits" && kind !== "profile") return;
    for (const flight of this.flights.values()) {
      if (flight.userId === userId && flight.read === kind) flight.overtaken = true;
    }
    const answers = this.users.get(userId);
    if (!answers) return;
    const prefix = `${kind}:`;
    for (const [key, answer] of answers) if (key.startsWith(prefix)) this.drop(answers, key, answer);
    if (answers.size === 0) this.users.delete(userId);
  }
}

const caches = new WeakMap<ChangeFeed, UserCache>();

const byDeps = new WeakMap<AppDeps, UserCache | null>();

export function userCacheFor(deps: AppDeps): UserCache | null {
  const known = byDeps.get(deps);
  if (known !== undefined) return known;
  const feed = deps.apiCache === "sessions" ? null : changeFeedFor(deps);
  let cache = feed ? caches.get(feed) : undefined;
  if (feed && !cache) {
    cache = new UserCache(feed);
    caches.set(feed, cache);
  }
  byDeps.set(deps, cache ?? null);
  return cache ?? null;
}

/**
 * The JSON answer of `load()` for this user, from the cache when it holds it. `read` names the data it
 * comes from and `key` the question (e.g. the list's query). Requests that miss together share one
 * load; a load during which that user's `read` data changed is sent but neither kept nor shared: it
 * may have read rows from before the change.
 */
export async function cachedJson<E extends AppEnv>(
  c: Context<E>,
  userId: string,
  read: CachedRead,
  key: string,
  load: () => Promise<unknown>,
): Promise<Response> {
  const cache = userCacheFor(c.var.deps);
  if (!cache?.feed.ready) return c.json(await load());
  const fullKey = `${read}:${key}`;
  let answer = cache.get(userId, fullKey);
  if (answer || cache.loading(userId, fullKey)) {
    // A kept answer or a read under way is used only once this process has heard every change made
    // before the request (PostgreSQL: a write through another process); looked up again after the
    // wait, which may have dropped it.
    const reached = cache.feed.reached(requestMark(cache.feed, c.req.raw.headers));
    if (reached !== true && !(await reached)) return c.json(await load());
    answer = cache.get(userId, fullKey);
  }
  if (!answer) {
    const loaded = await cache.load(userId, read, fullKey, async () => JSON.stringify(await load()));
    if (!loaded.answer) return c.body(loaded.json, 200, { "Content-Type": "application/json" });
    answer = loaded.answer;
  }
  const big = answer.json.length >= COMPRESS_MIN_BYTES;
  if (big && acceptsGzip(c.req.header("Accept-Encoding"))) {
    if (!answer.gzipped) cache.addGzipped(userId, fullKey, answer, await gzip(answer.json));
    if (answer.gzipped) {
      return c.body(answer.gzipped as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/json",
        "Content-Encoding": "gzip",
        Vary: "Accept-Encoding",
      });
    }
  }
  // With its length the compression middleware sees at once that the answer stays as it is.
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Content-Length": answer.length,
  };
  if (big) headers.Vary = "Accept-Encoding";
  return c.body(answer.json, 200, headers);
}

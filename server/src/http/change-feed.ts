import crypto from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { DATABASE_CLOSED, type Database } from "../db/client";
import type { AppDeps } from "./context";

/**
 * What changed in the database, told by the database itself: triggers on the tables behind the API's
 * hot reads send a NOTIFY for every written row, whoever wrote it (a route, the render worker, a
 * cascade, a migration, a test writing rows directly, another API process). The in-process caches (the
 * session cache in session.ts, the per-user answers in user-cache.ts) drop what a change touches.
 *
 * Embedded (PGlite): one process (the data-dir lock refuses a second), and PGlite delivers the
 * notification of a write before the writer's own `await` resumes (it queues listener calls as
 * microtasks while it reads the writer's reply, ahead of the rest of its chain), so the next request
 * after a write never sees the cache from before it.
 *
 * PostgreSQL (DATABASE_URL): many processes, and a notification reaches each one a little after the
 * write returns to its writer. So before a cache may answer a request, the process proves it has heard
 * every change committed before the request came in: it NOTIFYs a channel only it listens to and waits
 * for that ping to come back on its listening connection. PostgreSQL puts notifications in one queue in
 * commit order and each listener reads that queue in order, so once the ping (committed after the
 * request arrived) is back, every earlier change has been dispatched. One ping in flight at a time
 * serves every request that arrived before it was sent. No ping back within SYNC_WAIT_MS: the request
 * reads the database and nothing is cached.
 */

export const CHANGE_CHANNEL = "reelsmith_changes";

/** The tables watched, what a change is called, and the column that names whose data changed. */
const WATCHED = [
  ["projects", "projects", "user_id"],
  ["user_profiles", "credits", "user_id"],
  ["profiles", "profile", "id"],
  ["users", "user", "id"],
  ["sessions", "session", "token"],
] as const;

export type ChangeKind = (typeof WATCHED)[number][1] | "all";
export type ChangeListener = (kind: ChangeKind, key: string) => void;

const TRIGGERS_SQL = `
CREATE OR REPLACE FUNCTION reelsmith_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('${CHANGE_CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('${CHANGE_CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION reelsmith_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGE_CHANNEL}', 'all:');
  RETURN NULL;
END $$;
${WATCHED.map(
  ([table, kind, column]) => `
CREATE OR REPLACE TRIGGER reelsmith_${table}_changes AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION reelsmith_notify_change('${kind}', '${column}');
CREATE OR REPLACE TRIGGER reelsmith_${table}_truncate AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION reelsmith_notify_truncate();`,
).join("")}
`;

/**
 * The triggers' tables, all at once or none: CREATE TRIGGER locks its table against writes, so taking
 * them one by one, waiting for each, deadlocked with a request's transaction that had written one and
 * then wrote another (create-video: user_profiles, then projects), and PostgreSQL could end the
 * request's side (a 500). NOWAIT: a table in use fails this try at once, holding nothing, and start()
 * tries again.
 */
const LOCK_SQL = `LOCK TABLE ${WATCHED.map(([table]) => table).join(", ")} IN SHARE ROW EXCLUSIVE MODE NOWAIT;`;

export interface ChangeFeed {
  /** True once the triggers are in place and the process listens; until then nothing may be cached. */
  readonly ready: boolean;
  /**
   * Counts every change seen. A reader notes it before reading the database and caches what it read
   * only if it has not moved: a write that landed during the read must not be hidden by a cache filled
   * from before it.
   */
  readonly epoch: number;
  subscribe(listener: ChangeListener): void;
  /** A point in the change order at or after now: take it when a request arrives. */
  mark(): number;
  /**
   * True once every change committed before `mark` was taken has been dispatched (at once on the
   * embedded database); false when that cannot be known in time: nothing cached may then be served.
   */
  reached(mark: number): true | Promise<boolean>;
  /** PostgreSQL: the pings sent so far (the API bench reports how many requests shared one). */
  readonly pings?: number;
}

/** Tells each listener of a change notice, `kind:key` as the database's trigger sends it. */
function notifyListeners(listeners: readonly ChangeListener[], payload: string) {
  const at = payload.indexOf(":");
  const kind = payload.slice(0, at) as ChangeKind;
  const key = payload.slice(at + 1);
  for (const listener of listeners) listener(kind, key);
}

class PgliteChangeFeed implements ChangeFeed {
  ready = false;
  epoch = 0;
  private listeners: ChangeListener[] = [];

  constructor(private readonly client: PGlite) {}

  async start() {
    await this.client.exec(TRIGGERS_SQL);
    await this.client.listen(CHANGE_CHANNEL, (payload) => this.dispatch(payload));
    this.ready = true;
  }

  subscribe(listener: ChangeListener) {
    this.listeners.push(listener);
  }

  mark() {
    return 0;
  }

  reached(): true {
    return true;
  }

  private dispatch(payload: string) {
    this.epoch++;
    notifyListeners(this.listeners, payload);
  }
}

/** How long a request waits for its ping before it reads the database instead of the caches. */
export const SYNC_WAIT_MS = 500;
/** A ping out this long means the listening connection is stuck: it is dropped and opened again. */
const PING_LOST_MS = 5_000;
const RECONNECT_MS = 1_000;
const ENDED = new Error("the change feed's connection ended");

type Waiter = { mark: number; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

class PostgresChangeFeed implements ChangeFeed {
  ready = false;
  epoch = 0;
  private listeners: ChangeListener[] = [];
  private client: pg.Client | null = null;
  /** This process's own channel for pings (a channel name is an identifier: letters, digits, _). */
  private readonly syncChannel = `reelsmith_sync_${crypto.randomBytes(8).toString("hex")}`;
  private nextPing = 1;
  pings = 0;
  private heardPing = 0;
  private pingSentAt: number | null = null;
  private waiters: Waiter[] = [];
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  subscribe(listener: ChangeListener) {
    this.listeners.push(listener);
  }

  mark() {
    return this.nextPing;
  }

  reached(mark: number): true | Promise<boolean> {
    if (this.heardPing >= mark && this.ready) return true;
    if (!this.ready) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        mark,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
          if (this.pingSentAt !== null && Date.now() - this.pingSentAt > PING_LOST_MS) {
            this.lost(new Error("the change feed's ping did not come back"));
          }
        }, SYNC_WAIT_MS),
      };
      this.waiters.push(waiter);
      this.ping();
    });
  }

  async start() {
    while (!this.stopped) {
      try {
        await this.connect();
        return;
      } catch (error) {
        if (error instanceof Error && error.message === DATABASE_CLOSED) {
          this.stopped = true;
          return;
        }
        this.onError(error);
        await new Promise((r) => setTimeout(r, RECONNECT_MS).unref());
      }
    }
  }

  private async connect() {
    if (!this.database.openListener) throw new Error("no listener connection on this database");
    const client = await this.database.openListener();
    this.client = client;
    client.on("error", (error) => this.lost(error));
    client.on("end", () => this.lost(ENDED));
    client.on("notification", (msg) => this.onNotification(msg.channel, msg.payload ?? ""));
    try {
      // Processes starting together take turns replacing the triggers (concurrent CREATE OR REPLACE
      // of one function fails with "tuple concurrently updated").
      await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(hashtext('reelsmith:change-feed'));${LOCK_SQL}${TRIGGERS_SQL}COMMIT;`,
      );
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${this.syncChannel}`);
      if (this.client !== client) throw new Error("the change feed's connection dropped while starting");
    } catch (error) {
      // start() tries again with a new connection; this one must not live on beside it.
      if (this.client === client) this.client = null;
      client.removeAllListeners();
      client.on("error", () => undefined);
      client.end().catch(() => undefined);
      throw error;
    }
    // Whatever changed while this process was not listening was not heard: start from nothing.
    this.dispatch("all:");
    this.ready = true;
  }

  /** The connection failed or stalled: caches off and emptied until a new one listens. */
  private lost(error: unknown) {
    const client = this.client;
    if (!client) return;
    // Lost while still starting: connect() fails and start() tries again itself.
    const wasListening = this.ready;
    this.client = null;
    this.ready = false;
    this.dispatch("all:");
    this.pingSentAt = null;
    // Pings of the old connection never come back: the next one is sent on the new connection.
    this.heardPing = this.nextPing - 1;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    client.removeAllListeners("end");
    client.on("error", () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped || !wasListening) return;
    // An end may be database.close(): start() then stops quietly; a failed reconnect is logged there.
    if (error !== ENDED) this.onError(error);
    setTimeout(() => void this.start(), RECONNECT_MS).unref();
  }

  private ping() {
    const client = this.client;
    if (!client || this.pingSentAt !== null || this.waiters.length === 0) return;
    const seq = this.nextPing++;
    this.pings++;
    this.pingSentAt = Date.now();
    client.query(`NOTIFY ${this.syncChannel}, '${seq}'`).catch((error: unknown) => this.lost(error));
  }

  private onNotification(channel: string, payload: string) {
    if (channel !== this.syncChannel) return this.dispatch(payload);
    const seq = Number(payload);
    if (seq <= this.heardPing) return;
    this.heardPing = seq;
    this.pingSentAt = null;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.mark > seq) {
        still.push(waiter);
        continue;
      }
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
    this.waiters = still;
    this.ping();
  }

  private dispatch(payload: string) {
    this.epoch++;
    notifyListeners(this.listeners, payload);
  }
}

const feeds = new WeakMap<Database, ChangeFeed | null>();

/**
 * The change feed of the database (started on first use, not ready until its triggers are in place and
 * it listens), or null where caching is off: `apiCache: false` in the deps.
 */
export function changeFeedFor(deps: Pick<AppDeps, "database" | "logger" | "apiCache">): ChangeFeed | null {
  const { database } = deps;
  if (deps.apiCache === false) return null;
  const known = feeds.get(database);
  if (known !== undefined) return known;
  if (database.kind === "postgres") {
    if (!database.openListener) {
      feeds.set(database, null);
      return null;
    }
    const feed = new PostgresChangeFeed(database, (error) =>
      deps.logger.warn({ err: error }, "change feed not listening: API caches off until it is"),
    );
    feeds.set(database, feed);
    void feed.start();
    return feed;
  }
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  if (!client) {
    feeds.set(database, null);
    return null;
  }
  const feed = new PgliteChangeFeed(client);
  feeds.set(database, feed);
  // A failure leaves the feed not ready: every read then goes to the database, as without a cache.
  feed.start().catch((error: unknown) => {
    deps.logger.warn({ err: error }, "change feed not started: API caches stay off");
  });
  return feed;
}

const marks = new WeakMap<object, number>();

/**
 * The mark of a request, taken the first time it is asked for (the session read, at the request's
 * start), so the session cache and the answer cache of one request wait for the same ping. `request`
 * is any object that lives as long as the request (its Headers).
 */
export function requestMark(feed: ChangeFeed, request: object): number {
  let mark = marks.get(request);
  if (mark === undefined) {
    mark = feed.mark();
    marks.set(request, mark);
  }
  return mark;
}

import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client";
import type { AppDeps } from "./context";

/**
 * What changed in the database, told by the database itself: triggers on the tables behind the API's
 * hot reads send a NOTIFY for every written row, whoever wrote it (a route, the render worker, a
 * cascade, a migration, a test writing rows directly). The in-process caches (the session cache in
 * session.ts, the per-user answers in user-cache.ts) drop what a change touches.
 *
 * Embedded mode only. PGlite is one process (the data-dir lock refuses a second) and delivers the
 * notification of a write before the writer's own `await` resumes (PGlite queues listener calls as
 * microtasks while it reads the writer's reply, ahead of the rest of its chain), so the next request
 * after a write never sees the cache from before it. With DATABASE_URL there are many processes and
 * a notification reaches them later than the write returns: the caches stay off there.
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

  private dispatch(payload: string) {
    this.epoch++;
    const at = payload.indexOf(":");
    const kind = payload.slice(0, at) as ChangeKind;
    const key = payload.slice(at + 1);
    for (const listener of this.listeners) listener(kind, key);
  }
}

const feeds = new WeakMap<Database, ChangeFeed | null>();

/**
 * The change feed of an embedded database (started on first use, not ready until its triggers are in
 * place), or null where caching is off: PostgreSQL, or `apiCache: false` in the deps.
 */
export function changeFeedFor(deps: Pick<AppDeps, "database" | "logger" | "apiCache">): ChangeFeed | null {
  const { database } = deps;
  if (deps.apiCache === false || database.kind !== "pglite") return null;
  const known = feeds.get(database);
  if (known !== undefined) return known;
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

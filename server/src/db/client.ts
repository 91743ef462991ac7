import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL (for pg-boss and health checks) on whichever engine is behind the Db. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for LISTEN (http/change-feed.ts); close()
   * ends it with the pool.
   */
  openListener?(): Promise<pg.Client>;
}

/** What openListener() throws once the database is closed (a listener then stops reconnecting). */
export const DATABASE_CLOSED = "the database is closed";

/** The SQL migrations and drizzle's journal of them. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * PostgreSQL when a URL is given, else PGlite in `pgliteDir` (or in memory when it is undefined), starting
 * from `pgliteData` when given: a data folder as PGlite's dumpDataDir() wrote it (see dumpPglite).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  pgliteData?: Blob;
  /**
   * PGlite's shared_buffers ("16MB"), 128MB by default: PGlite clears them at every start, which took
   * half of a test database's start (about 1.9 CPU s with 128MB, 0.9 with 16MB; 2026-12-04).
   */
  pgliteSharedBuffers?: string;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.pgliteDir, opts.pgliteData, opts.pgliteSharedBuffers);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server ends (a restart, a failover, an administrator) emits 'error' on its client,
  // idle or not; unheard, Node turns that into a crash. The pool drops the broken client and the next
  // query opens a new one, and a query that was running gets the error itself, so these only need hearing.
  const ignoreConnectionError = () => {};
  pool.on("error", ignoreConnectionError);
  pool.on("connect", (client) => client.on("error", ignoreConnectionError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    db,
    kind: "postgres",
    executeSql: async (text, values) => {
      const r = await pool.query(text, values as unknown[]);
      return { rows: r.rows };
    },
    migrate: () => migrateOnce(pool),
    async openListener() {
      if (closed) throw new Error(DATABASE_CLOSED);
      // keepAlive: a listener that only listens would otherwise not notice a dead peer for hours.
      const client = new pg.Client({ connectionString: url, keepAlive: true });
      listeners.add(client);
      client.once("end", () => listeners.delete(client));
      try {
        await client.connect();
      } catch (error) {
        listeners.delete(client);
        throw error;
      }
      return client;
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/**
 * Processes that start together (N APIs and M workers after an upgrade) take turns under one advisory
 * lock: the first applies what is new, the others then find nothing left to do. Without it they race on
 * the migrator's CREATE SCHEMA / CREATE TABLE and all but one crash at start.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('reelsmith:migrations'))");
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('reelsmith:migrations'))");
    }
  } finally {
    client.release();
  }
}

/** A PGlite database's data folder as a tar archive, for openDatabase's `pgliteData`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error("only a PGlite database has a data folder to dump");
  return client.dumpDataDir("none");
}

const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(dir?: string, data?: Blob, sharedBuffers?: string): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const options = {
    ...(data ? { loadDataDir: data } : {}),
    ...(sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`] }
      : {}),
  };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: "pglite",
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement with parameters; exec() runs multi-statement scripts.
      if (values && values.length > 0) {
        const r = await client.query<Record<string, unknown>>(text, values);
        return { rows: r.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}

import crypto from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when the suite runs as `server-postgres`.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on a PostgreSQL server (TEST_DATABASE_URL's by default), and how to drop it. */
export async function createPostgresTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = "reelsmith_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres suite");
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { userProfiles, users } from "../db/schema";
import { createPostgresTestDatabase } from "../test/test-db";
import { changeFeedFor } from "./change-feed";

const onPostgres = process.env.TEST_DB === "postgres";

/** Polls `check` until it is true (the feed works in the background). */
async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("gave up waiting");
}

/**
 * The feed installs its triggers on the first request, while other requests may be writing the same
 * tables. PostgreSQL only: the embedded database has one connection, so nothing runs beside it.
 */
describe.skipIf(!onPostgres)("the change feed starting on PostgreSQL", () => {
  let drop: () => Promise<void>;
  let database: Database;
  let writer: pg.Client;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    database = await openDatabase({ url: created.url });
    await database.migrate();
    await database.db.insert(users).values({
      id: "u1",
      name: "Writer",
      email: "writer@example.com",
      emailVerified: true,
      username: "writer",
      fullName: "Writer",
    });
    await database.db.insert(userProfiles).values({ user_id: "u1", available_credits: 10 });
    writer = new pg.Client({ connectionString: created.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await database?.close();
    await drop?.();
  });

  it("waits for no table while a request's transaction writes one, so that request never deadlocks with it", async () => {
    // create-video's transaction: credits charged (user_profiles), then its project written (projects).
    await writer.query("BEGIN");
    await writer.query(
      "UPDATE user_profiles SET available_credits = available_credits - 1 WHERE user_id = 'u1'",
    );
    const warnings: { err?: { message?: string } }[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const feed = changeFeedFor({ database, logger });
    if (!feed) throw new Error("no change feed");

    // The feed's first try ends in one of two ways: refused at once, or stuck holding the tables it got
    // (projects among them) while it waits for user_profiles, where the writer's next insert would close
    // the deadlock and PostgreSQL would end one of the two.
    let waiting = false;
    await until(async () => {
      if (warnings.length > 0) return true;
      const { rows } = await writer.query(
        `SELECT 1 FROM pg_locks WHERE NOT granted AND pid <> pg_backend_pid()
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      waiting = rows.length > 0;
      return waiting;
    });
    expect(waiting).toBe(false);
    expect(warnings[0]?.err?.message).toMatch(/could not obtain lock on relation/);

    await writer.query(
      "INSERT INTO projects (id, user_id, title, type) VALUES ('p1', 'u1', 'Mine', 'STORY_REEL')",
    );
    await writer.query("COMMIT");
    // Once the tables are free the feed tries again, and then hears the writes.
    await until(() => feed.ready);
    const heard: string[] = [];
    feed.subscribe((kind, key) => heard.push(`${kind}:${key}`));
    await writer.query("UPDATE projects SET title = 'Renamed' WHERE id = 'p1'");
    await until(() => heard.includes("projects:u1"));
  });
});

import crypto from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import journal from "../../drizzle/meta/_journal.json" with { type: "json" };
import { type Database, openDatabase } from "./client";

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Several API and worker processes start at once on a new PostgreSQL database (an upgrade, a first deploy). */
describe.runIf(process.env.TEST_DB === "postgres")("migrations on PostgreSQL", () => {
  it("run once when several processes start at the same time, and every process starts", async () => {
    const name = `reelsmith_migrate_${crypto.randomBytes(6).toString("hex")}`;
    await admin((a) => a.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const processes = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: url.toString() })));
    try {
      const results = await Promise.allSettled(processes.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "started"))).toEqual([
        "started",
        "started",
        "started",
        "started",
      ]);
      // Each migration applied once.
      const { rows } = await (processes[0] as Database).executeSql(
        "select count(*)::int as applied from drizzle.__drizzle_migrations",
      );
      expect(rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(processes.map((d) => d.close()));
      await admin((a) => a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { migrationsFolder } from "../db/client";
import { users } from "../db/schema";
import { openTestDatabase } from "./test-db";

const opened: Database[] = [];
const open = async () => {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
};
afterAll(() => Promise.all(opened.map((d) => d.close())));

describe("a test database", () => {
  it("has every migration applied, and applying them again finds nothing left to do", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    const database = await open();
    const applied = async () =>
      (await database.executeSql("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0]?.n;
    expect(await applied()).toBe(journal.entries.length);
    await database.migrate();
    expect(await applied()).toBe(journal.entries.length);
  });

  it("starts empty each time it is opened: rows written to one are not in the next", async () => {
    const first = await open();
    await first.db.insert(users).values({
      id: "user-only-in-first",
      name: "First",
      email: "first@example.com",
      emailVerified: true,
      username: "first",
      fullName: "First",
    });
    expect(await first.db.select().from(users)).toHaveLength(1);
    const second = await open();
    expect(await second.db.select().from(users)).toHaveLength(0);
  });
});

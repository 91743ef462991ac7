import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, dumpPglite, migrationsFolder, openDatabase } from "../db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when the suite runs as `server-postgres`. PGlite starts from a
 * copy of the migrated schema (migratedPgliteData) instead of running initdb and the migrations again.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres")
    return openDatabase({ pgliteData: await migratedPgliteData(), pgliteSharedBuffers: "16MB" });
  const { url, drop } = await createPostgresTestDatabase(undefined, "reelsmith_test", {
    template: await migratedPostgresTemplate(),
  });
  const database = await openDatabase({ url });
  // A copy of the migrated template: the migrations find nothing to do, which is what this checks.
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new database on a PostgreSQL server (TEST_DATABASE_URL's by default), and how to drop it: empty, or a
 * copy of `template`.
 */
export async function createPostgresTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = "reelsmith_test",
  opts: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres suite");
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ""}`);
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

/**
 * The name of a database on TEST_DATABASE_URL's server holding the migrated schema, made once per server
 * and set of migrations, for test databases to be copied from: a copy is one CREATE DATABASE, where
 * running the migrations on a new database took about 1.5 s of the server's time (2026-12-04). It is
 * migrated under a name of its own and renamed into place, so a failed migration leaves no template
 * behind; an advisory lock keeps two processes from making it at once.
 */
async function migratedPostgresTemplate(adminUrl = process.env.TEST_DATABASE_URL): Promise<string> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres suite");
  const name = `reelsmith_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('reelsmith:test-template'))");
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const { url, drop } = await createPostgresTestDatabase(adminUrl, "reelsmith_template_new");
    try {
      const database = await openDatabase({ url });
      await database.migrate().finally(() => database.close());
      await admin.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} RENAME TO ${name}`);
    } catch (error) {
      await drop();
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * PGlite's data folder right after the migrations, made once per machine and shared by every test file
 * and process: starting from it takes about a quarter of the CPU of initdb plus the migrations (measured
 * 1.2 s against 4.0 s a database on 2026-12-03). Its name is a hash of the PGlite version and of every file
 * in the migrations folder, so a new migration or PGlite makes a new one. A process writes a file of its
 * own and renames it into place, so a reader never sees half a file.
 */
export async function migratedPgliteData(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `reelsmith-pglite-migrated-${await migrationsHash()}.tar`);
  const stored = await fs.readFile(file).catch(() => undefined);
  if (stored) return new Blob([stored]);
  const database = await openDatabase({});
  try {
    await database.migrate();
    const data = await dumpPglite(database);
    const own = `${file}.${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
    await fs.writeFile(own, Buffer.from(await data.arrayBuffer()));
    await fs.rename(own, file);
    return data;
  } finally {
    await database.close();
  }
}

async function migrationsHash(): Promise<string> {
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pgliteManifest = path.join(path.dirname(pgliteEntry), "..", "package.json");
  const hash = crypto
    .createHash("sha256")
    .update(JSON.parse(await fs.readFile(pgliteManifest, "utf8")).version);
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    const file = path.join(migrationsFolder, name);
    if (!(await fs.stat(file)).isFile()) continue;
    hash.update(name).update(await fs.readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

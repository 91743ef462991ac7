/**
 * The project library and the dashboard's calls under load, on the embedded database (PGlite on disk).
 *
 *   npx tsx bench/api/projects.bench.ts [--duration 10] [--connections 50] [--projects 5000] [--explain]
 *     [--no-cache] [--no-session-cache] [--write-every <ms>] [--only <path text>] [--cpu-prof out.cpuprofile]
 *     [--postgres URL]
 *
 * Seeds a user with 5,000 projects (and three other users with 2,000 each), starts the server in this
 * process on a free port, then runs autocannon in a separate process against each endpoint in turn and
 * prints p50 / p99 latency and requests per second, then the same as table rows for docs/BENCHMARKS.md
 * with the load average during each run. Requests carry the session cookie and `Accept-Encoding: gzip,
 * deflate, br` like a browser; the server logs its line per request at info (to /dev/null).
 *
 * The per-user answer cache and the session cache are on (the cache-hit path); --no-cache turns the
 * answer cache off, so every request reads the database (what the first request after a write costs);
 * --no-session-cache also verifies every session with better-auth. --explain also prints the query
 * plans; --postgres <url> runs the same against a temporary database on a PostgreSQL server, where a
 * cached answer is served only after this process's ping through LISTEN/NOTIFY has come back
 * (http/change-feed.ts), so each request still waits for one shared round trip to PostgreSQL; the CPU
 * column then adds the PostgreSQL server's processes' CPU per request (read from /proc: a local server).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { projectListQuerySchema } from "@reelsmith/contract/projects";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../../server/src/app";
import { buildDeps } from "../../server/src/boot";
import { loadConfig } from "../../server/src/config";
import type { Db } from "../../server/src/db/client";
import { projects, users } from "../../server/src/db/schema";
import { changeFeedFor } from "../../server/src/http/change-feed";
import type { AppDeps } from "../../server/src/http/context";
import { sessionCacheFor } from "../../server/src/http/session";
import { userCacheFor } from "../../server/src/http/user-cache";
import { listProjects, projectListQueries } from "../../server/src/services/projects";
import { createPostgresTestDatabase } from "../../server/src/test/test-db";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    projects: { type: "string", default: "5000" },
    explain: { type: "boolean", default: false },
    "sequential-only": { type: "boolean", default: false },
    "no-cache": { type: "boolean", default: false },
    "no-session-cache": { type: "boolean", default: false },
    // A write to one of the user's projects every this many ms during the loaded runs: each write drops
    // the user's cached answers, so requests keep missing the cache as they would on a busy library.
    "write-every": { type: "string" },
    // Writes a CPU profile of the server during the 50-connection runs (open it in Chrome DevTools).
    "cpu-prof": { type: "string" },
    // Only the endpoints whose path contains this text (e.g. --only subscription).
    only: { type: "string" },
    // A PostgreSQL server to compare with, e.g. postgres://postgres@127.0.0.1:5432/test (a temporary
    // database is created on it and dropped at the end).
    postgres: { type: "string" },
  },
});
const PROJECTS = Number(args.projects);
const ORIGIN = "http://localhost:3000";
const ACCEPT_ENCODING = "gzip, deflate, br";

const words = ["Sunset", "Dragon", "Coffee", "Sneakers", "Moon", "River", "Garden", "Robot", "Ocean", "City"];
const more = [
  "Story",
  "Launch",
  "Adventure",
  "Promo",
  "Tale",
  "Review",
  "Dream",
  "Sale",
  "Journey",
  "Secret",
];

async function signUp(
  app: ReturnType<typeof createApp>,
  db: Db,
  n: string,
): Promise<{ id: string; cookie: string }> {
  const email = `bench_${n}@example.com`;
  const password = "Passw0rd1";
  const headers = { "content-type": "application/json", origin: ORIGIN };
  const res = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers,
    body: JSON.stringify({
      email,
      password,
      name: "Bench User",
      username: `bench_${n}`,
      fullName: "Bench User",
      acceptTerms: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error("no user");
  return { id: user.id, cookie };
}

async function seedProjects(db: Db, userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += 500) {
    const rows = Array.from({ length: Math.min(500, count - offset) }, (_, k) => {
      const i = offset + k;
      const id = `${userId.slice(0, 8)}-${i}`;
      const published = i % 10 !== 0;
      const images = Array.from({ length: 5 }, (__, s) => `/storage/renders/${id}/scenes/${s + 1}.jpg`);
      return {
        id,
        user_id: userId,
        title: `${words[i % words.length]} ${more[(i * 7) % more.length]} ${i}`,
        type: i % 3 === 0 ? ("PRODUCT_AD" as const) : ("STORY_REEL" as const),
        status: published ? ("PUBLISHED" as const) : ("DRAFT" as const),
        metadata: published
          ? {
              generated_video: `/storage/renders/${id}/final.mp4`,
              video_data: JSON.stringify({ images, scenes: images.length, duration: 30 }),
            }
          : {},
        created_at: new Date(start + i * 60_000),
        updated_at: new Date(start + i * 60_000),
      };
    });
    await db.insert(projects).values(rows);
  }
}

async function explain(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const cases: Array<[string, Record<string, string>]> = [
    ["first page, newest", {}],
    ["type filter", { type: "PRODUCT_AD" }],
    ["title A-Z", { sort: "title" }],
    ["search", { search: "dragon" }],
    ["search + type + title", { search: "dragon", type: "STORY_REEL", sort: "title" }],
  ];
  for (const [label, raw] of cases) {
    const query = projectListQuerySchema.parse(raw);
    const started = performance.now();
    const result = await listProjects(db, userId, query);
    console.log(`\n${label}: ${result.total} matches, ${(performance.now() - started).toFixed(1)} ms`);
    const queries = projectListQueries(db, userId, query);
    for (const q of [queries.page, queries.total]) {
      const { sql: text, params } = q.toSQL();
      const plan = await deps.database.executeSql(`EXPLAIN ANALYZE ${text}`, params);
      for (const r of plan.rows) console.log(`  ${String(Object.values(r)[0])}`);
    }
  }
}

type Latency = { p50: number; p99: number; average: number };
type CannonResult = {
  latency: Latency;
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
};

function cannon(url: string, cookie: string): Promise<CannonResult> {
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/autocannon");
  const child = spawn(
    bin,
    [
      ["-c", args.connections, "-d", args.duration],
      ["-H", `cookie=${cookie}`, "-H", `accept-encoding=${ACCEPT_ENCODING}`, "--json", url],
    ].flat(),
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out) as CannonResult);
    });
  });
}

/**
 * CPU seconds used so far by the PostgreSQL server's processes on this machine, by pid (from /proc; an
 * empty map elsewhere): the database's share of each request, which the server's own figure leaves out.
 */
function postgresCpu(): Map<number, number> {
  const used = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return used;
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (stat.slice(stat.indexOf("(") + 1, close) !== "postgres") continue;
      const fields = stat.slice(close + 2).split(" ");
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
      used.set(Number(pid), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

function postgresCpuSince(before: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of postgresCpu()) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** Renames one of the user's projects every `everyMs` until stopped; answers how many writes it made. */
function startWriter(db: Db, userId: string, everyMs: number) {
  let writes = 0;
  let running = true;
  const done = (async () => {
    const [first] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.user_id, userId))
      .limit(1);
    if (!first) throw new Error("the user has no project to write");
    while (running) {
      await new Promise((r) => setTimeout(r, everyMs));
      await db
        .update(projects)
        .set({ title: `Renamed ${++writes}` })
        .where(eq(projects.id, first.id));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return writes;
    },
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-bench-"));
  const scratch = args.postgres
    ? await createPostgresTestDatabase(args.postgres, "reelsmith_bench")
    : undefined;
  const pgUrl = scratch?.url;
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  const deps = await buildDeps(config);
  // The request line every production request logs, written where it costs the same but is not read.
  deps.logger = pino({ level: "info" }, pino.destination({ dest: "/dev/null", sync: true }));
  deps.apiCache = args["no-session-cache"] ? false : args["no-cache"] ? "sessions" : true;
  const app = createApp(deps);
  const { db } = deps.database;

  const seedStart = performance.now();
  const me = await signUp(app, db, "main");
  await seedProjects(db, me.id, PROJECTS);
  for (const n of ["a", "b", "c"]) {
    const other = await signUp(app, db, n);
    await seedProjects(db, other.id, 2000);
  }
  await deps.database.executeSql("VACUUM ANALYZE");
  console.log(
    `seeded ${PROJECTS} projects for the user (+6,000 for others) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  if (args.explain) await explain(deps, me.id);
  const feed = changeFeedFor(deps);
  if (feed) {
    const since = Date.now();
    while (!feed.ready && Date.now() - since < 10_000) await new Promise((r) => setTimeout(r, 20));
    if (!feed.ready) throw new Error("the change feed did not start: caches would stay off");
  }
  const caches = { true: "answers and sessions cached", sessions: "sessions cached", false: "no caches" };
  // No feed: this database has no caches (PostgreSQL before they were built there).
  const mode = `${pgUrl ? "PostgreSQL" : "PGlite on disk"}, ${feed ? caches[String(deps.apiCache) as keyof typeof caches] : "no caches"}${
    args["write-every"] ? `, a project written every ${args["write-every"]} ms` : ""
  }`;

  // Requests still queued when autocannon stops must finish before the database closes.
  let inFlight = 0;
  const server = serve({
    fetch: async (req) => {
      inFlight++;
      try {
        return await app.fetch(req);
      } finally {
        inFlight--;
      }
    },
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((r) => server.once("listening", () => r()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const targets = [
    "/api/projects",
    "/api/projects?search=dragon&type=STORY_REEL&sort=title",
    "/api/projects/recent",
    "/api/subscription",
    "/api/profile",
  ].filter((t) => !args.only || t.includes(args.only));
  // One request at a time first: the cost of each call without queueing.
  const alone = new Map<string, string>();
  for (const target of targets) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const res = await fetch(base + target, {
        headers: { cookie: me.cookie, "accept-encoding": ACCEPT_ENCODING },
      });
      if (!res.ok) throw new Error(`${target} answered ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
    alone.set(target, `${at(0.5)} / ${at(0.99)} ms`);
    console.log(`one at a time ${target.padEnd(56)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`);
  }
  if (args["sequential-only"]) return finish();

  const profiler = args["cpu-prof"] ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
  }
  const rows: string[] = [];
  for (const target of targets) {
    const loadBefore = os.loadavg()[0] ?? 0;
    // CPU time of this process (the server, and PGlite inside it) per answered request: unlike
    // latency, it hardly depends on what else the machine runs.
    const cpuBefore = process.cpuUsage();
    const pgCpuBefore = pgUrl ? postgresCpu() : null;
    const pingsBefore = feed?.pings ?? 0;
    const writer = args["write-every"] ? startWriter(db, me.id, Number(args["write-every"])) : null;
    const r = await cannon(base + target, me.cookie);
    const writes = writer ? await writer.stop() : null;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRequest = ((cpu.user + cpu.system) / 1000 / Math.max(1, r.requests.total)).toFixed(2);
    const pings = feed?.pings === undefined ? "" : `  pings ${feed.pings - pingsBefore}`;
    const pgCpu = pgCpuBefore
      ? ` + ${((postgresCpuSince(pgCpuBefore) * 1000) / Math.max(1, r.requests.total)).toFixed(2)} ms PostgreSQL`
      : "";
    const load = `${loadBefore.toFixed(1)}-${(os.loadavg()[0] ?? 0).toFixed(1)}`;
    const rps = Math.round(r.requests.average);
    console.log(
      `${target.padEnd(56)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${rps.toString().padStart(6)} req/s  CPU ${cpuPerRequest} ms/req${pgCpu}  non-2xx ${r.non2xx}  errors ${r.errors}  load ${load}${pings}${writes === null ? "" : `  writes ${writes}`}`,
    );
    rows.push(
      `| \`GET ${target}\` | ${alone.get(target)} | ${r.latency.p50} / ${r.latency.p99} ms | ${rps} | ${cpuPerRequest} ms${pgCpu} | ${load} |${r.non2xx || r.errors ? ` ${r.non2xx} non-2xx, ${r.errors} errors |` : ""}`,
    );
  }
  if (profiler && args["cpu-prof"]) {
    const { profile } = await profiler.post("Profiler.stop");
    fs.writeFileSync(args["cpu-prof"], JSON.stringify(profile));
    profiler.disconnect();
    console.log(`CPU profile of the loaded runs: ${args["cpu-prof"]}`);
  }
  const sessions = sessionCacheFor(deps);
  const answers = userCacheFor(deps);
  console.log(
    `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ${args.connections} connections, ${args.duration} s each, ${mode}${answers ? ` (${answers.size} answers, ${sessions?.size ?? 0} sessions cached)` : ""}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `\n| endpoint (${mode}) | one at a time p50 / p99 | ${args.connections} connections p50 / p99 | req/s | server CPU / req | load (1 min) |`,
  );
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  await finish();

  async function finish() {
    await new Promise<void>((r) => {
      server.close(() => r());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
    await deps.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

await main();

import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { runSeed } from "../seed/seed";
import { createS3Client, createS3Storage } from "../storage/s3-storage";
import { fixtureVideoRequest, seedFixtureCatalog } from "../test/render/fixture-catalog";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { startSmtpCapture } from "../test/smtp-capture";

/**
 * Reelsmith on several machines, as docs/DEPLOY.md runs it: an API process and render worker processes,
 * each with its own empty DATA_DIR (no shared disk), sharing only a PostgreSQL database and an S3 bucket
 * (s3rver). PostgreSQL only (TEST_DATABASE_URL; the server-postgres suite).
 */
const root = path.resolve(import.meta.dirname, "../../..");
const SECRET = "multi-machine-test-secret-0123456789abcdef";
/** How long a job may stay active without finishing before the queue hands it to another worker. */
const LEASE_S = 30;

interface Machine {
  name: string;
  dataDir: string;
  child: ChildProcess;
  output: string;
  exited: Promise<number | null>;
}

describe.runIf(process.env.TEST_DB === "postgres")("Reelsmith on several machines", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const dbName = `reelsmith_machines_${crypto.randomBytes(5).toString("hex")}`;
  const dbUrl = Object.assign(new URL(adminUrl || "postgres://unused/"), {
    pathname: `/${dbName}`,
  }).toString();
  const machines: Machine[] = [];
  let s3: S3TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let api: Machine;
  let base = "";
  const jar = new Map<string, string>();

  const env = (dataDir: string, extra: Record<string, string> = {}) => ({
    ...process.env,
    ...s3.env(),
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: SECRET,
    SMTP_URL: smtp.url,
    PUBLIC_URL: base,
    RENDER_EXPIRE_S: String(LEASE_S),
    QUEUE_MAINTENANCE_S: "1",
    ...extra,
  });

  /** A process of its own (node with tsx's loader, no wrapper, so a signal reaches it) on a fresh DATA_DIR. */
  function startMachine(name: string, entry: string, extra: Record<string, string> = {}): Machine {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `reelsmith-${name}-`));
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src", entry)], {
      cwd: root,
      env: env(dataDir, extra),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const m: Machine = {
      name,
      dataDir,
      child,
      output: "",
      exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
    };
    child.stdout?.on("data", (d: Buffer) => {
      m.output += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      m.output += d.toString();
    });
    machines.push(m);
    return m;
  }
  const startWorker = (name: string) => startMachine(name, "worker.ts");
  const workerReady = (m: Machine) =>
    waitFor(() => m.output.includes("render worker is taking jobs") || m.child.exitCode !== null);

  /** The browser: cookies kept, the Origin header sent. */
  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { origin: base, ...headers };
    if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) h["content-type"] = "application/json";
    const res = await fetch(new URL(url, base), {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...rest] = pair.split("=");
      if (name) jar.set(name.trim(), rest.join("="));
    }
    return res;
  }
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // "reelsmith" for the machines; "first-seed" stays empty until two seeds meet on it.
    s3 = await startS3Server(["reelsmith", "first-seed"]);
    smtp = await startSmtpCapture();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // What `npm run seed` leaves in the bucket (the small test catalogue: the real one takes minutes).
    await seedFixtureCatalog(createS3Storage(s3.options()));
    api = startMachine("api", "index.ts", {
      PORT: String(port),
      HOST: "127.0.0.1",
      RENDER_WORKER: "false",
      SEED_ON_START: "false",
    });
    const ready = await waitFor(
      async () =>
        (await fetch(`${base}/readyz`).catch(() => null))?.status === 200 || api.child.exitCode !== null,
    );
    expect(ready && api.child.exitCode === null, api.output).toBe(true);
  }, 120_000);

  afterAll(async () => {
    for (const m of machines)
      if (m.child.exitCode === null && m.child.signalCode === null) m.child.kill("SIGKILL");
    await Promise.all(machines.map((m) => m.exited));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    for (const m of machines) fs.rmSync(m.dataDir, { recursive: true, force: true });
    await smtp?.close();
    await s3?.close();
  });

  /** Keys under a prefix of the bucket. */
  async function bucketKeys(prefix: string): Promise<string[]> {
    const client = createS3Client(s3.options());
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: "reelsmith", Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  const query = async (text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      return (await c.query(text, values)).rows;
    } finally {
      await c.end();
    }
  };
  const jobsOf = (taskId: string) =>
    query(
      "SELECT state, retry_count, started_on FROM pgboss.job WHERE name = 'render-video' AND singleton_key = $1",
      [taskId],
    );
  const taskStatus = async (taskId: string) =>
    Number((await json(await call("GET", `/api/tasks/${taskId}`))).task_status);
  /** Stages a machine's log says it finished for a task. */
  const stagesDone = (m: Machine, taskId: string) =>
    m.output
      .split("\n")
      .filter((l) => l.includes(taskId) && l.includes("render stage finished"))
      .map((l) => String((JSON.parse(l) as { stage: string }).stage));

  const videoBody = fixtureVideoRequest("A lighthouse stands at dusk. The lamp turns over the sea.");

  it("renders on the workers a video a user asked the API for; a worker killed mid-render hands it to the other", async () => {
    const one = startWorker("worker-1");
    const two = startWorker("worker-2");
    expect(await workerReady(one), one.output).toBe(true);
    expect(await workerReady(two), two.output).toBe(true);

    // A user signs up (the verification mail goes through SMTP) and asks for a video.
    const email = `maker${crypto.randomBytes(3).toString("hex")}@example.com`;
    const signUp = await call("POST", "/api/auth/sign-up/email", {
      email,
      username: `maker_${crypto.randomBytes(3).toString("hex")}`,
      fullName: "Video Maker",
      name: "Video Maker",
      password: "Passw0rd1",
      acceptTerms: true,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const verify = (await smtp.waitFor(email, /Verify/)).links.find((l) => l.includes("/verify-email"));
    const verifyUrl = new URL(verify ?? "");
    await call("GET", verifyUrl.pathname + verifyUrl.search);
    expect((await call("POST", "/api/auth/sign-in/email", { email, password: "Passw0rd1" })).status).toBe(
      200,
    );
    const credits = async () => Number((await json(await call("GET", "/api/profile"))).available_credits);
    const before = await credits();

    const created = await call("POST", "/api/functions/create-video", videoBody);
    expect(created.status, await created.clone().text()).toBe(201);
    const taskId = String((await json(created)).task_id);
    expect((await call("PATCH", `/api/projects/${taskId}/notify`, { async_notify: true })).status).toBe(200);

    // Whichever worker took it finishes a stage; then its machine dies.
    expect(
      await waitFor(() => stagesDone(one, taskId).length + stagesDone(two, taskId).length > 0, 120),
    ).toBe(true);
    const [victim, survivor] = stagesDone(one, taskId).length > 0 ? [one, two] : [two, one];
    victim.child.kill("SIGKILL");
    await victim.exited;
    const doneByVictim = stagesDone(victim, taskId);
    expect(await taskStatus(taskId)).toBeLessThan(8);

    // The lease runs out, the queue hands the job to the other worker, which resumes and finishes.
    expect(await waitFor(async () => (await taskStatus(taskId)) === 8, 240)).toBe(true);
    expect(await waitFor(async () => (await jobsOf(taskId))[0]?.state === "completed", 30)).toBe(true);
    const jobs = await jobsOf(taskId);
    expect(jobs.map((j) => j.state)).toEqual(["completed"]);
    const resumed = stagesDone(survivor, taskId);
    expect(resumed.length).toBeGreaterThan(0);
    for (const stage of doneByVictim) expect(resumed).not.toContain(stage);
    // Done once: one "your video is ready" mail, one charge.
    await waitFor(() => smtp.mails.some((m) => m.to.includes(email) && !/Verify/.test(m.subject)), 20);
    expect(smtp.mails.filter((m) => m.to.includes(email) && !/Verify/.test(m.subject))).toHaveLength(1);
    expect(await credits()).toBe(before - 10);

    // Every file is in the bucket; no machine has a storage folder.
    const renderKeys = await bucketKeys(`renders/${taskId}/`);
    expect(renderKeys).toEqual(
      expect.arrayContaining([`renders/${taskId}/v1/video.mp4`, `renders/${taskId}/v1/thumbnail.jpg`]),
    );
    expect(await bucketKeys("catalog/")).toContain("catalog/manifest.json");
    for (const m of machines) expect(fs.existsSync(path.join(m.dataDir, "storage")), m.name).toBe(false);

    // The player (ranges), the download and the thumbnail, through the API, out of the bucket.
    const project = await json(await call("GET", `/api/projects/${taskId}`));
    const videoUrl = String(
      (await json(await call("GET", `/api/functions/check-draft-status?draftId=${taskId}&version=1`)))
        .video_url,
    );
    expect(videoUrl).toContain(`renders/${taskId}/v1/video.mp4`);
    const whole = Buffer.from(await (await call("GET", `/api/projects/${taskId}/download`)).arrayBuffer());
    expect(whole.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const ranged = await call("GET", videoUrl, undefined, { range: "bytes=100-199" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const thumbnail = await call("GET", String(project.thumbnail_url));
    expect(thumbnail.status).toBe(200);
    const jpeg = Buffer.from(await thumbnail.arrayBuffer());
    expect(jpeg.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  }, 600_000);

  it("stops a worker on SIGTERM after its current stage and gives the job back at once, for another worker to finish", async () => {
    const running = machines.filter(
      (m) => m.name.startsWith("worker") && m.child.exitCode === null && m.child.signalCode === null,
    );
    expect(running).toHaveLength(1);
    const [worker] = running as [Machine];
    const created = await call("POST", "/api/functions/create-video", {
      ...videoBody,
      story: "Snow falls on the quiet town. A fox crosses the square.",
    });
    expect(created.status).toBe(201);
    const taskId = String((await json(created)).task_id);
    expect(await waitFor(() => stagesDone(worker, taskId).length > 0, 120)).toBe(true);

    worker.child.kill("SIGTERM");
    expect(await worker.exited, worker.output).toBe(0);
    expect(worker.output).toContain("job given back to the queue (stopping)");
    expect(worker.output).toContain("render worker stopped");
    // Waiting, not active: no lease to wait for, and no try counted.
    const [job] = await jobsOf(taskId);
    expect(job).toMatchObject({ state: "created", retry_count: 0, started_on: null });
    expect(await taskStatus(taskId)).toBeLessThan(8);

    const next = startWorker("worker-3");
    expect(await workerReady(next), next.output).toBe(true);
    expect(await waitFor(async () => (await taskStatus(taskId)) === 8, 180)).toBe(true);
    for (const stage of stagesDone(worker, taskId)) expect(stagesDone(next, taskId)).not.toContain(stage);
    expect(await waitFor(async () => (await jobsOf(taskId))[0]?.state === "completed", 30)).toBe(true);
  }, 400_000);

  it("is ready when the database, the queue and the bucket answer, and says which one does not", async () => {
    const ok = await fetch(`${base}/readyz`);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({
      ok: true,
      database: "postgres",
      storage: "s3",
      checks: { database: true, queue: true, storage: true },
    });
    await query("ALTER SCHEMA pgboss RENAME TO pgboss_away");
    try {
      const down = await fetch(`${base}/readyz`);
      expect(down.status).toBe(503);
      expect((await json(down)).checks).toEqual({ database: true, queue: false, storage: true });
    } finally {
      await query("ALTER SCHEMA pgboss_away RENAME TO pgboss");
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("builds a catalogue part once when two machines seed the same empty bucket at the same time", async () => {
    const logger = pino({ level: "silent" });
    const seeds = await Promise.all(
      [0, 1].map(async () => {
        // Each with its own connections, as two processes.
        const database = await openDatabase({ url: dbUrl });
        try {
          return await runSeed({
            storage: createS3Storage(s3.options("first-seed")),
            database,
            logger,
            only: ["styles"],
          });
        } finally {
          await database.close();
        }
      }),
    );
    expect(seeds.map((s) => s.built).sort()).toEqual([[], ["styles"]]);
    expect(seeds.map((s) => s.skipped).sort()).toEqual([[], ["styles"]]);
  }, 180_000);
});

/** Polls until the check holds; false after `seconds` (something that never happens fails, not hangs). */
async function waitFor(check: () => boolean | Promise<boolean>, seconds = 60): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

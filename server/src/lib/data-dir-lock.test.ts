import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirLockedError,
  lockDataDir,
  lockOwnerFile,
  processStartTime,
  readLockOwner,
} from "./data-dir-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const tsx = path.resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");

/** A real process that takes the lock on `dir`, says so, and keeps it until it is killed. */
async function childHoldingLock(dir: string): Promise<ChildProcess> {
  const script = path.join(dir, "..", `${path.basename(dir)}-holder.mts`);
  fs.writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, "data-dir-lock.ts"))};
await lockDataDir(${JSON.stringify(dir)});
console.log("locked");
setInterval(() => {}, 1000);
`,
  );
  dirs.push(script);
  // node itself with tsx's loader (not the tsx wrapper): the pid killed is the pid holding the lock.
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("locked")) resolve();
    });
    child.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.on("exit", () => reject(new Error(`the lock holder exited: ${out}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

describe("the data folder lock", () => {
  it("refuses a second holder of the same data folder with a clear message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/already using the data folder/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it("is taken over at once when the process holding it was killed with kill -9", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const holder = await childHoldingLock(dir);
    await killHard(holder);
    // First try, no waiting for a stale timeout: the owner's pid is gone.
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it("is still refused, with the clear message, while the process holding it runs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const holder = await childHoldingLock(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another Reelsmith process is already using the data folder ${dir}.`,
    );
    await killHard(holder);
    const release = await lockDataDir(dir);
    await release();
  });

  it("records the owner's pid and process start time in the lock", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    const owner = readLockOwner(dir);
    expect(owner?.pid).toBe(process.pid);
    if (process.platform === "linux") expect(owner?.startTime).toBe(processStartTime(process.pid));
    await release();
    expect(readLockOwner(dir)).toBeUndefined();
  });

  it.runIf(process.platform === "linux")(
    "is taken over when its pid now belongs to another process (a different start time)",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
      dirs.push(dir);
      const holder = await childHoldingLock(dir);
      const owner = readLockOwner(dir);
      await killHard(holder);
      // The dead holder's lock, now naming a live pid (this process) that started at another time.
      expect(owner).not.toBeNull();
      const reused = { ...owner, pid: process.pid };
      fs.writeFileSync(lockOwnerFile(dir), JSON.stringify(reused));
      const release = await lockDataDir(dir);
      expect(readLockOwner(dir)?.startTime).toBe(processStartTime(process.pid));
      await release();
    },
  );

  it("stops a second server process on the same folder with the message and exit code 1", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    try {
      const r = spawnSync(tsx, [path.resolve(import.meta.dirname, "../index.ts")], {
        env: { ...process.env, DATA_DIR: dir, PORT: "3998", DATABASE_URL: "" },
        encoding: "utf8",
        // Loading the whole server takes tens of seconds on a loaded machine; the test's own limit is 60 s.
        timeout: 55_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("Another Reelsmith process is already using the data folder");
    } finally {
      await release();
    }
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

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

  it("stops a second server process on the same folder with the message and exit code 1", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lock-"));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    try {
      const tsx = path.resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");
      const r = spawnSync(tsx, [path.resolve(import.meta.dirname, "../index.ts")], {
        env: { ...process.env, DATA_DIR: dir, PORT: "3998", DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("Another Reelsmith process is already using the data folder");
    } finally {
      await release();
    }
  });
});

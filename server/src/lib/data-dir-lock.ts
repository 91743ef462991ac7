import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/**
 * PGlite does not lock its folder, and two processes writing one PGlite folder corrupt it.
 * The server holds this lock for as long as it runs; a second process stops with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, ".lock-target");
  fs.writeFileSync(target, "", { flag: "a" });
  try {
    return await lockfile.lock(target, { stale: 15_000, update: 5_000, realpath: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(dataDir);
    }
    throw err;
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Reelsmith process is already using the data folder ${dataDir}. ` +
        "Stop it first, or start this one with a different DATA_DIR (or a DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

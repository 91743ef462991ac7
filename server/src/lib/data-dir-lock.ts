import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite does not lock its folder, and two processes writing one PGlite folder corrupt it.
 * The server holds this lock for as long as it runs; a second process stops with a clear message.
 *
 * The lock is a folder holding its owner (pid, the process's start time, boot and host), created whole by
 * one rename, so no one ever sees a lock without an owner. A lock whose owner is dead (pid gone, or the
 * pid now names a process that started at another time) is taken over at once: a crash (kill -9, power
 * loss) leaves nothing to wait for.
 */
export interface LockOwner {
  pid: number;
  /** Clock ticks after boot (/proc/<pid>/stat field 22) on Linux; null where it cannot be read. */
  startTime: number | null;
  bootId: string | null;
  host: string;
}

const LOCK_NAME = ".reelsmith.lock";
const OWNER_FILE = "owner.json";
const ATTEMPTS = 5;

export function lockOwnerFile(dataDir: string): string {
  return path.join(dataDir, LOCK_NAME, OWNER_FILE);
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, LOCK_NAME);
  const me = currentOwner();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(lock, me)) return async () => release(lock, me);
    const owner = readLockOwner(dataDir);
    // Gone between the two steps (its owner released it, or another starter took it over): try again.
    if (owner === undefined) continue;
    if (isAlive(owner) || olderVersionHoldsIt(dataDir)) throw new DataDirLockedError(dataDir);
    takeOver(lock, owner);
  }
  throw new DataDirLockedError(dataDir);
}

/** The lock's owner; null when the lock exists but names no readable owner; undefined when there is none. */
export function readLockOwner(dataDir: string): LockOwner | null | undefined {
  const lock = path.join(dataDir, LOCK_NAME);
  if (!fs.existsSync(lock)) return undefined;
  return readOwner(lock);
}

/** A process's start time in clock ticks after boot (Linux); null elsewhere or when it is gone. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const value = Number(fields[22 - 3]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: bootId(),
    host: os.hostname(),
  };
}

function bootId(): string | null {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** Builds the lock beside its place, then renames it in: a rename onto an existing lock fails. */
function tryCreate(lock: string, me: LockOwner): boolean {
  const staging = `${lock}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.mkdirSync(staging);
  // On disk before the rename: after a power loss the lock never names an owner it has lost.
  const fd = fs.openSync(path.join(staging, OWNER_FILE), "w");
  try {
    fs.writeSync(fd, JSON.stringify(me));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(staging, lock);
    return true;
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOTEMPTY" || code === "EEXIST") return false;
    throw err;
  }
}

function readOwner(lock: string): LockOwner | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(lock, OWNER_FILE), "utf8")) as Partial<LockOwner>;
    if (typeof value.pid !== "number" || typeof value.host !== "string") return null;
    return {
      pid: value.pid,
      startTime: typeof value.startTime === "number" ? value.startTime : null,
      bootId: typeof value.bootId === "string" ? value.bootId : null,
      host: value.host,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the owner may still be running. A lock from another machine (a shared folder) cannot be
 * checked from here, so it counts as held. A lock with no readable owner was not written whole by this
 * code (the owner is on disk before the lock appears), so it holds nothing.
 */
function isAlive(owner: LockOwner | null): boolean {
  if (!owner) return false;
  if (owner.host !== os.hostname()) return true;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the pid runs under another user, so it is alive.
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  if (owner.startTime === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.startTime;
}

/**
 * Moves the dead owner's lock aside and removes it. The move is atomic, so of two processes taking over
 * at once only one moves it; if what was moved is no longer the dead owner's (someone took it over in
 * between), it is put back.
 */
function takeOver(lock: string, dead: LockOwner | null) {
  const aside = `${lock}.stale.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  try {
    fs.renameSync(lock, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  const moved = readOwner(aside);
  if (!sameOwner(moved, dead)) {
    try {
      fs.renameSync(aside, lock);
      return;
    } catch {
      // A third process's lock is in place already; the moved one cannot go back.
    }
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

/**
 * Versions before this lock used proper-lockfile (a `.lock-target.lock` folder whose time a running
 * server renews every 5 s): during an upgrade, a fresh one means an older server is still running.
 */
function olderVersionHoldsIt(dataDir: string): boolean {
  try {
    return Date.now() - fs.statSync(path.join(dataDir, ".lock-target.lock")).mtimeMs < 15_000;
  } catch {
    return false;
  }
}

function sameOwner(a: LockOwner | null, b: LockOwner | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function release(lock: string, me: LockOwner): Promise<void> {
  // Only our own lock: never one another process took over.
  if (sameOwner(readOwner(lock), me)) fs.rmSync(lock, { recursive: true, force: true });
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

import { createHash } from "node:crypto";
import type { Storage } from "../storage/storage";

export interface PartContext {
  storage: Storage;
  /** Folder of this part's assets in storage, versioned so that browsers never see a stale file. */
  prefix: string;
  progress: (done: number, total: number) => void;
}

export const CONCURRENCY = 2;

/** A short hash of anything JSON-serialisable: part versions change when their definitions do. */
export const hashOf = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);

import fs from "node:fs/promises";
import path from "node:path";
import type { WorkingStageKey } from "@reelsmith/contract/task-status";
import type { StageContext } from "../types";

/**
 * One stage of the pipeline, named by its key in the task status table (contract/src/task-status.ts), which
 * gives the public status a task shows while the stage runs. A stage writes its outputs to storage under
 * the render's prefix and writes `doneKey` last: a stage whose done key exists is finished and is skipped
 * when a task resumes after a crash.
 */
export interface Stage {
  key: WorkingStageKey;
  doneKey(ctx: StageContext): string;
  run(ctx: StageContext): Promise<void>;
}

export const keyOf = (ctx: StageContext, name: string) => `${ctx.prefix}/${name}`;

export async function writeJson(ctx: StageContext, name: string, value: unknown): Promise<void> {
  await ctx.deps.storage.put(
    keyOf(ctx, name),
    Buffer.from(JSON.stringify(value, null, 1)),
    "application/json",
  );
}

export async function readJson<T>(ctx: StageContext, name: string): Promise<T> {
  return JSON.parse((await ctx.deps.storage.read(keyOf(ctx, name))).toString("utf8")) as T;
}

/** Copies a storage object to a local file for a media tool, keeping its extension. */
export async function fetchToFile(
  ctx: StageContext,
  key: string,
  dir: string,
  name: string,
): Promise<string> {
  const file = path.join(dir, `${name}${path.extname(key)}`);
  await fs.writeFile(file, await ctx.deps.storage.read(key));
  return file;
}

import crypto from "node:crypto";
import type { StageContext } from "../types";

/**
 * The render cache of a project: scene pictures and narration are stored under a hash of
 * everything that made them, in the project's own folder (`renders/{projectId}/cache/`, so only its owner
 * reads them and they go with the project). A new version finds an unchanged scene's picture and an
 * unchanged sentence's speech there and only composes again.
 */
export const cachePrefix = (ctx: Pick<StageContext, "prefix">) => ctx.prefix.replace(/\/v\d+$/, "/cache");

/** JSON with object keys sorted, so the same inputs hash the same whatever order they were built in. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** The cache's name for a set of inputs: sha-256 of their canonical JSON, 32 hex characters. */
export const inputsHash = (inputs: unknown) =>
  crypto.createHash("sha256").update(canonicalJson(inputs)).digest("hex").slice(0, 32);

/** Reads a cached JSON entry, or null when there is none. */
export async function readCached<T>(ctx: StageContext, key: string): Promise<T | null> {
  if (!(await ctx.deps.storage.exists(key))) return null;
  return JSON.parse((await ctx.deps.storage.read(key)).toString("utf8")) as T;
}

export async function writeCached(ctx: StageContext, key: string, value: unknown): Promise<void> {
  await ctx.deps.storage.put(key, Buffer.from(JSON.stringify(value)), "application/json");
}

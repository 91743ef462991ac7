import type { RenderHarness } from "./harness";

export async function readJsonKey<T>(h: RenderHarness, key: string): Promise<T> {
  return JSON.parse((await h.deps.storage.read(key)).toString("utf8")) as T;
}

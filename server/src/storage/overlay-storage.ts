import type { Storage } from "./storage";

/**
 * A store whose reads fall back to `base` (the seeded catalogue) and whose writes stay in `scratch`: a
 * render or a sample made outside the server reads the catalogue and leaves it as it was.
 */
export function overlayStorage(base: Storage, scratch: Storage): Storage {
  return {
    ...scratch,
    read: async (key) => ((await scratch.exists(key)) ? scratch.read(key) : base.read(key)),
    exists: async (key) => (await scratch.exists(key)) || base.exists(key),
    stat: async (key) => (await scratch.stat(key)) ?? base.stat(key),
  };
}

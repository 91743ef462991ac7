import os from "node:os";

/** Runs a task when one of the pool's slots is free, first come first served. */
export type Pool = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A pool of `slots` (the cores by default): the seed's parts run side by side and share one, so together
 * they keep every core busy (a part waiting on a child process leaves its slot's core to the others) but
 * never start more drawing and encoding than the machine has cores for.
 */
export function createPool(slots = os.availableParallelism()): Pool {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (task) => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** fn over every item, each call in one of the pool's slots; the results in the items' order. */
export const mapPool = <T, R>(items: readonly T[], pool: Pool, fn: (item: T, index: number) => Promise<R>) =>
  Promise.all(items.map((item, i) => pool(() => fn(item, i))));

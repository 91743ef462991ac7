import { describe, expect, it } from "vitest";
import { createPool, mapPool } from "./pool";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("seed pool", () => {
  it("runs at most its slots at once, across every caller, and keeps each caller's order", async () => {
    const pool = createPool(2);
    let running = 0;
    let most = 0;
    const work = async (n: number) => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return n * 10;
    };
    const [a, b] = await Promise.all([mapPool([1, 2, 3], pool, work), mapPool([4, 5], pool, work)]);
    expect(a).toEqual([10, 20, 30]);
    expect(b).toEqual([40, 50]);
    expect(most).toBe(2);
  });

  it("frees a slot when a task fails", async () => {
    const pool = createPool(1);
    await expect(pool(async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await pool(async () => "next")).toBe("next");
  });
});

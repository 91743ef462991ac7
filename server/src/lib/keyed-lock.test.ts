import { describe, expect, it } from "vitest";
import { createKeyedLock } from "./keyed-lock";

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A fresh lock, and tasks that log when they start and end (a tick apart) into one list. */
function lockWithLog() {
  const events: string[] = [];
  const task = (name: string) => async () => {
    events.push(`${name} start`);
    await tick();
    events.push(`${name} end`);
  };
  return { withLock: createKeyedLock(), events, task };
}

describe("the keyed lock", () => {
  it("runs tasks of one key one after another, in the order they came", async () => {
    const { withLock, events, task } = lockWithLog();
    await Promise.all([withLock("u1", task("a")), withLock("u1", task("b"))]);
    expect(events).toEqual(["a start", "a end", "b start", "b end"]);
  });

  it("lets different keys run at the same time", async () => {
    const { withLock, events, task } = lockWithLog();
    await Promise.all([withLock("u1", task("a")), withLock("u2", task("b"))]);
    expect(events.slice(0, 2)).toEqual(["a start", "b start"]);
  });

  it("goes on with the next task after one fails, and hands each caller its own result", async () => {
    const withLock = createKeyedLock();
    const failed = withLock("u1", async () => {
      throw new Error("boom");
    });
    const next = withLock("u1", async () => 42);
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe(42);
  });
});

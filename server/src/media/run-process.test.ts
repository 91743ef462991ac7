import { describe, expect, it } from "vitest";
import { ProcessError, runProcess, runProcessBytes } from "./run-process";

describe("running a tool", () => {
  it("returns what the tool wrote, as text and as bytes, after feeding it its input", async () => {
    const { stdout } = await runProcess("tr", ["a-z", "A-Z"], { input: "quiet harbour" });
    expect(stdout).toBe("QUIET HARBOUR");
    const bytes = await runProcessBytes("head", ["-c", "4", "/dev/zero"]);
    expect([...bytes.stdout]).toEqual([0, 0, 0, 0]);
  });

  it("starts the tool from a helper process, not from the process that asked", async () => {
    const { stdout } = await runProcess("sh", ["-c", "echo $PPID"]);
    const parent = Number(stdout.trim());
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
  });

  it("passes stderr on line by line, in order, and keeps it for the error", async () => {
    const lines: string[] = [];
    const run = runProcess("sh", ["-c", "echo one >&2; echo two >&2; exit 3"], {
      onStderrLine: (l) => lines.push(l),
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessError);
    expect((error as ProcessError).code).toBe(3);
    expect((error as ProcessError).message).toMatch(/exited with 3: one\ntwo/);
    expect(lines).toEqual(["one", "two"]);
  });

  it("says a tool that does not exist could not start", async () => {
    await expect(runProcess("no-such-tool-here", [])).rejects.toThrow(/no-such-tool-here could not start/);
  });

  it("stops a tool that runs past its time limit", async () => {
    await expect(runProcess("sleep", ["5"], { timeoutMs: 200 })).rejects.toThrow(/ran past its time limit/);
  });

  it("runs the tool in the folder asked for", async () => {
    const { stdout } = await runProcess("pwd", [], { cwd: "/tmp" });
    expect(stdout.trim()).toBe("/tmp");
  });

  it("runs tools side by side and answers each with its own output", async () => {
    const runs = Array.from({ length: 6 }, (_, i) => runProcess("sh", ["-c", `sleep 0.${6 - i}; echo ${i}`]));
    expect((await Promise.all(runs)).map((r) => r.stdout.trim())).toEqual(["0", "1", "2", "3", "4", "5"]);
  });

  it("ends a run cut short by the helper's death as a tool that could not run, and starts a new helper", async () => {
    const { stdout } = await runProcess("sh", ["-c", "echo $PPID"]);
    const helper = Number(stdout.trim());
    const cut = runProcess("sleep", ["5"]);
    await new Promise((r) => setTimeout(r, 100));
    process.kill(helper, "SIGKILL");
    await expect(cut).rejects.toThrow(/sleep could not start: the tool launcher stopped/);
    const after = await runProcess("sh", ["-c", "echo $PPID"]);
    expect(Number(after.stdout.trim())).not.toBe(helper);
  });
});

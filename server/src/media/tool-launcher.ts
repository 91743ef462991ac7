import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** How one tool run ended, as the launcher reports it. */
export interface ToolExit {
  code: number | null;
  stdout: Buffer;
  timedOut: boolean;
  /** Set when the tool could not start at all (no such file, not executable). */
  startError?: string;
}

export interface ToolRun {
  command: string;
  args: string[];
  cwd?: string;
  input?: string | Buffer;
  timeoutMs: number;
  onStderr: (text: string) => void;
}

type LauncherMessage =
  | { id: number; type: "stderr"; text: string }
  | {
      id: number;
      type: "done";
      code?: number | null;
      timedOut?: boolean;
      startError?: string;
      stdout?: Uint8Array;
    };

interface Pending {
  run: ToolRun;
  resolve: (exit: ToolExit) => void;
}

const childFile = path.join(import.meta.dirname, "tool-launcher-child.mjs");
/** TOOL_RUN_LOG=<file>: one line per tool run (pid, epoch ms, command, arguments), to find what starts the
 * most processes (each ffmpeg start costs ~0.1-0.2 CPU s here: 215 libraries linked at start). */
const runLog = process.env.TOOL_RUN_LOG;

/**
 * Starts tools through one small helper process (tool-launcher-child.mjs) instead of from this process.
 * Starting a process copies the page tables of its starter: from a server holding a database and a few
 * hundred megabytes, each ffmpeg cost 80-330 ms of the event loop and as much again of system time; from
 * the helper, about 20 ms. The helper starts on the first run and is started again if it stops; it keeps
 * nothing between runs, and exits (killing what it runs) when this process goes.
 */
class ToolLauncher {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run(run: ToolRun): Promise<ToolExit> {
    if (runLog)
      fs.appendFileSync(runLog, `${process.pid}\t${Date.now()}\t${run.command}\t${run.args.join(" ")}\n`);
    const child = this.helper();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { run, resolve });
      this.hold(child);
      child.send({
        type: "run",
        id,
        command: run.command,
        args: run.args,
        cwd: run.cwd,
        env: process.env,
        input: run.input,
        timeoutMs: run.timeoutMs,
      });
    });
  }

  /**
   * CPU seconds of the helper and of the tools it ran and reaped (Linux /proc), for benchmarks that count
   * a render's CPU: the tools are no longer children of the process that asked for them.
   */
  cpuSeconds(): number {
    const pid = this.child?.pid;
    if (!pid) return 0;
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      // utime, stime, cutime, cstime: fields 14-17 of the whole line, in clock ticks (100 a second).
      return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
    } catch {
      return 0;
    }
  }

  private helper(): ChildProcess {
    if (this.child?.connected) return this.child;
    const { NODE_OPTIONS: _loader, ...env } = process.env;
    const child = spawn(process.execPath, [childFile], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      serialization: "advanced",
      env,
    });
    child.on("message", (m: LauncherMessage) => this.receive(m));
    child.on("exit", () => this.stopped(child));
    child.on("error", () => this.stopped(child));
    this.child = child;
    return child;
  }

  private receive(m: LauncherMessage) {
    const pending = this.pending.get(m.id);
    if (!pending) return;
    if (m.type === "stderr") {
      pending.run.onStderr(m.text);
      return;
    }
    this.pending.delete(m.id);
    if (this.child) this.hold(this.child);
    const stdout = m.stdout
      ? Buffer.from(m.stdout.buffer, m.stdout.byteOffset, m.stdout.byteLength)
      : Buffer.alloc(0);
    pending.resolve({
      code: m.code ?? null,
      stdout,
      timedOut: m.timedOut ?? false,
      startError: m.startError,
    });
  }

  /** The helper stopped (killed, out of memory): what it was running ends as a tool that could not run. */
  private stopped(child: ChildProcess) {
    if (this.child !== child) return;
    this.child = null;
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const p of lost)
      p.resolve({
        code: null,
        stdout: Buffer.alloc(0),
        timedOut: false,
        startError: "the tool launcher stopped",
      });
  }

  /** An idle helper does not keep this process alive; one with work does. */
  private hold(child: ChildProcess) {
    const busy = this.pending.size > 0;
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}

export const toolLauncher = new ToolLauncher();

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ffprobeArgs } from "./probe-args";
import { toolLauncher } from "./tool-launcher";

/**
 * The one module that runs media tools (ffmpeg, ffprobe, sox, festival, espeak-words): started without a
 * shell, by a small helper process (tool-launcher.ts), with a time limit, stdin text, stderr lines for progress parsing, and temporary folders removed in
 * `finally`. The argument lists come from the pure builders beside it (`*-args.ts`).
 */
export interface RunOptions {
  timeoutMs?: number;
  input?: string | Buffer;
  onStderrLine?: (line: string) => void;
  cwd?: string;
}

export class ProcessError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "ProcessError";
  }
}

export async function runProcess(
  command: string,
  args: string[],
  opts: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const { stdout, stderr } = await runProcessBytes(command, args, opts);
  return { stdout: stdout.toString("utf8"), stderr };
}

/** As runProcess, with stdout as bytes (decoded PCM, images on a pipe). */
export async function runProcessBytes(
  command: string,
  args: string[],
  opts: RunOptions = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  let err = "";
  let partial = "";
  const exit = await toolLauncher.run({
    command,
    args,
    cwd: opts.cwd,
    input: opts.input,
    timeoutMs: opts.timeoutMs ?? 600_000,
    onStderr: (s) => {
      // Keep the tail only: ffmpeg at -v verbose can be chatty.
      err = (err + s).slice(-200_000);
      if (opts.onStderrLine) {
        const lines = (partial + s).split(/\r|\n/);
        partial = lines.pop() ?? "";
        for (const line of lines) if (line) opts.onStderrLine(line);
      }
    },
  });
  if (exit.startError !== undefined)
    throw new ProcessError(`${command} could not start: ${exit.startError}`, null, err);
  if (exit.timedOut) throw new ProcessError(`${command} ran past its time limit`, exit.code, err);
  if (exit.code !== 0) {
    const tail = err.trim().split("\n").slice(-6).join("\n");
    throw new ProcessError(`${command} exited with ${exit.code}: ${tail}`, exit.code, err);
  }
  return { stdout: exit.stdout, stderr: err };
}

/** Runs fn with a fresh temporary folder that is removed afterwards, whatever happens. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  try {
    return await fn(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg with progress: `onProgress(seconds)` from the `time=` field of its status lines. */
export async function runFfmpeg(
  args: string[],
  opts: { timeoutMs?: number; onProgress?: (seconds: number) => void; onLog?: (line: string) => void } = {},
): Promise<{ stderr: string }> {
  const { stderr } = await runProcess("ffmpeg", ["-hide_banner", "-nostdin", "-y", ...args], {
    timeoutMs: opts.timeoutMs ?? 600_000,
    onStderrLine: (line) => {
      opts.onLog?.(line);
      const m = /time=(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(line);
      if (m && opts.onProgress) opts.onProgress(Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
    },
  });
  return { stderr };
}

export interface ProbeResult {
  durationS: number;
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    sample_rate?: string;
    channels?: number;
    r_frame_rate?: string;
    duration?: string;
  }[];
}

export async function ffprobe(file: string): Promise<ProbeResult> {
  const { stdout } = await runProcess("ffprobe", ffprobeArgs(file), { timeoutMs: 30_000 });
  const json = JSON.parse(stdout) as { format: { duration?: string }; streams: ProbeResult["streams"] };
  return { durationS: Number(json.format.duration ?? 0), streams: json.streams };
}

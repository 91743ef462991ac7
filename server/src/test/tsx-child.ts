import { type ChildProcess, spawn } from "node:child_process";

/**
 * A node process running a TypeScript entry under tsx, with each JSON line it logs on stdout handed to
 * onLine (other lines are skipped); stderr goes to the test's own.
 */
export function spawnTsxChild(
  entryAndArgs: string[],
  onLine: (line: Record<string, unknown>) => void,
  env?: NodeJS.ProcessEnv,
): ChildProcess {
  const p = spawn(process.execPath, ["--import", "tsx", ...entryAndArgs], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buf = "";
  p.stdout?.on("data", (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split("\n");
    buf = lines.pop() ?? "";
    for (const l of lines) {
      try {
        onLine(JSON.parse(l) as Record<string, unknown>);
      } catch {}
    }
  });
  return p;
}

// Shared helpers for the project's own commands: print what runs, stop on the first failure.
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

export const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

export function step(title) {
  console.log(`\n\x1b[35m▶ ${title}\x1b[0m`);
}

export function run(cmd, args, opts = {}) {
  console.log(`  $ ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`\x1b[31m✖ ${cmd} ${args.join(" ")} failed (exit ${r.status ?? r.signal})\x1b[0m`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Runs a server entry file (`server/src/<entry>`) with tsx in the foreground, its output on this
 * terminal; SIGINT and SIGTERM sent to this process are handed on to it. Answers the child process.
 */
export function runServerEntry(entry) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = spawn(tsx, [path.join(root, "server", "src", entry)], {
    stdio: "inherit",
    cwd: root,
    env: process.env,
  });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  return child;
}

export function has(cmd) {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

/**
 * Runs independent commands side by side, `limit` at a time (one per core by default). Each command's
 * output is held and printed whole when it ends, so two never interleave; the first failure is reported
 * after the others end, and stops the script like `run`.
 */
export async function runSideBySide(commands, limit = os.availableParallelism()) {
  const queue = [...commands];
  const failed = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { cmd, args } = next;
      const started = Date.now();
      const { code, output } = await new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
        const chunks = [];
        child.stdout.on("data", (c) => chunks.push(c));
        child.stderr.on("data", (c) => chunks.push(c));
        child.on("error", (err) => resolve({ code: 1, output: String(err) }));
        child.on("close", (c, signal) =>
          resolve({ code: c ?? signal, output: Buffer.concat(chunks).toString() }),
        );
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`  $ ${[cmd, ...args].join(" ")}  (${seconds} s)`);
      if (output.trim()) console.log(output.replace(/\n$/, ""));
      if (code !== 0) failed.push({ cmd, args, code });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, commands.length)) }, worker));
  if (failed.length > 0) {
    for (const { cmd, args, code } of failed)
      console.error(`\x1b[31m✖ ${cmd} ${args.join(" ")} failed (exit ${code})\x1b[0m`);
    process.exit(typeof failed[0].code === "number" ? failed[0].code : 1);
  }
}

/** Lines of a failed command's output printed again after all commands end. */
const FAILED_TAIL_LINES = 80;

/**
 * Runs commands at the same time, each line of their output printed as it comes with the command's
 * name in front; the first failure is reported after all of them end, and stops the script like `run`.
 * A failed command's last lines are printed again at the very end: its failure report would otherwise
 * be buried under the output of a command that ran on long after it (CI logs keep only their end).
 */
export async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ({ name, cmd, args, env, niceness = 0 }) =>
        new Promise((resolve) => {
          console.log(`  [${name}] $ ${[cmd, ...args].join(" ")}${niceness ? ` (nice ${niceness})` : ""}`);
          const started = Date.now();
          // A command run at a lower priority (`nice`: its children inherit it) takes the CPU the others leave.
          const [file, argv] = niceness ? ["nice", ["-n", String(niceness), cmd, ...args]] : [cmd, args];
          const child = spawn(file, argv, { cwd: root, env: { ...process.env, FORCE_COLOR: "1", ...env } });
          const tail = [];
          const print = (line) => {
            console.log(`[${name}] ${line}`);
            tail.push(line);
            if (tail.length > FAILED_TAIL_LINES) tail.shift();
          };
          for (const stream of [child.stdout, child.stderr]) {
            let rest = "";
            stream.on("data", (chunk) => {
              const lines = (rest + chunk).split("\n");
              rest = lines.pop() ?? "";
              for (const line of lines) print(line);
            });
            stream.on("end", () => rest && print(rest));
          }
          child.on("error", (err) => resolve({ name, cmd, args, code: 1, tail: [String(err)] }));
          child.on("close", (code, signal) => {
            console.log(`  [${name}] ended in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve({ name, cmd, args, code: code ?? signal, tail });
          });
        }),
    ),
  );
  const failed = results.filter((r) => r.code !== 0);
  for (const { name, tail } of failed) {
    console.error(`\n\x1b[31m── the last ${tail.length} lines of [${name}] again ──\x1b[0m`);
    for (const line of tail) console.error(`[${name}] ${line}`);
  }
  for (const { cmd, args, code } of failed)
    console.error(`\x1b[31m✖ ${cmd} ${args.join(" ")} failed (exit ${code})\x1b[0m`);
  if (failed.length > 0) process.exit(typeof failed[0].code === "number" ? failed[0].code : 1);
}

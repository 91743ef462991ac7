// Shared helpers for the project's own commands: print what runs, stop on the first failure.
import { spawnSync } from "node:child_process";

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

export function has(cmd) {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

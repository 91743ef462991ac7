#!/usr/bin/env node
// npm run worker: set up what is missing (a worker machine renders, so it needs ffmpeg, espeak-ng and the
// fonts), then run a process that only takes render jobs from the shared queue (needs DATABASE_URL).
import { spawn } from "node:child_process";
import path from "node:path";
import { root, step } from "./lib.mjs";
import { setup } from "./setup.mjs";

setup();
step("Render worker (jobs from the queue at DATABASE_URL)");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const child = spawn(tsx, [path.join(root, "server", "src", "worker.ts")], {
  stdio: "inherit",
  cwd: root,
  env: process.env,
});
// npm hands SIGINT/SIGTERM to this process; the worker finishes its running jobs and exits.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
// npm run worker: set up what is missing (a worker machine renders, so it needs ffmpeg, espeak-ng and the
// fonts), then run a process that only takes render jobs from the shared queue (needs DATABASE_URL).
import { runServerEntry, step } from "./lib.mjs";
import { setup } from "./setup.mjs";

setup();
step("Render worker (jobs from the queue at DATABASE_URL)");
// npm hands SIGINT/SIGTERM to this process; the worker finishes its running jobs and exits.
const child = runServerEntry("worker.ts");
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

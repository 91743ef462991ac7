#!/usr/bin/env node
// npm start: set up what is missing, build the app, then serve app + API (the server migrates and seeds).
import { spawn } from "node:child_process";
import path from "node:path";
import { root, step } from "./lib.mjs";
import { buildAppIfStale, setup } from "./setup.mjs";

setup();
buildAppIfStale();
step(`Server on http://localhost:${process.env.PORT ?? 3000} (migrations and seed run at start)`);
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const child = spawn(tsx, [path.join(root, "server", "src", "index.ts")], {
  stdio: "inherit",
  cwd: root,
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));

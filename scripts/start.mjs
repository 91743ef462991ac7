#!/usr/bin/env node
// npm start: set up what is missing, build the app, then serve app + API (the server migrates and seeds).
import { runServerEntry, step } from "./lib.mjs";
import { buildAppIfStale, setup } from "./setup.mjs";

setup();
buildAppIfStale();
step(`Server on http://localhost:${process.env.PORT ?? 3000} (migrations and seed run at start)`);
const child = runServerEntry("index.ts");
child.on("exit", (code) => process.exit(code ?? 0));

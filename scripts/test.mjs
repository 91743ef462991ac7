#!/usr/bin/env node
// npm test: set up what is missing, then lint, type checks, unit + API tests, build, end-to-end tests.
import path from "node:path";
import { root, run, runSideBySide, runTogether, step } from "./lib.mjs";
import { appBuildIsStale, setup } from "./setup.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);

setup();
// Lint, the four type checks and the app build read the sources and write nothing the tests read (the
// server's tests build their own app folder), so they run side by side, one per core: each is one
// single-threaded process, and one after another they left a core idle.
step("Lint and format (Biome), type checks, app build: side by side");
const appBuild = appBuildIsStale() ? [{ cmd: "npm", args: ["run", "build", "-w", "app"] }] : [];
if (appBuild.length === 0) console.log("  app build up to date");
await runSideBySide([
  ...["server", "app", "contract", "e2e"].map((ws) => ({ cmd: bin("tsc"), args: ["-p", ws] })),
  ...appBuild,
  { cmd: process.execPath, args: [path.join(root, "scripts", "lint-layers.mjs"), "--check"] },
  // The files of the shared vitest project import no module with state (docs/CONTRIBUTING.md, "Tests").
  { cmd: process.execPath, args: [path.join(root, "scripts", "shared-graph.mjs"), "--check"] },
  { cmd: bin("biome"), args: ["check", "."] },
]);
// The seeded catalogue the catalogue tests and the end-to-end server share (data/test-catalog), built
// first: the seed keeps both cores busy on its own, and once it is there the unit tests and the
// end-to-end tests need nothing of each other. A current catalogue is checked in about a second.
step("The catalogue the tests share (data/test-catalog)");
run(bin("tsx"), [path.join(root, "server", "src", "seed", "cli.ts")], {
  env: { ...process.env, DATA_DIR: path.join(root, "data", "test-catalog"), SAMPLE_VIDEO_SIZE: "540x960" },
});
// Side by side they keep both cores busy. The end-to-end journeys are one long chain of waits on the
// browser and the server, the unit files a pile of work: the unit files run at a lower priority, so the
// journeys take the CPU when they need it and the unit files the rest, and neither ends long after the
// other.
step(
  `Unit and API tests (PGlite${process.env.TEST_DATABASE_URL ? ", then PostgreSQL at TEST_DATABASE_URL" : "; set TEST_DATABASE_URL to also run them on PostgreSQL"}) and end-to-end tests (Chromium), side by side`,
);
// vitest.config.ts prints the ten slowest files at the end (scripts/slowest-files-reporter.mjs), the
// Playwright config its ten slowest spec files.
await runTogether([
  { name: "unit", cmd: bin("vitest"), args: ["run"], niceness: 5 },
  { name: "e2e", cmd: bin("playwright"), args: ["test", "-c", "e2e/playwright.config.ts"] },
]);
console.log("\n\x1b[32m✔ all checks passed\x1b[0m");

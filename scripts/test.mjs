#!/usr/bin/env node
// npm test: set up what is missing, then lint, type checks, unit + API tests, build, end-to-end tests.
import path from "node:path";
import { root, run, runSideBySide, step } from "./lib.mjs";
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
step(
  process.env.TEST_DATABASE_URL
    ? "Unit and API tests (PGlite, then PostgreSQL at TEST_DATABASE_URL)"
    : "Unit and API tests (PGlite; set TEST_DATABASE_URL to also run them on PostgreSQL)",
);
// vitest.config.ts prints the ten slowest files at the end (scripts/slowest-files-reporter.mjs).
run(bin("vitest"), ["run"]);
step("End-to-end tests (Chromium)");
// The Playwright config prints its ten slowest spec files at the end.
run(bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"]);
console.log("\n\x1b[32m✔ all checks passed\x1b[0m");

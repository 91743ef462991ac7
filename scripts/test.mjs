#!/usr/bin/env node
// npm test: set up what is missing, then lint, type checks, unit + API tests, build, end-to-end tests.
import path from "node:path";
import { root, run, step } from "./lib.mjs";
import { buildAppIfStale, setup } from "./setup.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);

setup();
step("Lint and format (Biome)");
run(process.execPath, [path.join(root, "scripts", "lint-layers.mjs"), "--check"]);
run(bin("biome"), ["check", "."]);
step("Type checks");
for (const ws of ["contract", "server", "app", "e2e"]) run(bin("tsc"), ["-p", ws]);
step(
  process.env.TEST_DATABASE_URL
    ? "Unit and API tests (PGlite, then PostgreSQL at TEST_DATABASE_URL)"
    : "Unit and API tests (PGlite; set TEST_DATABASE_URL to also run them on PostgreSQL)",
);
run(bin("vitest"), ["run"]);
buildAppIfStale();
step("End-to-end tests (Chromium)");
run(bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"]);
console.log("\n\x1b[32m✔ all checks passed\x1b[0m");

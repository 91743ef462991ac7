import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { sharedTestFiles } from "./scripts/shared-graph.mjs";
import LongestFirstSequencer from "./scripts/test-sequencer.mjs";

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The server files that hold no module state: one module graph per worker ("server-shared" below). */
const shared = sharedTestFiles();
const sharedApiFiles = shared.filter((file) => file.endsWith(".api.test.ts"));
// TEST_CPU_RECORD=<file>: each server file's CPU seconds, a JSON line each (scripts/test-cpu-setup.ts).
const cpuRecorder = process.env.TEST_CPU_RECORD ? ["scripts/test-cpu-setup.ts"] : [];

export default defineConfig({
  test: {
    // One test file per core. The server files spend much of their time waiting (ffmpeg and other
    // processes, the database, job polling, HTTP round trips), so vitest's default of one worker fewer
    // than the cores left one of a 2-core machine's two idle: the whole run took twice as long.
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: os.availableParallelism(),
    // The ten slowest files after every run of several: where to look first when the suite gets slower.
    reporters: ["default", "./scripts/slowest-files-reporter.mjs"],
    // Longest files first, from a recorded run (scripts/test-sequencer.mjs): the run ends on short files.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "contract/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...shared],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { TEST_DB: "pglite" },
          setupFiles: cpuRecorder,
        },
      },
      {
        test: {
          // Files that import only modules without state (scripts/shared-graph.mjs lists them and its
          // `--check`, run by npm test, proves it): a worker imports the scene planner, the illustration
          // engine and the rest once and runs file after file on them, instead of each file importing its
          // whole graph afresh in a new process. docs/CONTRIBUTING.md ("Tests") says how to keep it so.
          name: "server-shared",
          environment: "node",
          include: shared,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { TEST_DB: "pglite" },
          setupFiles: cpuRecorder,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                // The API suites again, on PostgreSQL: only the suites that talk to the database run twice.
                // Those of the shared project share one module graph per worker here too: each file
                // imported the whole server (about 3.5 CPU seconds) before its first test.
                name: "server-postgres",
                environment: "node",
                include: sharedApiFiles,
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
                env: { TEST_DB: "postgres" },
                setupFiles: cpuRecorder,
              },
            },
            {
              test: {
                name: "server-postgres-isolated",
                environment: "node",
                include: ["server/src/**/*.api.test.ts"],
                exclude: [...configDefaults.exclude, ...sharedApiFiles],
                testTimeout: 60_000,
                hookTimeout: 60_000,
                env: { TEST_DB: "postgres" },
                setupFiles: cpuRecorder,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias: { "@": path.resolve(import.meta.dirname, "app/src") } },
        test: {
          name: "app",
          environment: "jsdom",
          // Each file still gets a fresh jsdom and module graph, in a VM context of a long-lived worker
          // thread instead of a new process: 24 component files took 28 CPU seconds against 51 with
          // forks (and 50 with plain threads), all 128 tests passing (2026-12-03).
          pool: "vmThreads",
          // Under a load of 25-30 on 2 cores a test that renders a page and clicks through it can take
          // more than vitest's default 5 s: three of those 128 timed out with it.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: ["app/src/**/*.test.{ts,tsx}"],
          setupFiles: ["app/src/test/setup.ts"],
        },
      },
    ],
  },
});

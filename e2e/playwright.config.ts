import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, HEADLESS_CHROMIUM_PATH } from "./chromium";

// E2E_PORT lets two runs share a machine (each gets its own server, shop fixture and data folder).
const port = Number(process.env.E2E_PORT ?? 3210);
export const productFixturePort = port + 1;
export const e2eDataDir = path.join(os.tmpdir(), port === 3210 ? "reelsmith-e2e" : `reelsmith-e2e-${port}`);
const root = path.resolve(import.meta.dirname, "..");
const seededCatalog = path.join(root, "data", "test-catalog", "storage");

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // A journey that fails is run once more, and one that then passes is listed as flaky in the report:
  // npm test runs the journeys beside the unit files, and on a loaded machine a render or a playback
  // check can miss its wait once. A journey that fails twice fails the run.
  retries: 1,
  reporter: [["list"]],
  // The ten slowest spec files, printed after every run (threshold 0: whatever they took).
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network). Without the screencast: its frames
    // were captured and encoded through every journey, kept or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    // The journeys are a creator who asked for reduced motion (the app honours it: index.css): spinners and
    // pulses stand still while a render runs, so the browser draws no frame nobody looks at.
    reducedMotion: "reduce",
    launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The built app served by the same server `npm start` runs, on a fresh data folder.
    // The catalogue the unit tests seeded (data/test-catalog) is copied in when present: the seed then
    // finds every part current and the server is ready in seconds instead of minutes.
    command: [
      `rm -rf ${e2eDataDir}`,
      `mkdir -p ${e2eDataDir}`,
      `{ [ -d ${seededCatalog} ] && cp -r ${seededCatalog} ${e2eDataDir}/storage || true; }`,
      `${path.join(root, "node_modules/.bin/tsx")} ${path.join(root, "server/src/index.ts")}`,
    ].join(" && "),
    cwd: root,
    url: `http://localhost:${port}/readyz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      // No PUBLIC_URL, as a fresh `npm start`: every loopback name on the port is trusted (auth.spec.ts
      // signs up through 127.0.0.1).
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "100",
      // The size the unit tests seed the samples at (catalog.test.ts): the copied catalogue stays current.
      SAMPLE_VIDEO_SIZE: "540x960",
      // product-ad.spec.ts serves its shop pages on this address; only this test server may fetch it.
      FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${productFixturePort}`,
    },
  },
});

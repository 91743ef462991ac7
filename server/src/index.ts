import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { buildDeps } from "./boot";
import { loadConfig, publicUrlWarning } from "./config";
import { startRenderWorker } from "./jobs/worker";
import { DataDirLockedError, lockDataDir } from "./lib/data-dir-lock";
import { prepareData } from "./seed/prepare";

const config = loadConfig();
const publicUrlNote = publicUrlWarning(config);
if (publicUrlNote) console.warn(publicUrlNote);
let release: (() => Promise<void>) | undefined;
if (!config.DATABASE_URL) {
  try {
    release = await lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const deps = await buildDeps(config);
const { seed } = await prepareData(deps);
deps.seedState = seed;
// The job queue: this process takes jobs unless RENDER_WORKER=false (then `npm run worker` does).
const renderWorker = await startRenderWorker(deps, { work: config.RENDER_WORKER });
deps.renderQueue = renderWorker;
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  deps.logger.info(
    { port: info.port, database: deps.database.kind, dataDir: config.dataDir },
    `Reelsmith is ready on ${config.publicUrl}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, "shutting down");
  server.close();
  await renderWorker.stop().catch(() => {});
  await deps.database.close().catch(() => {});
  await release?.().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

import { buildDeps } from "./boot";
import { loadConfig } from "./config";
import { startRenderWorker } from "./jobs/worker";

/**
 * `npm run worker`: a process that only renders. It needs PostgreSQL (DATABASE_URL): PGlite is one
 * process's database, so with it the server renders in-process instead. Run as many as you like.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL). Without it the server renders in its own process: npm start.",
  );
  process.exit(1);
}
const deps = await buildDeps(config);
const worker = await startRenderWorker(deps, { work: true });
deps.logger.info({ concurrency: config.RENDER_CONCURRENCY }, "render worker is taking jobs");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, "render worker stopping");
  // A render ends after its current stage and its job goes back to the queue for another worker.
  await worker.stop().catch((err) => deps.logger.error({ err }, "render worker stop failed"));
  deps.logger.info("render worker stopped");
  await deps.database.close().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

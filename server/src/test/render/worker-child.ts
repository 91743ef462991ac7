import path from "node:path";
import { terminalTaskStatuses } from "@reelsmith/contract/task-status";
import { notInArray, sql } from "drizzle-orm";
import pino from "pino";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { taskStatus } from "../../db/schema";
import { startRenderWorker } from "../../jobs/worker";
import { createLocalStorage } from "../../storage/storage";

/**
 * A render worker in its own process on an embedded data folder, for the crash test: it logs each finished
 * stage as a JSON line and exits when no task is left to render.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: worker-child DATA_DIR");
const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir, RENDER_EXPIRE_S: "600" });
const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
await database.migrate();
const logger = pino({ level: "info" });
const deps = { config, database, storage: createLocalStorage(path.join(dataDir, "storage")), logger };
const worker = await startRenderWorker(deps, { pollingIntervalSeconds: 0.5 });
logger.info("worker started");
for (;;) {
  await new Promise((r) => setTimeout(r, 500));
  const [open] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskStatus)
    .where(notInArray(taskStatus.task_status, [...terminalTaskStatuses]));
  if ((open?.n ?? 0) === 0) break;
}
await worker.stop();
await database.close();
logger.info("all done");
process.exit(0);

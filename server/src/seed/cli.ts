import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../lib/data-dir-lock";
import { createLogger } from "../lib/logger";
import { createStorage } from "../storage/create-storage";
import { runSeed } from "./seed";

/** npm run seed [-- --force]: builds the catalogues into storage, DATA_DIR or the bucket (only the parts that changed). */
const config = loadConfig();
// The seed writes the same PGlite folder as the server: refuse to run beside it.
const release = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
const logger = createLogger(config);
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, "db") });
try {
  await database.migrate();
  const storage = createStorage(config);
  await runSeed({
    storage,
    database,
    logger,
    force: process.argv.includes("--force"),
    sampleSize: config.SAMPLE_VIDEO_SIZE,
    progress: (l) => console.log(l),
  });
} finally {
  await database.close();
  await release?.();
}

import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../lib/data-dir-lock";
import { createLogger } from "../lib/logger";
import { createStorage } from "../storage/create-storage";
import { type PartName, partNames, runSeed } from "./seed";

/**
 * npm run seed [-- --force] [-- --only styles,music]: builds the catalogues into storage, DATA_DIR or the
 * bucket (only the parts that changed; with --only, only those parts).
 */
const config = loadConfig();
// The seed writes the same PGlite folder as the server: refuse to run beside it.
const release = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
const onlyArg = process.argv.find((a) => a.startsWith("--only"));
const onlyValue =
  onlyArg === "--only" ? process.argv[process.argv.indexOf(onlyArg) + 1] : onlyArg?.split("=")[1];
const only = onlyValue?.split(",").map((p) => p.trim());
const unknownPart = only?.find((p) => !(partNames as readonly string[]).includes(p));
if (only && (only.length === 0 || unknownPart !== undefined)) {
  console.error(`--only takes parts separated by commas, of: ${partNames.join(", ")}`);
  process.exit(1);
}
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
    ...(only ? { only: only as PartName[] } : {}),
    sampleSize: config.SAMPLE_VIDEO_SIZE,
    progress: (l) => console.log(l),
  });
} finally {
  await database.close();
  await release?.();
}

import type { Logger } from "pino";
import type { Db } from "../db/client";
import type { Storage } from "../storage/storage";

/** What a service that keeps a user's uploads needs: the database, where the files go, and a logger. */
export interface UploadDeps {
  database: { db: Db };
  storage: Storage;
  logger: Logger;
}

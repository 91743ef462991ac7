import path from "node:path";
import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import type { AppDeps } from "./http/context";
import { createLogger } from "./lib/logger";
import { resolveAuthSecret } from "./lib/secret";
import { createMailer } from "./mail/mailer";
import { createStorage } from "./storage/create-storage";

/** Opens the database (migrating it) and builds every dependency the server and the worker share. */
export async function buildDeps(config: Config): Promise<AppDeps> {
  const logger = createLogger(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  await database.migrate();
  // Each process would make its own secret in its own DATA_DIR: one API would refuse another's sessions,
  // and links signed by a worker would not open.
  if (config.S3_BUCKET && !config.BETTER_AUTH_SECRET)
    logger.warn(
      "S3_BUCKET is set but BETTER_AUTH_SECRET is not: every process that shares the bucket needs the same BETTER_AUTH_SECRET",
    );
  const fullConfig = { ...config, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) };
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: path.join(config.dataDir, "mail"),
    logger,
  });
  const auth = createAuth({ db: database.db, config: fullConfig, mailer });
  const storage = createStorage(config);
  return { config: fullConfig, database, auth, mailer, storage, logger };
}

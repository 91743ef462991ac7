import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import type { AppDeps } from "../http/context";
import { createMailer } from "../mail/mailer";
import { createStorage } from "../storage/create-storage";
import { startSmtpCapture } from "./smtp-capture";
import { openTestDatabase } from "./test-db";
import { createTestLogger } from "./test-logger";

export const TEST_ORIGIN = "http://localhost:3999";

/**
 * The whole server on a fresh database, a temporary data folder (or `env`'s bucket) and a real SMTP
 * server. `databaseUrl` instead opens an existing PostgreSQL database (a second API process on the same
 * data), which close() leaves in place.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  opts: { databaseUrl?: string } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-test-"));
  const smtp = await startSmtpCapture();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SMTP_URL: smtp.url,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    AUTH_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const database = opts.databaseUrl
    ? await openDatabase({ url: opts.databaseUrl })
    : await openTestDatabase();
  if (opts.databaseUrl) await database.migrate();
  const logger = createTestLogger();
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM, mailDir: dataDir, logger });
  const auth = createAuth({ db: database.db, config, mailer });
  // The temporary folder, or the bucket that S3_* in `env` names.
  const storage = createStorage(config);
  const deps: AppDeps = { config, database, auth, mailer, storage, logger };
  const app = createApp(deps);
  return {
    app,
    deps,
    smtp,
    dataDir,
    async close() {
      await smtp.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

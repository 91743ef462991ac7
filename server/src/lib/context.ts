import type { Logger } from "pino";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { Storage } from "../storage/storage";

/** Everything a route or service needs, built once at start (or per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  /** The render queue (set once the worker has started; see render/worker.ts). */
  renderQueue?: { enqueue(taskId: string): Promise<void> };
  logger: Logger;
  /** Catalogue seeding at start; absent in tests that seed themselves. */
  seedState?: { state: "running" | "done" | "failed"; error?: string };
}

export type SessionUser = { id: string; email: string; name: string; username: string; fullName: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser | null;
  };
};

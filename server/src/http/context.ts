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
  /** The job queue (set once the worker has started; see jobs/worker.ts). */
  renderQueue?: {
    enqueue(taskId: string): Promise<void>;
    enqueueAvatar?(avatarId: string): Promise<void>;
    enqueueExport?(exportId: string): Promise<void>;
    enqueueMedia?(mediaId: string): Promise<void>;
    enqueueWebhookDelivery?(
      delivery: { deliveryId: string; attempt: number },
      delaySeconds?: number,
    ): Promise<void>;
    /** Throws when the queue cannot take jobs (its tables do not answer, or it has stopped): /readyz. */
    check?(): Promise<void>;
  };
  logger: Logger;
  /**
   * The in-process caches of sessions and of each user's hot reads (kept coherent by the database's
   * change notices, http/change-feed.ts): both on unless set; "sessions" keeps only the session cache,
   * false neither.
   * The API benchmark turns them off to measure the database path.
   */
  apiCache?: boolean | "sessions";
  /** Catalogue seeding at start; absent in tests that seed themselves. */
  seedState?: { state: "running" | "done" | "failed"; error?: string; samples?: "running" | "done" };
}

export type SessionUser = { id: string; email: string; name: string; username: string; fullName: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser | null;
    /** Set when the request authenticated with a personal API key (Authorization: Bearer rs_...). */
    apiKeyId?: string;
  };
};

import type { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { RenderDeps } from "../render/types";
import type { WebhookQueue } from "../services/webhooks";

/**
 * What a job's handler may use: the same parts as a render (config, database, storage, logger), and the
 * queue for the webhook deliveries of the events it raises (set by the worker).
 */
export type JobDeps = RenderDeps & { webhookQueue?: WebhookQueue };

/** The part of the config a job's retry policy reads. */
export type JobConfig = Pick<Config, "RENDER_EXPIRE_S" | "RENDER_CONCURRENCY"> &
  Partial<Pick<Config, "QUEUE_MAINTENANCE_S">>;

/** How often a job is tried and how long one try may hold it before pg-boss hands it to another worker. */
export interface RetryPolicy {
  /** Tries after the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

export interface JobAttempt {
  /** Tries already failed before this one. */
  retryCount: number;
  retryLimit: number;
  /** True once the worker is stopping (SIGTERM): a long job should end at its next resumable point. */
  stopping(): boolean;
}

/**
 * One kind of background job: its queue name, the payload it accepts (checked when a worker takes the
 * job), its retry policy, the key that keeps one job per record queued or running at a time, its
 * handler, and the query that finds work left without a job (a process that died between writing a
 * record and sending its job). The worker only registers these.
 */
export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  policy(config: JobConfig): RetryPolicy;
  /** How many of these a worker process runs at once. */
  concurrency(config: JobConfig): number;
  singletonKey(payload: P): string;
  /**
   * Runs the job. Answering "release" gives the job back to the queue as it was (no try counted, soon
   * startable), for a worker that stops before the job's work is done.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing (Promise<void>).
  handle(deps: JobDeps, payload: P, attempt: JobAttempt): Promise<void | "release">;
  /** Payloads of records that need this job and have none waiting or running. */
  findUnqueued(database: Database): Promise<P[]>;
}

/** Keeps the payload type of a definition while checking its shape. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/**
 * The SQL condition "no job of this queue ($1) is waiting or running for this id", for recovery queries.
 * `idColumn` is a column of the query's own table, never user input.
 */
export const hasNoOpenJob = (idColumn: string) =>
  `NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = $1 AND j.singleton_key = ${idColumn}
     AND j.state IN ('created', 'retry', 'active'))`;

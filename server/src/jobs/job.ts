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
export type JobConfig = Pick<Config, "RENDER_EXPIRE_S" | "RENDER_CONCURRENCY">;

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
  handle(deps: JobDeps, payload: P, attempt: JobAttempt): Promise<void>;
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

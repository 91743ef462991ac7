import crypto from "node:crypto";
import {
  type NewWebhook,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_MAX_PER_USER,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookDeliveriesQuerySchema,
  webhookMessages,
} from "@reelsmith/contract/webhooks";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { parseWith } from "../http/validate";
import { AppError } from "../lib/app-error";
import { PageFetchError } from "../lib/page-fetch";
import { checkWebhookTarget, postWebhook } from "../lib/webhook-post";

/**
 * Webhooks: each user's endpoints (URL, events, signing secret), one delivery row per event and endpoint,
 * and the delivery itself, one try per job of the deliver-webhook queue (jobs/deliver-webhook.ts). A try
 * that gets no 2xx schedules the next one through the queue until the tries run out.
 */

/** Try number `attempt` (1-based) of a delivery, as a deliver-webhook job. */
export interface DeliveryTry {
  deliveryId: string;
  attempt: number;
}

/** Queues one try of a delivery, after `delaySeconds` (the worker, or the API process's queue handle). */
export interface WebhookQueue {
  enqueueWebhookDelivery?(delivery: DeliveryTry, delaySeconds?: number): Promise<void>;
}

export interface WebhookDeps {
  database: { db: Db };
  logger: Logger;
  config: Pick<Config, "FETCH_ALLOW_PRIVATE_HOSTS" | "WEBHOOK_RETRY_BASE_S" | "WEBHOOK_TIMEOUT_MS">;
  webhookQueue?: WebhookQueue;
}

/** The waits before the 2nd..6th tries, in units of WEBHOOK_RETRY_BASE_S (30 s, 2 min, 10 min, 1 h, 6 h). */
const RETRY_STEPS = [1, 4, 20, 120, 720] as const;
export const WEBHOOK_MAX_ATTEMPTS = RETRY_STEPS.length + 1;

/** Seconds to wait after failed try number `attempt` (1-based), or null when it was the last. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number | null {
  const step = RETRY_STEPS[attempt - 1];
  return step === undefined ? null : step * baseSeconds;
}

/** Standard Webhooks' secret: `whsec_` and the base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString("base64")}`;
}

/**
 * Standard Webhooks' signature: `v1,` and the base64 HMAC-SHA256, keyed with the secret's bytes, of
 * `{id}.{timestamp}.{body}`.
 */
export function signWebhook(secret: string, id: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = crypto.createHmac("sha256", key).update(`${id}.${timestampS}.${body}`).digest("base64");
  return `v1,${mac}`;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  secret: row.secret,
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
});

const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpoint_id: row.endpoint_id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
  next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
  delivered_at: row.delivered_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export async function listWebhooks(db: Db, userId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.user_id, userId))
    .orderBy(desc(webhookEndpoints.created_at), desc(webhookEndpoints.id));
  return rows.map(endpointOf);
}

/** The user's own endpoint; another user's, or none, is the same 404. */
async function getOwnedEndpoint(db: Db, userId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.user_id, userId)));
  if (!row) throw new AppError("NOT_FOUND", webhookMessages.notFound);
  return row;
}

/**
 * Saves an endpoint after checking its address: a private, local or unresolvable target is refused here
 * (and every call checks again at connect time, so a name that later resolves inward is still refused).
 */
export async function createWebhook(
  deps: Pick<WebhookDeps, "database" | "config">,
  userId: string,
  body: NewWebhook,
): Promise<WebhookEndpoint> {
  try {
    await checkWebhookTarget(body.url, deps.config.FETCH_ALLOW_PRIVATE_HOSTS);
  } catch (err) {
    if (err instanceof PageFetchError && err.kind === "unreachable")
      throw new AppError("VALIDATION_ERROR", webhookMessages.hostNotFound);
    if (err instanceof PageFetchError) throw new AppError("VALIDATION_ERROR", webhookMessages.urlNotAllowed);
    throw err;
  }
  const { db } = deps.database;
  const [existing] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.user_id, userId));
  if ((existing?.n ?? 0) >= WEBHOOKS_MAX_PER_USER)
    throw new AppError("VALIDATION_ERROR", webhookMessages.tooMany);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      url: body.url,
      events: body.events,
      secret: newWebhookSecret(),
    })
    .returning();
  if (!row) throw new AppError("SAVE_FAILED", "Could not save the webhook.");
  return endpointOf(row);
}

/** Deletes the owner's endpoint and its delivery log; a try already queued finds nothing and stops. */
export async function deleteWebhook(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.user_id, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", webhookMessages.notFound);
}

/** One endpoint's delivery log, newest first, a page at a time. */
export async function listDeliveries(
  db: Db,
  userId: string,
  endpointId: string,
  query: Record<string, string | undefined>,
): Promise<WebhookDeliveryList> {
  const { page, pageSize } = parseWith(webhookDeliveriesQuerySchema, query);
  await getOwnedEndpoint(db, userId, endpointId);
  const where = and(eq(webhookDeliveries.endpoint_id, endpointId), eq(webhookDeliveries.user_id, userId));
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(deliveryOf), total: total?.n ?? 0, page, pageSize };
}

/** A delivery id is Standard Webhooks' message id: the same on every try, so receivers can drop repeats. */
const newDeliveryId = () => `msg_${crypto.randomBytes(16).toString("base64url")}`;

async function queueDeliveries(
  deps: Pick<WebhookDeps, "database" | "logger" | "webhookQueue">,
  endpoints: EndpointRow[],
  event: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const timestamp = new Date().toISOString();
  const rows = endpoints.map((endpoint) => ({
    id: newDeliveryId(),
    endpoint_id: endpoint.id,
    user_id: endpoint.user_id,
    event,
    payload: { type: event, timestamp, data },
    next_attempt_at: new Date(),
  }));
  await deps.database.db.insert(webhookDeliveries).values(rows);
  for (const row of rows) {
    try {
      await deps.webhookQueue?.enqueueWebhookDelivery?.({ deliveryId: row.id, attempt: 1 });
    } catch (err) {
      // The row stays PENDING; the embedded server's start-up recovery queues it again.
      deps.logger.error({ err, deliveryId: row.id }, "could not queue a webhook delivery");
    }
  }
  return rows.map((r) => r.id);
}

/**
 * An event of `userId`'s: one delivery per enabled endpoint that listens for it, each sent through the
 * queue. Returns the delivery ids (none when no endpoint listens).
 */
export async function emitWebhookEvent(
  deps: Pick<WebhookDeps, "database" | "logger" | "webhookQueue">,
  userId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<string[]> {
  const endpoints = await deps.database.db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.user_id, userId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
  return queueDeliveries(deps, endpoints, event, data);
}

/** The Send test button: a `webhook.test` delivery to this one endpoint, logged like any other. */
export async function sendTestWebhook(
  deps: Pick<WebhookDeps, "database" | "logger" | "webhookQueue">,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  const endpoint = await getOwnedEndpoint(deps.database.db, userId, endpointId);
  if (!deps.webhookQueue?.enqueueWebhookDelivery)
    throw new AppError("UNAVAILABLE", "Webhooks cannot be sent right now. Please try again later.");
  const [id] = await queueDeliveries(deps, [endpoint], WEBHOOK_TEST_EVENT, {
    message: "A test event from Reelsmith.",
  });
  const [row] = await deps.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id ?? ""));
  if (!row) throw new AppError("SAVE_FAILED", "Could not send the test event.");
  return deliveryOf(row);
}

/**
 * One try of a delivery: POST the stored body, signed now, to the endpoint's URL. A 2xx ends it
 * DELIVERED; anything else records the answer and schedules the next try, or ends it FAILED after the
 * last. A delivery that is gone (endpoint deleted), already settled or past this try is left alone.
 */
export async function attemptDelivery(
  deps: WebhookDeps,
  { deliveryId, attempt }: DeliveryTry,
): Promise<DeliveryRow | null> {
  const { db } = deps.database;
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Gone (its endpoint deleted), settled, or a try that already ran: nothing to do.
  if (found?.delivery.status !== "PENDING" || found.delivery.attempts !== attempt - 1) return null;
  const { delivery, endpoint } = found;
  const body = JSON.stringify(delivery.payload);
  const timestampS = Math.floor(Date.now() / 1000);
  const result = await postWebhook(endpoint.url, body, {
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    allowHosts: deps.config.FETCH_ALLOW_PRIVATE_HOSTS,
    headers: {
      "webhook-id": delivery.id,
      "webhook-timestamp": String(timestampS),
      "webhook-signature": signWebhook(endpoint.secret, delivery.id, timestampS, body),
    },
  });
  const statusCode = "statusCode" in result ? result.statusCode : null;
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const delay = ok ? null : retryDelaySeconds(attempt, deps.config.WEBHOOK_RETRY_BASE_S);
  const now = new Date();
  const [updated] = await db
    .update(webhookDeliveries)
    .set({
      status: ok ? "DELIVERED" : delay === null ? "FAILED" : "PENDING",
      attempts: attempt,
      last_status_code: statusCode,
      last_error: ok ? null : "error" in result ? result.error : `The endpoint answered ${statusCode}`,
      next_attempt_at: delay === null ? null : new Date(now.getTime() + delay * 1000),
      delivered_at: ok ? now : null,
    })
    // Counted once even if two tries of the same delivery ever overlapped.
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, delivery.attempts)))
    .returning();
  deps.logger.info(
    { deliveryId, event: delivery.event, attempt, statusCode, status: updated?.status },
    "webhook delivery tried",
  );
  if (updated?.status === "PENDING" && delay !== null)
    await deps.webhookQueue?.enqueueWebhookDelivery?.({ deliveryId, attempt: attempt + 1 }, delay);
  return updated ?? null;
}

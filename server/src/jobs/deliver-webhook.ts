import { z } from "zod";
import { attemptDelivery } from "../services/webhooks";
import { defineJob, hasNoOpenJob } from "./job";

/**
 * deliver-webhook: one job per try of a webhook delivery (its id and try number are the singleton key, so
 * a try is never queued twice, and the next try can be queued while this one is still running). The
 * handler records the answer on the delivery and queues the next try itself with the backoff delay
 * (services/webhooks.ts), so it does not throw for a receiver's failure; pg-boss repeats a try only when
 * its worker vanished. A try takes at most WEBHOOK_TIMEOUT_MS; a few run at once per worker process.
 */
const name = "deliver-webhook";

export const deliverWebhookJob = defineJob({
  name,
  payload: z.object({ deliveryId: z.string().min(1), attempt: z.number().int().min(1) }),
  // A try lasts at most WEBHOOK_TIMEOUT_MS (one minute at most) and two database writes.
  policy: () => ({ retryLimit: 1, retryDelaySeconds: 5, expireInSeconds: 120 }),
  concurrency: () => 2,
  singletonKey: ({ deliveryId, attempt }) => `${deliveryId}:${attempt}`,
  async handle(deps, payload) {
    await attemptDelivery(deps, payload);
  },
  // A delivery written just before a crash, or whose next try could not be queued: its next try now.
  async findUnqueued(database) {
    const { rows } = await database.executeSql(
      `SELECT d.id, d.attempts FROM webhook_deliveries d
        WHERE d.status = 'PENDING' AND ${hasNoOpenJob("d.id || ':' || (d.attempts + 1)")}`,
      [name],
    );
    return rows.map((r) => ({ deliveryId: String(r.id), attempt: Number(r.attempts) + 1 }));
  },
});

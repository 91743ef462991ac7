import { createWebhookSchema } from "@reelsmith/contract/webhooks";
import { createAuthedRouter } from "../http/create-router";
import { jsonBody } from "../http/validate";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTestWebhook,
} from "../services/webhooks";

/**
 * The signed-in user's webhooks: their endpoints, each one's delivery log, and a test event. Another
 * user's endpoint answers 404 everywhere, as if it did not exist.
 */
export const webhookRoutes = createAuthedRouter()
  .get("/webhooks", async (c) => c.json(await listWebhooks(c.var.deps.database.db, c.var.user.id)))
  .post("/webhooks", async (c) => {
    const body = await jsonBody(c, createWebhookSchema);
    return c.json(await createWebhook(c.var.deps, c.var.user.id, body), 201);
  })
  .delete("/webhooks/:id", async (c) => {
    await deleteWebhook(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/webhooks/:id/deliveries", async (c) =>
    c.json(await listDeliveries(c.var.deps.database.db, c.var.user.id, c.req.param("id"), c.req.query())),
  )
  .post("/webhooks/:id/test", async (c) => {
    const { deps } = c.var;
    const delivery = await sendTestWebhook(
      { ...deps, webhookQueue: deps.renderQueue },
      c.var.user.id,
      c.req.param("id"),
    );
    return c.json(delivery, 202);
  });

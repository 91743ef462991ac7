import {
  createWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from "@reelsmith/contract/webhooks";
import { z } from "zod";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTestWebhook,
} from "../services/webhooks";
import { DELETED } from "./answers";

/**
 * The signed-in user's webhooks: their endpoints, each one's delivery log, and a test event. Another
 * user's endpoint answers 404 everywhere, as if it did not exist.
 */
export const webhookRoutes = documentedRouter(createAuthedRouter(), {
  base: "/api",
  tag: "Webhook endpoints",
})
  .get(
    "/webhooks",
    {
      operationId: "listWebhooks",
      summary: "List your webhook endpoints, with their signing secrets",
      response: { status: 200, description: "The endpoints", schema: z.array(webhookEndpointSchema) },
      errors: [],
    },
    async (c) => c.json(await listWebhooks(c.var.deps.database.db, c.var.user.id)),
  )
  .post(
    "/webhooks",
    {
      operationId: "createWebhook",
      summary: "Add an endpoint to call on video.ready, video.failed or avatar.ready",
      description:
        "Public http(s) addresses only (checked like a product page). Each call is signed the Standard " +
        "Webhooks way with the endpoint's secret and retried with backoff until it answers 2xx.",
      body: createWebhookSchema,
      response: { status: 201, description: "The endpoint and its secret", schema: webhookEndpointSchema },
      errors: ["SAVE_FAILED"],
    },
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await createWebhook(c.var.deps, c.var.user.id, body), 201);
    },
  )
  .delete(
    "/webhooks/:id",
    {
      operationId: "deleteWebhook",
      summary: "Delete an endpoint",
      response: DELETED,
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      await deleteWebhook(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
      return c.body(null, 204);
    },
  )
  .get(
    "/webhooks/:id/deliveries",
    {
      operationId: "listWebhookDeliveries",
      summary: "An endpoint's delivery log, newest first",
      query: webhookDeliveriesQuerySchema,
      response: { status: 200, description: "A page of deliveries", schema: webhookDeliveryListSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) =>
      c.json(await listDeliveries(c.var.deps.database.db, c.var.user.id, c.req.param("id"), c.req.query())),
  )
  .post(
    "/webhooks/:id/test",
    {
      operationId: "sendTestWebhook",
      summary: "Send a webhook.test event to an endpoint",
      response: { status: 202, description: "The delivery, queued", schema: webhookDeliverySchema },
      errors: ["NOT_FOUND", "SAVE_FAILED", "UNAVAILABLE"],
    },
    async (c) => {
      const { deps } = c.var;
      const delivery = await sendTestWebhook(
        { ...deps, webhookQueue: deps.renderQueue },
        c.var.user.id,
        c.req.param("id"),
      );
      return c.json(delivery, 202);
    },
  );

import { z } from "zod";

/**
 * Webhooks: a user's URLs that the server calls when one of their videos is ready or has failed, or a
 * custom avatar has finished processing. Each call is a POST of `{ type, timestamp, data }` signed the
 * Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature) with the endpoint's secret.
 */
export const webhookEvents = ["video.ready", "video.failed", "avatar.ready"] as const;
export const webhookEventSchema = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The event of the Send test button: delivered like the others, to one endpoint whatever its events. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOKS_MAX_PER_USER = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const webhookMessages = {
  urlRequired: "Webhook URL is required",
  urlInvalid: "Enter a valid http or https URL",
  urlTooLong: `Webhook URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  /** A private, local or otherwise blocked address: the answer does not say which. */
  urlNotAllowed: "This webhook URL is not allowed.",
  hostNotFound: "The webhook URL's host could not be found.",
  eventsRequired: "Choose at least one event",
  tooMany: `You can add at most ${WEBHOOKS_MAX_PER_USER} webhooks.`,
  notFound: "Webhook not found",
} as const;

export const createWebhookSchema = z.strictObject({
  url: z
    .string({ error: webhookMessages.urlRequired })
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(WEBHOOK_URL_MAX_LENGTH, webhookMessages.urlTooLong)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), webhookMessages.urlInvalid),
  events: z
    .array(webhookEventSchema, { error: webhookMessages.eventsRequired })
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => webhookEvents.filter((e) => events.includes(e))),
});
export type CreateWebhookBody = z.input<typeof createWebhookSchema>;
export type NewWebhook = z.output<typeof createWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  /** `whsec_` + base64: the owner verifies signatures with it (shown only to them). */
  secret: z.string(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliveryStatuses = ["PENDING", "DELIVERED", "FAILED"] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Query of GET /api/webhooks/:id/deliveries: newest first. */
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE_SIZE),
});

export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The body every webhook call carries. */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

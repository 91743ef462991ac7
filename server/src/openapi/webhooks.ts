import { webhookEvents, webhookPayloadSchema } from "@reelsmith/contract/webhooks";

/** The calls the server makes to a user's webhook endpoints (OpenAPI's `webhooks`), one per event. */
export const webhookCalls = webhookEvents.map((event) => ({
  event,
  summary: {
    "video.ready": "A video is ready: data has task_id, project_id, version, title, video_url, duration_s",
    "video.failed":
      "A video failed for good (credits refunded): data has task_id, project_id, version, title, error",
    "avatar.ready": "A custom avatar finished processing: data has avatar_id, name, voice_id, voice_cloned",
  }[event],
  payload: webhookPayloadSchema,
}));

import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, retryDelaySeconds, signWebhook, WEBHOOK_MAX_ATTEMPTS } from "./webhooks";

describe("webhook signing and retries", () => {
  it("signs exactly as the Standard Webhooks library does", () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: "video.ready",
      timestamp: "2025-01-01T00:00:00.000Z",
      data: { a: 1 },
    });
    const at = new Date("2025-01-01T00:00:05Z");
    const ours = signWebhook(secret, "msg_1", Math.floor(at.getTime() / 1000), body);
    expect(ours).toBe(new Webhook(secret).sign("msg_1", at, body));
  });

  it("makes a new secret each time: whsec_ and the base64 of 24 bytes", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(a.slice(6), "base64")).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it("waits 30 s, 2 min, 10 min, 1 h and 6 h between six tries, then stops", () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, i) => retryDelaySeconds(i + 1, 30));
    expect(waits).toEqual([30, 120, 600, 3600, 21600, null]);
    expect(retryDelaySeconds(1, 0)).toBe(0);
  });
});

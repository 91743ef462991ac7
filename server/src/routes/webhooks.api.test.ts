import http from "node:http";
import type { AddressInfo } from "node:net";
import { webhookMessages } from "@reelsmith/contract/webhooks";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "../db/schema";
import type { RenderWorker } from "../jobs/worker";
import { emitWebhookEvent } from "../services/webhooks";
import { photo, postAvatar, speech } from "../test/avatar-test-media";
import { createClient, readJson, type TestClient } from "../test/http-client";
import { fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import type { TestContext } from "../test/test-app";

/**
 * Webhooks end to end: a real render calls a real HTTP receiver on 127.0.0.1 (reachable only through the
 * tests' private-host allowance) with a Standard Webhooks signature that the standardwebhooks package
 * verifies; a receiver that first answers 500 gets the same delivery again; private targets are refused
 * when saved and when called; another user sees none of it.
 */

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver: records every call; answers each path's queued statuses in turn, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.get(path)?.shift() ?? 200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, statuses: number[]) => answers.set(path, statuses),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls until the check holds; throws after 90 s so a webhook that never comes fails the test. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const until = Date.now() + 90_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const verify = (secret: string, call: Received) =>
  new Webhook(secret).verify(call.body, {
    "webhook-id": call.headers["webhook-id"] ?? "",
    "webhook-timestamp": call.headers["webhook-timestamp"] ?? "",
    "webhook-signature": call.headers["webhook-signature"] ?? "",
  }) as { type: string; timestamp: string; data: Record<string, unknown> };

describe("webhooks", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let worker: RenderWorker;
  let receiver: Receiver;
  let client: TestClient;
  let other: TestClient;
  let userId: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startAppWithSignedInUser(
      { FETCH_ALLOW_PRIVATE_HOSTS: receiver.host, WEBHOOK_RETRY_BASE_S: "0" },
      { renders: true },
    );
    ({ ctx, worker, client, userId } = app);
    other = await app.signUpAnother();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const addWebhook = async (c: TestClient, url: string, events: string[]) => {
    const res = await c.post("/api/webhooks", { url, events });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; secret: string; url: string; events: string[] };
  };
  const deliveries = async (c: TestClient, id: string) =>
    readJson(await c.get(`/api/webhooks/${id}/deliveries`)) as Promise<{
      items: { event: string; status: string; attempts: number; last_status_code: number | null }[];
      total: number;
    }>;

  it("calls video.ready after a real render, signed so that standardwebhooks verifies it", async () => {
    const endpoint = await addWebhook(client, receiver.url("/ready"), ["video.ready", "video.failed"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.events).toEqual(["video.ready", "video.failed"]);

    const res = await client.post("/api/functions/create-video", {
      ...fixtureVideoRequest("Rain taps on the window. A cat watches the drops. Then the sun returns."),
      caption_style: null,
    });
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };

    const call = await waitFor("the video.ready call", () => receiver.at("/ready")[0]);
    const event = verify(endpoint.secret, call);
    expect(event.type).toBe("video.ready");
    expect(event.data).toMatchObject({ task_id, project_id: task_id, version: 1 });
    expect(call.headers["webhook-id"]).toMatch(/^msg_/);
    expect(call.headers["content-type"]).toBe("application/json");
    // A tampered body is refused by the same check.
    expect(() =>
      verify(endpoint.secret, { ...call, body: call.body.replace("video.ready", "video.faile") }),
    ).toThrow();

    // The link plays the video without signing in.
    const link = new URL(String(event.data.video_url));
    expect(link.origin).toBe(ctx.deps.config.publicUrl);
    const video = await createClient(ctx).get(link.pathname + link.search);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");

    const log = await waitFor("the delivery to settle", async () => {
      const d = await deliveries(client, endpoint.id);
      return d.items[0]?.status === "DELIVERED" ? d : undefined;
    });
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({ event: "video.ready", attempts: 1, last_status_code: 200 });
  }, 120_000);

  it("calls video.failed with the reason when a render fails for good", async () => {
    const endpoint = await addWebhook(client, receiver.url("/failed"), ["video.failed"]);
    const key = `uploads/${userId}/not-a-picture.png`;
    await ctx.deps.storage.put(key, Buffer.from("hello"), "image/png");
    const res = await client.post("/api/functions/create-video", {
      narrationMode: "voice",
      story: "This story cannot be drawn. Its picture is broken. It fails.",
      voice_id: "en-gb-charlotte",
      image_urls: [ctx.deps.storage.publicUrl(key)],
      size: "144x256",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const call = await waitFor("the video.failed call", () => receiver.at("/failed")[0]);
    const event = verify(endpoint.secret, call);
    expect(event.type).toBe("video.failed");
    expect(event.data).toMatchObject({ task_id, project_id: task_id });
    expect(String(event.data.error)).toMatch(/not a JPEG, PNG or WebP/);
    // Only once, after the last of the three tries.
    expect(receiver.at("/failed")).toHaveLength(1);
  }, 120_000);

  it("tries again when the receiver first answers 500, then logs it delivered after 2 attempts", async () => {
    receiver.answer("/flaky", [500]);
    const endpoint = await addWebhook(client, receiver.url("/flaky"), ["video.failed"]);
    const sent = await client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(sent.status).toBe(202);

    const log = await waitFor("the retried delivery", async () => {
      const d = await deliveries(client, endpoint.id);
      return d.items[0]?.status === "DELIVERED" ? d : undefined;
    });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ event: "webhook.test", attempts: 2, last_status_code: 200 });
    // The receiver saw both tries of the same message, each signed at its own time.
    const calls = receiver.at("/flaky");
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers["webhook-id"]).toBe(calls[1]?.headers["webhook-id"]);
    for (const call of calls) expect(verify(endpoint.secret, call).type).toBe("webhook.test");
  }, 60_000);

  it("gives up after six tries and logs the delivery failed with the last answer", async () => {
    receiver.answer("/down", [503, 503, 503, 503, 503, 503]);
    const endpoint = await addWebhook(client, receiver.url("/down"), ["avatar.ready"]);
    const [id] = await emitWebhookEvent({ ...ctx.deps, webhookQueue: worker }, userId, "avatar.ready", {
      avatar_id: "a1",
    });
    const log = await waitFor("the failed delivery", async () => {
      const d = await deliveries(client, endpoint.id);
      return d.items[0]?.status === "FAILED" ? d : undefined;
    });
    expect(log.items[0]).toMatchObject({ event: "avatar.ready", attempts: 6, last_status_code: 503 });
    expect(receiver.at("/down").map((c) => c.headers["webhook-id"])).toEqual(Array(6).fill(id));
  }, 60_000);

  it("sends an event only to the endpoints that listen for it", async () => {
    const listening = await addWebhook(client, receiver.url("/avatars"), ["avatar.ready"]);
    const deaf = await addWebhook(client, receiver.url("/videos-only"), ["video.ready"]);
    const ids = await emitWebhookEvent({ ...ctx.deps, webhookQueue: worker }, userId, "avatar.ready", {
      avatar_id: "a2",
    });
    // /down (above) listens for avatar.ready too; /videos-only does not.
    await waitFor("the avatar.ready call", () => receiver.at("/avatars")[0]);
    expect((await deliveries(client, listening.id)).total).toBe(1);
    expect((await deliveries(client, deaf.id)).total).toBe(0);
    expect(ids).toHaveLength(2);
  }, 60_000);

  it("calls avatar.ready once a saved custom avatar has finished processing", async () => {
    const endpoint = await addWebhook(client, receiver.url("/avatar-ready"), ["avatar.ready"]);
    const res = await postAvatar(ctx, client.jar, {
      name: "Me on camera",
      image: { data: await photo("jpeg", "#1faa59"), filename: "me.jpg" },
      voice: { data: await speech("en-us+f3"), filename: "me.wav" },
    });
    expect(res.status).toBe(201);
    const avatarId = (await readJson(res)).avatar.id as string;
    const call = await waitFor("the avatar.ready call", () => receiver.at("/avatar-ready")[0]);
    const event = verify(endpoint.secret, call);
    expect(event.type).toBe("avatar.ready");
    expect(event.data).toMatchObject({ avatar_id: avatarId, name: "Me on camera" });
  }, 150_000);

  it("keeps one user's endpoints and delivery logs from another", async () => {
    const mine = await addWebhook(client, receiver.url("/private-log"), ["video.ready"]);
    const theirs = (await readJson(await other.get("/api/webhooks"))) as { id: string }[];
    expect(theirs.map((w) => w.id)).not.toContain(mine.id);
    expect((await other.get(`/api/webhooks/${mine.id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/api/webhooks/${mine.id}/test`)).status).toBe(404);
    expect((await other.delete(`/api/webhooks/${mine.id}`)).status).toBe(404);
    const still = (await readJson(await client.get("/api/webhooks"))) as { id: string; secret: string }[];
    expect(still.find((w) => w.id === mine.id)?.secret).toBe(mine.secret);
    expect((await createClient(ctx).get("/api/webhooks")).status).toBe(401);

    expect((await client.delete(`/api/webhooks/${mine.id}`)).status).toBe(204);
    expect((await client.get(`/api/webhooks/${mine.id}/deliveries`)).status).toBe(404);
  });

  it("validates the URL and the events", async () => {
    const cases: [unknown, string][] = [
      [{ url: "", events: ["video.ready"] }, webhookMessages.urlRequired],
      [{ url: "ftp://example.com/x", events: ["video.ready"] }, webhookMessages.urlInvalid],
      [{ url: receiver.url("/x"), events: [] }, webhookMessages.eventsRequired],
      [{ url: receiver.url("/x"), events: ["video.deleted"] }, "Invalid option"],
      [{ url: receiver.url("/x"), events: ["video.ready"], secret: "mine" }, "Unknown field: secret"],
    ];
    for (const [body, message] of cases) {
      const res = await client.post("/api/webhooks", body);
      expect(res.status).toBe(400);
      expect(String((await readJson(res)).error.message)).toContain(message);
    }
  });
});

describe("webhook targets in production", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let worker: RenderWorker;
  let receiver: Receiver;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startAppWithSignedInUser(
      { NODE_ENV: "production", WEBHOOK_RETRY_BASE_S: "0" },
      { renders: true, catalogue: false },
    );
    ({ ctx, worker, client, userId } = app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it("refuses a private or local address with a plain 'not allowed'", async () => {
    const port = receiver.host.split(":")[1];
    for (const host of [
      "127.0.0.1",
      "localhost",
      "[::1]",
      "10.0.0.5",
      "169.254.169.254",
      "[::ffff:7f00:1]",
    ]) {
      const res = await client.post("/api/webhooks", {
        url: `http://${host}:${port}/hook`,
        events: ["video.ready"],
      });
      expect(res.status, host).toBe(400);
      expect((await readJson(res)).error.message).toBe(webhookMessages.urlNotAllowed);
    }
    expect((await readJson(await client.get("/api/webhooks"))).length).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it("checks the address again at each call: a saved target that is private is never reached", async () => {
    // As if a public name had since been pointed at this machine.
    await ctx.deps.database.db.insert(webhookEndpoints).values({
      id: "rebound",
      user_id: userId,
      url: receiver.url("/inside"),
      events: ["video.ready"],
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    await emitWebhookEvent({ ...ctx.deps, webhookQueue: worker }, userId, "video.ready", { task_id: "t" });
    const log = await waitFor("the refused delivery", async () => {
      const d = (await readJson(await client.get("/api/webhooks/rebound/deliveries"))) as {
        items: { status: string; attempts: number; last_error: string | null; last_status_code: null }[];
      };
      return d.items[0]?.status === "FAILED" ? d : undefined;
    });
    expect(log.items[0]).toMatchObject({
      attempts: 6,
      last_status_code: null,
      last_error: "The address is not allowed",
    });
    expect(receiver.received).toHaveLength(0);
  }, 60_000);
});

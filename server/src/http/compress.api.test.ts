import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  socket: unknown;
}

/** One GET on a kept-alive connection, the body read as the bytes that came over the wire. */
function get(port: number, path: string, agent: http.Agent, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          socket: req.socket,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("compressed storage files over a real connection", () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let port: number;
  const key = "catalog/compress-test/config.json";
  const json = JSON.stringify({
    scenes: Array.from({ length: 40 }, (_, i) => ({ index: i, text: `Scene number ${i} of the story.` })),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.deps.storage.put(key, Buffer.from(json), "application/json");
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((r) => server.once("listening", () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.close();
  });

  it("sends a gzipped JSON file with a length that matches the bytes sent, and keeps the connection usable", async () => {
    expect(json.length).toBeGreaterThan(1024);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, `/storage/${key}`, agent, { "accept-encoding": "gzip" });
      expect(first.status).toBe(200);
      expect(first.headers["content-encoding"]).toBe("gzip");
      const length = first.headers["content-length"];
      if (length !== undefined) expect(Number(length)).toBe(first.body.byteLength);
      expect(zlib.gunzipSync(first.body).toString()).toBe(json);

      // The next request rides the same socket: a wrong length would leave it broken.
      const second = await get(port, `/storage/${key}`, agent, { "accept-encoding": "gzip" });
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
      expect(zlib.gunzipSync(second.body).toString()).toBe(json);
    } finally {
      agent.destroy();
    }
  });

  it("sends a byte range as it is, never compressed", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const part = await get(port, `/storage/${key}`, agent, {
        "accept-encoding": "gzip",
        range: "bytes=0-1199",
      });
      expect(part.status).toBe(206);
      expect(part.headers["content-encoding"]).toBeUndefined();
      expect(part.headers["content-range"]).toBe(`bytes 0-1199/${json.length}`);
      expect(Number(part.headers["content-length"])).toBe(part.body.byteLength);
      expect(part.body.toString()).toBe(json.slice(0, 1200));
    } finally {
      agent.destroy();
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { productMessages } from "@reelsmith/contract/product";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMITS } from "../services/product-analysis";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";
import { fetchPage } from "./page-fetch";

/**
 * Server-side request forgery: every way of writing a loopback, private, link-local, metadata or otherwise
 * non-public address, given to analyze-product and product-image directly and behind a redirect. A real
 * listener on every local address (dual-stack `::`) counts the connections it gets: it must get none.
 * Spellings that point nowhere on this machine still must be refused before any connection is tried.
 */
const spellings: string[] = [
  // IPv4 loopback, in the forms the URL parser accepts
  "127.0.0.1",
  "127.0.0.2",
  "127.1",
  "127.255.255.254",
  "2130706433",
  "0x7f000001",
  "0x7f.1",
  "0177.0.0.1",
  "0177.1",
  "017700000001",
  "127.0.0.1.",
  // names of this machine
  "localhost",
  "LOCALHOST",
  "localhost.",
  // unspecified (connecting to it reaches this machine)
  "0.0.0.0",
  "0",
  "[::]",
  // IPv6 loopback
  "[::1]",
  "[0:0:0:0:0:0:0:1]",
  // IPv4-mapped
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:ffff:127.0.0.1]",
  "[::ffff:0.0.0.0]",
  "[::ffff:10.0.0.1]",
  "[::ffff:169.254.169.254]",
  "[::ffff:a9fe:a9fe]",
  "[::ffff:192.168.1.1]",
  "[::ffff:192.0.2.2]",
  // IPv4-translated
  "[::ffff:0:127.0.0.1]",
  // IPv4-compatible
  "[::127.0.0.1]",
  "[::7f00:1]",
  // NAT64
  "[64:ff9b::127.0.0.1]",
  "[64:ff9b::7f00:1]",
  "[64:ff9b::a9fe:a9fe]",
  "[64:ff9b:1::a00:1]",
  // 6to4
  "[2002:7f00:1::]",
  "[2002:a9fe:a9fe::1]",
  // Teredo (this one carries 127.0.0.1, obfuscated)
  "[2001:0:4136:e378:8000:63bf:80ff:fffe]",
  "[2001::1]",
  // site-local, unique-local, link-local, multicast, other special IPv6
  "[fec0::1]",
  "[fc00::1]",
  "[fd00::2]",
  "[fe80::1]",
  "[ff02::1]",
  "[2001:db8::1]",
  "[100::1]",
  // IPv4 private, link-local, metadata, carrier-grade NAT, benchmarking, documentation, reserved
  "10.0.0.1",
  "172.16.0.1",
  "172.31.255.254",
  "192.168.0.1",
  "169.254.169.254",
  "169.254.0.1",
  "0xa9fea9fe",
  "100.64.0.1",
  "100.127.255.254",
  "198.18.0.1",
  "198.19.255.254",
  "192.0.0.1",
  "192.0.2.2",
  "198.51.100.1",
  "203.0.113.1",
  "224.0.0.1",
  "240.0.0.1",
  "255.255.255.255",
];

// This machine's own addresses (a container's are often private or documentation ones): the listener on
// `::` answers on each, so a leak through any of them is counted.
for (const nets of Object.values(os.networkInterfaces())) {
  for (const net of nets ?? []) {
    if (net.family === "IPv6" && net.address.toLowerCase().startsWith("fe80")) continue; // needs a zone
    const host = net.family === "IPv6" ? `[${net.address}]` : net.address;
    if (!spellings.includes(host)) spellings.push(host);
  }
}

let ctx: TestContext;
let client: TestClient;
let listener: http.Server;
let listenerPort = 0;
let connections = 0;
let redirector: http.Server;
let redirectorHost = "";

/** Answers any path: a product page, or a picture for *.png, so a leak shows as a success. */
async function startListener() {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c03" } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").endsWith(".png")) {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(png);
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      "<html><head><title>Internal Admin Lamp</title></head><body><h1>Internal Admin Lamp</h1></body></html>",
    );
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: "::", ipv6Only: false }, resolve));
  return server;
}

/** A page the test allows as a private host, answering /go?to=<url> with a redirect there. */
async function startRedirector() {
  const server = http.createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to") ?? "/";
    res.writeHead(302, { location: to });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  listener = await startListener();
  listenerPort = (listener.address() as AddressInfo).port;
  redirector = await startRedirector();
  redirectorHost = `127.0.0.1:${(redirector.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    FETCH_ALLOW_PRIVATE_HOSTS: redirectorHost,
    ANALYZE_RATE_LIMIT_MAX: "10000",
  });
  ({ client } = await signUpVerifiedUser(ctx));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await close(listener);
  await close(redirector);
});

const target = (host: string, path: string) => `http://${host}:${listenerPort}${path}`;
const viaRedirect = (url: string) => `http://${redirectorHost}/go?to=${encodeURIComponent(url)}`;
const analyze = (url: string) => client.post("/api/functions/analyze-product", { url });
const productImage = (url: string) => client.get(`/api/product-image?url=${encodeURIComponent(url)}`);

/** Runs a request and says how many connections the listener got meanwhile. */
async function connectionsDuring(request: () => Promise<unknown>) {
  const before = connections;
  await request();
  return connections - before;
}

describe("the loopback listener", () => {
  it("counts a connection when its address is allowed, and the redirector reaches it", async () => {
    const allowed = {
      ...PAGE_LIMITS,
      accept: () => true,
      allowHosts: [redirectorHost, `127.0.0.1:${listenerPort}`],
    };
    const direct = await connectionsDuring(() => fetchPage(target("127.0.0.1", "/p"), allowed));
    expect(direct).toBe(1);
    const page = await fetchPage(viaRedirect(target("127.0.0.1", "/p")), allowed);
    expect(page.body.toString()).toContain("Internal Admin Lamp");
  });
});

describe("fetchPage refuses every non-public spelling before connecting", () => {
  const opts = { ...PAGE_LIMITS, accept: () => true, allowHosts: [] as string[] };

  it.each(spellings)("http://%s", async (host) => {
    let error: unknown;
    const count = await connectionsDuring(() =>
      fetchPage(target(host, "/p"), { ...opts, allowHosts: [redirectorHost] }).catch((e) => {
        error = e;
      }),
    );
    expect(count).toBe(0);
    expect(String(error)).toMatch(/private or local/);
  });

  it.each(spellings)("a redirect to http://%s", async (host) => {
    let error: unknown;
    const count = await connectionsDuring(() =>
      fetchPage(viaRedirect(target(host, "/p")), { ...opts, allowHosts: [redirectorHost] }).catch((e) => {
        error = e;
      }),
    );
    expect(count).toBe(0);
    expect(String(error)).toMatch(/private or local/);
  });
});

describe("POST /api/functions/analyze-product never reaches a non-public address", () => {
  const refusedAsBadUrl = async (url: string) => {
    let res: Response | undefined;
    const count = await connectionsDuring(async () => {
      res = await analyze(url);
    });
    expect(count).toBe(0);
    expect(res?.status).toBe(400);
    expect((await readJson(res as Response)).error.message).toBe(productMessages.badRequest);
  };

  it.each(spellings)("http://%s", (host) => refusedAsBadUrl(target(host, "/shop/item")));
  it.each(spellings)("a redirect to http://%s", (host) =>
    refusedAsBadUrl(viaRedirect(target(host, "/shop/item"))),
  );
});

describe("GET /api/product-image never reaches a non-public address", () => {
  const refusedAsUnavailable = async (url: string) => {
    let res: Response | undefined;
    const count = await connectionsDuring(async () => {
      res = await productImage(url);
    });
    expect(count).toBe(0);
    expect(res?.status).toBe(502);
    expect(res?.headers.get("content-type")).not.toBe("image/webp");
  };

  it.each(spellings)("http://%s", (host) => refusedAsUnavailable(target(host, "/pic.png")));
  it.each(spellings)("a redirect to http://%s", (host) =>
    refusedAsUnavailable(viaRedirect(target(host, "/pic.png"))),
  );
});

describe("the test allowance stays exact", () => {
  it("an allowed host:port does not open the same address written another way or on another port", async () => {
    const allowed = { ...PAGE_LIMITS, accept: () => true, allowHosts: [`127.0.0.1:${listenerPort}`] };
    for (const host of ["[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "localhost", "[::1]", "127.0.0.2"]) {
      let error: unknown;
      const count = await connectionsDuring(() =>
        fetchPage(target(host, "/p"), allowed).catch((e) => {
          error = e;
        }),
      );
      expect(count, host).toBe(0);
      expect(String(error), host).toMatch(/private or local/);
    }
  });
});

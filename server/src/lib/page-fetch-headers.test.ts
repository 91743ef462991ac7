import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPage } from "./page-fetch";

/** Two local servers: the API (answers, or redirects to the other) and a media host on another port. */
async function start(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("a fetch with an API key header", () => {
  const seen: { host: string; authorization: string | undefined }[] = [];
  let api: Awaited<ReturnType<typeof start>>;
  let media: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    media = await start((req, res) => {
      seen.push({ host: String(req.headers.host), authorization: req.headers.authorization });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    api = await start((req, res) => {
      seen.push({ host: String(req.headers.host), authorization: req.headers.authorization });
      if (req.url === "/away") return res.writeHead(302, { location: `http://${media.host}/file` }).end();
      if (req.url === "/here") return res.writeHead(302, { location: "/ok" }).end();
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  afterAll(() => {
    api.server.close();
    media.server.close();
  });
  const get = (url: string) =>
    fetchPage(url, {
      maxBytes: 1000,
      timeoutMs: 5000,
      maxRedirects: 3,
      accept: () => true,
      headers: { authorization: "secret" },
      allowHosts: [api.host, media.host],
    });

  it("sends the header to the API's origin, through a redirect that stays there", async () => {
    seen.length = 0;
    await get(`http://${api.host}/here`);
    expect(seen.map((s) => s.authorization)).toEqual(["secret", "secret"]);
  });

  it("does not carry the header to another origin a redirect points at", async () => {
    seen.length = 0;
    await get(`http://${api.host}/away`);
    expect(seen).toEqual([
      { host: api.host, authorization: "secret" },
      { host: media.host, authorization: undefined },
    ]);
  });
});

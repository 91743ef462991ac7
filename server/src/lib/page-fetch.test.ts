import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMITS } from "../services/product-analysis";
import { type FixtureServer, startProductFixtureServer } from "../test/product-fixtures";
import { fetchPage, publicOnlyLookup } from "./page-fetch";

let fixtures: FixtureServer;
beforeAll(async () => {
  fixtures = await startProductFixtureServer();
});
afterAll(() => fixtures.close());

const html = (m: string) => m === "text/html";
const open = () => ({ ...PAGE_LIMITS, accept: html, allowHosts: [fixtures.host] });
const closed = { ...PAGE_LIMITS, accept: html };

describe("fetchPage (product pages)", () => {
  it("refuses loopback, metadata and private addresses when no host is allowed", async () => {
    await expect(fetchPage("http://127.0.0.1/", closed)).rejects.toThrow(/private or local/);
    await expect(fetchPage("http://169.254.169.254/latest/meta-data/", closed)).rejects.toThrow(
      /private or local/,
    );
    await expect(fetchPage("http://[::1]/", closed)).rejects.toThrow(/private or local/);
    await expect(fetchPage("http://localhost/", closed)).rejects.toThrow(/private or local/);
    await expect(fetchPage(`${fixtures.url}/shop/lamp`, closed)).rejects.toThrow(/private or local/);
    await expect(fetchPage("file:///etc/passwd", closed)).rejects.toThrow(/http and https/);
  });

  it("allows only the listed host: other ports and addresses stay refused", async () => {
    const page = await fetchPage(`${fixtures.url}/shop/lamp`, open());
    expect(page.body.toString()).toContain("Aurora Desk Lamp");
    await expect(fetchPage("http://127.0.0.1/", open())).rejects.toThrow(/private or local/);
  });

  it("checks every redirect: a private, metadata or other loopback target is refused", async () => {
    await expect(fetchPage(`${fixtures.url}/to-private`, open())).rejects.toThrow(/private or local/);
    await expect(fetchPage(`${fixtures.url}/to-metadata`, open())).rejects.toThrow(/private or local/);
    await expect(fetchPage(`${fixtures.url}/to-loopback-other-port`, open())).rejects.toThrow(
      /private or local/,
    );
  });

  it("follows up to 5 redirects and reports the final URL", async () => {
    const page = await fetchPage(`${fixtures.url}/r/1`, open());
    expect(page.finalUrl).toBe(`${fixtures.url}/og/shoes`);
    await expect(fetchPage(`${fixtures.url}/loop/0`, open())).rejects.toThrow(/Too many redirects/);
  });

  it("stops a 20 MB body at 5 MB and refuses what is not HTML", async () => {
    await expect(fetchPage(`${fixtures.url}/huge`, open())).rejects.toThrow(/too large/);
    await expect(fetchPage(`${fixtures.url}/data.json`, open())).rejects.toThrow(/content type/);
  });

  it("inflates a compressed page, counting the inflated bytes against the limit", async () => {
    const page = await fetchPage(`${fixtures.url}/gz/shoes`, open());
    expect(page.body.toString()).toContain("Trail Runner 2 Shoes");
    await expect(fetchPage(`${fixtures.url}/gz/bomb`, open())).rejects.toThrow(/too large/);
  });

  it("keeps the page's own error status", async () => {
    await expect(fetchPage(`${fixtures.url}/missing`, open())).rejects.toMatchObject({ status: 404 });
  });
});

describe("publicOnlyLookup (the resolver used at connect time)", () => {
  const resolve = (name: string, allowPrivate = false) =>
    new Promise<string[]>((ok, fail) =>
      publicOnlyLookup(allowPrivate)(name, { all: true }, (err, addresses) =>
        err ? fail(err) : ok((addresses as unknown as { address: string }[]).map((a) => a.address)),
      ),
    );

  it("refuses a name or address that resolves to loopback in any IPv6 form", async () => {
    for (const name of [
      "localhost",
      "::ffff:7f00:1",
      "::ffff:127.0.0.1",
      "::1",
      "64:ff9b::7f00:1",
      "::7f00:1",
    ])
      await expect(resolve(name), name).rejects.toThrow(/private or local/);
  });

  it("passes public addresses through, and anything when the host is allowed", async () => {
    expect(await resolve("8.8.8.8")).toEqual(["8.8.8.8"]);
    expect(await resolve("2606:4700:4700::1111")).toEqual(["2606:4700:4700::1111"]);
    expect(await resolve("::ffff:7f00:1", true)).toEqual(["::ffff:7f00:1"]);
  });
});

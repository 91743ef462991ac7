import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./http/context";
import { mountSpa } from "./spa";
import { signUpVerifiedUser } from "./test/http-client";
import { createTestContext, type TestContext } from "./test/test-app";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Reelsmith</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The shape of Vite's build manifest: the landing chunk imports a shared chunk and the entry. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc.js", isEntry: true, imports: ["_api-client-1.js"] },
  "_api-client-1.js": { file: "assets/api-client-1.js" },
  "_play-2.js": { file: "assets/play-2.js" },
  "src/features/landing/landing-page.tsx": {
    file: "assets/landing-page-3.js",
    isDynamicEntry: true,
    imports: ["index.html", "_play-2.js"],
  },
};

let ctx: TestContext;
let distDir: string;
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join("\n");
let spa: Hono<AppEnv>;

beforeAll(async () => {
  ctx = await createTestContext();
  // A built app of its own (the tests do not depend on app/dist being built), served with the real deps.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-spa-"));
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX);
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "assets", "index-abc.js"), "console.log(1);");
  // A built asset with the build's brotli and gzip copies (app/build/precompress.ts).
  const bundle = path.join(distDir, "assets", "bundle-def.js");
  fs.writeFileSync(bundle, BUNDLE);
  fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(BUNDLE));
  fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(BUNDLE));
  fs.mkdirSync(path.join(distDir, ".vite"));
  fs.writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  spa = new Hono<AppEnv>();
  spa.use((c, next) => {
    c.set("deps", ctx.deps);
    return next();
  });
  mountSpa(spa, distDir);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function cookieOf(jar: Map<string, string>) {
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The JSON of the page's initial-session block, or undefined when the page has none. */
function initialSession(html: string): unknown {
  const match = html.match(/<script type="application\/json" id="initial-session">(.*?)<\/script>/s);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe("the app's page (index.html)", () => {
  it("carries the signed-in user for a signed-in cookie, without the session token, and is never cached", async () => {
    const { client, user } = await signUpVerifiedUser(ctx, { fullName: "Ada Lovelace" });
    for (const url of ["/", "/dashboard", "/index.html"]) {
      const res = await spa.request(url, { headers: { cookie: cookieOf(client.jar) } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      const session = initialSession(html) as { user: Record<string, unknown> };
      expect(session.user).toEqual({
        id: expect.any(String),
        email: user.email,
        name: "Ada Lovelace",
        image: null,
      });
      const token = decodeURIComponent([...client.jar.values()][0] ?? "").split(".")[0] ?? "";
      expect(token.length).toBeGreaterThan(0);
      expect(html).not.toContain(token);
    }
  });

  it("carries no user for a guest", async () => {
    const res = await spa.request("/pricing");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(initialSession(await res.text())).toEqual({ user: null });
  });

  it("carries no user once the cookie's session is signed out", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const cookie = cookieOf(client.jar);
    expect(initialSession(await (await spa.request("/", { headers: { cookie } })).text())).toMatchObject({
      user: { email: expect.any(String) },
    });
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    const after = await spa.request("/", { headers: { cookie } });
    expect(initialSession(await after.text())).toEqual({ user: null });
  });

  it("keeps a hostile name inside the data block", async () => {
    const name = `</script><!--<script>alert(1)</script>`;
    const { client } = await signUpVerifiedUser(ctx, { fullName: name });
    const res = await spa.request("/", { headers: { cookie: cookieOf(client.jar) } });
    const html = await res.text();
    // Exactly one closing tag after the block's opening one: the name cannot end the element early.
    const start = html.indexOf('<script type="application/json" id="initial-session">');
    expect(start).toBeGreaterThan(0);
    const rest = html.slice(start);
    expect(rest.indexOf("</script>")).toBe(rest.indexOf("</script>\n"));
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("alert(1)</script>");
    expect((initialSession(html) as { user: { name: string } }).user.name).toBe(name);
  });

  it("preloads the landing page's route chunks with the page, only on the landing's paths", async () => {
    for (const url of ["/", "/beta", "/beta/"]) {
      const html = await (await spa.request(url)).text();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-3.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/play-2.js">');
      // The entry is already the page's script: not listed twice.
      expect(html.match(/assets\/index-abc\.js/g)).toHaveLength(1);
    }
    const other = await (await spa.request("/dashboard")).text();
    expect(other).not.toContain("modulepreload");
  });

  it("serves the hashed assets as files, cached for a year", async () => {
    const res = await spa.request("/assets/index-abc.js");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("console.log(1);");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's brotli copy to a browser that takes brotli, gzip to one that takes gzip only", async () => {
    const asked = (encoding?: string) =>
      spa.request("/assets/bundle-def.js", { headers: encoding ? { "Accept-Encoding": encoding } : {} });
    const br = await asked("gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BUNDLE);

    const gz = await asked("gzip, deflate");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BUNDLE);

    const plain = await asked();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });
});

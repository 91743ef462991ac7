import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { acceptsGzip } from "../http/compress";
import { createRouter } from "../http/create-router";
import { undocumented } from "../http/documented-router";
import { buildOpenApiDocument } from "../openapi/openapi-document";
import { apiOperations } from "./api-routes";

const require = createRequire(import.meta.url);

/**
 * Scalar's reference viewer, one self-contained script from its npm package, served from here so the
 * page works offline and needs no outside script (the CSP allows only our own). Read and gzipped once, on
 * the first request for it.
 */
let referenceScript: { body: Buffer; gzipped: Buffer; etag: string } | undefined;
function loadReferenceScript() {
  if (!referenceScript) {
    const file = require.resolve("@scalar/api-reference/browser/standalone.js");
    const body = readFileSync(file);
    // The package's own package.json is not exported: read it from beside dist/browser/.
    const { version } = JSON.parse(readFileSync(path.join(file, "../../../package.json"), "utf8")) as {
      version: string;
    };
    referenceScript = { body, gzipped: gzipSync(body), etag: `"scalar-${version}"` };
  }
  return referenceScript;
}

/** Scalar's settings: no fonts, telemetry or AI agent from its servers; our own address for requests. */
const referenceConfiguration = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  hideDownloadButton: false,
  defaultOpenAllTags: false,
  theme: "purple",
  darkMode: true,
  metaData: { title: "Reelsmith API reference" },
};

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;");

const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reelsmith API reference</title>
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${escapeAttribute(
      JSON.stringify(referenceConfiguration),
    )}'></script>
    <script src="/docs/api/reference.js"></script>
  </body>
</html>
`;

/** The automation API's OpenAPI 3.1 document and its readable reference page. */
export const openApiRoutes = createRouter()
  .get("/api/openapi.json", undocumented("this document"), (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(buildOpenApiDocument(apiOperations, { serverUrl: c.var.deps.config.PUBLIC_URL }));
  })
  .get("/docs/api", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(referencePage);
  })
  .get("/docs/api/reference.js", (c) => {
    const script = loadReferenceScript();
    const headers: Record<string, string> = {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      ETag: script.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === script.etag) return c.body(null, 304, headers);
    if (!acceptsGzip(c.req.header("Accept-Encoding")))
      return c.body(new Uint8Array(script.body), 200, headers);
    return c.body(new Uint8Array(script.gzipped), 200, { ...headers, "Content-Encoding": "gzip" });
  });

import { createHash } from "node:crypto";
import type { Context } from "hono";
import { publicCaptionStyles, publicSamples, tryLoadCatalog } from "../catalog/catalog";
import type { AppEnv } from "../http/context";
import { createRouter } from "../http/create-router";
import { type CatalogueName, catalogueList } from "../services/catalogue-lists";

/**
 * The public catalogues, with the spec's field names. Cached by browsers
 * for 5 minutes (the client keeps them fresh as long) and revalidated with an ETag of the manifest.
 */
const CACHE_CONTROL = "public, max-age=300";

function serve(name: CatalogueName, field: string) {
  return async (c: Context<AppEnv>) => {
    const { manifest, items } = await catalogueList(c.var.deps.storage, name);
    const etag = `"${createHash("sha1").update(`${manifest.version}:${name}`).digest("hex").slice(0, 20)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.json({ [field]: items });
  };
}

export const catalogRoutes = createRouter()
  .get("/avatars", serve("avatars", "avatars"))
  .get("/voices", serve("voices", "voices"))
  .get("/music", serve("music", "music"))
  .get("/styles", serve("styles", "styles"))
  // The presets are part of the code, so they are served even before the seed has run.
  .get("/caption-styles", async (c) => {
    const manifest = await tryLoadCatalog(c.var.deps.storage);
    const version = manifest?.version ?? "presets";
    const etag = `"${createHash("sha1").update(`${version}:caption-styles`).digest("hex").slice(0, 20)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.json({ caption_styles: publicCaptionStyles(manifest) });
  })
  // The sample videos render last in the seed: until then the list is empty (the app shows its empty
  // state), never a 503.
  .get("/samples", async (c) => {
    const manifest = await tryLoadCatalog(c.var.deps.storage);
    const samples = manifest?.parts?.samples ? publicSamples(manifest) : [];
    const version = samples.length ? manifest?.version : "none";
    const etag = `"${createHash("sha1").update(`${version}:samples`).digest("hex").slice(0, 20)}"`;
    // An empty list is not kept: the samples appear as soon as the seed has rendered them.
    c.header("Cache-Control", samples.length ? CACHE_CONTROL : "no-cache");
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.json({ samples });
  });

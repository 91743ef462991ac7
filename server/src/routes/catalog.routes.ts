import { createHash } from "node:crypto";
import type { Context } from "hono";
import {
  publicAvatars,
  publicCaptionStyles,
  publicMusic,
  publicSamples,
  publicStyles,
  publicVoices,
  tryLoadCatalog,
} from "../catalog/catalog";
import type { CatalogManifest } from "../catalog/types";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/context";
import { createRouter } from "../lib/create-router";

/**
 * The public catalogues, with the spec's field names. Cached by browsers
 * for 5 minutes (the client keeps them fresh as long) and revalidated with an ETag of the manifest.
 */
const CACHE_CONTROL = "public, max-age=300";

/** The spec's catalogue error messages, sent with 503 while the catalogue is not seeded. */
const unavailable: Record<string, string> = {
  avatars: "Failed to load avatars. Please try again later.",
  voices: "Failed to load voice data. Please try again later.",
  music: "Failed to load background music. Please try again later.",
  styles: "Failed to load visual styles. Please try again later.",
};

/** The manifest part behind each endpoint: the first start builds parts one by one in the background. */
const partOf: Record<string, string> = {
  avatars: "presenters",
  voices: "voices",
  music: "music",
  styles: "styles",
};

function serve<T>(name: string, field: string, pick: (m: CatalogManifest) => T[]) {
  return async (c: Context<AppEnv>) => {
    const manifest = await tryLoadCatalog(c.var.deps.storage);
    if (!manifest?.parts?.[partOf[name] ?? name])
      throw new AppError(
        "CATALOG_UNAVAILABLE",
        unavailable[name] ?? "Service is currently unavailable. Please try again later.",
      );
    const etag = `"${createHash("sha1").update(`${manifest.version}:${name}`).digest("hex").slice(0, 20)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.json({ [field]: pick(manifest) });
  };
}

export const catalogRoutes = createRouter()
  .get("/avatars", serve("avatars", "avatars", publicAvatars))
  .get("/voices", serve("voices", "voices", publicVoices))
  .get("/music", serve("music", "music", publicMusic))
  .get("/styles", serve("styles", "styles", publicStyles))
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

import { createHash } from "node:crypto";
import {
  avatarsResponseSchema,
  captionStylesResponseSchema,
  musicResponseSchema,
  stylesResponseSchema,
  voicesResponseSchema,
} from "@reelsmith/contract/catalog";
import type { Context } from "hono";
import type { z } from "zod";
import { publicCaptionStyles, publicSamples, tryLoadCatalog } from "../catalog/catalog";
import type { AppEnv } from "../http/context";
import { createRouter } from "../http/create-router";
import { type DocumentedRoute, documentedRouter } from "../http/documented-router";
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

/** A catalogue's GET: public, answered from the seeded catalogue (503 CATALOG_UNAVAILABLE before it). */
const catalogue = (
  operationId: string,
  summary: string,
  schema: z.ZodType,
  description: string,
): DocumentedRoute<undefined> => ({
  operationId,
  summary,
  description,
  response: { status: 200, description: "The catalogue", schema },
  errors: ["CATALOG_UNAVAILABLE"],
});

export const catalogRoutes = documentedRouter(createRouter(), { base: "/api/catalog", tag: "Catalogues" })
  .get(
    "/avatars",
    catalogue(
      "listPresenters",
      "List the stock presenters",
      avatarsResponseSchema,
      "A presenter's `id` is create-video's `character_ref.narrator_avatar` with `narrationMode: avatar`.",
    ),
    serve("avatars", "avatars"),
  )
  .get(
    "/voices",
    catalogue(
      "listVoices",
      "List the voices",
      voicesResponseSchema,
      "A voice's `id` is create-video's `voice_id`; its tags name its language and gender.",
    ),
    serve("voices", "voices"),
  )
  .get(
    "/music",
    catalogue(
      "listMusic",
      "List the music tracks",
      musicResponseSchema,
      "A track's `id` is create-video's `bgm_name`.",
    ),
    serve("music", "music"),
  )
  .get(
    "/styles",
    catalogue(
      "listStyles",
      "List the visual styles",
      stylesResponseSchema,
      "A style's `id` goes in create-video's `image_styles.themes`.",
    ),
    serve("styles", "styles"),
  )
  // The presets are part of the code, so they are served even before the seed has run.
  .get(
    "/caption-styles",
    {
      ...catalogue(
        "listCaptionStyles",
        "List the caption presets",
        captionStylesResponseSchema,
        "A preset's `id` or name is create-video's `caption_style`.",
      ),
      errors: [],
    },
    async (c) => {
      const manifest = await tryLoadCatalog(c.var.deps.storage);
      const version = manifest?.version ?? "presets";
      const etag = `"${createHash("sha1").update(`${version}:caption-styles`).digest("hex").slice(0, 20)}"`;
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      return c.json({ caption_styles: publicCaptionStyles(manifest) });
    },
  )
  // The samples render last in the seed: until then the list is empty (the app shows its empty state),
  // never a 503.
  .get("/samples", { undocumented: "the landing page's sample videos" }, async (c) => {
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

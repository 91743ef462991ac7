import {
  analyzeProductRequestSchema,
  productMessages,
  writeAdScriptRequestSchema,
} from "@reelsmith/contract/product";
import { z } from "zod";
import { type AuthedEnv, createAuthedRouter } from "../http/create-router";
import { rateLimit } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { AppError } from "../lib/app-error";
import { analyzeProduct } from "../services/product-analysis";
import { fetchProductImage } from "../services/product-image";
import { saveProductPhoto, writeAdScript } from "../services/product-photos";

const productImageQuerySchema = z.object({
  url: z
    .string({ error: "An image URL is required" })
    .max(2000)
    .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), "Image URLs must be http(s) addresses"),
});

/** POST analyze-product (signed in; the page is fetched by the server, rate-limited per user). */
export const productRoutes = createAuthedRouter({ signInMessage: productMessages.sessionExpired })
  .post(
    "/functions/analyze-product",
    rateLimit<AuthedEnv>({
      name: "analyze-product",
      max: (config) => config.ANALYZE_RATE_LIMIT_MAX,
      windowMs: 60_000,
      key: (c) => c.var.user.id,
      message: productMessages.tooManyRequests,
    }),
    async (c) => {
      const body = await jsonBody(c, analyzeProductRequestSchema);
      return c.json(await analyzeProduct(c.var.deps.config, body.url, body.language));
    },
  )
  // "Use my own photos": one photo per request (the API's body limit holds one 10MB photo), stored as
  // the seller's own upload; then the writer makes the script from the name, description and price.
  .post("/product-photos", async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError("VALIDATION_ERROR", "The photo must be sent as multipart/form-data.");
    }
    return c.json(await saveProductPhoto(c.var.deps.storage, c.var.user.id, form.photo), 201);
  })
  .post(
    "/functions/write-ad-script",
    // A model's words cost money: limited like an analysis, per user.
    rateLimit<AuthedEnv>({
      name: "write-ad-script",
      max: (config) => config.ANALYZE_RATE_LIMIT_MAX,
      windowMs: 60_000,
      key: (c) => c.var.user.id,
      message: productMessages.tooManyRequests,
    }),
    async (c) => {
      const body = await jsonBody(c, writeAdScriptRequestSchema);
      return c.json(await writeAdScript(c.var.deps.config, body));
    },
  )
  .get(
    "/product-image",
    rateLimit<AuthedEnv>({
      name: "product-image",
      max: () => 300,
      windowMs: 60_000,
      key: (c) => c.var.user.id,
      message: productMessages.tooManyRequests,
    }),
    async (c) => {
      const { url } = parseWith(productImageQuerySchema, { url: c.req.query("url") });
      const image = await fetchProductImage(c.var.deps.config, url);
      return c.body(new Uint8Array(image.body), 200, {
        "Content-Type": image.type,
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      });
    },
  );

import {
  analyzeProductRequestSchema,
  analyzeProductResponseSchema,
  productMessages,
  productPhotoResponseSchema,
  writeAdScriptRequestSchema,
  writeAdScriptResponseSchema,
} from "@reelsmith/contract/product";
import { z } from "zod";
import { type AuthedEnv, createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { rateLimit } from "../http/rate-limit";
import { formBody, parseWith } from "../http/validate";
import { analyzeProduct } from "../services/product-analysis";
import { fetchProductImage } from "../services/product-image";
import { saveProductPhoto, writeAdScript } from "../services/product-photos";

const productImageQuerySchema = z.object({
  url: z
    .string({ error: "An image URL is required" })
    .max(2000)
    .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), "Image URLs must be http(s) addresses"),
});

/** A per-user limit of ANALYZE_RATE_LIMIT_MAX calls a minute: a page analysed or a model's words cost money. */
const perUserLimit = (name: string) =>
  rateLimit<AuthedEnv>({
    name,
    max: (config) => config.ANALYZE_RATE_LIMIT_MAX,
    windowMs: 60_000,
    key: (c) => c.var.user.id,
    message: productMessages.tooManyRequests,
  });

/** POST analyze-product (signed in; the page is fetched by the server, rate-limited per user). */
export const productRoutes = documentedRouter(
  createAuthedRouter({ signInMessage: productMessages.sessionExpired }),
  { base: "/api", tag: "Product ads" },
)
  .post(
    "/functions/analyze-product",
    {
      operationId: "analyzeProduct",
      summary: "Read a product page: name, pictures, an ad script and the brand kit",
      description: "The server fetches the page itself, public addresses only, 10 s and 5 MB at most.",
      body: analyzeProductRequestSchema,
      response: { status: 200, description: "The product", schema: analyzeProductResponseSchema },
      errors: ["INVALID_PRODUCT_URL", "PRODUCT_NOT_FOUND", "SHOP_UNREACHABLE"],
    },
    perUserLimit("analyze-product"),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await analyzeProduct(c.var.deps.config, body.url, body.language));
    },
  )
  // "Use my own photos": one photo per request (the API's body limit holds one 10MB photo), stored as
  // the seller's own upload; then the writer makes the script from the name, description and price.
  .post(
    "/product-photos",
    {
      operationId: "uploadProductPhoto",
      summary: "Upload one of your own product photos",
      description:
        "One photo per request (JPEG, PNG or WebP, at most 10 MB, checked by its content), stored as your " +
        "file; the answer's `url` goes in create-video's `image_urls`. A larger photo, however large, is a 400 " +
        "'File size must be less than 10MB.'.",
      body: z.object({ photo: z.file().mime(["image/jpeg", "image/png", "image/webp"]) }),
      bodyMediaType: "multipart/form-data",
      response: { status: 201, description: "The stored photo", schema: productPhotoResponseSchema },
      errors: [],
    },
    async (c) => {
      const form = await formBody(c, "The photo must be sent as multipart/form-data.");
      return c.json(await saveProductPhoto(c.var.deps.storage, c.var.user.id, form.photo), 201);
    },
  )
  .post(
    "/functions/write-ad-script",
    {
      operationId: "writeAdScript",
      summary: "Write an ad script from a product's name, description and price",
      body: writeAdScriptRequestSchema,
      response: { status: 200, description: "The script", schema: writeAdScriptResponseSchema },
      errors: [],
    },
    // A model's words cost money: limited like an analysis, per user.
    perUserLimit("write-ad-script"),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await writeAdScript(c.var.deps.config, body));
    },
  )
  .get(
    "/product-image",
    { undocumented: "the Product Ad editor's picture proxy for the browser" },
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

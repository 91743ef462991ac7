import { analyzeProductRequestSchema, productMessages } from "@reelsmith/contract/product";
import { Hono } from "hono";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/context";
import { rateLimit } from "../lib/rate-limit";
import { currentUser } from "../lib/session";
import { jsonBody } from "../lib/validate";
import { analyzeProduct } from "../services/product-analysis";

/** Spec section 7: analyze-product (signed in; the page is fetched by the server, rate-limited per user). */
export const productRoutes = new Hono<AppEnv>().post(
  "/functions/analyze-product",
  async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHORIZED", productMessages.sessionExpired, 401);
    await next();
  },
  rateLimit({
    name: "analyze-product",
    max: (config) => config.ANALYZE_RATE_LIMIT_MAX,
    windowMs: 60_000,
    key: (c) => currentUser(c).id,
    message: productMessages.tooManyRequests,
  }),
  async (c) => {
    const body = await jsonBody(c, analyzeProductRequestSchema);
    return c.json(await analyzeProduct(c.var.deps.config, body.url, body.language));
  },
);

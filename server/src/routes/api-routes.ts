import type { ApiOperation } from "../openapi/operation";
import { apiKeyRoutes } from "./api-keys.routes";
import { avatarRoutes } from "./avatars.routes";
import { batchRoutes } from "./batches.routes";
import { catalogRoutes } from "./catalog.routes";
import { exportRoutes } from "./exports.routes";
import { mediaRoutes } from "./media.routes";
import { productRoutes } from "./product.routes";
import { profileRoutes } from "./profile.routes";
import { projectRoutes } from "./projects.routes";
import { storyRoutes } from "./story.routes";
import { storyboardRoutes } from "./storyboards.routes";
import { variantRoutes } from "./variants.routes";
import { versionRoutes } from "./versions.routes";
import { createVideoRoutes, videoRoutes } from "./videos.routes";
import { webhookRoutes } from "./webhooks.routes";

/**
 * The routers of the automation API, each declaring its routes with their OpenAPI description
 * (http/documented-router.ts). app.ts mounts each at its base; the document lists their operations in
 * this order, so its tags read Videos, Batches, Projects ... Account, Media.
 */
export const documentedRouters = [
  createVideoRoutes,
  videoRoutes,
  storyRoutes,
  batchRoutes,
  variantRoutes,
  projectRoutes,
  exportRoutes,
  storyboardRoutes,
  versionRoutes,
  catalogRoutes,
  productRoutes,
  avatarRoutes,
  webhookRoutes,
  apiKeyRoutes,
  profileRoutes,
  mediaRoutes,
];

export const apiOperations: ApiOperation[] = documentedRouters.flatMap((r) => r.operations);

/**
 * The app's /api routes that are not part of the automation API, and why. A new route must be
 * declared with documentedRouter or named here: openapi.api.test.ts fails otherwise.
 */
export const undocumentedRoutes: Record<string, string> = {
  "GET /api/auth/*": "better-auth's own protocol (sign-up, sign-in, sessions): the browser's",
  "POST /api/auth/*": "better-auth's own protocol (sign-up, sign-in, sessions): the browser's",
  "GET /api/config": "the web app's settings",
  "GET /api/openapi.json": "this document",
  "GET /api/product-image": "the Product Ad editor's picture proxy for the browser",
  "GET /api/images/avatar": "the web app's image resizer for its own pages",
  "GET /api/catalog/samples": "the landing page's sample videos",
  "GET /api/pricing": "the marketing pages",
  "GET /api/faqs": "the marketing pages",
  "POST /api/faqs/{id}/feedback": "the marketing pages",
  "POST /api/functions/waitlist-confirmation": "the marketing pages",
  "POST /api/functions/contact": "the marketing pages",
  "GET /api/geo": "the pricing page's currency guess",
  "GET /api/drafts/{editor}": "the web editors' autosave",
  "PUT /api/drafts/{editor}": "the web editors' autosave",
};

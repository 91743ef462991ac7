import type { ApiOperation } from "../openapi/operation";
import { apiKeyRoutes } from "./api-keys.routes";
import { avatarRoutes } from "./avatars.routes";
import { batchRoutes } from "./batches.routes";
import { catalogRoutes } from "./catalog.routes";
import { exportRoutes } from "./exports.routes";
import { languageRoutes } from "./languages.routes";
import { mediaRoutes } from "./media.routes";
import { productRoutes } from "./product.routes";
import { profileRoutes } from "./profile.routes";
import { projectRoutes } from "./projects.routes";
import { storyRoutes } from "./story.routes";
import { storyboardRoutes } from "./storyboards.routes";
import { subtitleRoutes } from "./subtitles.routes";
import { templateRoutes } from "./templates.routes";
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
  subtitleRoutes,
  storyboardRoutes,
  versionRoutes,
  languageRoutes,
  catalogRoutes,
  productRoutes,
  avatarRoutes,
  templateRoutes,
  webhookRoutes,
  apiKeyRoutes,
  profileRoutes,
  mediaRoutes,
];

export const apiOperations: ApiOperation[] = documentedRouters.flatMap((r) => r.operations);

import * as apiKeys from "@reelsmith/contract/api-keys";
import * as avatars from "@reelsmith/contract/avatars";
import * as batches from "@reelsmith/contract/batches";
import * as catalog from "@reelsmith/contract/catalog";
import * as exports from "@reelsmith/contract/exports";
import * as media from "@reelsmith/contract/media";
import * as product from "@reelsmith/contract/product";
import * as profile from "@reelsmith/contract/profile";
import * as projects from "@reelsmith/contract/projects";
import * as shares from "@reelsmith/contract/shares";
import * as story from "@reelsmith/contract/story";
import * as video from "@reelsmith/contract/video";
import * as webhooks from "@reelsmith/contract/webhooks";
import type { z } from "zod";

/** Names of the shared shapes, listed under components.schemas and referred to by $ref. */
export const namedSchemas: Record<string, z.ZodType> = {
  CreateVideoRequest: video.createVideoRequestSchema,
  CreateVideoResponse: video.createVideoResponseSchema,
  Task: video.taskSchema,
  CheckDraftResponse: video.checkDraftResponseSchema,
  VideoShare: shares.videoShareSchema,
  Project: projects.projectSchema,
  ProjectList: projects.projectListSchema,
  RecentProject: projects.recentProjectSchema,
  ProjectNotify: projects.projectNotifySchema,
  CreateExportRequest: exports.createExportSchema,
  VideoExport: exports.videoExportSchema,
  ExportList: exports.exportListSchema,
  AvatarCatalog: catalog.avatarsResponseSchema,
  VoiceCatalog: catalog.voicesResponseSchema,
  MusicCatalog: catalog.musicResponseSchema,
  StyleCatalog: catalog.stylesResponseSchema,
  CaptionStyleCatalog: catalog.captionStylesResponseSchema,
  AnalyzeProductRequest: product.analyzeProductRequestSchema,
  ProductAnalysis: product.analyzeProductResponseSchema,
  WriteAdScriptRequest: product.writeAdScriptRequestSchema,
  WriteAdScriptResponse: product.writeAdScriptResponseSchema,
  GenerateStoryRequest: story.generateStoryRequestSchema,
  GenerateStoryResponse: story.generateStoryResponseSchema,
  CustomAvatars: avatars.customAvatarsResponseSchema,
  CreatedAvatar: avatars.createdAvatarResponseSchema,
  AvatarFaceCheck: avatars.faceCheckResponseSchema,
  ProcessAvatarRequest: avatars.processAvatarRequestSchema,
  ProcessAvatarResponse: avatars.processAvatarResponseSchema,
  CreateBatchRequest: batches.createBatchSchema,
  Batch: batches.batchSchema,
  BatchList: batches.batchListSchema,
  ApiKeyList: apiKeys.apiKeyListSchema,
  CreateApiKeyRequest: apiKeys.createApiKeySchema,
  CreatedApiKey: apiKeys.createdApiKeySchema,
  CreateWebhookRequest: webhooks.createWebhookSchema,
  WebhookEndpoint: webhooks.webhookEndpointSchema,
  WebhookDelivery: webhooks.webhookDeliverySchema,
  WebhookDeliveryList: webhooks.webhookDeliveryListSchema,
  WebhookPayload: webhooks.webhookPayloadSchema,
  Profile: profile.profileSchema,
  ProfileUpdate: profile.profileUpdateSchema,
  Subscription: profile.subscriptionSchema,
  MediaList: media.mediaListResponseSchema,
  Media: media.mediaResponseSchema,
  MediaInUse: media.mediaInUseResponseSchema,
};

import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from "@reelsmith/contract/api-keys";
import {
  createdAvatarResponseSchema,
  customAvatarsResponseSchema,
  faceCheckResponseSchema,
  processAvatarRequestSchema,
  processAvatarResponseSchema,
} from "@reelsmith/contract/avatars";
import { batchListSchema, batchSchema, createBatchSchema } from "@reelsmith/contract/batches";
import {
  avatarsResponseSchema,
  captionStylesResponseSchema,
  musicResponseSchema,
  stylesResponseSchema,
  voicesResponseSchema,
} from "@reelsmith/contract/catalog";
import { createExportSchema, exportListSchema, videoExportSchema } from "@reelsmith/contract/exports";
import {
  mediaInUseResponseSchema,
  mediaListResponseSchema,
  mediaResponseSchema,
} from "@reelsmith/contract/media";
import {
  analyzeProductRequestSchema,
  analyzeProductResponseSchema,
  writeAdScriptRequestSchema,
  writeAdScriptResponseSchema,
} from "@reelsmith/contract/product";
import { profileSchema, profileUpdateSchema, subscriptionSchema } from "@reelsmith/contract/profile";
import {
  projectListSchema,
  projectNotifySchema,
  projectSchema,
  recentProjectSchema,
} from "@reelsmith/contract/projects";
import { videoShareSchema } from "@reelsmith/contract/shares";
import { generateStoryRequestSchema, generateStoryResponseSchema } from "@reelsmith/contract/story";
import {
  checkDraftResponseSchema,
  createVideoRequestSchema,
  createVideoResponseSchema,
  taskSchema,
} from "@reelsmith/contract/video";
import {
  createWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookPayloadSchema,
} from "@reelsmith/contract/webhooks";
import type { z } from "zod";

/** Names of the shared shapes, listed under components.schemas and referred to by $ref. */
export const namedSchemas: Record<string, z.ZodType> = {
  CreateVideoRequest: createVideoRequestSchema,
  CreateVideoResponse: createVideoResponseSchema,
  Task: taskSchema,
  CheckDraftResponse: checkDraftResponseSchema,
  VideoShare: videoShareSchema,
  Project: projectSchema,
  ProjectList: projectListSchema,
  RecentProject: recentProjectSchema,
  ProjectNotify: projectNotifySchema,
  CreateExportRequest: createExportSchema,
  VideoExport: videoExportSchema,
  ExportList: exportListSchema,
  AvatarCatalog: avatarsResponseSchema,
  VoiceCatalog: voicesResponseSchema,
  MusicCatalog: musicResponseSchema,
  StyleCatalog: stylesResponseSchema,
  CaptionStyleCatalog: captionStylesResponseSchema,
  AnalyzeProductRequest: analyzeProductRequestSchema,
  ProductAnalysis: analyzeProductResponseSchema,
  WriteAdScriptRequest: writeAdScriptRequestSchema,
  WriteAdScriptResponse: writeAdScriptResponseSchema,
  GenerateStoryRequest: generateStoryRequestSchema,
  GenerateStoryResponse: generateStoryResponseSchema,
  CustomAvatars: customAvatarsResponseSchema,
  CreatedAvatar: createdAvatarResponseSchema,
  AvatarFaceCheck: faceCheckResponseSchema,
  ProcessAvatarRequest: processAvatarRequestSchema,
  ProcessAvatarResponse: processAvatarResponseSchema,
  CreateBatchRequest: createBatchSchema,
  Batch: batchSchema,
  BatchList: batchListSchema,
  ApiKeyList: apiKeyListSchema,
  CreateApiKeyRequest: createApiKeySchema,
  CreatedApiKey: createdApiKeySchema,
  CreateWebhookRequest: createWebhookSchema,
  WebhookEndpoint: webhookEndpointSchema,
  WebhookDelivery: webhookDeliverySchema,
  WebhookDeliveryList: webhookDeliveryListSchema,
  WebhookPayload: webhookPayloadSchema,
  Profile: profileSchema,
  ProfileUpdate: profileUpdateSchema,
  Subscription: subscriptionSchema,
  MediaList: mediaListResponseSchema,
  Media: mediaResponseSchema,
  MediaInUse: mediaInUseResponseSchema,
};

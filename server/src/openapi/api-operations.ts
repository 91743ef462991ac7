import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  revokedApiKeySchema,
} from "@reelsmith/contract/api-keys";
import {
  avatarClientIdSchema,
  avatarNameSchema,
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
import type { ErrorCode } from "@reelsmith/contract/error-codes";
import { createExportSchema, exportListSchema, videoExportSchema } from "@reelsmith/contract/exports";
import {
  analyzeProductRequestSchema,
  analyzeProductResponseSchema,
  productPhotoResponseSchema,
  writeAdScriptRequestSchema,
  writeAdScriptResponseSchema,
} from "@reelsmith/contract/product";
import { profileSchema, profileUpdateSchema, subscriptionSchema } from "@reelsmith/contract/profile";
import {
  projectListQuerySchema,
  projectListSchema,
  projectNotifySchema,
  projectSchema,
  recentProjectSchema,
} from "@reelsmith/contract/projects";
import { videoShareSchema } from "@reelsmith/contract/shares";
import { generateStoryRequestSchema, generateStoryResponseSchema } from "@reelsmith/contract/story";
import {
  createVersionRequestSchema,
  createVersionResponseSchema,
  iconSearchQuerySchema,
  iconSearchResponseSchema,
  storyboardResponseSchema,
} from "@reelsmith/contract/storyboard";
import { statusDescription, TaskStatus } from "@reelsmith/contract/task-status";
import { createVariantsSchema, variantsInfoSchema } from "@reelsmith/contract/variants";
import {
  checkDraftQuerySchema,
  checkDraftResponseSchema,
  createVideoRequestSchema,
  createVideoResponseSchema,
  taskSchema,
} from "@reelsmith/contract/video";
import {
  createWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEvents,
  webhookPayloadSchema,
} from "@reelsmith/contract/webhooks";
import { z } from "zod";
import { mediaNamedSchemas, mediaOperations } from "./media-operations";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** What an operation answers on success: JSON of a schema, another media type, or no body. */
export type OperationResponse =
  | { status: 200 | 201 | 202; description: string; schema: z.ZodType }
  | { status: 200; description: string; mediaType: string; binary?: boolean }
  | { status: 204; description: string };

/**
 * One endpoint of the public automation API, as the OpenAPI document tells it. The request and response
 * shapes are the contract's own zod schemas, the ones the route validates with, so the document cannot
 * drift from the code's rules; openapi.api.test.ts checks that each operation is a real route of the app,
 * that every /api route of the app is here or in `undocumentedRoutes`, and that the `auth` said here is
 * the one the route enforces.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces: /api/tasks/{id}. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * "user": an API key (Bearer) or the browser's session; "session": the browser's session only (keys are
   * managed there, so a leaked key cannot mint more); "public": anyone.
   */
  auth: "user" | "session" | "public";
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyMediaType?: "application/json" | "multipart/form-data";
  response: OperationResponse;
  /** The errors the operation itself may answer, beyond those every operation of its kind shares. */
  errors: ErrorCode[];
}

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
  ...mediaNamedSchemas,
};

/** The multipart field `crop`: contract avatarCropSchema as a JSON string. */
const cropFieldSchema = z
  .string()
  .optional()
  .describe(
    'JSON {"x","y","width","height","rotation"}: the photo (upright) turned clockwise by rotation (0, 90, 180 ' +
      "or 270, default 0), then this rectangle in shares (0-1) of the turned photo is cut out. With a crop, " +
      "image is the original photo and the server cuts it; both the face check and the save cut it the same " +
      'way. A bad crop is a 400 whose message starts with "crop".',
  );

/** POST /api/avatars takes a form, not JSON: the route checks each file by its bytes. */
const newAvatarFormSchema = z.object({
  name: avatarNameSchema,
  image: z.file().mime(["image/jpeg", "image/png", "image/webp"]),
  voice: z.file().mime(["audio/mpeg", "audio/wav", "audio/ogg", "audio/webm"]),
  id: avatarClientIdSchema.optional(),
  crop: cropFieldSchema,
});

const faceCheckFormSchema = z.object({
  image: z.file().mime(["image/jpeg", "image/png", "image/webp"]),
  crop: cropFieldSchema,
});

const catalogue = (
  path: string,
  operationId: string,
  summary: string,
  schema: z.ZodType,
  description?: string,
): ApiOperation => ({
  method: "get",
  path: `/api/catalog/${path}`,
  operationId,
  tag: "Catalogues",
  summary,
  ...(description ? { description } : {}),
  auth: "public",
  response: { status: 200, description: "The catalogue", schema },
  errors: path === "caption-styles" ? [] : ["CATALOG_UNAVAILABLE"],
});

export const apiOperations: ApiOperation[] = [
  // Videos
  {
    method: "post",
    path: "/api/functions/create-video",
    operationId: "createVideo",
    tag: "Videos",
    summary: "Create a video",
    description:
      "Charges the video's credits and queues its render; the answer's task_id is followed with " +
      "GET /api/tasks/{id}. `type: PRODUCT_AD` with `product_name`, `image_urls` and the brand fields makes a " +
      "product ad. Image URLs on this server must be the caller's own files or the catalogue's. Every " +
      "catalogue id must name an entry: `voice_id` (a voice of GET /api/catalog/voices, or the cloned " +
      "voice of one of your custom avatars), `character_ref.narrator_avatar` (a presenter of GET " +
      "/api/catalog/avatars, or one of your Ready custom avatars; another user's is unknown), `bgm_name` " +
      "(a track's id or name), `image_styles.themes` (styles' ids or names) and a `caption_style` preset " +
      '(id, name or "none"). An unknown one is a 400 VALIDATION_ERROR whose message starts with the field ' +
      '(`voice_id: Unknown voice "xx-nobody". ...`), and nothing is charged or queued.',
    auth: "user",
    body: createVideoRequestSchema,
    response: { status: 201, description: "The render is queued", schema: createVideoResponseSchema },
    errors: [
      "AVATAR_NOT_READY",
      "INSUFFICIENT_CREDITS",
      "FORBIDDEN",
      "NOT_FOUND",
      "NOT_READY",
      "UNAVAILABLE",
    ],
  },
  {
    method: "get",
    path: "/api/tasks/{id}",
    operationId: "getTask",
    tag: "Videos",
    summary: "Get a task's status",
    description:
      `${statusDescription("credits refunded, `error` says why", "task_result holds the video's URL")}. ` +
      "`progress` is a percentage.",
    auth: "user",
    response: { status: 200, description: "The task", schema: taskSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/tasks/{id}/events",
    operationId: "streamTaskEvents",
    tag: "Videos",
    summary: "Follow a task's status as Server-Sent Events",
    description:
      "One `status` event with the task (as GET /api/tasks/{id}) per change; " +
      `the stream ends at status ${TaskStatus.failed} or ${TaskStatus.generated}.`,
    auth: "user",
    response: { status: 200, description: "An event stream", mediaType: "text/event-stream" },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/functions/check-draft-status",
    operationId: "checkDraftStatus",
    tag: "Videos",
    summary: "Get a finished video's address and data",
    auth: "user",
    query: checkDraftQuerySchema,
    response: { status: 200, description: "The video", schema: checkDraftResponseSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/tasks/{id}/share",
    operationId: "getShare",
    tag: "Videos",
    summary: "Whether a video is shared, and its public link",
    auth: "user",
    response: { status: 200, description: "The share", schema: videoShareSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/tasks/{id}/share",
    operationId: "shareVideo",
    tag: "Videos",
    summary: "Share a finished video by a public link",
    auth: "user",
    response: { status: 200, description: "The share", schema: videoShareSchema },
    errors: ["NOT_FOUND", "VIDEO_NOT_READY"],
  },
  {
    method: "delete",
    path: "/api/tasks/{id}/share",
    operationId: "unshareVideo",
    tag: "Videos",
    summary: "Stop sharing a video (the link stops at once)",
    auth: "user",
    response: { status: 200, description: "The share, off", schema: videoShareSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/functions/generate-story",
    operationId: "generateStory",
    tag: "Videos",
    summary: "Write a story, or continue one",
    auth: "user",
    body: generateStoryRequestSchema,
    response: { status: 200, description: "Text to append", schema: generateStoryResponseSchema },
    errors: ["STORY_FAILED", "STORY_EMPTY", "LANGUAGE_UNSUPPORTED"],
  },
  // Batches
  {
    method: "post",
    path: "/api/batches",
    operationId: "createBatch",
    tag: "Batches",
    summary: "Create up to 50 videos that share their settings",
    description:
      "Every story becomes its own project and render; the credits of all of them are checked and charged " +
      "up front, or nothing is queued. Follow the batch with GET /api/batches/{id}. The settings' catalogue " +
      "ids are checked as create-video's: an unknown one is a 400 naming the field under settings " +
      "(`settings.voice_id: Unknown voice ...`), and no batch, project or charge is made.",
    auth: "user",
    body: createBatchSchema,
    response: { status: 201, description: "The batch, queued", schema: batchSchema },
    errors: ["AVATAR_NOT_READY", "INSUFFICIENT_CREDITS", "NOT_FOUND", "NOT_READY", "UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/batches",
    operationId: "listBatches",
    tag: "Batches",
    summary: "List your batches, newest first, with their counts",
    auth: "user",
    response: { status: 200, description: "The batches", schema: batchListSchema },
    errors: [],
  },
  {
    method: "get",
    path: "/api/batches/{id}",
    operationId: "getBatch",
    tag: "Batches",
    summary: "Get a batch: each video's status and progress, and the counts",
    auth: "user",
    response: { status: 200, description: "The batch", schema: batchSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/projects/{id}/variants",
    operationId: "createAdVariants",
    tag: "Batches",
    summary: "Make 2 to 6 variants of a product ad",
    description:
      "Each variant opens with a different hook from the writer and has its own voice, caption preset and " +
      "music; each is its own project (metadata.variant_group names the ad and its label) and render, " +
      "charged per video up front or not at all. Follow them with GET /api/batches/{id}.",
    auth: "user",
    body: createVariantsSchema,
    response: { status: 201, description: "The batch the variants render in", schema: batchSchema },
    errors: ["INSUFFICIENT_CREDITS", "NOT_FOUND", "NOT_READY", "UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/projects/{id}/variants",
    operationId: "getAdVariants",
    tag: "Batches",
    summary: "A product ad's variants: what one costs and the batches made of it",
    auth: "user",
    response: { status: 200, description: "The ad's variants", schema: variantsInfoSchema },
    errors: ["NOT_FOUND"],
  },
  // Projects
  {
    method: "get",
    path: "/api/projects",
    operationId: "listProjects",
    tag: "Projects",
    summary: "List your projects",
    auth: "user",
    query: projectListQuerySchema,
    response: { status: 200, description: "A page of projects", schema: projectListSchema },
    errors: [],
  },
  {
    method: "get",
    path: "/api/projects/recent",
    operationId: "listRecentProjects",
    tag: "Projects",
    summary: "Your five newest projects",
    auth: "user",
    response: { status: 200, description: "The projects", schema: z.array(recentProjectSchema) },
    errors: [],
  },
  {
    method: "get",
    path: "/api/projects/{id}",
    operationId: "getProject",
    tag: "Projects",
    summary: "Get a project",
    auth: "user",
    response: { status: 200, description: "The project", schema: projectSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/projects/{id}/notify",
    operationId: "setProjectNotify",
    tag: "Projects",
    summary: "Be mailed, or not, when the project's video is ready",
    auth: "user",
    body: projectNotifySchema,
    response: { status: 200, description: "The project", schema: projectSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "delete",
    path: "/api/projects/{id}",
    operationId: "deleteProject",
    tag: "Projects",
    summary: "Delete a project and its files",
    auth: "user",
    response: {
      status: 200,
      description: "Deleted",
      schema: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/projects/{id}/download",
    operationId: "downloadProjectVideo",
    tag: "Projects",
    summary: "Download the project's MP4",
    auth: "user",
    response: { status: 200, description: "The video file", mediaType: "video/mp4", binary: true },
    errors: ["NOT_FOUND"],
  },
  // Exports
  {
    method: "post",
    path: "/api/projects/{projectId}/exports",
    operationId: "createExport",
    tag: "Exports",
    summary: "Export the finished video in another ratio, quality or container",
    description:
      "Queues a job that makes the project's finished video again without generating it: another `aspect` " +
      "(9:16, 4:5, 1:1, 16:9) is recomposed from the video's narration, word timings, scene plans and " +
      "pictures; the same ratio is re-encoded. `quality` counts on the short side (720p, 1080p, 1440p: " +
      "16:9 at 1080p is 1920x1080). `format`: mp4 (H.264 + AAC, faststart), webm (VP9 + Opus) or gif " +
      "(silent, looping, palette-optimised; at most 15 s from `start`, for `duration` seconds or to the " +
      "end; 320, 400 or 480 px on the short side for 720p, 1080p, 1440p; at most 15 MB, made at a lower " +
      "frame rate or size until it fits). `start` and `duration` are for a GIF only. Answers 202 with the " +
      "queued export, or 200 with the same export already queued, running or done. Follow it with GET.",
    auth: "user",
    body: createExportSchema,
    response: {
      status: 202,
      description: "The export, queued",
      schema: z.object({ export: videoExportSchema }),
    },
    errors: ["NOT_FOUND", "VIDEO_NOT_READY", "UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/projects/{projectId}/exports",
    operationId: "listExports",
    tag: "Exports",
    summary: "The project's exports, newest first, with their progress and download",
    description:
      "`status` is queued, running, done or failed; `progress` 0 to 1; `url` (the download) and `bytes` " +
      "are set once done. Exports are kept until the video is deleted.",
    auth: "user",
    response: { status: 200, description: "The exports", schema: exportListSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/projects/{projectId}/exports/{exportId}/download",
    operationId: "downloadExport",
    tag: "Exports",
    summary: "Download a finished export",
    description:
      "The file, named story-reel-video-{ratio}[-{quality}].{format} (story-reel-video-16x9.mp4; the " +
      "quality is named unless it is 1080p). Owner only.",
    auth: "user",
    response: {
      status: 200,
      description: "The file (video/mp4, video/webm or image/gif)",
      mediaType: "application/octet-stream",
      binary: true,
    },
    errors: ["NOT_FOUND"],
  },
  // Storyboards (issue 28)
  {
    method: "post",
    path: "/api/storyboards",
    operationId: "planStoryboard",
    tag: "Storyboards",
    summary: "The storyboard a create-video body would render, before generating (no credits)",
    description:
      "The same body as create-video. Answers the scenes the render would draw, in order: each with a " +
      "stable `id`, its words, estimated `start`/`end` seconds (the render times them from the narration), " +
      "a small thumbnail drawn by the video's scene composer (owner-only) and its `picture`: " +
      '`{ kind: "illustration", plan }` (the scene plan), `{ kind: "media", mediaId, inPoint?, keepSound?, ' +
      'soundLevel? }` (one of your photos or clips) or `{ kind: "stock", plan }` (Pexels footage found from ' +
      "the plan, where the server has a key); optional `camera` `{ shot: close|wide, pan: " +
      "left|right|up|down|none }` and `holdAfter` seconds. `baseVersion` is 0. Nothing is charged or queued. " +
      "Send it back, edited, as create-video's `storyboard` to render exactly it.",
    auth: "user",
    body: createVideoRequestSchema,
    response: { status: 200, description: "The storyboard", schema: storyboardResponseSchema },
    errors: ["VALIDATION_ERROR", "NOT_FOUND", "UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/projects/{projectId}/storyboard",
    operationId: "getStoryboard",
    tag: "Storyboards",
    summary: "The storyboard of the project's newest version",
    description:
      "What the newest version renders (or rendered): its scenes with their times and thumbnails once " +
      "rendered. `baseVersion` is that version; edit it and send it to POST .../versions. 409 while the " +
      "newest version has not been planned yet; another user's project is 404.",
    auth: "user",
    response: { status: 200, description: "The storyboard", schema: storyboardResponseSchema },
    errors: ["NOT_FOUND", "CONFLICT"],
  },
  {
    method: "post",
    path: "/api/projects/{projectId}/versions",
    operationId: "createStoryboardVersion",
    tag: "Storyboards",
    summary: "Render an edited storyboard as the project's next version",
    description:
      "Costs the credits of a video and renders with the newest version's settings (voice, style, music, " +
      "captions, size). Only what changed is drawn and spoken again: unchanged scenes' pictures and " +
      "narration come from the project's cache, then the video is composed. The previous versions stay " +
      "playable and downloadable; the library shows the newest. Refused with nothing charged or queued: a " +
      "storyboard based on an older version than the newest (409), media that is not yours (404), a clip " +
      "longer than 60 s or an in-point past its end (400), another user's project (404).",
    auth: "user",
    body: createVersionRequestSchema,
    response: { status: 201, description: "The new version's task", schema: createVersionResponseSchema },
    errors: ["NOT_FOUND", "CONFLICT", "VALIDATION_ERROR", "INSUFFICIENT_CREDITS", "UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/icons",
    operationId: "searchIcons",
    tag: "Storyboards",
    summary: "Icons for a scene's things and people, found by a word in the story's language",
    description:
      "What the words of `q` stand for in `language` (the scene planner's own lexicon), then the icon " +
      "names that contain `q`; at most 24, each `{ icon, label, url }`. An icon's name is what a scene " +
      "plan's `objects[].icon` or `characters[].icon` takes.",
    auth: "user",
    query: iconSearchQuerySchema,
    response: { status: 200, description: "The icons", schema: iconSearchResponseSchema },
    errors: ["VALIDATION_ERROR"],
  },
  {
    method: "get",
    path: "/api/icons/{file}",
    operationId: "getIcon",
    tag: "Storyboards",
    summary: "An icon's picture ({name}.svg)",
    auth: "user",
    response: { status: 200, description: "The icon", mediaType: "image/svg+xml" },
    errors: ["NOT_FOUND"],
  },
  // Catalogues
  catalogue(
    "avatars",
    "listPresenters",
    "List the stock presenters",
    avatarsResponseSchema,
    "A presenter's `id` is create-video's `character_ref.narrator_avatar` with `narrationMode: avatar`.",
  ),
  catalogue(
    "voices",
    "listVoices",
    "List the voices",
    voicesResponseSchema,
    "A voice's `id` is create-video's `voice_id`; its tags name its language and gender.",
  ),
  catalogue(
    "music",
    "listMusic",
    "List the music tracks",
    musicResponseSchema,
    "A track's `id` is create-video's `bgm_name`.",
  ),
  catalogue(
    "styles",
    "listStyles",
    "List the visual styles",
    stylesResponseSchema,
    "A style's `id` goes in create-video's `image_styles.themes`.",
  ),
  catalogue(
    "caption-styles",
    "listCaptionStyles",
    "List the caption presets",
    captionStylesResponseSchema,
    "A preset's `id` or name is create-video's `caption_style`.",
  ),
  // Product ads
  {
    method: "post",
    path: "/api/functions/analyze-product",
    operationId: "analyzeProduct",
    tag: "Product ads",
    summary: "Read a product page: name, pictures, an ad script and the brand kit",
    description: "The server fetches the page itself, public addresses only, 10 s and 5 MB at most.",
    auth: "user",
    body: analyzeProductRequestSchema,
    response: { status: 200, description: "The product", schema: analyzeProductResponseSchema },
    errors: ["INVALID_PRODUCT_URL", "PRODUCT_NOT_FOUND", "SHOP_UNREACHABLE"],
  },
  {
    method: "post",
    path: "/api/product-photos",
    operationId: "uploadProductPhoto",
    tag: "Product ads",
    summary: "Upload one of your own product photos",
    description:
      "One photo per request (JPEG, PNG or WebP, at most 10 MB, checked by its content), stored as your " +
      "file; the answer's `url` goes in create-video's `image_urls`. A larger photo, however large, is a 400 " +
      "'File size must be less than 10MB.'.",
    auth: "user",
    body: z.object({ photo: z.file().mime(["image/jpeg", "image/png", "image/webp"]) }),
    bodyMediaType: "multipart/form-data",
    response: { status: 201, description: "The stored photo", schema: productPhotoResponseSchema },
    errors: [],
  },
  {
    method: "post",
    path: "/api/functions/write-ad-script",
    operationId: "writeAdScript",
    tag: "Product ads",
    summary: "Write an ad script from a product's name, description and price",
    auth: "user",
    body: writeAdScriptRequestSchema,
    response: { status: 200, description: "The script", schema: writeAdScriptResponseSchema },
    errors: [],
  },
  // Custom avatars
  {
    method: "get",
    path: "/api/avatars",
    operationId: "listCustomAvatars",
    tag: "Custom avatars",
    summary: "List your custom avatars",
    auth: "user",
    response: { status: 200, description: "The avatars", schema: customAvatarsResponseSchema },
    errors: [],
  },
  {
    method: "post",
    path: "/api/avatars",
    operationId: "createCustomAvatar",
    tag: "Custom avatars",
    summary: "Add a custom avatar from a photo and a voice sample",
    description:
      "Each file at most 10 MB, checked by its content (a larger one is a 400 'File size must be less than " +
      "10MB.'). With crop, the photo is turned and cut on the server exactly as the face check cuts it; " +
      "without, image is taken as the cropped picture. The picture stored must show one face. Processing " +
      "starts at once.",
    auth: "user",
    body: newAvatarFormSchema,
    bodyMediaType: "multipart/form-data",
    response: { status: 201, description: "The new avatar", schema: createdAvatarResponseSchema },
    errors: ["AVATAR_LIMIT", "CONFLICT", "SAVE_FAILED"],
  },
  {
    method: "post",
    path: "/api/avatars/face-check",
    operationId: "checkCustomAvatarFace",
    tag: "Custom avatars",
    summary: "Check that a photo shows one face, before making an avatar of it",
    description:
      "The dialog asks as soon as a photo is chosen, and again with the crop it will save; nothing is " +
      "stored. The check looks at the picture the save would keep (the crop of the photo when crop is sent). " +
      "face is the box as shares (0-1) of that picture, face_in_photo the same box as shares of the whole " +
      "photo turned by the crop's rotation (the cropper's frame), picture its size in pixels. No face, or " +
      "more than one, is a 400 with the message the save gives for the same photo and crop; a file over " +
      "10 MB is a 400 'File size must be less than 10MB.'. 30 checks a minute per user.",
    auth: "user",
    body: faceCheckFormSchema,
    bodyMediaType: "multipart/form-data",
    response: { status: 200, description: "The photo's one face", schema: faceCheckResponseSchema },
    errors: ["RATE_LIMITED"],
  },
  {
    method: "delete",
    path: "/api/avatars/{id}",
    operationId: "deleteCustomAvatar",
    tag: "Custom avatars",
    summary: "Delete a custom avatar and its files",
    auth: "user",
    response: { status: 204, description: "Deleted" },
    errors: ["NOT_FOUND", "DELETE_FAILED"],
  },
  {
    method: "post",
    path: "/api/functions/process-avatar",
    operationId: "processCustomAvatar",
    tag: "Custom avatars",
    summary: "Process a custom avatar again",
    auth: "user",
    body: processAvatarRequestSchema,
    response: { status: 200, description: "Its processing state", schema: processAvatarResponseSchema },
    errors: ["NOT_FOUND", "UNAVAILABLE"],
  },
  // Webhooks
  {
    method: "get",
    path: "/api/webhooks",
    operationId: "listWebhooks",
    tag: "Webhook endpoints",
    summary: "List your webhook endpoints, with their signing secrets",
    auth: "user",
    response: { status: 200, description: "The endpoints", schema: z.array(webhookEndpointSchema) },
    errors: [],
  },
  {
    method: "post",
    path: "/api/webhooks",
    operationId: "createWebhook",
    tag: "Webhook endpoints",
    summary: "Add an endpoint to call on video.ready, video.failed or avatar.ready",
    description:
      "Public http(s) addresses only (checked like a product page). Each call is signed the Standard " +
      "Webhooks way with the endpoint's secret and retried with backoff until it answers 2xx.",
    auth: "user",
    body: createWebhookSchema,
    response: { status: 201, description: "The endpoint and its secret", schema: webhookEndpointSchema },
    errors: ["SAVE_FAILED"],
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    operationId: "deleteWebhook",
    tag: "Webhook endpoints",
    summary: "Delete an endpoint",
    auth: "user",
    response: { status: 204, description: "Deleted" },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "Webhook endpoints",
    summary: "An endpoint's delivery log, newest first",
    auth: "user",
    query: webhookDeliveriesQuerySchema,
    response: { status: 200, description: "A page of deliveries", schema: webhookDeliveryListSchema },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/test",
    operationId: "sendTestWebhook",
    tag: "Webhook endpoints",
    summary: "Send a webhook.test event to an endpoint",
    auth: "user",
    response: { status: 202, description: "The delivery, queued", schema: webhookDeliverySchema },
    errors: ["NOT_FOUND", "SAVE_FAILED", "UNAVAILABLE"],
  },
  // Account
  {
    method: "get",
    path: "/api/api-keys",
    operationId: "listApiKeys",
    tag: "Account",
    summary: "List your API keys (never their secret)",
    auth: "session",
    response: { status: 200, description: "The keys", schema: apiKeyListSchema },
    errors: ["FORBIDDEN"],
  },
  {
    method: "post",
    path: "/api/api-keys",
    operationId: "createApiKey",
    tag: "Account",
    summary: "Create an API key; the answer is the only time the whole key is shown",
    auth: "session",
    body: createApiKeySchema,
    response: { status: 201, description: "The new key", schema: createdApiKeySchema },
    errors: ["FORBIDDEN", "CONFLICT"],
  },
  {
    method: "delete",
    path: "/api/api-keys/{id}",
    operationId: "revokeApiKey",
    tag: "Account",
    summary: "Revoke an API key: it is refused from the next request on",
    auth: "session",
    response: { status: 200, description: "Revoked", schema: revokedApiKeySchema },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/subscription",
    operationId: "getSubscription",
    tag: "Account",
    summary: "Your plan and credits",
    auth: "user",
    response: { status: 200, description: "The subscription", schema: subscriptionSchema },
    errors: ["PROFILE_NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/profile",
    operationId: "getProfile",
    tag: "Account",
    summary: "Your username and full name",
    auth: "user",
    response: { status: 200, description: "The profile", schema: profileSchema },
    errors: ["PROFILE_NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/profile",
    operationId: "updateProfile",
    tag: "Account",
    summary: "Change your username and full name",
    auth: "user",
    body: profileUpdateSchema,
    response: { status: 200, description: "The profile", schema: profileSchema },
    errors: ["PROFILE_NOT_FOUND", "USERNAME_TAKEN", "PROFILE_UPDATE_FAILED"],
  },
  ...mediaOperations,
];

/** The calls the server makes to a user's webhook endpoints (OpenAPI's `webhooks`), one per event. */
export const webhookCalls = webhookEvents.map((event) => ({
  event,
  summary: {
    "video.ready": "A video is ready: data has task_id, project_id, version, title, video_url, duration_s",
    "video.failed":
      "A video failed for good (credits refunded): data has task_id, project_id, version, title, error",
    "avatar.ready": "A custom avatar finished processing: data has avatar_id, name, voice_id, voice_cloned",
  }[event],
  payload: webhookPayloadSchema,
}));

/**
 * The app's /api routes that are not part of the automation API, and why. A new route must be
 * documented above or named here: openapi.api.test.ts fails otherwise.
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

import crypto from "node:crypto";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import { catalogueIdMessages, fieldMessage } from "@reelsmith/contract/catalogue-ids";
import { languageMismatch, languageMismatchMessage } from "@reelsmith/contract/language-check";
import type { BrandKit } from "@reelsmith/contract/product";
import { storyOfStoryboard } from "@reelsmith/contract/storyboard";
import { TaskStatus, taskProgressOf } from "@reelsmith/contract/task-status";
import { type CreateVideoParsed, type Task, videoMessages } from "@reelsmith/contract/video";
import { and, eq, gte, max, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { projects, taskStatus, userProfiles } from "../db/schema";
import { AppError, notFound } from "../lib/app-error";
import { type EngineConfig, engineLabel } from "../render/engine-label";
import { checkStoryboardMedia, narrationSource } from "../render/storyboard/media-source";
import { failTask, type TaskRow } from "../render/task-store";
import type { RenderRequest } from "../render/types";
import { mayRead, ownStorageKey } from "../storage/access";
import type { Storage } from "../storage/storage";
import { titleFromStory } from "../story-writer";
import { checkCatalogueIds, findCaptionPreset } from "./catalogue-ids";
import { appliedTemplate } from "./templates";

/** The caption style of a request: a preset by id or name, a whole style, or none. */
export function resolveCaptionStyle(v: CreateVideoParsed["caption_style"]): CaptionStyle | null {
  if (!v) return null;
  if (typeof v !== "string") return v;
  const key = v.trim().toLowerCase();
  if (key === "none" || key === "off" || key === "") return null;
  const preset = findCaptionPreset(key);
  if (!preset)
    throw new AppError(
      "VALIDATION_ERROR",
      fieldMessage("caption_style", catalogueIdMessages.captionStyle(v)),
    );
  return preset;
}

/** The shop's domain as a buyer would type it: the product page's host without "www.". */
export function shopDomain(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

function closingCardOf(title: string, body: CreateVideoParsed): NonNullable<RenderRequest["closingCard"]> {
  const domain = shopDomain(body.product_url);
  return {
    title,
    colors: body.brand_colors ?? [],
    ...(body.product_price ? { price: body.product_price } : {}),
    ...(body.call_to_action ? { cta: body.call_to_action } : {}),
    ...(domain ? { domain } : {}),
  };
}

/**
 * A Product Ad's brand kit as the editor last sent it (the page's or the seller's, edited or not), kept on
 * the project's metadata so the editor can show it again; null for a Story Reel.
 */
export function brandKitOf(body: CreateVideoParsed): BrandKit | null {
  if (body.type !== "PRODUCT_AD" || !body.product_name) return null;
  return {
    product_name: body.product_name,
    colors: body.brand_colors ?? [],
    ...(body.product_price ? { price: body.product_price } : {}),
    ...(body.price_amount ? { price_amount: body.price_amount } : {}),
    ...(body.currency ? { currency: body.currency } : {}),
    ...(body.logo_url ? { logo_url: body.logo_url } : {}),
    ...(body.product_url ? { product_url: body.product_url } : {}),
  };
}

export function toRenderRequest(body: CreateVideoParsed): RenderRequest {
  return {
    narrationMode: body.narrationMode,
    story: body.story,
    title: titleFromStory(body.story, body.language),
    language: body.language,
    styleId: body.image_styles?.themes?.[0] ?? null,
    voiceId: body.voice_id ?? null,
    musicId: body.bgm_name ?? null,
    musicVolume: body.music_volume,
    voiceSettings: { pitch: body.voice_settings?.pitch ?? 1, speed: body.voice_settings?.speed ?? 1 },
    avatarId: body.narrationMode === "avatar" ? (body.character_ref?.narrator_avatar ?? null) : null,
    avatarEngine: body.narrationMode === "avatar" ? (body.avatar_engine ?? "local") : null,
    presenterLayout: body.narrationMode === "avatar" ? (body.presenter_layout ?? "corner") : "corner",
    imageUrls: body.image_urls ?? [],
    closingCard:
      body.type === "PRODUCT_AD" && body.product_name ? closingCardOf(body.product_name, body) : null,
    captionStyle: resolveCaptionStyle(body.caption_style),
    captionEmoji: body.caption_emoji,
    width: body.size.width,
    height: body.size.height,
    // Render exactly this storyboard (the user's edited scenes); `story` stays the seed of its pictures.
    ...(body.storyboard ? { storyboard: body.storyboard, language: body.storyboard.language } : {}),
    ...(body.narration ? { narration: body.narration } : {}),
  };
}

/**
 * A story plainly written in another language than the one chosen is refused before anything is planned
 * or charged: an English story planned as Hindi splits its sentences wrongly and draws nobody. Only a
 * plain mismatch counts (contract/language-check.ts); names, numbers and mixed text pass.
 */
export function checkStoryLanguage(body: CreateVideoParsed, fieldPrefix = ""): void {
  const language = body.storyboard?.language ?? body.language;
  const text = body.storyboard ? storyOfStoryboard(body.storyboard) : body.story;
  const detected = languageMismatch(text, language);
  if (detected)
    throw new AppError(
      "VALIDATION_ERROR",
      `${fieldPrefix}language: ${languageMismatchMessage(detected, language)}`,
    );
}

export const imageMessages = {
  invalid: (n: number) => `Image ${n} is not a valid address.`,
  notYours: (n: number) => `Image ${n} is not one of your files.`,
  missing: (n: number) => `Image ${n} was not found.`,
} as const;

/**
 * Pictures stored here must be the caller's own (or the public catalogue's): anyone may name a file of
 * ours by its URL, so the URL alone proves nothing. Other addresses are fetched at render time through
 * the guarded page fetch. The render stage checks again with the task's owner.
 */
export async function checkImageUrls(
  deps: { database: { db: Db }; storage: Storage; config: Pick<Config, "publicUrl"> },
  userId: string,
  urls: string[],
): Promise<void> {
  for (const [i, url] of urls.entries()) {
    let key: string | null;
    try {
      key = ownStorageKey(deps.storage, url, deps.config.publicUrl);
    } catch {
      throw new AppError("VALIDATION_ERROR", imageMessages.invalid(i + 1));
    }
    if (key === null) continue;
    if (!(await mayRead(deps.database.db, key, userId)))
      throw new AppError("FORBIDDEN", imageMessages.notYours(i + 1));
    if (!(await deps.storage.exists(key)))
      throw new AppError("VALIDATION_ERROR", imageMessages.missing(i + 1));
  }
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Takes a video's credits inside the caller's transaction; too few: 402 and nothing is taken. */
export async function chargeCredits(tx: Transaction, userId: string, cost: number): Promise<void> {
  const [charged] = await tx
    .update(userProfiles)
    .set({ available_credits: sql`${userProfiles.available_credits} - ${cost}` })
    .where(and(eq(userProfiles.user_id, userId), gte(userProfiles.available_credits, cost)))
    .returning({ left: userProfiles.available_credits });
  if (!charged) {
    const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.user_id, userId));
    throw new AppError(
      "INSUFFICIENT_CREDITS",
      videoMessages.noCredits(cost, profile?.available_credits ?? 0),
    );
  }
}

/**
 * A new task at the first stage with its engine label, its credits taken inside the caller's transaction
 * (too few: 402 and nothing is written). The request keeps the credits, to give them back if it fails.
 */
export async function insertChargedTask(
  tx: Transaction,
  task: { id: string; userId: string; draftId: string; version: number; request: RenderRequest },
  config: Pick<Config, "CREDITS_PER_VIDEO"> & EngineConfig,
): Promise<void> {
  const cost = config.CREDITS_PER_VIDEO;
  await chargeCredits(tx, task.userId, cost);
  await tx.insert(taskStatus).values({
    id: task.id,
    user_id: task.userId,
    task_status: TaskStatus.story,
    task_draft_id: task.draftId,
    task_draft_version: task.version,
    request: { ...task.request, creditsCharged: cost } as unknown as Record<string, unknown>,
    engine: engineLabel(task.request, config),
  });
}

export interface Enqueuer {
  enqueue(taskId: string): Promise<void>;
}

/**
 * Charges the credits and creates the task and project rows in one transaction (too few credits: nothing
 * is written or queued), then queues the render. A queue failure refunds and marks the task failed.
 */
export async function createVideoTask(
  deps: {
    database: { db: Db };
    storage: Storage;
    config: Pick<Config, "CREDITS_PER_VIDEO" | "publicUrl"> & Partial<Config>;
  },
  queue: Enqueuer,
  userId: string,
  body: CreateVideoParsed,
  type: "STORY_REEL" | "PRODUCT_AD" = "STORY_REEL",
  /** Where the settings sit in the caller's request, to name a refused field ("settings." in a batch). */
  fieldPrefix = "",
): Promise<{ task_id: string }> {
  // Every id must name something before anything is charged: an unknown one is a 400 naming its field.
  await checkCatalogueIds(deps, userId, body, fieldPrefix);
  checkStoryLanguage(body, fieldPrefix);
  const request = toRenderRequest(body);
  // The template's choices were merged into the body by its caller (services/templates.ts applyTemplate);
  // the video keeps the template as it is now.
  if (body.template_id) request.template = await appliedTemplate(deps.database.db, userId, body.template_id);
  await checkImageUrls(deps, userId, request.imageUrls);
  if (body.storyboard) await checkStoryboardMedia(deps.database.db, userId, body.storyboard);
  if (body.narration)
    await narrationSource(deps.database.db, userId, body.narration.mediaId, undefined, body.narration.kind);
  const taskId = crypto.randomUUID();
  await deps.database.db.transaction(async (tx) => {
    let draftId: string = taskId;
    let version = 1;
    if (body.draft_id) {
      const [project] = await tx.select().from(projects).where(eq(projects.id, body.draft_id));
      if (!project) throw notFound("Project not found");
      if (project.user_id !== userId) throw new AppError("FORBIDDEN", videoMessages.permissionDenied);
      const [last] = await tx
        .select({ v: max(taskStatus.task_draft_version) })
        .from(taskStatus)
        .where(eq(taskStatus.task_draft_id, project.id));
      draftId = project.id;
      version = (last?.v ?? 0) + 1;
    }
    await insertChargedTask(tx, { id: taskId, userId, draftId, version, request }, deps.config);
    const brandKit = brandKitOf(body);
    if (draftId === taskId) {
      await tx.insert(projects).values({
        id: taskId,
        user_id: userId,
        title: request.title,
        type,
        status: "DRAFT",
        ...(brandKit ? { metadata: { brand_kit: brandKit } } : {}),
      });
    } else {
      await tx
        .update(projects)
        .set({
          status: "DRAFT",
          updated_at: new Date(),
          // A new version keeps the brand kit it was made with; the finished render adds its video to it.
          ...(brandKit
            ? { metadata: sql`${projects.metadata} || ${JSON.stringify({ brand_kit: brandKit })}::jsonb` }
            : {}),
        })
        .where(eq(projects.id, draftId));
    }
  });
  try {
    await queue.enqueue(taskId);
  } catch (err) {
    await failTask(deps as never, taskId, `Could not queue the render: ${(err as Error).message}`);
    throw err;
  }
  return { task_id: taskId };
}

/** The user's task, or null when there is none (gone, or another user's). */
export async function findOwnedTask(db: Db, userId: string, taskId: string): Promise<TaskRow | null> {
  const [row] = await db.select().from(taskStatus).where(eq(taskStatus.id, taskId));
  return row?.user_id === userId ? row : null;
}

export async function getOwnedTask(db: Db, userId: string, taskId: string): Promise<TaskRow> {
  const row = await findOwnedTask(db, userId, taskId);
  if (!row) throw notFound(videoMessages.taskNotFound);
  return row;
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    task_status: row.task_status,
    progress: taskProgressOf(row.task_status),
    task_result: row.task_result ?? null,
    task_draft_id: row.task_draft_id,
    task_draft_version: row.task_draft_version,
    error: row.error,
    engine: row.engine,
    stage_timings: row.stage_timings,
    warnings: row.warnings,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** check-draft-status: the project's video for a draft id and version (owner only). */
export async function checkDraftStatus(db: Db, userId: string, draftId: string, version: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, draftId));
  if (!project || project.user_id !== userId) throw notFound("Draft not found");
  const [task] = await db
    .select()
    .from(taskStatus)
    .where(and(eq(taskStatus.task_draft_id, draftId), eq(taskStatus.task_draft_version, version)));
  if (!task) throw notFound("Draft not found");
  const result = (task.task_result ?? {}) as { video_url?: string; video_data?: string };
  const videoUrl = task.task_status === TaskStatus.generated ? (result.video_url ?? null) : null;
  return {
    details: {
      generated_video: videoUrl,
      video_data: task.task_status === TaskStatus.generated ? (result.video_data ?? null) : null,
      title: project.title,
    },
    video_url: videoUrl,
  };
}

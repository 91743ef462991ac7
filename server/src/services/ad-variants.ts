import crypto from "node:crypto";
import type { Batch } from "@reelsmith/contract/batches";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import {
  type VariantGroup,
  type VariantsInfo,
  variantGroupOf,
  variantLabel,
  variantMessages,
} from "@reelsmith/contract/variants";
import { type CreateVideoRequest, createVideoRequestSchema } from "@reelsmith/contract/video";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { batches, projects, taskStatus, userProfiles } from "../db/schema";
import { AppError } from "../lib/app-error";
import { getWriter } from "../providers/writer";
import { loadRenderCatalog, type RenderCatalog } from "../render/catalog-access";
import { type RenderRequest, renderRequestSchema } from "../render/types";
import type { Storage } from "../storage/storage";
import { withHook } from "../story-writer";
import { type BatchVideo, createRenderBatch, getBatch } from "./batches";
import { getOwnedProject } from "./projects";
import type { Enqueuer } from "./videos";

type VariantDeps = {
  database: { db: Db };
  storage: Storage;
  config: Pick<Config, "CREDITS_PER_VIDEO" | "publicUrl"> & Partial<Config>;
};

type ProjectRow = typeof projects.$inferSelect;

/** What a variant changes besides its opening: the voice, the caption preset and the music. */
export interface VariantChoice {
  voiceId: string | null;
  captionId: string;
  musicId: string | null;
}

/**
 * The voice, caption preset and music of each of `count` variants: each differs from the ad's own and, as
 * long as the catalogue has enough, from the other variants' (then they repeat in turn). Voices are the
 * ad's language's, the other gender's first so neighbouring variants sound most unlike; an ad with no
 * music or captions gets them in its variants (that is how they differ from it).
 */
export function chooseVariants(
  catalogue: {
    voices: { id: string; language: string; gender: string }[];
    music: string[];
    captions: string[];
  },
  ad: { language: string; voiceId: string | null; captionId: string | null; musicId: string | null },
  count: number,
): VariantChoice[] {
  const own = catalogue.voices.find((v) => v.id === ad.voiceId);
  const others = catalogue.voices.filter((v) => v.language === ad.language && v.id !== ad.voiceId);
  const unlike = others.filter((v) => v.gender !== own?.gender);
  const like = others.filter((v) => v.gender === own?.gender);
  const voices: string[] = [];
  for (let i = 0; i < Math.max(unlike.length, like.length); i++) {
    const a = unlike[i];
    const b = like[i];
    if (a) voices.push(a.id);
    if (b) voices.push(b.id);
  }
  const captions = catalogue.captions.filter((c) => c !== ad.captionId);
  const music = catalogue.music.filter((m) => m !== ad.musicId);
  const nth = <T>(list: T[], i: number, fallback: T): T =>
    list.length > 0 ? (list[i % list.length] as T) : fallback;
  return Array.from({ length: count }, (_, i) => ({
    voiceId: nth(voices, i, ad.voiceId),
    captionId: nth(captions, i, ad.captionId ?? captionStylePresets[0]?.id ?? "minimalist"),
    musicId: nth(music, i, ad.musicId),
  }));
}

/** The ad a project is a version of: itself, or the original its variant group names (when still there). */
async function originalOf(db: Db, userId: string, project: ProjectRow): Promise<ProjectRow> {
  const group = variantGroupOf(project.metadata);
  if (!group || group.of === project.id) return project;
  const [original] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, group.of), eq(projects.user_id, userId)));
  return original ?? project;
}

async function ownedProductAd(db: Db, userId: string, projectId: string): Promise<ProjectRow> {
  const project = await getOwnedProject(db, userId, projectId);
  if (project.type !== "PRODUCT_AD") throw new AppError("VALIDATION_ERROR", variantMessages.notProductAd);
  return originalOf(db, userId, project);
}

/** The settings the ad was last rendered (or queued) with. */
async function lastRequestOf(db: Db, userId: string, projectId: string): Promise<RenderRequest> {
  const [task] = await db
    .select({ request: taskStatus.request })
    .from(taskStatus)
    .where(and(eq(taskStatus.task_draft_id, projectId), eq(taskStatus.user_id, userId)))
    .orderBy(desc(taskStatus.task_draft_version))
    .limit(1);
  const request = renderRequestSchema.safeParse(task?.request);
  if (!request.success || !request.data.story) throw new AppError("VALIDATION_ERROR", variantMessages.noAd);
  return request.data;
}

/** The voice, music and caption preset the ad's render uses, as the render would resolve them. */
function adChoices(catalog: RenderCatalog, request: RenderRequest) {
  const presenterVoice =
    request.narrationMode === "avatar" ? catalog.presenter(request.avatarId)?.public.avatar_voice_id : null;
  return {
    language: request.language,
    voiceId: catalog.voice(request.voiceId ?? presenterVoice ?? null, request.language).public.id,
    captionId: request.captionStyle?.id ?? null,
    musicId: catalog.music(request.musicId)?.public.id ?? null,
  };
}

/** create-video's body for one variant: the ad's settings, product and card, with the variant's changes. */
function variantBody(
  request: RenderRequest,
  kit: Record<string, unknown>,
  story: string,
  choice: VariantChoice,
) {
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const card = request.closingCard;
  const body: CreateVideoRequest = {
    type: "PRODUCT_AD",
    story,
    narrationMode: request.narrationMode,
    image_styles: request.styleId ? { themes: [request.styleId] } : null,
    voice_id: choice.voiceId,
    bgm_name: choice.musicId,
    avatar_engine: request.avatarEngine,
    character_ref: request.avatarId ? { narrator_avatar: request.avatarId } : null,
    image_urls: request.imageUrls,
    language: request.language,
    caption_style: choice.captionId,
    caption_emoji: request.captionEmoji ?? false,
    size: `${request.width}x${request.height}`,
    music_volume: request.musicVolume,
    voice_settings: request.voiceSettings ?? null,
    ...(request.presenterLayout ? { presenter_layout: request.presenterLayout } : {}),
    product_name: text(kit.product_name) ?? card?.title ?? null,
    brand_colors: card?.colors.length ? card.colors : null,
    product_price: card?.price ?? null,
    call_to_action: card?.cta ?? null,
    product_url: text(kit.product_url),
    price_amount: text(kit.price_amount),
    currency: text(kit.currency),
    logo_url: text(kit.logo_url),
  };
  return createVideoRequestSchema.parse(body);
}

/**
 * "Make variants": `count` versions of a product ad (the original, when asked from one of its variants),
 * each opening with a different hook from the writer and spoken, captioned and scored differently, made
 * as projects grouped with the ad (metadata.variant_group) and rendered as one batch through the queue.
 * Credits are checked for all of them before the writer is asked and again, locked, as the batch is
 * written: too few, and nothing is made or charged.
 */
export async function createAdVariants(
  deps: VariantDeps,
  queue: Enqueuer,
  userId: string,
  projectId: string,
  count: number,
): Promise<Batch> {
  const db = deps.database.db;
  const ad = await ownedProductAd(db, userId, projectId);
  const request = await lastRequestOf(db, userId, ad.id);
  const cost = deps.config.CREDITS_PER_VIDEO * count;
  const [profile] = await db
    .select({ credits: userProfiles.available_credits })
    .from(userProfiles)
    .where(eq(userProfiles.user_id, userId));
  const noCredits = (c: number, available: number) => variantMessages.noCredits(count, c, available);
  if ((profile?.credits ?? 0) < cost)
    throw new AppError("INSUFFICIENT_CREDITS", noCredits(cost, profile?.credits ?? 0));

  const kit = (ad.metadata.brand_kit ?? {}) as Record<string, unknown>;
  const name =
    (typeof kit.product_name === "string" && kit.product_name) || request.closingCard?.title || ad.title;
  const price = request.closingCard?.price;
  const hooks = await getWriter(deps.config as Config).adHooks(
    { name, script: request.story, ...(price ? { price } : {}) },
    request.language,
    count,
  );
  const catalog = await loadRenderCatalog(deps.storage);
  const choices = chooseVariants(
    {
      voices: catalog.manifest.voices.map((v) => ({
        id: v.public.id,
        language: v.language,
        gender: v.gender,
      })),
      music: catalog.manifest.music.map((m) => m.public.id),
      captions: captionStylePresets.map((p) => p.id),
    },
    adChoices(catalog, request),
    count,
  );

  const made = variantGroupOf(ad.metadata)?.count ?? 0;
  const batchId = crypto.randomUUID();
  const videos: BatchVideo[] = choices.map((choice, i) => {
    const hook = hooks[i];
    const label = variantLabel(made + i + 1);
    const group: VariantGroup = { of: ad.id, label, batch_id: batchId };
    return {
      body: variantBody(
        request,
        kit,
        hook ? withHook(request.story, hook, request.language) : request.story,
        choice,
      ),
      type: "PRODUCT_AD",
      title: `${ad.title} · ${label}`,
      metadata: { variant_group: group },
    };
  });
  const original: VariantGroup = { of: ad.id, label: "Original", count: made + count };
  await createRenderBatch(deps, queue, userId, {
    id: batchId,
    settings: { variants_of: ad.id },
    videos,
    noCredits,
    alsoInTransaction: async (tx) => {
      await tx
        .update(projects)
        .set({ metadata: sql`${projects.metadata} || ${JSON.stringify({ variant_group: original })}::jsonb` })
        .where(eq(projects.id, ad.id));
    },
  });
  return getBatch(deps, userId, batchId);
}

/** What the Make variants dialog shows: a video's price, and the batches of variants already made. */
export async function getVariantsInfo(
  deps: { database: { db: Db }; config: Pick<Config, "CREDITS_PER_VIDEO"> },
  userId: string,
  projectId: string,
): Promise<VariantsInfo> {
  const db = deps.database.db;
  const ad = await ownedProductAd(db, userId, projectId);
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.user_id, userId), sql`${batches.settings}->>'variants_of' = ${ad.id}`))
    .orderBy(asc(batches.created_at), asc(batches.id));
  return {
    credits_per_video: deps.config.CREDITS_PER_VIDEO,
    original_id: ad.id,
    batch_ids: rows.map((r) => r.id),
  };
}

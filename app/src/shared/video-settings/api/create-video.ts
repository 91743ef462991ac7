import { captionStyleSchema } from "@reelsmith/contract/catalog";
import { HTTP_ERROR } from "@reelsmith/contract/error-codes";
import { type CreateVideoRequest, createVideoResponseSchema, videoMessages } from "@reelsmith/contract/video";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "@/lib/api-client";
import { isPlainPreset } from "@/shared/templates/lib/caption-look";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

/** The server's one local engine draws stock presenters and photo avatars alike. */
const AVATAR_ENGINE = "local";

export const unverifiedUserMessage =
  "Unable to verify user authentication. Please try signing out and back in.";

/**
 * What an editor narrates when it is not the settings' own story (a Product Ad's script): the text, the
 * pictures, and for an ad the product's name and brand colours for the closing card.
 */
export interface VideoContent {
  type?: "PRODUCT_AD";
  story: string;
  imageUrls: string[];
  product?: ClosingCardProduct | null;
}

/** What the closing card shows of the product: its name and colours, and its price and page when known. */
export interface ClosingCardProduct {
  product_name: string;
  brand_colors?: string[];
  /** The price as the page shows it, and its amount and ISO currency when the page gave them. */
  price?: string;
  price_amount?: string;
  currency?: string;
  /** The product page the ad was made from: the card shows its shop's domain. */
  url?: string;
  /** The brand's logo, kept with the project's brand kit. */
  logo_url?: string | null;
}

/** The price in the video's language ("49,00 €") from the amount and currency, else as the page wrote it. */
export function cardPrice(p: ClosingCardProduct, language: string): string | undefined {
  if (p.price_amount && p.currency) {
    try {
      return new Intl.NumberFormat(language, { style: "currency", currency: p.currency }).format(
        Number(p.price_amount),
      );
    } catch {
      // An unknown currency code: the page's own text below.
    }
  }
  return p.price?.trim() || undefined;
}

/** The card's call to action: the script's last sentence when it is short (the ad's own "Get yours today!"). */
export function cardCallToAction(script: string): string | undefined {
  const sentences = script
    .split(/(?<=[.!?。！？।])\s+|\n+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const last = sentences.at(-1)?.replace(/[.。।]+$/, "");
  return last && Array.from(last).length <= 32 ? last : undefined;
}

/** The create-video body from the settings store; a Product Ad passes its script and pictures as content. */
export function buildCreateVideoBody(s: VideoSettings, content?: VideoContent): CreateVideoRequest {
  const avatarMode = s.narrationMode === "avatar";
  const story = content?.story ?? s.story;
  const imageUrls = content?.imageUrls ?? s.imageUrls;
  const body: CreateVideoRequest = {
    ...(content?.type ? { type: content.type } : {}),
    narrationMode: s.narrationMode,
    story: story.trim(),
    image_styles: { themes: s.style ? [s.style.id] : [] },
    voice_id: avatarMode ? (s.avatar?.voiceId ?? null) : (s.voice?.id ?? null),
    bgm_name: s.music?.id ?? null,
    gen_video: true,
    language: s.language,
    // A preset as it ships goes by its id; one a template changed (font, size, colours) whole.
    caption_style: s.captionStyle
      ? isPlainPreset(s.captionStyle)
        ? s.captionStyle.id
        : captionStyleSchema.parse(s.captionStyle)
      : null,
    caption_emoji: Boolean(s.captionStyle && s.captionEmoji),
    size: s.size,
    music_volume: s.musicSettings.volume,
    voice_settings: { pitch: s.voiceSettings.pitch, speed: s.voiceSettings.speed },
  };
  if (s.templateId) body.template_id = s.templateId;
  if (avatarMode && s.avatar) {
    body.avatar_engine = AVATAR_ENGINE;
    body.character_ref = { narrator_avatar: s.avatar.id };
  }
  if (avatarMode) body.presenter_layout = s.presenterLayout ?? "corner";
  // The creator's own recording speaks instead of the voice; the render times the scenes from it.
  // A talking video is also the presenter, full frame or in the corner.
  if (s.recording)
    body.narration = s.recording.video
      ? { kind: "video", mediaId: s.recording.mediaId, layout: s.recording.video.layout }
      : { kind: "recording", mediaId: s.recording.mediaId };
  if (imageUrls.length > 0) body.image_urls = imageUrls;
  const product = content?.product;
  if (product?.product_name) {
    body.product_name = product.product_name.slice(0, 200);
    if (product.brand_colors?.length) body.brand_colors = product.brand_colors.slice(0, 5);
    const price = cardPrice(product, s.language);
    if (price) body.product_price = price.slice(0, 40);
    if (product.url && /^https?:\/\//i.test(product.url)) body.product_url = product.url.slice(0, 2000);
    // The brand kit's parts, kept on the project so the editor can show them again.
    if (product.price_amount && product.currency && /^\d{1,9}(\.\d{1,2})?$/.test(product.price_amount)) {
      body.price_amount = product.price_amount;
      body.currency = product.currency;
    }
    if (product.logo_url && /^(https?:\/\/|\/storage\/)\S+$/i.test(product.logo_url))
      body.logo_url = product.logo_url.slice(0, 2000);
    const cta = cardCallToAction(story);
    if (cta) body.call_to_action = cta;
  }
  return body;
}

/** The spec's checks before anything is sent, in its order; null when all pass. */
export function validateGeneration(input: {
  user: { id?: string | null } | null;
  story: string;
  narrationMode: string | null | undefined;
}): string | null {
  if (!input.user) return videoMessages.signIn;
  if (!input.user.id) return unverifiedUserMessage;
  if (!input.story.trim()) return videoMessages.storyRequired;
  if (!input.narrationMode) return videoMessages.narrationRequired;
  return null;
}

/** The message an editor shows for a failed request: the server's own words when it sent any. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.code !== HTTP_ERROR && error.message ? error.message : videoMessages.failed;
  // A NetworkError or TimeoutError carries its own message for the user.
  if (error instanceof Error && error.name !== "Error" && error.message) return error.message;
  return videoMessages.failed;
}

/** An answer that reports a failure in its body (the spec's client reads one even on a 2xx). */
const failedAnswerSchema = z.object({ error: z.string().min(1) });

/** POST create-video; answers the task id or throws an Error with the message to show in the editor. */
export async function createVideo(body: CreateVideoRequest): Promise<string> {
  let data: unknown;
  try {
    data = await api.post<unknown>("/api/functions/create-video", body);
  } catch (error) {
    throw new Error(failureMessage(error));
  }
  const failed = failedAnswerSchema.safeParse(data);
  if (failed.success) throw new Error(failed.data.error);
  const parsed = createVideoResponseSchema.safeParse(data);
  if (!parsed.success || !parsed.data.task_id) throw new Error(videoMessages.noTaskId);
  return parsed.data.task_id;
}

export function useCreateVideo() {
  return useMutation({ mutationFn: createVideo });
}

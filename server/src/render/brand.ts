import fs from "node:fs/promises";
import path from "node:path";
import {
  LOGO_DEFAULTS,
  LOGO_MAX_HEIGHT_SHARE,
  type LogoCorner,
  placeLogo,
} from "@reelsmith/contract/logo-placement";
import type { TemplateSettings } from "@reelsmith/contract/templates";
import sharp from "sharp";
import type { Box } from "../layout/frame-layout";
import { escapeXml, fitPx, inkOn } from "./closing-card";
import type { BrandCardPart, ComposeInput } from "./compose";
import { FPS } from "./compose/encoding";
import type { RenderFrame } from "./frame";
import { getOwnedMedia } from "./storyboard/media-source";
import type { RenderRequest, StageContext } from "./types";

/**
 * A brand template's marks on the video (contract/templates.ts): its logo in a corner of every frame, an
 * intro card before the first scene and an end card after the last. The cards are stills of their own,
 * encoded apart and joined to the scenes' parts, so the scenes' timeline (narration, captions, presenter)
 * is the same with or without them, only later in the finished video by the intro's length.
 */

export type { LogoCorner };
/** What a logo left unset is drawn with (shared with the template editor's preview). */
export { LOGO_DEFAULTS };

/** A card's seconds when the template does not say. */
export const CARD_DEFAULT_S = 2;

/** A card as drawn: its lines of text, its colours, its seconds rounded to whole frames. */
export interface BrandCard {
  text: string | null;
  textColor: string;
  backgroundColor: string;
  callToAction: string | null;
  linkText: string | null;
  frames: number;
}

const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex);

/** The whole frames a card of `seconds` lasts (the video's frame rate). */
export const cardFrames = (seconds: number) => Math.max(1, Math.round(seconds * FPS));

/**
 * Whether a Product Ad ends on its own closing card (render/closing-card.ts, the last scene's picture). A
 * template's end card replaces it: the video has one ending, the template's, and the last scene shows the
 * product as the others do.
 */
export function endsOnClosingCard(request: Pick<RenderRequest, "template" | "closingCard">): boolean {
  return Boolean(request.closingCard) && !request.template?.settings.end_card;
}

/**
 * The template's intro and end cards as drawn: its colours, or the first brand colour and ink on it. In a
 * Product Ad the end card, which replaces the ad's closing card, keeps the product's call to action and
 * shop domain where the template's card has none of its own.
 */
export function brandCards(request: Pick<RenderRequest, "template" | "closingCard">): {
  intro: BrandCard | null;
  end: BrandCard | null;
} {
  const s = request.template?.settings;
  if (!s) return { intro: null, end: null };
  const card = (
    c: NonNullable<TemplateSettings["intro_card"]> & { call_to_action?: string; link_text?: string },
  ): BrandCard => {
    const backgroundColor = full(c.background_color ?? s.brand_colors?.[0] ?? "#111111");
    return {
      text: c.text ?? null,
      textColor: full(c.text_color ?? inkOn(backgroundColor)),
      backgroundColor,
      callToAction: c.call_to_action ?? null,
      linkText: c.link_text ?? null,
      frames: cardFrames(c.duration_s ?? CARD_DEFAULT_S),
    };
  };
  const product = request.closingCard;
  const end = s.end_card && {
    ...s.end_card,
    ...(s.end_card.call_to_action || !product?.cta ? {} : { call_to_action: product.cta }),
    ...(s.end_card.link_text || !product?.domain ? {} : { link_text: product.domain }),
  };
  return { intro: s.intro_card ? card(s.intro_card) : null, end: end ? card(end) : null };
}

/** How long the intro card holds the scenes back, in milliseconds (0 without one). */
export function introMs(request: Pick<RenderRequest, "template">): number {
  const intro = brandCards(request).intro;
  return intro ? (intro.frames * 1000) / FPS : 0;
}

/**
 * Where the logo of `w` x `h` pixels sits: in its corner of the platforms' safe zone, a small margin in,
 * moved along the frame's edge past the caption block, its emoji accent and the presenter when it would
 * cover one of them (down from a top corner, up from a bottom one).
 */
export function logoPlacement(frame: RenderFrame, corner: LogoCorner, w: number, h: number): Box {
  const obstacles = [frame.layers.captions, frame.layers.emoji, frame.layers.presenter, frame.layers.band]
    .filter((b): b is Box => Boolean(b))
    // A full-frame presenter fills the frame: its cut-aways leave the corners, so the logo stays there.
    .filter((b) => !(frame.presenter === "full" && b === frame.layers.presenter));
  return placeLogo(frame, frame.layers.safe, corner, w, h, obstacles);
}

/**
 * The logo as drawn: the photo scaled to its share of the frame's width (its own proportions), its
 * opacity applied to its alpha, as a PNG; and its box in the frame.
 */
export async function logoLayer(
  photo: Buffer,
  logo: NonNullable<TemplateSettings["logo"]>,
  frame: RenderFrame,
): Promise<{ png: Buffer; box: Box }> {
  const width = Math.max(2, Math.round(frame.width * (logo.size ?? LOGO_DEFAULTS.size)));
  const sized = await sharp(photo)
    .rotate()
    .resize({ width, height: Math.round(frame.height * LOGO_MAX_HEIGHT_SHARE), fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const opacity = logo.opacity ?? LOGO_DEFAULTS.opacity;
  const data = sized.data;
  if (opacity < 1) for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * opacity);
  const { width: w, height: h } = sized.info;
  const png = await sharp(data, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
  const box = logoPlacement(frame, logo.corner ?? LOGO_DEFAULTS.corner, w, h);
  return { png, box };
}

/** Text set in lines of about `perLine` characters, broken between words. */
function lines(text: string, perLine: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && Array.from(`${last} ${word}`).length <= perLine)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/**
 * A card as a PNG of the frame's size: its background colour filling the frame, its text centred in its
 * colour (in the captions' font, the script's own for Indic languages, shaped by Pango), and on the end
 * card the call to action as a button under it and the link's text below that; the logo in its corner as
 * on the scenes.
 */
export async function renderBrandCard(
  card: BrandCard,
  size: { width: number; height: number },
  safe: Box,
  font: string,
  logo?: { png: Buffer; box: Box } | null,
): Promise<Buffer> {
  const { width, height } = size;
  const family = `${escapeXml(font)}, Noto Sans, sans-serif`;
  const text = (x: number, y: number, px: number, fill: string, weight: number, t: string) =>
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="${family}" font-weight="${weight}" font-size="${px.toFixed(1)}" fill="${fill}">${escapeXml(t)}</text>`;
  const cx = safe.x + safe.w / 2;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${card.backgroundColor}"/>`];
  const body = { x: safe.x, y: safe.y, w: safe.w * 0.86, h: safe.h };
  if (card.text) {
    // Two lines in a wide frame, three in a tall one; the text keeps above the end card's button.
    const chars = Array.from(card.text).length;
    const rows = lines(card.text, Math.max(12, Math.ceil(chars / (safe.w > safe.h ? 2 : 3))));
    const longest = rows.reduce((a, r) => (Array.from(r).length > Array.from(a).length ? r : a), "");
    const room = safe.h * (card.callToAction || card.linkText ? 0.42 : 0.6);
    const px = fitPx(
      longest,
      body,
      Math.min(room / (rows.length * 1.25), safe.h * 0.11, safe.w * 0.12),
      0.58,
    );
    const top = safe.y + safe.h * 0.4 - (px * 1.2 * (rows.length - 1)) / 2;
    rows.forEach((r, i) => {
      parts.push(text(cx, top + i * px * 1.2, px, card.textColor, 800, r));
    });
  }
  if (card.callToAction) {
    const h = Math.min(safe.h * 0.1, safe.w * 0.16);
    const px = fitPx(card.callToAction, { ...body, w: safe.w * 0.6 }, h * 0.46);
    const w = Math.min(safe.w * 0.8, Array.from(card.callToAction).length * px * 0.62 + px * 2.4);
    const y = safe.y + safe.h * 0.66 - h / 2;
    parts.push(
      `<rect x="${(cx - w / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(h * 0.28).toFixed(1)}" fill="${card.textColor}"/>`,
      text(cx, y + h / 2, px, card.backgroundColor, 800, card.callToAction),
    );
  }
  if (card.linkText) {
    const px = fitPx(card.linkText, body, Math.min(safe.h * 0.035, safe.w * 0.06), 0.55);
    parts.push(text(cx, safe.y + safe.h * 0.8, px, card.textColor, 600, card.linkText));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`;
  // The logo drawn in, and the PNG barely compressed: it is read once, by the card's encode.
  const layers = logo ? [{ input: logo.png, left: logo.box.x, top: logo.box.y }] : [];
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * The template's logo and cards as files for the composition: the logo's PNG and place (the owner's own
 * photo, its original so a transparent logo stays transparent), and each card's still with the logo drawn
 * in its corner. A logo whose photo has since been deleted is left out, the rest of the video drawn.
 */
export async function brandParts(
  ctx: Pick<StageContext, "deps" | "userId" | "request" | "frame">,
  dir: string,
  font: string,
): Promise<Pick<ComposeInput, "logo" | "cards">> {
  const settings = ctx.request.template?.settings;
  if (!settings) return {};
  const { frame } = ctx;
  let logo: { png: Buffer; box: Box } | null = null;
  if (settings.logo) {
    const row = await getOwnedMedia(ctx.deps.database.db, ctx.userId, settings.logo.media_id).catch(
      () => null,
    );
    if (row?.kind === "photo") {
      const photo = await ctx.deps.storage.read(row.original_key);
      logo = await logoLayer(photo, settings.logo, frame);
    } else ctx.deps.logger.warn({ media: settings.logo.media_id }, "template logo missing; drawn without it");
  }
  const logoPath = path.join(dir, "logo.png");
  if (logo) await fs.writeFile(logoPath, logo.png);
  const { intro, end } = brandCards(ctx.request);
  const still = async (card: BrandCard | null, name: string): Promise<BrandCardPart | null> => {
    if (!card) return null;
    const size = { width: frame.width, height: frame.height };
    const png = await renderBrandCard(card, size, frame.layers.safe, font, logo);
    const file = path.join(dir, `${name}.png`);
    await fs.writeFile(file, png);
    return { path: file, frames: card.frames };
  };
  const [introPart, endPart] = await Promise.all([still(intro, "intro-card"), still(end, "end-card")]);
  return {
    logo: logo ? { path: logoPath, x: logo.box.x, y: logo.box.y } : null,
    ...(introPart || endPart ? { cards: { intro: introPart, end: endPart } } : {}),
  };
}

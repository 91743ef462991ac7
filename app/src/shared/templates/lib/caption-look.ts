import { type Aspect, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import type { TemplateCaptions } from "@reelsmith/contract/templates";

/**
 * How captions look: a preset with the template's changes (font, size, colours, position) and what the
 * preset has no field for (a box or an outline, words per line, upper case).
 */
export interface CaptionLook {
  style: CaptionStyle;
  background?: "box" | "outline";
  wordsPerLine?: number;
  uppercase?: boolean;
}

const presetOf = (idOrName: string | undefined) => {
  const key = idOrName?.trim().toLowerCase();
  return key ? captionStylePresets.find((p) => p.id === key || p.name.toLowerCase() === key) : undefined;
};

/** #rgb → #rrggbb, lower case. */
export const sixDigitHex = (hex: string) => {
  const h = hex.trim().toLowerCase();
  return /^#[0-9a-f]{3}$/.test(h) ? `#${[...h.slice(1)].map((c) => c + c).join("")}` : h;
};

/**
 * A template's captions as a look, as the server turns them into a caption style: null for "none" (no
 * captions) or no captions at all; the preset (Minimalist when none is named) with the template's changes.
 */
export function captionLookOf(captions: TemplateCaptions | null | undefined): CaptionLook | null {
  if (!captions) return null;
  const preset = captions.preset?.trim();
  if (preset && ["none", "off"].includes(preset.toLowerCase())) return null;
  const base = presetOf(preset) ?? (presetOf("minimalist") as CaptionStyle);
  const style: CaptionStyle = {
    ...base,
    ...(captions.font ? { fontFamily: captions.font } : {}),
    ...(captions.font_size ? { fontSize: captions.font_size } : {}),
    ...(captions.color ? { color: sixDigitHex(captions.color) } : {}),
    ...(captions.position ? { position: captions.position } : {}),
    ...(captions.highlight_color ? { highlightColor: sixDigitHex(captions.highlight_color) } : {}),
  };
  return {
    style,
    ...(captions.background ? { background: captions.background } : {}),
    ...(captions.words_per_line ? { wordsPerLine: captions.words_per_line } : {}),
    ...(captions.uppercase !== undefined ? { uppercase: captions.uppercase } : {}),
  };
}

/** A look as a template's captions: the preset by id, and each field that differs from the preset's. */
export function templateCaptionsOf(look: CaptionLook | null): TemplateCaptions {
  if (!look) return { preset: "none" };
  const { style } = look;
  const base = presetOf(style.id);
  const out: TemplateCaptions = { preset: base?.id ?? "minimalist" };
  if (!base || style.fontFamily !== base.fontFamily) out.font = style.fontFamily;
  if (!base || style.fontSize !== base.fontSize) out.font_size = Math.round(style.fontSize);
  if (!base || style.color.toLowerCase() !== base.color.toLowerCase()) out.color = style.color;
  if (!base || style.position !== base.position) out.position = style.position;
  if (style.highlightColor && style.highlightColor !== base?.highlightColor)
    out.highlight_color = style.highlightColor;
  if (look.background) out.background = look.background;
  if (look.wordsPerLine) out.words_per_line = look.wordsPerLine;
  if (look.uppercase !== undefined) out.uppercase = look.uppercase;
  return out;
}

/** True when the style is a preset as it ships (create-video can name it by id). */
export const isPlainPreset = (style: CaptionStyle) => {
  const base = presetOf(style.id);
  return Boolean(
    base &&
      base.fontFamily === style.fontFamily &&
      base.fontSize === style.fontSize &&
      base.color.toLowerCase() === style.color.toLowerCase() &&
      base.position === style.position &&
      base.highlightColor === style.highlightColor,
  );
};

/** The render's caption family and spoken-word colour (contract/caption-look.ts). */
export { captionFontFamily, highlightColor as highlightColorOf } from "@reelsmith/contract/caption-look";

/*
 * Where the render puts the captions of a voice-narrated video (server/src/layout/frame-layout.ts's
 * caption block, server/src/render/captions.ts's anchor), in the frame's pixels; caption-look.test.ts
 * checks these against the server's own functions.
 */
export const PREVIEW_WIDTH_PX = 360;
const MIN_CAPTION_WIDTH_SHARE = 24 / PREVIEW_WIDTH_PX;
export const CAPTION_LINE_EM = 1.25;
const CAPTION_PAD_EM = 0.3;
type Zones = { top: number; bottom: number; right: number; left: number };
const ZONES: Record<Aspect, Zones> = {
  "9:16": { top: 0.12, bottom: 0.2, right: 0.12, left: 0.04 },
  "4:5": { top: 0.05, bottom: 0.1, right: 0.05, left: 0.05 },
  "1:1": { top: 0.05, bottom: 0.1, right: 0.08, left: 0.08 },
  "16:9": { top: 0.07, bottom: 0.12, right: 0.05, left: 0.05 },
};

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function captionFontPx(presetFontSize: number, width: number, height: number): number {
  const short = Math.min(width, height);
  return Math.round(short * Math.max(presetFontSize / PREVIEW_WIDTH_PX, MIN_CAPTION_WIDTH_SHARE));
}

export interface CaptionPlacement {
  frame: { w: number; h: number };
  /** The platforms' safe zone of the frame (what their buttons and titles leave clear). */
  safe: Box;
  block: Box;
  /** The text's anchor: its foot (an 2), middle (an 5) or top (an 8), at the block's centre line. */
  anchor: { x: number; y: number; an: 2 | 5 | 8 };
  size: number;
  lineWidth: number;
}

/** The caption block and anchor of a voice-narrated frame of the ratio, 1080 px on its short side. */
export function captionPlacement(style: CaptionStyle, aspect: Aspect, shortSide = 1080): CaptionPlacement {
  const { width: w, height: h } = frameSizeForShortSide(aspect, shortSide);
  const zones = ZONES[aspect];
  const sx = Math.ceil(w * zones.left - 1e-9);
  const sy = Math.ceil(h * zones.top - 1e-9);
  const safe = {
    x: sx,
    y: sy,
    w: Math.floor(w * (1 - zones.right) + 1e-9) - sx,
    h: Math.floor(h * (1 - zones.bottom) + 1e-9) - sy,
  };
  const short = Math.min(w, h);
  const size = captionFontPx(style.fontSize, w, h);
  const ch = Math.min(
    Math.round(size * (2 * CAPTION_LINE_EM + 2 * CAPTION_PAD_EM)),
    Math.round(safe.h * 0.3),
  );
  const cw = Math.min(safe.w, Math.round(short * 1.4));
  const x = Math.round(safe.x + (safe.w - cw) / 2);
  const y =
    style.position === "top"
      ? safe.y
      : style.position === "center"
        ? Math.round(h / 2 - ch / 2)
        : safe.y + safe.h - ch;
  const block = { x, y, w: cw, h: ch };
  const pad = Math.round(size * 0.3);
  const ax = Math.round(block.x + block.w / 2);
  const anchor =
    style.position === "top"
      ? { x: ax, y: block.y + pad, an: 8 as const }
      : style.position === "center"
        ? { x: ax, y: Math.round(block.y + block.h / 2), an: 5 as const }
        : { x: ax, y: block.y + block.h - pad, an: 2 as const };
  return { frame: { w, h }, safe, block, anchor, size, lineWidth: block.w - 2 * pad };
}

/**
 * The caption's lines: `wordsPerLine` words a line when set, two lines at most; else as the render
 * breaks a caption, one line, or two split at the word nearest the middle when it is wider than a line.
 */
export function captionLines(
  words: string[],
  look: CaptionLook,
  size: number,
  lineWidth: number,
): string[][] {
  if (look.wordsPerLine) {
    const n = look.wordsPerLine;
    return [words.slice(0, n), words.slice(n, 2 * n)].filter((l) => l.length > 0);
  }
  const shown = words.slice(0, 4);
  const lineChars = Math.max(8, Math.floor(lineWidth / (size * 0.56)));
  const lens = shown.map((w) => Array.from(w).length);
  const total = lens.reduce((a, b) => a + b + 1, -1);
  if (total <= lineChars || shown.length < 2) return [shown];
  let acc = 0;
  let best = 1;
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let k = 1; k < shown.length; k++) {
    acc += (lens[k - 1] ?? 0) + 1;
    const diff = Math.abs(acc - total / 2);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = k;
    }
  }
  return [shown.slice(0, best), shown.slice(best)];
}

/**
 * How the render sets a caption off the picture (captions.ts's styleLines), in frame pixels: a box of
 * translucent near-black behind each line, or a dark outline and shadow. With no choice the render picks
 * per scene; the preview shows the heavy outline it uses where it cannot tell.
 */
export function captionTreatment(look: CaptionLook, size: number) {
  if (look.background === "box")
    return {
      kind: "box" as const,
      padX: Math.max(2, Math.round(size * 0.22)),
      padY: Math.max(1, Math.round(size * 0.06)),
      fill: "rgb(16 16 16 / 0.69)",
    };
  return {
    kind: "outline" as const,
    outline: Math.max(2, Math.round(size * 0.12)),
    shadow: Math.max(1, Math.round(size * 0.07)),
    shadowFill: "rgb(0 0 0 / 0.62)",
    outlineColor: "#000000",
  };
}

import { z } from "zod";

/**
 * Aspect ratios a video is made or exported in: 9:16 (the default: TikTok, Reels, Shorts), 4:5 and 1:1
 * (Instagram and LinkedIn feeds) and 16:9 (YouTube, LinkedIn). One layout engine lays out all four.
 */
export const ASPECTS = ["9:16", "4:5", "1:1", "16:9"] as const;
export const aspectSchema = z.enum(ASPECTS, {
  error: `The aspect ratio must be one of ${ASPECTS.join(", ")}`,
});
export type Aspect = z.output<typeof aspectSchema>;

/** Width and height of each ratio in its smallest whole numbers. */
export const ASPECT_RATIOS: Record<Aspect, { w: number; h: number }> = {
  "9:16": { w: 9, h: 16 },
  "4:5": { w: 4, h: 5 },
  "1:1": { w: 1, h: 1 },
  "16:9": { w: 16, h: 9 },
};

/** Where each ratio is posted (the editor's hint under each choice). */
export const ASPECT_PLATFORMS: Record<Aspect, string> = {
  "9:16": "TikTok, Reels, Shorts",
  "4:5": "Instagram, LinkedIn feed",
  "1:1": "Instagram, LinkedIn feed",
  "16:9": "YouTube, LinkedIn",
};

/** Export qualities, counted on the short side: 9:16 at 1080p is 1080x1920, 16:9 at 1080p is 1920x1080. */
export const QUALITIES = ["720p", "1080p", "1440p"] as const;
export const qualitySchema = z.enum(QUALITIES, {
  error: `The quality must be one of ${QUALITIES.join(", ")}`,
});
export type Quality = z.output<typeof qualitySchema>;
export const QUALITY_SHORT_SIDE: Record<Quality, number> = { "720p": 720, "1080p": 1080, "1440p": 1440 };

export interface FrameSize {
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** A frame of the ratio whose short side is `shortSide` pixels (both sides even). */
export function frameSizeForShortSide(aspect: Aspect, shortSide: number): FrameSize {
  const { w, h } = ASPECT_RATIOS[aspect];
  const short = even(shortSide);
  if (w <= h) return { width: short, height: even((short * h) / w) };
  return { width: even((short * w) / h), height: short };
}

/**
 * The frame size of a ratio at a quality: 9:16 1080p 1080x1920, 4:5 1080p 1080x1350, 1:1 1080p 1080x1080,
 * 16:9 1080p 1920x1080; 720p and 1440p scale the short side to 720 and 1440 (1280x720, 1440x2560 ...).
 */
export function frameSizeFor(aspect: Aspect, quality: Quality): FrameSize {
  return frameSizeForShortSide(aspect, QUALITY_SHORT_SIDE[quality]);
}

/** The ratio a frame size has (within 2 %), or null when it is none of the four. */
export function aspectOf(size: FrameSize): Aspect | null {
  const r = size.width / size.height;
  for (const a of ASPECTS) {
    const { w, h } = ASPECT_RATIOS[a];
    if (Math.abs(r / (w / h) - 1) <= 0.02) return a;
  }
  return null;
}

/** A file-name-safe form of a ratio: "16:9" -> "16x9" (download names such as story-reel-video-16x9.mp4). */
export function aspectSlug(aspect: Aspect): string {
  return aspect.replace(":", "x");
}

/** Bounds of an explicit WIDTHxHEIGHT size's short side. */
export const SIZE_SHORT_SIDE = { min: 144, max: 1440 } as const;

export const sizeMessages = {
  badSize: `Size must be one of ${ASPECTS.join(", ")} or WIDTHxHEIGHT of one of those ratios (even numbers, short side ${SIZE_SHORT_SIDE.min} to ${SIZE_SHORT_SIDE.max})`,
} as const;

/**
 * Parses a video size: a ratio ("9:16", "4:5", "1:1", "16:9", made at 1080p) or an explicit even
 * WIDTHxHEIGHT of one of those ratios, short side 144 to 1440 (360x640, 480x600, 640x360 for drafts and
 * tests). Returns null when the size is none of these.
 */
export function parseVideoSize(s: string): (FrameSize & { aspect: Aspect }) | null {
  const asAspect = aspectSchema.safeParse(s);
  if (asAspect.success) return { ...frameSizeFor(asAspect.data, "1080p"), aspect: asAspect.data };
  const m = /^(\d{2,4})x(\d{2,4})$/.exec(s);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  if (width % 2 || height % 2) return null;
  const short = Math.min(width, height);
  if (short < SIZE_SHORT_SIDE.min || short > SIZE_SHORT_SIDE.max) return null;
  const aspect = aspectOf({ width, height });
  if (!aspect) return null;
  return { width, height, aspect };
}

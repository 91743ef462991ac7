import { STORY_MAX_LENGTH } from "@reelsmith/contract/drafts";
import {
  analyzeProductResponseSchema,
  type BrandKit,
  brandKitSchema,
  PRODUCT_PHOTOS_MAX,
} from "@reelsmith/contract/product";
import { z } from "zod";
import {
  type BrandKitDraft,
  emptyBrandKit,
  fullHex,
  MAX_BRAND_COLORS,
} from "@/features/product-ad/lib/brand-kit";
import { MAX_SELECTED_IMAGES } from "@/features/product-ad/lib/image-list";

/**
 * What the Product Ad editor keeps in its server draft (/api/drafts/product-ad, settings.product_ad): the
 * mode, the page and its analysis, the pictures chosen, the seller's own photos, name and description, and
 * the brand kit as edited. The script is the draft's story.
 */
export interface AdDraft {
  source: "page" | "photos";
  url: string;
  analysis: (z.infer<typeof analyzeProductResponseSchema> & { url: string }) | null;
  selected: string[];
  photos: string[];
  name: string;
  description: string;
  kit: BrandKitDraft;
}

const text = (max: number) => z.string().max(max).catch("");
const urls = (max: number) =>
  z
    .array(z.string().max(2000))
    .catch([])
    .transform((list) => list.slice(0, max));

const kitSchema = z
  .object({
    colors: z
      .array(z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i))
      .catch([])
      .transform((list) => list.map(fullHex).slice(0, MAX_BRAND_COLORS)),
    priceAmount: text(20),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .catch(emptyBrandKit.currency),
    priceText: text(40),
    logoUrl: z.string().max(2000).nullable().catch(null),
  })
  .catch(emptyBrandKit);

/** A stored draft is whatever an older app wrote: each part that does not read is dropped, not the whole. */
const adDraftSchema = z.object({
  source: z.enum(["page", "photos"]).catch("page"),
  url: text(2000),
  analysis: analyzeProductResponseSchema
    .extend({ url: z.string().max(2000) })
    .nullable()
    .catch(null),
  selected: urls(MAX_SELECTED_IMAGES),
  photos: urls(PRODUCT_PHOTOS_MAX),
  name: text(200),
  description: text(2000),
  kit: kitSchema,
});

export function adDraftOf(settings: Record<string, unknown> | undefined): AdDraft | null {
  const saved = settings?.product_ad;
  if (!saved || typeof saved !== "object") return null;
  const parsed = adDraftSchema.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

/** A page's analysis lists every picture it found; past this size the draft keeps the rest without it. */
const ANALYSIS_MAX_CHARS = 40_000;

/** The draft's content as PUT /api/drafts/product-ad takes it. */
export function adDraftContent(draft: AdDraft, script: string) {
  const analysis =
    draft.analysis && JSON.stringify(draft.analysis).length <= ANALYSIS_MAX_CHARS ? draft.analysis : null;
  return {
    story: script.slice(0, STORY_MAX_LENGTH),
    settings: { product_ad: { ...draft, analysis } },
  };
}

/** The editor's kit from the one a project keeps (projects.metadata.brand_kit), or null when it has none. */
export function brandKitFromProject(metadata: Record<string, unknown>): BrandKit | null {
  const parsed = brandKitSchema.safeParse(metadata.brand_kit);
  return parsed.success ? parsed.data : null;
}

export function kitDraftOf(kit: BrandKit): BrandKitDraft {
  return kitSchema.parse({
    colors: kit.colors,
    priceAmount: kit.price_amount ?? "",
    currency: kit.currency ?? emptyBrandKit.currency,
    priceText: kit.price ?? "",
    logoUrl: kit.logo_url ?? null,
  });
}

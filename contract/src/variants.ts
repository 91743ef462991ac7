import { z } from "zod";

/** How many variants one request makes of a product ad. */
export const VARIANTS_MIN = 2;
export const VARIANTS_MAX = 6;

/** The messages of ad variants, shared by the server and the preview's Make variants dialog. */
export const variantMessages = {
  count: `Choose ${VARIANTS_MIN} to ${VARIANTS_MAX} variants`,
  notProductAd: "Only a product ad can have variants",
  noAd: "This ad has no script to make variants of yet",
  noCredits: (variants: number, cost: number, available: number) =>
    `Not enough credits: ${variants} variants cost ${cost} credits and you have ${available}.`,
  /** Shown before the user confirms. */
  cost: (credits: number) => `This will use ${credits} ${credits === 1 ? "credit" : "credits"}`,
} as const;

/** POST /api/projects/:id/variants */
export const createVariantsSchema = z.strictObject({
  count: z
    .number({ error: variantMessages.count })
    .int(variantMessages.count)
    .min(VARIANTS_MIN, variantMessages.count)
    .max(VARIANTS_MAX, variantMessages.count),
});

/**
 * projects.metadata.variant_group: which ad a project is a version of (`of`, the original's id; the
 * original names itself) and its label in the library ("Original", "Variant B", ...). The original also
 * keeps how many variants were made of it.
 */
export const variantGroupSchema = z.object({
  of: z.string(),
  label: z.string(),
  count: z.number().int().optional(),
  batch_id: z.string().optional(),
});
export type VariantGroup = z.infer<typeof variantGroupSchema>;

/** The variant group a project's metadata names, or null (none, or not of this shape). */
export function variantGroupOf(metadata: unknown): VariantGroup | null {
  const group = (metadata as { variant_group?: unknown } | null | undefined)?.variant_group;
  const parsed = variantGroupSchema.safeParse(group);
  return parsed.success ? parsed.data : null;
}

/** The label of the n-th variant made of an ad (1: "Variant B", the original being A; past Z, numbers). */
export function variantLabel(n: number): string {
  return n <= 25 ? `Variant ${String.fromCharCode(65 + n)}` : `Variant ${n + 1}`;
}

/** GET /api/projects/:id/variants: what one video costs and the batches of variants made of the ad. */
export const variantsInfoSchema = z.object({
  credits_per_video: z.number().int(),
  original_id: z.string(),
  batch_ids: z.array(z.string()),
});
export type VariantsInfo = z.infer<typeof variantsInfoSchema>;

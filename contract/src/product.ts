import { z } from "zod";
import { languageSchema } from "./catalog";

/** Product analysis messages, and the product URL rule. */
export const productMessages = {
  badRequest: "Invalid product URL. Please check the URL and try again.",
  sessionExpired: "Your session has expired. Please sign in again.",
  forbidden: "You do not have permission to analyze this product.",
  notFound: "Product not found. Please check the URL and try again.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  unavailable: "Service is currently unavailable. Please try again later.",
  other: "Failed to analyze product. Please try again.",
  invalidData: "Invalid product data received. Please try again.",
  network: "Network connection lost. Please check your internet connection and try again.",
  signIn: "Please sign in to analyze products",
  invalidUrl: "Please enter a valid product URL starting with http:// or https://",
} as const;

/** The product URL must begin with http:// or https:// (Analyze is disabled otherwise). */
export function isProductUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}

/** POST /api/functions/analyze-product */
export const analyzeProductRequestSchema = z.strictObject({
  url: z
    .string({ error: productMessages.invalidUrl })
    .trim()
    .max(2000, productMessages.invalidUrl)
    .refine(isProductUrl, productMessages.invalidUrl),
  language: languageSchema.default("en"),
});

export const analyzeProductResponseSchema = z.object({
  product_name: z.string().min(1),
  description: z.string(),
  image_urls: z.array(z.string()),
  generated_script: z.string(),
  /** The page's brand kit, where it tells: theme colours (hex), the price for display ("49.00 USD"), the
   * amount alone as a plain decimal, its ISO 4217 currency, the brand's name and its logo's URL. */
  brand_colors: z.array(z.string()).optional(),
  price: z.string().optional(),
  price_amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  brand: z.string().optional(),
  logo_url: z.string().optional(),
});
export type ProductAnalysis = z.infer<typeof analyzeProductResponseSchema>;

export type AnalysisFailure = number | "invalid" | "network" | "unauthenticated" | "invalid_url";

/** The message the user sees for a failed analysis: an HTTP status or one of the client-side failures. */
export function analysisErrorMessage(failure: AnalysisFailure): string {
  switch (failure) {
    case 400:
      return productMessages.badRequest;
    case 401:
      return productMessages.sessionExpired;
    case 403:
      return productMessages.forbidden;
    case 404:
      return productMessages.notFound;
    case 429:
      return productMessages.tooManyRequests;
    case 503:
      return productMessages.unavailable;
    case "invalid":
    case 422:
      return productMessages.invalidData;
    case "network":
      return productMessages.network;
    case "unauthenticated":
      return productMessages.signIn;
    case "invalid_url":
      return productMessages.invalidUrl;
    default:
      return productMessages.other;
  }
}

/** Up to 3 retries, 2000 ms doubling, only on 503, 429 or network errors. */
export const ANALYSIS_MAX_RETRIES = 3;
export const ANALYSIS_BASE_DELAY_MS = 2000;

export function isRetryableFailure(failure: AnalysisFailure): boolean {
  return failure === 503 || failure === 429 || failure === "network";
}

/** The delay before retry number `attempt` (0-based), or null when no retry follows. */
export function analysisRetryDelay(failure: AnalysisFailure, attempt: number): number | null {
  if (!isRetryableFailure(failure) || attempt >= ANALYSIS_MAX_RETRIES) return null;
  return ANALYSIS_BASE_DELAY_MS * 2 ** attempt;
}

/**
 * "Use my own photos": an ad made without a product page. The seller uploads 1 to 6 photos (each checked
 * by content and size like an avatar photo: JPG, PNG or WebP, under 10MB), names the product, and may give
 * a price and a description; the writer makes the ad script from them.
 *
 * - POST /api/product-photos  multipart/form-data, field `photo` (one file) -> 201 { url } (the seller's own
 *   file under /storage/uploads/{userId}/, readable by them alone)
 * - POST /api/functions/write-ad-script  JSON WriteAdScriptRequest -> { generated_script }
 */
export const PRODUCT_PHOTOS_MAX = 6;
export const PRODUCT_NAME_MAX_CHARS = 200;
export const PRODUCT_DESCRIPTION_MAX_CHARS = 2000;

export const ownPhotosMessages = {
  nameRequired: "Please enter the product's name.",
  photoRequired: "Please add at least one product photo.",
  tooManyPhotos: `You can use up to ${PRODUCT_PHOTOS_MAX} photos.`,
  uploadFailed: "Could not upload the photo. Please try again.",
  writeFailed: "Could not write the ad script. Please try again.",
} as const;

export const productPhotoResponseSchema = z.object({ url: z.string() });

export const writeAdScriptRequestSchema = z.strictObject({
  product_name: z
    .string({ error: ownPhotosMessages.nameRequired })
    .trim()
    .min(1, ownPhotosMessages.nameRequired)
    .max(PRODUCT_NAME_MAX_CHARS),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX_CHARS).default(""),
  /** The price as the buyer reads it ("$49.90"), said in the script when given. */
  price: z.string().trim().max(40).nullish(),
  language: languageSchema.default("en"),
});
export type WriteAdScriptRequest = z.input<typeof writeAdScriptRequestSchema>;
export const writeAdScriptResponseSchema = z.object({ generated_script: z.string() });

/** The currencies the editor offers first (any ISO 4217 code is accepted). */
export const COMMON_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "INR",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "MXN",
  "BRL",
] as const;

/**
 * A Product Ad's brand kit as kept on its project (projects.metadata.brand_kit, no migration): what the
 * page gave or the seller typed, as last sent to create-video, so the editor can show and edit it again.
 */
export const brandKitSchema = z.object({
  product_name: z.string(),
  colors: z.array(z.string()),
  price: z.string().optional(),
  price_amount: z.string().optional(),
  currency: z.string().optional(),
  logo_url: z.string().optional(),
  product_url: z.string().optional(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

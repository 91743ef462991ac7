import sharp from "sharp";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { fetchPicture, PageFetchError } from "../lib/page-fetch";

const SHOP_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MAX_SHOP_IMAGE_BYTES = 10 * 1024 * 1024;
/** Wide enough for the preview modal on a large screen; product pictures are shown, not printed. */
const DISPLAY_WIDTH = 1080;

/** Why a picture is missing, in words that never tell why an address is refused. */
function imageFetchMessage(err: unknown): string {
  const kind = err instanceof PageFetchError ? err.kind : "unreachable";
  switch (kind) {
    case "invalid-url":
    case "blocked":
      return "Image unavailable";
    case "unreachable":
    case "timeout":
    case "redirects":
      return "Image unavailable: the shop could not be reached";
    case "http":
      return `Image unavailable: the shop answered ${(err as PageFetchError).status ?? "an error"}`;
    case "too-large":
      return "Image unavailable: the picture is too large";
    case "wrong-type":
      return "Image unavailable: not a picture";
  }
}

/**
 * A shop's product picture for display in the editor. Shops often serve pictures over plain http (blocked
 * by our content security policy on an https page) or refuse other sites' referrers, so the browser asks us.
 * The fetch has the page fetch's guards (public addresses only, checked after DNS and on each redirect;
 * size and time limits), and the picture is decoded and re-encoded, so nothing but pixels reaches the
 * browser (no SVG scripts, no metadata).
 */
export async function fetchProductImage(
  config: Config,
  url: string,
): Promise<{ body: Buffer; type: string }> {
  let original: Buffer;
  try {
    original = await fetchPicture(url, {
      types: SHOP_IMAGE_TYPES,
      maxBytes: MAX_SHOP_IMAGE_BYTES,
      timeoutMs: 10_000,
      allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    });
  } catch (err) {
    throw new AppError("IMAGE_UNAVAILABLE", imageFetchMessage(err));
  }
  try {
    const body = await sharp(original, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: DISPLAY_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { body, type: "image/webp" };
  } catch {
    throw new AppError("IMAGE_UNAVAILABLE", "Image unavailable: not a picture");
  }
}

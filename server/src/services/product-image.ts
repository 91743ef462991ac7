import sharp from "sharp";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { fetchPage } from "../lib/page-fetch";

const SHOP_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MAX_SHOP_IMAGE_BYTES = 10 * 1024 * 1024;
/** Wide enough for the preview modal on a large screen; product pictures are shown, not printed. */
const DISPLAY_WIDTH = 1080;

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
    original = (
      await fetchPage(url, {
        maxBytes: MAX_SHOP_IMAGE_BYTES,
        timeoutMs: 10_000,
        maxRedirects: 5,
        accept: (type) => SHOP_IMAGE_TYPES.has(type),
        allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
      })
    ).body;
  } catch (err) {
    throw new AppError("IMAGE_UNAVAILABLE", `Image unavailable: ${(err as Error).message}`);
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

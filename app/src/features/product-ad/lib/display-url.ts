/**
 * Where the browser loads a product picture from: a shop's picture goes through our server
 * (GET /api/product-image), which fetches it safely and answers over our own origin, so plain-http
 * pictures and shops that refuse other sites' referrers still show. Our own uploads, data: and blob:
 * URLs load directly.
 */
export function productImageDisplayUrl(src: string, origin = window.location.origin): string {
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return src;
  }
  if (url.origin === origin || (url.protocol !== "http:" && url.protocol !== "https:")) return src;
  return `/api/product-image?url=${encodeURIComponent(src)}`;
}

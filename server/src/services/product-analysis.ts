import { type ProductAnalysis, productMessages } from "@reelsmith/contract/product";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { fetchPage, PageFetchError } from "../lib/page-fetch";
import { getWriter } from "../providers/writer/writer";
import { extractProduct } from "./product-extract";

export const PAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

/** The page's text in its own charset: the header's, else a <meta> one near the top, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const charset =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(charset.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

const isHtml = (mediaType: string) => mediaType === "text/html" || mediaType === "application/xhtml+xml";

/**
 * analyze-product: fetches the page (public addresses only, HTML only, size and time limits), extracts the
 * product, and has the writer write the ad script. Errors carry the spec's messages.
 */
export async function analyzeProduct(
  config: Config,
  url: string,
  language: string,
): Promise<ProductAnalysis> {
  let page: Awaited<ReturnType<typeof fetchPage>>;
  try {
    page = await fetchPage(url, {
      ...PAGE_LIMITS,
      accept: isHtml,
      allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    });
  } catch (err) {
    if (err instanceof PageFetchError && (err.status === 404 || err.status === 410))
      throw new AppError("PRODUCT_NOT_FOUND", productMessages.notFound);
    throw new AppError("INVALID_PRODUCT_URL", productMessages.badRequest);
  }
  const product = extractProduct(decodeHtml(page.body, page.contentType), page.finalUrl);
  if (!product.name) throw new AppError("INVALID_PRODUCT_DATA", productMessages.invalidData);
  const generated_script = await getWriter(config).adScript(product, language);
  return {
    product_name: product.name,
    description: product.description,
    image_urls: product.imageUrls,
    generated_script,
    ...(product.brandColors.length > 0 ? { brand_colors: product.brandColors } : {}),
    ...(product.price ? { price: product.price } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
  };
}

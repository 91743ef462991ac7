import { type ProductAnalysis, productMessages } from "@reelsmith/contract/product";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { fetchPage, PageFetchError } from "../lib/page-fetch";
import { getWriter } from "../providers/writer";
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
 * What the seller is told when the product page could not be fetched, decided here only: a URL we do not
 * fetch, and a blocked address, read as an invalid URL (never saying why an address is blocked); a shop
 * that does not answer, answers too slowly, answers a server error or loops is unavailable (try later); a
 * page that answers but is missing, or is no web page at all, has no product.
 */
export function productPageError(err: unknown): AppError {
  const kind = err instanceof PageFetchError ? err.kind : "unreachable";
  switch (kind) {
    case "invalid-url":
    case "blocked":
      return new AppError("INVALID_PRODUCT_URL", productMessages.badRequest);
    case "http": {
      const status = (err as PageFetchError).status ?? 0;
      if (status >= 400 && status < 500 && status !== 408 && status !== 429)
        return new AppError("PRODUCT_NOT_FOUND", productMessages.notFound);
      return new AppError("SHOP_UNREACHABLE", productMessages.unavailable);
    }
    case "too-large":
    case "wrong-type":
      return new AppError("PRODUCT_NOT_FOUND", productMessages.notFound);
    case "unreachable":
    case "timeout":
    case "redirects":
      return new AppError("SHOP_UNREACHABLE", productMessages.unavailable);
  }
}

/**
 * analyze-product: fetches the page (public addresses only, HTML only, size and time limits), extracts the
 * product and its brand kit (logo, colours, price and currency), and has the writer write the ad script.
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
      timeoutMs: config.PRODUCT_FETCH_TIMEOUT_MS,
      accept: isHtml,
      allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    });
  } catch (err) {
    throw productPageError(err);
  }
  const product = extractProduct(decodeHtml(page.body, page.contentType), page.finalUrl);
  if (!product.isProduct) throw new AppError("PRODUCT_NOT_FOUND", productMessages.notFound);
  const generated_script = await getWriter(config).adScript(product, language);
  return {
    product_name: product.name,
    description: product.description,
    image_urls: product.imageUrls,
    generated_script,
    ...(product.brandColors.length > 0 ? { brand_colors: product.brandColors } : {}),
    ...(product.price ? { price: product.price } : {}),
    ...(product.priceAmount ? { price_amount: product.priceAmount } : {}),
    ...(product.currency ? { currency: product.currency } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.logoUrl ? { logo_url: product.logoUrl } : {}),
  };
}

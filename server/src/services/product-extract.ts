import * as cheerio from "cheerio";

/** What a product page tells about its product: JSON-LD Product, then Open Graph/Twitter, then the page. */
export interface ExtractedProduct {
  name: string;
  description: string;
  imageUrls: string[];
  features: string[];
  brandColors: string[];
  price?: string;
  brand?: string;
}

type Json = Record<string, unknown>;

const clean = (s: unknown): string =>
  typeof s === "string"
    ? s
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : "";

function isType(node: Json, type: string): boolean {
  const t = node["@type"];
  return t === type || (Array.isArray(t) && t.includes(type));
}

/** Every object in the JSON-LD blocks, following @graph and nested arrays. */
function jsonLdNodes($: cheerio.CheerioAPI): Json[] {
  const out: Json[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      out.push(v as Json);
      const graph = (v as Json)["@graph"];
      if (graph) walk(graph);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      walk(JSON.parse($(el).text()));
    } catch {
      // A broken block is skipped: the other sources still count.
    }
  });
  return out;
}

function imagesOf(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(imagesOf);
  if (v && typeof v === "object") {
    const o = v as Json;
    return imagesOf(o.url ?? o.contentUrl);
  }
  return [];
}

function nameOf(v: unknown): string {
  if (typeof v === "string") return clean(v);
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === "object") return clean((v as Json).name);
  return "";
}

function priceOf(offers: unknown): string | undefined {
  const offer = Array.isArray(offers) ? offers[0] : offers;
  if (!offer || typeof offer !== "object") return undefined;
  const o = offer as Json;
  const price = o.price ?? o.lowPrice;
  if (price === undefined || price === null || price === "") return undefined;
  const currency = typeof o.priceCurrency === "string" ? ` ${o.priceCurrency}` : "";
  return `${price}${currency}`;
}

const TRACKING_HOSTS =
  /(^|\.)(doubleclick\.net|google-analytics\.com|googletagmanager\.com|googlesyndication\.com|facebook\.com|facebook\.net|scorecardresearch\.com|quantserve\.com|adservice\.google\.com|analytics\.|pixel\.|ads\.|adserver\.|bat\.bing\.com|criteo\.(com|net)|taboola\.com|outbrain\.com)/i;

/** Tracking pixels, spacers, icons and inline data are no product pictures. */
export function isJunkImage(url: URL): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return true;
  if (TRACKING_HOSTS.test(url.hostname)) return true;
  const p = url.pathname.toLowerCase();
  if (p.endsWith(".gif") || p.endsWith(".svg") || p.endsWith(".ico")) return true;
  if (/(^|[/_.-])(pixel|spacer|blank|tracking|beacon|1x1|favicon|sprite|logo|icon)s?([/_.-]|$)/.test(p))
    return true;
  return false;
}

function tinySize(el: cheerio.Cheerio<never>): boolean {
  for (const attr of ["width", "height"]) {
    const n = Number.parseInt(String(el.attr(attr) ?? ""), 10);
    if (Number.isFinite(n) && n < 100) return true;
  }
  return false;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function extractProduct(html: string, pageUrl: string, maxImages = 20): ExtractedProduct {
  const $ = cheerio.load(html);
  const meta = (...keys: string[]) => {
    for (const k of keys) {
      const v = clean($(`meta[property="${k}"], meta[name="${k}"]`).first().attr("content"));
      if (v) return v;
    }
    return "";
  };

  const product = jsonLdNodes($).find((n) => isType(n, "Product"));
  let name = clean(product?.name);
  let description = clean(product?.description);
  const price = priceOf(product?.offers) ?? (meta("product:price:amount", "og:price:amount") || undefined);
  const brand = nameOf(product?.brand) || meta("product:brand", "og:brand") || undefined;
  const candidates: string[] = product ? imagesOf(product.image) : [];

  name ||= meta("og:title", "twitter:title");
  description ||= meta("og:description", "twitter:description", "description");
  $('meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"]').each(
    (_, el) => {
      candidates.push($(el).attr("content") ?? "");
    },
  );
  $('meta[name="twitter:image"], meta[name="twitter:image:src"], meta[property="twitter:image"]').each(
    (_, el) => {
      candidates.push($(el).attr("content") ?? "");
    },
  );

  // The page itself: its first heading, its title, and its pictures.
  name ||= clean($("h1").first().text()) || clean($("title").first().text());
  if (!description) {
    const p = $("main p, article p, p")
      .toArray()
      .map((el) => clean($(el).text()))
      .find((t) => t.length >= 40);
    description = p ?? "";
  }
  $("img").each((_, el) => {
    const img = $(el);
    if (tinySize(img as cheerio.Cheerio<never>)) return;
    const src = img.attr("src") || img.attr("data-src") || "";
    const srcset = img.attr("srcset");
    candidates.push(src || (srcset?.split(",")[0]?.trim().split(/\s+/)[0] ?? ""));
  });

  const seen = new Set<string>();
  const imageUrls: string[] = [];
  for (const raw of candidates) {
    if (!raw || raw.trim().startsWith("data:")) continue;
    let url: URL;
    try {
      url = new URL(raw.trim(), pageUrl);
    } catch {
      continue;
    }
    url.hash = "";
    if (isJunkImage(url)) continue;
    const key = url.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    imageUrls.push(key);
    if (imageUrls.length >= maxImages) break;
  }

  const features = $("main li, article li, .features li, ul li")
    .toArray()
    .map((el) => clean($(el).text()))
    .filter((t) => t.length >= 8 && t.length <= 140 && !/[|»›]/.test(t))
    .slice(0, 6);

  const brandColors = [meta("theme-color", "msapplication-TileColor")]
    .concat(
      $('meta[name="theme-color"]')
        .toArray()
        .map((el) => clean($(el).attr("content"))),
    )
    .filter((c) => HEX.test(c))
    .map((c) => c.toLowerCase())
    .filter((c, i, all) => all.indexOf(c) === i);

  return {
    name: name.slice(0, 200),
    description: description.slice(0, 2000),
    imageUrls,
    features,
    brandColors,
    ...(price ? { price } : {}),
    ...(brand ? { brand } : {}),
  };
}

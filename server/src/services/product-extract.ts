import * as cheerio from "cheerio";

/**
 * What a product page tells about its product: JSON-LD Product, microdata, the shop platform's own markup
 * (Shopify, WooCommerce, Amazon), then Open Graph/Twitter, then the page.
 */
export interface ExtractedProduct {
  /** Whether the page shows a product at all (a blog post or a home page does not). */
  isProduct: boolean;
  name: string;
  description: string;
  imageUrls: string[];
  features: string[];
  brandColors: string[];
  /** For display: the amount and its currency code, e.g. "49.00 USD". */
  price?: string;
  /** The amount alone, a plain decimal ("1299.00"). */
  priceAmount?: string;
  /** ISO 4217 code, upper case. */
  currency?: string;
  brand?: string;
  /** The shop's or brand's logo: JSON-LD logos first, then the largest icon the page declares. */
  logoUrl?: string;
}

type Json = Record<string, unknown>;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " " };

/** Text without tags, entities decoded (shops write "&amp;" inside JSON-LD strings), spaces collapsed. */
const clean = (s: unknown): string =>
  typeof s === "string"
    ? s
        .replace(/<[^>]*>/g, " ")
        .replace(/&(amp|quot|apos|lt|gt|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
        .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
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

export interface Price {
  amount: string;
  currency?: string;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: "USD",
  US$: "USD",
  "£": "GBP",
  "€": "EUR",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₺": "TRY",
  zł: "PLN",
  R$: "BRL",
  A$: "AUD",
  C$: "CAD",
  CA$: "CAD",
};

/**
 * An amount as a plain decimal: "1,299.00", "1.299,00", "24,99 €", "$24.99" and 4900 all read; the last
 * separator followed by one or two digits is the decimal point, the others group thousands.
 */
export function normalizeAmount(raw: unknown): string | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw.toFixed(2) : undefined;
  if (typeof raw !== "string") return undefined;
  const m = /\d[\d.,\s\u00a0\u202f']*/.exec(raw);
  if (!m) return undefined;
  const digits = m[0].replace(/[\s\u00a0\u202f']/g, "").replace(/[.,]+$/, "");
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, "");
  if (!whole) return undefined;
  return decimal ? `${whole}.${decimal[1]}` : whole;
}

/** The currency a price text is written in, from an ISO code in it or its symbol. */
export function currencyOfText(text: string): string | undefined {
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  if (code && code !== "VAT") return code;
  const symbol = /(US\$|CA\$|[ARC]\$|zł|[$£€¥₹₩₺])/.exec(text)?.[1];
  return symbol ? CURRENCY_SYMBOLS[symbol] : undefined;
}

const currencyCode = (v: unknown): string | undefined =>
  typeof v === "string" && /^[A-Za-z]{3}$/.test(v.trim()) ? v.trim().toUpperCase() : undefined;

/** A JSON-LD offer: Offer, AggregateOffer (its lowPrice), a list of offers, or a priceSpecification. */
function offerPrice(offers: unknown): Price | undefined {
  if (Array.isArray(offers)) {
    for (const o of offers) {
      const p = offerPrice(o);
      if (p) return p;
    }
    return undefined;
  }
  if (!offers || typeof offers !== "object") return undefined;
  const o = offers as Json;
  const amount = normalizeAmount(o.price ?? o.lowPrice);
  if (amount) {
    const currency = currencyCode(o.priceCurrency);
    return currency ? { amount, currency } : { amount };
  }
  return offerPrice(o.priceSpecification) ?? offerPrice(o.offers);
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

/** "#abc" as "#aabbcc", lower case. */
function fullHex(c: string): string {
  const h = c.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

const PRODUCT_TYPES = ["Product", "ProductGroup", "IndividualProduct", "ProductModel"];
const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle", "Recipe", "ItemList", "CollectionPage"];
const ORGANIZATION_TYPES = ["Organization", "Corporation", "Brand", "Store", "OnlineStore", "LocalBusiness"];

/** A logo in JSON-LD: a URL or an ImageObject. */
const logoOf = (v: unknown): string | undefined => imagesOf(v)[0];

/** The size an icon declares ("180x180" reads 180; apple-touch-icons without sizes are 180). */
function iconSize(sizes: string | undefined, rel: string): number {
  const n = Number.parseInt(/(\d+)x\d+/i.exec(sizes ?? "")?.[1] ?? "", 10);
  if (Number.isFinite(n)) return n;
  if (sizes?.toLowerCase() === "any") return 512;
  return rel.includes("apple-touch-icon") ? 180 : 16;
}

/** Shopify's older themes put the product as JSON in `ProductJson-*`: prices in cents, images "//cdn...". */
function shopifyProductJson($: cheerio.CheerioAPI): Json | undefined {
  const el = $('script[id^="ProductJson"], script[data-product-json]').first();
  if (!el.length) return undefined;
  try {
    const v = JSON.parse(el.text());
    return v && typeof v === "object" ? (v as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** Amazon's main picture: the largest of `data-a-dynamic-image` (URL to [width, height]), else the hi-res. */
function amazonImages(img: cheerio.Cheerio<never>): string[] {
  // The hi-res original first; the others are the same picture scaled down.
  const out: string[] = [img.attr("data-old-hires") ?? ""];
  try {
    const sizes = JSON.parse(img.attr("data-a-dynamic-image") ?? "{}") as Record<string, number[]>;
    const largest = Object.entries(sizes).sort((a, b) => (b[1]?.[0] ?? 0) - (a[1]?.[0] ?? 0))[0];
    if (largest) out.push(largest[0]);
  } catch {
    // A broken attribute: the other sources still count.
  }
  out.push(img.attr("src") ?? "");
  return out;
}

/** Size and version parameters that image CDNs (Shopify's among them) add to one and the same picture. */
const SIZE_PARAMS = ["width", "height", "w", "h", "crop", "v", "quality", "q", "fit", "format", "auto"];

/** The same picture at another size, version or scheme counts once. */
function sameImageKey(url: URL): string {
  const u = new URL(url);
  for (const p of SIZE_PARAMS) u.searchParams.delete(p);
  u.protocol = "https:";
  // Amazon-style size modifiers in the name: 61Xk8cTgQCL._AC_SX679_.jpg is 61Xk8cTgQCL.jpg.
  u.pathname = u.pathname.replace(/\._[^/]*_\.(jpe?g|png|webp)$/i, ".$1");
  return u.toString();
}

/** The page as the extractors read it: its markup, its JSON-LD graph and the shop platform it is built on. */
interface ProductPage {
  $: cheerio.CheerioAPI;
  /** The first non-empty content of these meta tags (by property or name). */
  meta: (...keys: string[]) => string;
  /** The clean text of the first element the selector finds. */
  text: (selector: string) => string;
  nodes: Json[];
  /** The JSON-LD Product, its image and brand followed where they point at other nodes. */
  product: Json | undefined;
  organization: Json | undefined;
  shopify: Json | undefined;
  micro: cheerio.Cheerio<never>;
  /** A microdata property of the product; absent when the page has no microdata Product. */
  itemprop: ((prop: string) => string) | undefined;
  amazon: boolean;
  woo: boolean;
}

function readPage(html: string): ProductPage {
  const $ = cheerio.load(html);
  const meta = (...keys: string[]) => {
    for (const k of keys) {
      const v = clean($(`meta[property="${k}"], meta[name="${k}"]`).first().attr("content"));
      if (v) return v;
    }
    return "";
  };
  const nodes = jsonLdNodes($);
  // Yoast and others point at other nodes of the graph ({"@id": ...}) instead of repeating them.
  const byId = new Map(nodes.filter((n) => typeof n["@id"] === "string").map((n) => [n["@id"] as string, n]));
  const deref = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(deref);
    if (v && typeof v === "object" && Object.keys(v).length === 1 && typeof (v as Json)["@id"] === "string")
      return byId.get((v as Json)["@id"] as string) ?? v;
    return v;
  };
  const found = nodes.find((n) => PRODUCT_TYPES.some((t) => isType(n, t)));
  const micro = $('[itemtype*="schema.org/Product"]').first() as cheerio.Cheerio<never>;
  const itemprop = (prop: string) => {
    const el = micro.find(`[itemprop="${prop}"]`).first();
    return clean(el.attr("content") ?? el.text());
  };
  return {
    $,
    meta,
    text: (selector) => clean($(selector).first().text()),
    nodes,
    product: found ? { ...found, image: deref(found.image), brand: deref(found.brand) } : undefined,
    organization: nodes.find((n) => ORGANIZATION_TYPES.some((t) => isType(n, t))),
    shopify: shopifyProductJson($),
    micro,
    itemprop: micro.length ? itemprop : undefined,
    amazon: $("#productTitle").length > 0,
    woo: $(".product_title, .woocommerce-product-gallery").length > 0,
  };
}

/** The name the structured data or the shop's markup gives ("" when only the page's tags could say). */
const structuredName = ({ product, itemprop, shopify, text }: ProductPage) =>
  clean(product?.name) ||
  itemprop?.("name") ||
  clean(shopify?.title) ||
  text("#productTitle") ||
  text(".product_title");

const structuredDescription = ({ product, itemprop, shopify, text }: ProductPage) =>
  clean(product?.description) ||
  itemprop?.("description") ||
  clean(shopify?.description) ||
  text(".woocommerce-product-details__short-description") ||
  text("#productDescription");

function findBrand({
  product,
  itemprop,
  shopify,
  meta,
  text,
  organization,
}: ProductPage): string | undefined {
  return (
    nameOf(product?.brand) ||
    itemprop?.("brand") ||
    clean(shopify?.vendor) ||
    meta("product:brand", "og:brand") ||
    clean(
      text("#bylineInfo")
        .replace(/^(Visit the|Brand:)\s*/i, "")
        .replace(/\s*Store$/i, ""),
    ) ||
    clean(organization?.name) ||
    meta("og:site_name") ||
    undefined
  );
}

/** The pictures the structured data and the shop platform's gallery name, best first. */
function platformImages({ $, product, micro, shopify, amazon }: ProductPage): string[] {
  const candidates: string[] = product ? imagesOf(product.image) : [];
  if (micro.length)
    micro.find('[itemprop="image"]').each((_, el) => {
      candidates.push($(el).attr("content") ?? $(el).attr("src") ?? $(el).attr("href") ?? "");
    });
  if (shopify) candidates.push(...imagesOf(shopify.images), ...imagesOf(shopify.featured_image));
  $(".woocommerce-product-gallery__image").each((_, el) => {
    const img = $(el).find("img").first();
    candidates.push(
      img.attr("data-large_image") ?? $(el).find("a").first().attr("href") ?? img.attr("src") ?? "",
    );
  });
  if (amazon)
    candidates.push(...amazonImages($("#landingImage, #imgBlkFront").first() as cheerio.Cheerio<never>));
  return candidates;
}

/** The Open Graph pictures, then Twitter's. */
function socialImages($: cheerio.CheerioAPI): string[] {
  const selectors = [
    'meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"]',
    'meta[name="twitter:image"], meta[name="twitter:image:src"], meta[property="twitter:image"]',
  ];
  return selectors.flatMap((selector) =>
    $(selector)
      .toArray()
      .map((el) => $(el).attr("content") ?? ""),
  );
}

/** The page's own pictures that are not icon-sized: each one's src, else its first srcset entry. */
function pageImages($: cheerio.CheerioAPI): string[] {
  return $("img")
    .toArray()
    .map((el) => $(el))
    .filter((img) => !tinySize(img as cheerio.Cheerio<never>))
    .map((img) => {
      const src = img.attr("src") || img.attr("data-src") || "";
      const srcset = img.attr("srcset");
      return src || (srcset?.split(",")[0]?.trim().split(/\s+/)[0] ?? "");
    });
}

/** An http(s) address, resolved against the page and without its fragment; undefined for anything else. */
function resolveUrl(raw: string | undefined, pageUrl: string): URL | undefined {
  if (!raw || raw.trim().startsWith("data:")) return undefined;
  try {
    const url = new URL(raw.trim(), pageUrl);
    url.hash = "";
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The candidates as addresses, junk left out and each picture once (at any size), at most `max`. */
function distinctImages(candidates: string[], pageUrl: string, max: number): string[] {
  const seen = new Set<string>();
  const imageUrls: string[] = [];
  for (const raw of candidates) {
    const url = resolveUrl(raw, pageUrl);
    if (!url || isJunkImage(url)) continue;
    const key = sameImageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    imageUrls.push(url.toString());
    if (imageUrls.length >= max) break;
  }
  return imageUrls;
}

/** Amazon's feature bullets, else the page's list items that are not the site's menus or other products. */
function featureTexts({ $ }: ProductPage): { bullets: string[]; features: string[] } {
  const bullets = $("#feature-bullets li")
    .toArray()
    .map((el) => clean($(el).text()));
  const items = bullets.length
    ? bullets
    : $("main li, article li, .features li, ul li")
        .toArray()
        // Menus and other products' tiles are the site's, not this product's.
        .filter((el) => $(el).closest("nav, header, footer, .related, .upsells, ul.products").length === 0)
        .map((el) => clean($(el).text()));
  const features = items.filter((t) => t.length >= 8 && t.length <= 140 && !/[|»›]/.test(t)).slice(0, 6);
  return { bullets, features };
}

/** The page's first paragraph long enough to describe something. */
const firstParagraph = ($: cheerio.CheerioAPI) =>
  $("main p, article p, p")
    .toArray()
    .map((el) => clean($(el).text()))
    .find((t) => t.length >= 40);

function findBrandColors({ $, meta }: ProductPage): string[] {
  return [meta("theme-color", "msapplication-TileColor")]
    .concat(
      $('meta[name="theme-color"], meta[name="msapplication-TileColor"]')
        .toArray()
        .map((el) => clean($(el).attr("content"))),
    )
    .filter((c) => HEX.test(c))
    .map(fullHex)
    .filter((c, i, all) => all.indexOf(c) === i);
}

/**
 * A page shows a product when it says so (structured data, a price, the platforms' product markup, a cart
 * form); one that calls itself an article does not; a plain page with a heading and a picture might.
 */
function showsProduct(
  page: ProductPage,
  name: string,
  price: Price | undefined,
  imageCount: number,
): boolean {
  const { $, meta, nodes, product, shopify, micro, amazon, woo } = page;
  const ogType = meta("og:type").toLowerCase();
  const saysProduct =
    Boolean(product || shopify || micro.length || price || amazon || woo) ||
    ogType.startsWith("product") ||
    $('form[action*="/cart/add"], [name="add-to-cart"], #add-to-cart-button').length > 0;
  const saysArticle = ogType === "article" || nodes.some((n) => ARTICLE_TYPES.some((t) => isType(n, t)));
  return Boolean(name) && (saysProduct || (!saysArticle && imageCount > 0));
}

/** The price as ExtractedProduct's fields: for display, the amount alone and the currency. */
const priceFields = (price: Price | undefined) =>
  price
    ? {
        price: price.currency ? `${price.amount} ${price.currency}` : price.amount,
        priceAmount: price.amount,
        ...(price.currency ? { currency: price.currency } : {}),
      }
    : {};

export function extractProduct(html: string, pageUrl: string, maxImages = 20): ExtractedProduct {
  const page = readPage(html);
  const { $, meta, nodes, product } = page;
  const candidates = platformImages(page);
  // The page's own pictures count only without the shop's own gallery: the rest of such a page is
  // navigation, thumbnails and other products.
  const platformGallery = candidates.length > 0 && (page.amazon || page.woo);
  candidates.push(...socialImages($));
  if (!platformGallery) candidates.push(...pageImages($));
  const imageUrls = distinctImages(candidates, pageUrl, maxImages);

  // Structured data first, then the page's tags, then the page itself: its first heading, its title.
  const name =
    structuredName(page) ||
    meta("og:title", "twitter:title") ||
    clean($("h1").first().text()) ||
    clean($("title").first().text());
  const { bullets, features } = featureTexts(page);
  const description =
    structuredDescription(page) ||
    meta("og:description", "twitter:description", "description") ||
    firstParagraph($) ||
    bullets.join(" ");
  const price = findPrice($, product, page.shopify, page.itemprop, meta);
  const brand = findBrand(page);
  const logoUrl = findLogo($, nodes, product, (raw) => resolveUrl(raw, pageUrl));

  return {
    isProduct: showsProduct(page, name, price, imageUrls.length),
    name: name.slice(0, 200),
    description: description.slice(0, 2000),
    imageUrls,
    features,
    brandColors: findBrandColors(page),
    ...priceFields(price),
    ...(brand ? { brand } : {}),
    ...(logoUrl ? { logoUrl } : {}),
  };
}

/** The price: JSON-LD offers, microdata, Shopify's JSON, the price meta tags, then the shop's price markup. */
function findPrice(
  $: cheerio.CheerioAPI,
  product: Json | undefined,
  shopify: Json | undefined,
  itemprop: ((prop: string) => string) | undefined,
  meta: (...keys: string[]) => string,
): Price | undefined {
  const metaCurrency = currencyCode(meta("product:price:currency", "og:price:currency"));
  const withCurrency = (amount: string | undefined, currency?: string): Price | undefined => {
    if (!amount) return undefined;
    const code = currency ?? metaCurrency;
    return code ? { amount, currency: code } : { amount };
  };
  const fromLd = offerPrice(product?.offers);
  if (fromLd) return fromLd.currency ? fromLd : withCurrency(fromLd.amount);
  if (itemprop) {
    const p = withCurrency(normalizeAmount(itemprop("price")), currencyCode(itemprop("priceCurrency")));
    if (p) return p;
  }
  // Shopify's product JSON counts cents.
  const cents = typeof shopify?.price === "number" ? shopify.price : undefined;
  if (cents !== undefined) return withCurrency((cents / 100).toFixed(2));
  const fromMeta = withCurrency(normalizeAmount(meta("product:price:amount", "og:price:amount")));
  if (fromMeta) return fromMeta;
  for (const selector of [
    ".a-price .a-offscreen",
    "#priceblock_ourprice",
    ".summary .price .woocommerce-Price-amount",
    ".price .woocommerce-Price-amount",
    ".product__price .price-item",
  ]) {
    const t = clean($(selector).first().text());
    const amount = normalizeAmount(t);
    if (amount) return withCurrency(amount, currencyOfText(t));
  }
  return undefined;
}

/** The logo: JSON-LD (the product's brand, then an organisation's), microdata, then the largest icon. */
function findLogo(
  $: cheerio.CheerioAPI,
  nodes: Json[],
  product: Json | undefined,
  resolve: (raw: string | undefined) => URL | undefined,
): string | undefined {
  const brandLogo =
    product?.brand && typeof product.brand === "object" ? logoOf((product.brand as Json).logo) : undefined;
  const orgLogo = nodes
    .filter((n) => ORGANIZATION_TYPES.some((t) => isType(n, t)))
    .map((n) => logoOf(n.logo))
    .find(Boolean);
  const publisherLogo = nodes
    .map((n) =>
      n.publisher && typeof n.publisher === "object" ? logoOf((n.publisher as Json).logo) : undefined,
    )
    .find(Boolean);
  const microLogo = $('[itemprop="logo"]').first();
  for (const raw of [
    brandLogo,
    orgLogo,
    publisherLogo,
    microLogo.attr("content") ?? microLogo.attr("src") ?? microLogo.attr("href"),
  ]) {
    const url = resolve(raw);
    if (url) return url.toString();
  }
  const icons = $("link[rel]")
    .toArray()
    .map((el) => {
      const rel = ($(el).attr("rel") ?? "").toLowerCase();
      const isIcon = rel.split(/\s+/).some((r) => r === "icon" || r.startsWith("apple-touch-icon"));
      return { rel, isIcon, size: iconSize($(el).attr("sizes"), rel), url: resolve($(el).attr("href")) };
    })
    .filter((i) => i.isIcon && i.url)
    // Larger first; among equals, a picture format before an .ico.
    .sort(
      (a, b) =>
        b.size - a.size ||
        Number(a.url?.pathname.endsWith(".ico")) - Number(b.url?.pathname.endsWith(".ico")),
    );
  return icons[0]?.url?.toString();
}

import type { ProductAnalysis } from "@reelsmith/contract/product";

/**
 * The ad's brand kit as the editor holds it: the colours (swatches), the price as an amount and a currency,
 * the page's own price text when it gave no amount, and the logo. Filled from the analysed page or typed by
 * the seller, edited freely; create-video sends it, and the server keeps it on the project.
 */
export interface BrandKitDraft {
  colors: string[];
  priceAmount: string;
  currency: string;
  /** The page's price as written, used only while no amount is typed. */
  priceText: string;
  logoUrl: string | null;
}

export const MAX_BRAND_COLORS = 3;
export const emptyBrandKit: BrandKitDraft = {
  colors: [],
  priceAmount: "",
  currency: "USD",
  priceText: "",
  logoUrl: null,
};

/** #abc → #aabbcc, lower case (the colour picker wants six digits). */
export function fullHex(hex: string): string {
  const h = hex.trim().toLowerCase();
  return /^#[0-9a-f]{3}$/.test(h) ? `#${[...h.slice(1)].map((c) => c + c).join("")}` : h;
}

export function brandKitFromAnalysis(a: ProductAnalysis): BrandKitDraft {
  return {
    colors: (a.brand_colors ?? [])
      .filter((c) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c))
      .map(fullHex)
      .slice(0, MAX_BRAND_COLORS),
    priceAmount: a.price_amount ?? "",
    currency: a.currency ?? "USD",
    priceText: a.price ?? "",
    logoUrl: a.logo_url ?? null,
  };
}

/** A typed amount as the server takes it ("49,9" → "49.9"), or undefined when it is not a price. */
export function normalisedAmount(amount: string): string | undefined {
  const a = amount.trim().replace(",", ".");
  return /^\d{1,9}(\.\d{1,2})?$/.test(a) ? a : undefined;
}

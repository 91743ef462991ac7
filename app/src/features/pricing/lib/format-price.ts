import type { Currency, PricingPlan } from "@reelsmith/contract/public";

const locales: Record<Currency, string> = { USD: "en-US", EUR: "en-IE", INR: "en-IN" };

export function planPrice(plan: PricingPlan, currency: Currency): number {
  return currency === "INR" ? plan.price_inr : currency === "EUR" ? plan.price_eur : plan.price_usd;
}

/** "$29", "€27", "₹2,499" (cents only when the price has them). */
export function formatPrice(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locales[currency], {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

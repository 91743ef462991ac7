import type { Currency, PricingPlan } from "@reelsmith/contract/public";

const locales: Record<Currency, string> = { USD: "en-US", EUR: "en-IE", INR: "en-IN" };

export function planPrice(plan: PricingPlan, currency: Currency): number {
  return currency === "INR" ? plan.price_inr : currency === "EUR" ? plan.price_eur : plan.price_usd;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$29", "€27", "₹2,499" (cents only when the price has them). Formatters are built once and reused. */
export function formatPrice(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[currency], {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

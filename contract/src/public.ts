import { z } from "zod";

/** The spec's copy for the public area, plus the server's own. */
export const publicMessages = {
  nameRequired: "Please enter your name.",
  email: "Please enter a valid email address.",
  productLink: "Please enter a valid URL (starting with http:// or https://).",
  useCase: "Please choose a use case.",
  waitlistJoined: "You're on the list!",
  waitlistAlready: "You're already on the list — we'll be in touch soon!",
  waitlistFailed: "Failed to join waitlist",
  contactName: "Name must be at least 2 characters",
  // The contact form's email message has no final period, unlike the other forms'.
  contactEmail: "Please enter a valid email address",
  contactCompany: "Company name must be at least 2 characters",
  contactMessage: "Message must be at least 10 characters",
  contactSuccess: "Thank you for your interest! We will contact you shortly.",
  contactFailed: "Failed to send message. Please try again later.",
  faqNotFound: "FAQ not found",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
} as const;

// ---------------------------------------------------------------- waitlist

export const useCases = ["creator", "seller", "brand", "agency", "other"] as const;
export type UseCase = (typeof useCases)[number];

const httpUrl = z
  .string()
  .trim()
  .max(2048, publicMessages.productLink)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, publicMessages.productLink);

export const waitlistSchema = z.strictObject({
  name: z.string({ error: publicMessages.nameRequired }).trim().min(1, publicMessages.nameRequired).max(100),
  email: z
    .string({ error: publicMessages.email })
    .trim()
    .toLowerCase()
    .max(254, publicMessages.email)
    .email(publicMessages.email),
  // Optional: null, a missing field or an empty string all mean "no link".
  product_link: z
    .union([z.literal(""), z.null(), httpUrl])
    .optional()
    .transform((v) => (v ? v : null)),
  use_case: z.enum(useCases, { error: publicMessages.useCase }),
});

export const waitlistResultSchema = z.object({ already: z.boolean(), message: z.string() });
export type WaitlistResult = z.infer<typeof waitlistResultSchema>;

// ---------------------------------------------------------------- contact sales

export const contactSchema = z.strictObject({
  name: z.string({ error: publicMessages.contactName }).trim().min(2, publicMessages.contactName).max(100),
  email: z
    .string({ error: publicMessages.contactEmail })
    .trim()
    .max(254, publicMessages.contactEmail)
    .email(publicMessages.contactEmail),
  company: z
    .string({ error: publicMessages.contactCompany })
    .trim()
    .min(2, publicMessages.contactCompany)
    .max(200),
  message: z
    .string({ error: publicMessages.contactMessage })
    .trim()
    .min(10, publicMessages.contactMessage)
    .max(5000),
});

// ---------------------------------------------------------------- pricing

export const pricingPlanSchema = z.object({
  id: z.number().int(),
  tier: z.string(),
  name: z.string(),
  description: z.string(),
  price_usd: z.number(),
  price_eur: z.number(),
  price_inr: z.number(),
  features: z.array(z.string()),
  is_contact_us: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
/** GET /api/pricing answers the plans ordered by price_usd ascending. */
export const pricingListSchema = z.array(pricingPlanSchema);

// ---------------------------------------------------------------- FAQs

export const faqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListSchema = z.object({ categories: z.array(faqCategorySchema), faqs: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const faqFeedbackSchema = z.strictObject({ is_helpful: z.boolean() });

// ---------------------------------------------------------------- currency

export const currencies = ["USD", "EUR", "INR"] as const;
export type Currency = (typeof currencies)[number];

/** The currency options. */
export const currencyOptions: Record<Currency, { symbol: string; name: string }> = {
  USD: { symbol: "$", name: "US Dollar" },
  EUR: { symbol: "€", name: "Euro" },
  INR: { symbol: "₹", name: "Indian Rupee" },
};

export const geoResultSchema = z.object({ country_code: z.string().nullable() });
export type GeoResult = z.infer<typeof geoResultSchema>;

/** The countries that give EUR. */
export const EURO_COUNTRIES = [
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "BE",
  "AT",
  "PT",
  "IE",
  "GR",
  "FI",
  "LU",
] as const;

/** Spec: US gives USD, IN gives INR, the twelve euro countries give EUR, anything else USD. */
export function currencyForCountry(code: string | null | undefined): Currency {
  const c = (code ?? "").trim().toUpperCase();
  if (c === "IN") return "INR";
  if ((EURO_COUNTRIES as readonly string[]).includes(c)) return "EUR";
  return "USD";
}

/** Languages without a region that point to India or to one of the euro countries above. */
const INDIAN_LANGUAGES = ["hi", "kn", "ta", "te", "bn", "mr", "gu", "ml", "pa", "or", "as"];
const EURO_LANGUAGES = ["de", "it", "nl", "fi", "el", "lb"];

/** INR or EUR when a browser language points there ("en-IN", "hi", "de-DE", "de"); null when it does not. */
export function currencyForLanguage(language: string): Currency | null {
  const [lang = "", ...rest] = language.trim().replace(/_/g, "-").split("-");
  // The region is the two-letter (or three-digit) subtag after the language and an optional script.
  const region = rest.find((p) => /^[A-Za-z]{2}$/.test(p))?.toUpperCase();
  if (region) {
    const currency = currencyForCountry(region);
    return currency === "USD" ? null : currency;
  }
  const l = lang.toLowerCase();
  if (INDIAN_LANGUAGES.includes(l)) return "INR";
  if (EURO_LANGUAGES.includes(l)) return "EUR";
  return null;
}

/** Time zones of India and of the euro countries above. */
const EURO_TIME_ZONES = [
  "Europe/Berlin",
  "Europe/Paris",
  "Europe/Rome",
  "Europe/Madrid",
  "Africa/Ceuta",
  "Atlantic/Canary",
  "Europe/Amsterdam",
  "Europe/Brussels",
  "Europe/Vienna",
  "Europe/Lisbon",
  "Atlantic/Madeira",
  "Atlantic/Azores",
  "Europe/Dublin",
  "Europe/Athens",
  "Europe/Helsinki",
  "Europe/Luxembourg",
];

export function currencyForTimeZone(timeZone: string | null | undefined): Currency | null {
  if (!timeZone) return null;
  if (timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta") return "INR";
  if (EURO_TIME_ZONES.includes(timeZone)) return "EUR";
  return null;
}

/**
 * The pricing page's first currency: the country from the geolocation lookup when there is one (spec rules),
 * else the first browser language that points to INR or EUR, else the time zone, else USD.
 */
export function guessCurrency(input: {
  countryCode?: string | null;
  languages?: readonly string[];
  timeZone?: string | null;
}): Currency {
  if (input.countryCode) return currencyForCountry(input.countryCode);
  for (const language of input.languages ?? []) {
    const currency = currencyForLanguage(language);
    if (currency) return currency;
  }
  return currencyForTimeZone(input.timeZone) ?? "USD";
}

import type { GeoResult } from "@reelsmith/contract/public";
import type { Logger } from "pino";

const TIMEOUT_MS = 2_000;
const CACHE_MS = 60 * 60 * 1000;
const FAILURE_CACHE_MS = 5 * 60 * 1000;
const cache = new Map<string, { country: string | null; until: number }>();

/**
 * The visitor's country from the configured lookup (an ipapi-compatible JSON endpoint; `{ip}` in the URL
 * is replaced by the client address). Unset, offline, slow (2 s) or odd answers all give null, and the
 * browser then guesses from its language and time zone.
 */
export async function lookupCountry(
  urlTemplate: string | undefined,
  ip: string,
  logger: Logger,
): Promise<GeoResult> {
  if (!urlTemplate) return { country_code: null };
  const cacheKey = `${urlTemplate} ${ip}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.until > Date.now()) return { country_code: cached.country };
  let country: string | null = null;
  try {
    const res = await fetch(urlTemplate.replaceAll("{ip}", encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (res.ok) country = countryFrom(await res.json());
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "geolocation lookup failed");
  }
  if (cache.size > 10_000) cache.clear();
  // A failed lookup is remembered briefly too, so an offline service does not slow every visit by 2 s.
  cache.set(cacheKey, { country, until: Date.now() + (country ? CACHE_MS : FAILURE_CACHE_MS) });
  return { country_code: country };
}

/** ipapi.co answers country_code, ip-api.com countryCode, others country; only a two-letter code counts. */
export function countryFrom(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  for (const value of [b.country_code, b.countryCode, b.country]) {
    if (typeof value === "string" && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

import { type Currency, guessCurrency } from "@reelsmith/contract/public";
import { useState } from "react";
import { useGeo } from "@/features/pricing/api/get-geo";

function browserHints() {
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timeZone = null;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { languages, timeZone };
}

/**
 * The pricing currency: a location guess (the server's geolocation, then the browser
 * language, then the time zone) until the visitor picks one. `currency` is undefined while the lookup runs.
 */
export function useCurrency() {
  const geo = useGeo();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const guessed = geo.isPending
    ? undefined
    : guessCurrency({ countryCode: geo.data?.country_code ?? null, ...browserHints() });
  return { currency: chosen ?? guessed, setCurrency: setChosen };
}

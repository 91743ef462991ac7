/**
 * A home named as where a thing was made, not where the scene is: "laddous faits maison", "घर के बने लड्डू",
 * "ಮನೆಯಲ್ಲೇ ಮಾಡಿದ ಲಾಡು", "வீட்டில் செய்த லட்டு", "ఇంట్లో చేసిన లడ్డూలు" are homemade sweets carried to the post
 * office. English, Spanish and German write it as one word of no place ("homemade", "caseros",
 * "selbstgemacht").
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { Token } from "./text";

/** The participle of making, right before the home (`before`, French) or within two words after it, in
 * Hindi right after the genitive (`link`) it takes. */
const MADE: Record<Language, { before?: RegExp; after?: RegExp; link?: RegExp }> = {
  en: {},
  es: {},
  fr: { before: /^fait(e|s|es)?$/u },
  de: {},
  // Only with the genitive between ("घर के बने"): "चिड़ियों का घर बना दिया" made a birds' house.
  hi: { after: /^(बने|बनी|बना)$/u, link: /^(के|की|का)$/u },
  kn: { after: /^(ಮಾಡಿದ|ಮಾಡಿರುವ|ತಯಾರಿಸಿದ)$/u },
  ta: { after: /^(செய்த|செய்திருந்த|தயாரித்த)$/u },
  te: { after: /^(చేసిన|తయారుచేసిన|తయారు)$/u },
};

/** Whether the place `m` is a home named as where the thing after it was made ("घर के बने लड्डू"). */
export function madeAtHome(tokens: readonly Token[], m: Match, language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "place" && c.place === "home")) return false;
  const { before, after, link } = MADE[language];
  const previous = tokens[m.start - 1];
  if (before && previous && !previous.comma && before.test(previous.norm)) return true;
  if (!after || tokens[m.end - 1]?.comma) return false;
  const next = tokens[m.end];
  if (link) return next !== undefined && link.test(next.norm) && after.test(tokens[m.end + 1]?.norm ?? "");
  return tokens
    .slice(m.end, m.end + 2)
    .some((t, i, words) => after.test(t.norm) && words.slice(0, i).every((w) => !w.comma));
}

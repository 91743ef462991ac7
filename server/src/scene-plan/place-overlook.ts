/**
 * A balcony, a veranda or a roof terrace over the street the story is in: "Old Mrs Kapoor laughed on her
 * balcony and threw green powder down on everyone" is seen from the street, where the story stays.
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";
import type { Token } from "./text";
import { goesSomewhere } from "./verbs";

/** A home's parts raised over the street (of PLACE_WORDS' parts, which also hold a yard and the rooms
 * inside): a balcony, a roof terrace, with their case endings in kn, ta and te ("ಬಾಲ್ಕನಿಯಲ್ಲಿ"). */
const OVER_THE_STREET: Record<Language, RegExp> = {
  en: /^(balcony|balconies|terrace|roof terrace)$/u,
  es: /^(balcón|balcones|azotea|azoteas|terraza)$/u,
  fr: /^(balcon|balcons|terrasse|toit-terrasse)$/u,
  de: /^(balkon|balkons|dachterrasse)$/u,
  hi: /^(बालकनी|छज्जा|छज्जे)$/u,
  kn: /^(ಬಾಲ್ಕನಿ|ತಾರಸಿ|ಮಾಳಿಗೆ)/u,
  ta: /^(பால்கனி|மொட்டை ?மாடி)/u,
  te: /^(బాల్కనీ|డాబా|మేడ)/u,
};

/** Whether a home the sentence names in a street story is only a part of it raised over the street (a
 * balcony), nobody goes anywhere and no home itself is named: the street stays the scene. */
export function overlooksStreet(
  tokens: Token[],
  matches: Match[],
  story: ScenePlace,
  language: Language,
): boolean {
  if (story !== "street") return false;
  const homes = matches.filter((m) =>
    m.concepts.some((c) => c.kind === "place" && c.place === "home" && !c.hint),
  );
  if (homes.length === 0) return false;
  const over = OVER_THE_STREET[language];
  const raised = (m: Match) =>
    m.concepts.every((c) => c.kind !== "place" || c.place !== "home" || c.yields) &&
    over.test(
      tokens
        .slice(m.start, m.end)
        .map((t) => t.norm)
        .join(" "),
    );
  const partsOnly = homes.every(raised);
  return partsOnly && !goesSomewhere(tokens, matches, language);
}

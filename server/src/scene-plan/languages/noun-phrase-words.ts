import type { Language } from "@reelsmith/contract/languages";

/**
 * Adjectives that stand before their noun in languages whose nouns come first ("la vieille balançoire",
 * "la pequeña barca"): the noun of the phrase is the word after them. Plain data for unpictured-objects.ts.
 */
export const ADJECTIVES_BEFORE_NOUN: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(
    "gran grande grandes pequeño pequeña pequeños pequeñas viejo vieja viejos viejas nuevo nueva nuevos nuevas buen buena buenos buenas mal mala largo larga".split(
      " ",
    ),
  ),
  fr: new Set(
    "petit petite petits petites grand grande grands grandes vieux vieil vieille vieilles jeune jeunes beau bel belle beaux belles bon bonne bons bonnes gros grosse grosses nouveau nouvel nouvelle nouveaux nouvelles joli jolie jolis jolies long longue longs longues".split(
      " ",
    ),
  ),
  de: new Set(),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

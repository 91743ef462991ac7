import type { Language } from "@reelsmith/contract/languages";
import type { SceneObject } from "./scene-plan-schema";
import type { Token } from "./text";

/**
 * Water loose where it should not be: a burst tap, a leaking pipe, drips from the roof ("the kitchen tap burst,
 * and water sprayed all over the floor", "रसोई का नल फट गया, और पानी … उछलने लगा"). The lexicon draws no
 * water of its own (a river's or the sea's is the backdrop); water that sprays, drips or leaks is drawn as
 * drops. `water`: the words for water, prefixes where case endings join; `loose`: the words of a leak (a tap
 * or a pipe, bursting, dripping, spraying).
 */
const LOOSE_WATER: Record<Language, { water: RegExp; loose: RegExp }> = {
  en: {
    water: /^water$/u,
    loose: /^(taps?|pipes?|burst|bursting|leak\p{L}*|drip\p{L}*|spray\p{L}*|gush\p{L}*|squirt\p{L}*)$/u,
  },
  es: {
    water: /^agua$/u,
    loose:
      /^(grifos?|tuberías?|cañerías?|revent\p{L}*|gote\p{L}*|fugas?|chorr\p{L}*|salpic\p{L}*|disparada)$/u,
  },
  fr: {
    water: /^(eau|l'eau)$/u,
    loose: /^(robinets?|tuyaux?|éclat\p{L}*|fuites?|goutt\p{L}*|gicl\p{L}*|jaill\p{L}*)$/u,
  },
  de: {
    water: /^wasser$/u,
    loose: /^(wasserhahn|rohr|rohre|platzte|geplatzt|tropf\p{L}*|spritz\p{L}*|leck)$/u,
  },
  hi: { water: /^पानी$/u, loose: /^(नल|पाइप|फट|टपक|रिस)/u },
  kn: { water: /^ನೀರ/u, loose: /^(ನಲ್ಲಿ|ಪೈಪ|ಒಡೆದ|ಸೋರ|ಚಿಮ್ಮ|ತೊಟ್ಟಿಕ್ಕ)/u },
  ta: { water: /^(தண்ணீர்|நீர்)/u, loose: /^(குழாய்|வெடித்|சொட்ட|பீய்ச்ச|கசி)/u },
  te: { water: /^(నీళ్ళు|నీళ్లు|నీరు)$/u, loose: /^(కుళాయి|పైపు|పగిలి|చిమ్మ|కారుతు)/u },
};

/** Drops for the loose water a sentence names, where it draws no water yet. */
export function looseWater(tokens: Token[], objects: SceneObject[], language: Language): SceneObject[] {
  const rule = LOOSE_WATER[language];
  const water = tokens.find((t) => rule.water.test(t.norm));
  if (!water || !tokens.some((t) => rule.loose.test(t.norm))) return [];
  if (objects.some((o) => /droplet|water/u.test(o.icon))) return [];
  return [{ icon: "droplet", word: water.surface }];
}

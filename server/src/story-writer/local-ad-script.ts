import { isLanguage, type Language } from "@reelsmith/contract/languages";
import { splitSentences } from "./local-writer";

/** What the ad script is written from (the analysed product page). */
export interface AdScriptInput {
  name: string;
  description: string;
  features: string[];
  price?: string;
  brand?: string;
}

interface AdWords {
  hook: (name: string) => string;
  cta: (name: string) => string;
  /** The price line, in the languages whose wording we are sure of; others leave the price to the card. */
  price?: (price: string) => string;
}

/** The hook and call to action in each language the editor offers. */
const words: Record<Language, AdWords> = {
  en: { hook: (n) => `Meet ${n}.`, cta: (n) => `Get ${n} today!`, price: (p) => `Just ${p}.` },
  es: { hook: (n) => `Te presentamos ${n}.`, cta: (n) => `¡Consigue ${n} hoy!`, price: (p) => `Solo ${p}.` },
  fr: {
    hook: (n) => `Découvrez ${n}.`,
    cta: (n) => `Procurez-vous ${n} dès aujourd'hui !`,
    price: (p) => `Seulement ${p}.`,
  },
  de: { hook: (n) => `Das ist ${n}.`, cta: (n) => `Hol dir ${n} noch heute!`, price: (p) => `Nur ${p}.` },
  hi: { hook: (n) => `पेश है ${n}।`, cta: (n) => `आज ही ${n} पाएं!` },
  kn: { hook: (n) => `ಇದು ${n}.`, cta: (n) => `ಇಂದೇ ${n} ಪಡೆಯಿರಿ!` },
  ta: { hook: (n) => `இதோ ${n}.`, cta: (n) => `இன்றே ${n} வாங்குங்கள்!` },
  te: { hook: (n) => `ఇదిగో ${n}.`, cta: (n) => `ఈరోజే ${n} పొందండి!` },
};

const endsSentence = /[.!?।॥。]$/u;

/**
 * The local writer's ad script: a hook with the product's name, two or three benefit lines taken from the
 * description's sentences and the page's feature list, the price when known, and a call to action. Extractive: the page's own
 * words, so nothing is claimed that the page does not say.
 */
export function localAdScript(input: AdScriptInput, language: string): string {
  // A code that is none of our languages is written in English.
  const w = words[isLanguage(language) ? language : "en"];
  const name = input.name.trim();
  const sentences = splitSentences(input.description, language).filter(
    (s) => s.length >= 12 && s.toLowerCase() !== name.toLowerCase(),
  );
  const features = input.features.map((f) => (endsSentence.test(f) ? f : `${f}.`));
  const benefits: string[] = [];
  for (const line of [...sentences.slice(0, 2), ...features, ...sentences.slice(2)]) {
    if (benefits.length >= 3) break;
    if (!benefits.includes(line)) benefits.push(line.length > 220 ? `${line.slice(0, 217).trim()}…` : line);
  }
  const price = input.price?.trim() && w.price ? [w.price(input.price.trim())] : [];
  return [w.hook(name), ...benefits, ...price, w.cta(name)].join(" ");
}

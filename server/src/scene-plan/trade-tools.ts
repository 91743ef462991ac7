import type { Language } from "@reelsmith/contract/languages";
import type { SceneObject } from "./scene-plan-schema";
import type { Token } from "./text";

/**
 * Trades whose work is pictured by their tools: a carpenter with a saw, a plumber with a spanner. A sentence
 * that names the worker at work draws the tool where it names no thing of the tool's `kind` ("Grandpa Iqbal,
 * a carpenter for fifty years, spent a week making a cradle": a saw). The words are prefixes in the
 * languages that join case endings ("ಬಡಗಿಯಾಗಿರುವ", "தச்சராக", "వడ్రంగిగా").
 */
const TRADES: readonly { icon: string; kind: RegExp; words: Record<Language, RegExp> }[] = [
  {
    icon: "carpentry-saw",
    kind: /saw|hammer|wood|toolbox|screwdriver|wrench|axe/u,
    words: {
      en: /^(carpenter|carpenters|joiner|joiners)$/u,
      es: /^(carpintero|carpintera|carpinteros|ebanista)$/u,
      fr: /^(menuisier|menuisière|menuisiers|charpentier|charpentiers|ébéniste)$/u,
      de: /^(schreiner|schreinerin|tischler|tischlerin|zimmermann)$/u,
      hi: /^(बढ़ई|बढ़ई)$/u,
      kn: /^ಬಡಗಿ/u,
      ta: /^தச்ச/u,
      te: /^వడ్రంగి/u,
    },
  },
  {
    icon: "wrench",
    kind: /wrench|toolbox|hammer|screwdriver/u,
    words: {
      en: /^(plumber|plumbers)$/u,
      es: /^(fontanero|fontanera|plomero|plomera)$/u,
      fr: /^(plombier|plombière|plombiers)$/u,
      de: /^(klempner|klempnerin|installateur|installateurin)$/u,
      hi: /^प्लंबर$/u,
      kn: /^ಪ್ಲಂಬರ್/u,
      ta: /^பிளம்பர்/u,
      te: /^ప్లంబర్/u,
    },
  },
];

/** The tools the trades a sentence names imply, where it draws nothing of their kind. */
export function tradeTools(tokens: Token[], objects: SceneObject[], language: Language): SceneObject[] {
  const out: SceneObject[] = [];
  for (const trade of TRADES) {
    const worker = tokens.find((t) => trade.words[language].test(t.norm));
    if (!worker || [...objects, ...out].some((o) => trade.kind.test(o.icon))) continue;
    out.push({ icon: trade.icon, word: worker.surface });
  }
  return out;
}

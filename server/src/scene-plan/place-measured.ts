/**
 * A ground's stuff carried in a measure, not the ground itself: "a bag of sand", "un saco de arena", "un sac
 * de sable", "einen Sack Sand", "एक बोरी रेत", "ಒಂದು ಚೀಲ ಮರಳು", "ஒரு மூட்டை மணலை", "ఒక సంచెడు ఇసుక" is
 * sand scattered on a bridge in the hills, no beach. The lexicon reads the bare word of the ground as its
 * place; a measure right before it (with "of" between in English, Spanish and French) makes it a thing.
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { Token } from "./text";

/** The measures a ground's stuff is carried in (`measures`, whole words or word starts), and the words
 * that may stand between the measure and the stuff (`of`). */
const MEASURES: Record<Language, { measures: RegExp; of: ReadonlySet<string> }> = {
  en: {
    measures:
      /^(bags?|sacks?|sackfuls?|bagfuls?|buckets?|bucketfuls?|handfuls?|piles?|heaps?|tins?|jars?|boxes|box|pinch|spadefuls?|shovelfuls?|cartloads?|truckloads?)$/u,
    of: new Set(["of"]),
  },
  es: {
    measures:
      /^(sacos?|bolsas?|cubos?|baldes?|cubetas?|puñados?|montón|montones|cajas?|tarros?|carretillas?)$/u,
    of: new Set(["de"]),
  },
  fr: {
    measures: /^(sacs?|seaux?|poignées?|tas|boîtes?|pots?|brouettes?|pelletées?)$/u,
    of: new Set(["de", "d'"]),
  },
  de: {
    measures: /^(sack|säcke|eimer|handvoll|haufen|tüten?|beutel|kisten?|dosen?|schaufeln?|schubkarren?)$/u,
    of: new Set(["voll"]),
  },
  hi: { measures: /^(बोरी|बोरियाँ|बोरा|बोरे|थैला|थैले|थैली|बाल्टी|मुट्ठी|मुट्ठीभर|ढेर|डिब्बा|डिब्बे)$/u, of: new Set() },
  kn: { measures: /^(ಚೀಲ|ಮೂಟೆ|ಬಕೆಟ್|ಬಕೆಟ್ಟು|ಹಿಡಿ|ಮುಷ್ಟಿ|ರಾಶಿ|ಡಬ್ಬ|ಡಬ್ಬಿ)$/u, of: new Set() },
  ta: { measures: /^(மூட்டை|பை|வாளி|கைப்பிடி|பிடி|குவியல்|டப்பா|சாக்கு)$/u, of: new Set() },
  te: { measures: /^(సంచెడు|సంచి|బస్తా|బస్తాల|బకెట్|బకెట్టు|గుప్పెడు|కుప్ప|డబ్బా|బుట్టెడు)$/u, of: new Set() },
};

/** Whether the place `m` is named as stuff in a measure ("a bag of sand"): a thing, no place of the scene. */
export function measuredOut(tokens: readonly Token[], m: Match, language: Language): boolean {
  const { measures, of } = MEASURES[language];
  let at = m.start - 1;
  const between = tokens[at];
  const joined = between !== undefined && of.has(between.norm) && !between.comma;
  if (joined) at -= 1;
  const measure = tokens[at];
  if (measure === undefined || measure.comma || !measures.test(measure.norm)) return false;
  // Without "of" between, the measure is counted ("एक बोरी रेत", "einen Sack Sand"): "कुली थैला स्टेशन ... ले
  // गया" (the porter took the bag to the station) names the station.
  return joined || COUNTS[language].test(tokens[at - 1]?.norm ?? "");
}

/** The counts before a measure written with no "of": one, a, two, three. */
const COUNTS: Record<Language, RegExp> = {
  en: /^(a|one|two|three)$/u,
  es: /^(un|una|dos|tres)$/u,
  fr: /^(un|une|deux|trois)$/u,
  de: /^(ein|eine|einen|einem|einer|zwei|drei)$/u,
  hi: /^(एक|दो|तीन)$/u,
  kn: /^(ಒಂದು|ಎರಡು|ಮೂರು)$/u,
  ta: /^(ஒரு|இரண்டு|மூன்று)$/u,
  te: /^(ఒక|రెండు|మూడు)$/u,
};

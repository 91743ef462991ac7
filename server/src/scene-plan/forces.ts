import type { Language } from "@reelsmith/contract/languages";
import { givenNameIn } from "./given-names";
import type { Match } from "./match";
import { isIndic, wordSetsByLanguage } from "./text";

/**
 * Forces of nature that act in a story without being anyone: wind, rain, storms, sun and sunshine, waves,
 * water, fire, snow, lightning, thunder. Each may open a sentence, stand before Hindi "ने" or take a verb
 * ending that says "he" or "she" ("ಗಾಳಿ ಬಂತು", "हवा ने खींचा"), and is still no person's name. The
 * lexicon knows some of them only as a weather; some (wind, water) it knows not at all.
 */
const FORCE_WORDS: Record<Language, string> = {
  en: "wind winds breeze gust rain storm sun sunshine wave waves water fire flood snow lightning thunder current tide",
  es: "viento ráfaga lluvia tormenta ola olas agua fuego nieve rayo trueno corriente marea inundación",
  fr: "vent brise rafale pluie orage tempête soleil vague vagues eau feu neige foudre tonnerre courant marée",
  de: "wind brise böe regen sturm gewitter sonne welle wellen wasser feuer schnee blitz donner strömung flut",
  hi: "हवा हवाएँ हवाओं आँधी आंधी बारिश तूफ़ान तूफान धूप लहर लहरें लहरों पानी आग बाढ़ बर्फ़ बिजली",
  kn: "ಗಾಳಿ ಬಿರುಗಾಳಿ ಮಳೆ ಬಿಸಿಲು ಅಲೆ ಅಲೆಗಳು ನೀರು ಬೆಂಕಿ ಪ್ರವಾಹ ಸಿಡಿಲು ಗುಡುಗು",
  ta: "காற்று புயல் மழை வெயில் அலை அலைகள் தண்ணீர் நீர் நெருப்பு தீ வெள்ளம் இடி மின்னல்",
  te: "గాలి గాలివాన తుఫాను వాన వర్షం ఎండ అల అలలు నీరు నీళ్లు నిప్పు మంట వరద పిడుగు ఉరుము",
};

/** What the lexicon draws as a force rather than a thing one holds: fire, a wave, the wind's face. */
const FORCE_ICONS: ReadonlySet<string> = new Set([
  "fire",
  "water-wave",
  "wind-face",
  "dashing-away",
  "droplet",
  "tornado",
  "cyclone",
  "high-voltage",
]);

/** Case endings the languages that join them put after such a word ("ಗಾಳಿಯು", "மழையில்", "గాలికి"). */
const FORCE_ENDINGS: Partial<Record<Language, string>> = {
  kn: "ಯು ಯ ಯಿಂದ ಗೆ ಯನ್ನು ಯಲ್ಲಿ ಗಳು",
  ta: "யின் யில் யால் யும் க்கு ம்",
  te: "కి లో తో ని యొక్క",
};

const forceSets = wordSetsByLanguage(FORCE_WORDS);
const forceSet = (language: Language): ReadonlySet<string> => forceSets.get(language) ?? new Set();

/**
 * Whether a word is a force of nature and so nobody's name: one the lexicon reads as a weather or a force,
 * in a script without capitals, or one of the language's words for wind, rain, waves, water or fire, with its
 * case endings. A given name that is also such a word ("सूरज": Suraj, and the sun) keeps the rules of names.
 */
export function forceOfNature(
  norm: string,
  surface: string,
  match: Match | undefined,
  language: Language,
): boolean {
  if (givenNameIn(surface, language) !== null) return false;
  const words = forceSet(language);
  if (words.has(norm)) return true;
  if (
    (FORCE_ENDINGS[language]?.split(" ") ?? []).some(
      (e) => norm.endsWith(e) && words.has(norm.slice(0, -e.length)),
    )
  )
    return true;
  // Where capitals mark names, a capitalised word the lexicon reads as a weather may still be one ("Sunny").
  if (!isIndic(language)) return false;
  const oneWord = match !== undefined && match.end - match.start === 1;
  if (
    oneWord &&
    match.concepts.length > 0 &&
    match.concepts.every((c) => c.kind === "weather" || (c.kind === "object" && FORCE_ICONS.has(c.icon)))
  )
    return true;
  return false;
}

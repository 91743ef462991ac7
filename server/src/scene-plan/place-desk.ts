/**
 * Someone at their own desk ("back at her desk", "a su escritorio", "à son bureau", "an seinem Schreibtisch",
 * "अपनी मेज़ पर", "ತನ್ನ ಮೇಜಿಗೆ", "தன் மேசையில்", "తన డెస్క్ దగ్గర") is where they work: an adult's desk is
 * at the office, unless the story is already where a desk stands (a home, a school, a library).
 */
import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/** An owner word, then the desk, with "at" or "to" (before it in en, es, fr, de; after it in the others). */
const OWN_DESK: Record<Language, RegExp> = {
  en: /(^| )(at|to) (his|her|their|my|our|your) (own |little |old |big )?desks?( |$)/u,
  es: /(^| )(en|a|ante) (su|mi|tu|sus) (propio |pequeño |viejo )?escritorio( |$)/u,
  fr: /(^| )(à|a) (son|mon|ton|leur) (petit |vieux )?bureau( |$)/u,
  de: /(^| )(an|am|zu|zum) (seinem|ihrem|meinem|deinem|unserem|seinen|ihren|meinen|unseren) (\S+ )?schreibtisch( |$)/u,
  hi: /(^| )(अपनी|अपने|उसकी|उनकी|मेरी|हमारी) (मेज़|मेज|डेस्क) (पर|के पास)( |$)/u,
  kn: /(^| )(ತನ್ನ|ತಮ್ಮ|ಅವಳ|ಅವನ|ನನ್ನ) (ಮೇಜಿಗೆ|ಮೇಜಿನ ಬಳಿ|ಮೇಜಿನ ಹತ್ತಿರ|ಮೇಜಿನಲ್ಲಿ|ಡೆಸ್ಕ್‌ಗೆ|ಡೆಸ್ಕ್ಗೆ|ಡೆಸ್ಕ್ ಬಳಿ)( |$)/u,
  ta: /(^| )(தன்|தங்கள்|அவள்|அவன்|அவர்|என்) (மேசைக்குத்|மேசைக்கு|மேசையில்|மேசையருகே|மேசை அருகே|டெஸ்க்கில்|டெஸ்க்குக்கு)( |$)/u,
  te: /(^| )(తన|తమ|ఆమె|అతని|ఆయన|నా) (బల్ల|డెస్క్) (దగ్గర|దగ్గరికి|దగ్గరకు|ముందు)( |$)|(^| )(తన|తమ|ఆమె|అతని|ఆయన|నా) డెస్క్‌?(కి|కు|లో)( |$)/u,
};

/** Places a desk stands in already: someone at their desk there stays there. */
const DESK_PLACES: ReadonlySet<string> = new Set([
  "home",
  "kitchen",
  "school",
  "library",
  "office",
  "hospital",
]);

/** Whether the sentence puts someone at their own desk. */
export function atOwnDesk(tokens: readonly Token[], language: Language): boolean {
  return OWN_DESK[language].test(tokens.map((t) => t.norm).join(" "));
}

/** Whether someone at their own desk moves a story at `place` to the office. */
export function deskMoves(tokens: readonly Token[], place: string, language: Language): boolean {
  return !DESK_PLACES.has(place) && atOwnDesk(tokens, language);
}

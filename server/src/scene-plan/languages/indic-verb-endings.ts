import type { Language } from "@reelsmith/contract/languages";

/**
 * Light verbs that follow a Kannada converb and leave its pose to it ("ಹಾಡಿಬಿಟ್ಟ", sang away; "ಒದ್ದುಬಿಟ್ಟ",
 * kicked; "ತೊಳೆದುಕೊಂಡ", washed for oneself; "ಬರೆದುಹಾಕಿದ", wrote off).
 */
export const KN_LIGHT_VERBS: readonly string[] = ["ಬಿಟ್ಟ", "ಬಿಡು", "ಬಿಡ", "ಕೊಂಡ", "ಕೊಳ್ಳ", "ಹಾಕ"];

/**
 * Telugu endings a converb's root takes in place of its "-ి": the light verb "వేయు" fused on ("విసిరేశాడు",
 * threw away; "ఎక్కేసింది") and the progressive ("ఎక్కుతూ", "ఎక్కుతున్నాడు").
 */
export const TE_ROOT_ENDINGS: readonly string[] = ["ేశ", "ేస", "ేయ", "ుత"];

/**
 * Words for the hand, arm and head per language: before a lifting verb ("हाथ उठाकर", "கையைத் தூக்கி") they
 * make it a raised hand, not something carried.
 */
export const RAISED_PARTS: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(),
  fr: new Set(),
  de: new Set(),
  hi: new Set(["हाथ", "हाथों", "सिर", "बाँह", "बाँहें", "बांह", "बांहें", "बाहें", "बाजू", "कंधे"]),
  kn: new Set(["ಕೈ", "ಕೈಯನ್ನು", "ಕೈಗಳನ್ನು", "ಕೈಗಳು", "ತಲೆ", "ತಲೆಯನ್ನು", "ತೋಳು", "ತೋಳುಗಳನ್ನು"]),
  ta: new Set(["கை", "கையை", "கையைத்", "கைகளை", "கைகளைத்", "தலை", "தலையை", "தலையைத்"]),
  te: new Set(["చేయి", "చెయ్యి", "చేతిని", "చేతులు", "చేతులను", "తల", "తలను", "తలని"]),
};

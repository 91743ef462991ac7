import type { Language } from "@reelsmith/contract/languages";

const w = (list: string): ReadonlySet<string> => new Set(list.split(" ").filter(Boolean));

/**
 * Words of "their" and an honoured "his" that open the second of two people joined by "and" ("Elsa and their
 * grandson Jonas", "शर्मा जी और उनकी दोनों बेटियाँ": Mr Sharma and his two daughters): the two are one subject
 * however many words the second takes. Read by verbs.ts beside each language's own possessives.
 */
export const GROUP_OWNERS: Record<Language, ReadonlySet<string>> = {
  en: w("their"),
  es: w("su sus"),
  fr: w("leur leurs"),
  de: w("ihre ihren ihrem ihr"),
  hi: w("उनका उनकी उनके"),
  kn: w("ಅವರ"),
  ta: w("அவர்களுடைய அவர்களது அவருடைய அவரது"),
  te: w("వారి ఆయన"),
};

/**
 * "it" opening a clause after a semicolon ("ஓடினார்கள்; அது ... உட்கார்ந்து": they ran; it sat up in the tree):
 * the clause is a thing's or an animal's, and its verbs are not the people's of the clause before. Only the
 * languages whose "it" is no "he" or "she" are listed (Hindi "वह" is all three).
 */
export const IT_WORDS: Record<Language, ReadonlySet<string> | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: w("ಅದು"),
  ta: w("அது"),
  te: w("అది"),
};

/**
 * The endings of a verb that describes the noun after it (a relative participle: "ಮಗಳು ಬರೆದ ಪತ್ರ", "மகள் எழுதிய
 * கடிதம்", "కూతురు రాసిన ఉత్తరం": the letter the daughter wrote). Its subject, named right before it, does
 * nothing in the main clause ("... ಓದಲು ಕುಳಿತ": he sat to read it), and the participle draws no pose.
 */
export const RELATIVE_FORMS: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: /[ದತಟಡ]$/u,
  ta: /(ிய|ந்த|த்த|ட்ட|ன்ன|ற்ற)$/u,
  te: /ిన$/u,
};

import type { Language } from "@reelsmith/contract/languages";
import { LETTER_WORDS } from "./read-things";
import type { Token } from "./text";
import { findVerbs } from "./verbs";

/**
 * People a sentence names who are not in its scene: one who has died ("his late grandfather's watch", "su
 * difunto abuelo", "अपने स्वर्गीय दादाजी") and one a letter is written or sent to ("wrote a long letter to her
 * grandfather in the village", "ತನ್ನ ಅಜ್ಜನಿಗೆ ಒಂದು ಪತ್ರ ಬರೆದಳು"). Neither is drawn, whatever else the
 * sentence does with them.
 */

/** The word that says someone has died, right before the person word (or read as a name with it). */
const LATE: Record<Language, RegExp> = {
  en: /^(late|deceased)$/u,
  es: /^(difunt[oa]s?|fallecid[oa]s?|finad[oa]s?)$/u,
  fr: /^(défunte?s?|feue?|regrettée?s?)$/u,
  de: /^(verstorbene[nmrs]?|selige[nmrs]?)$/u,
  hi: /^(स्वर्गीय|दिवंगत|मृत)$/u,
  kn: /^(ದಿವಂಗತ|ಮೃತ|ಸ್ವರ್ಗೀಯ|ತೀರಿಹೋದ|ಅಗಲಿದ)$/u,
  ta: /^(மறைந்த|காலஞ்சென்ற|இறந்த|இறந்துபோன|மறைந்துபோன)$/u,
  te: /^(దివంగత|చనిపోయిన|మరణించిన|స్వర్గీయ)$/u,
};

/** Verbs of sending, beside the writing verbs the verb tables know. */
const SEND: Record<Language, RegExp> = {
  en: /^(sent|sends?|sending|posted|posts?|mailed)$/u,
  es: /^(envi[oó]|enviaba|mand[oó]|mandaba)$/u,
  fr: /^(envoy[ae]|envoyé|envoyait|envoyer|posta)$/u,
  de: /^(schickte|schickten|schickt|sandte)$/u,
  hi: /^(भेज)/u,
  kn: /^(ಕಳಿಸ|ಕಳುಹಿಸ)/u,
  ta: /^(அனுப்ப)/u,
  te: /^(పంప)/u,
};

/** "to her grandfather", "a su abuelo", "à son grand-père", "an Opa": the word that marks whom it goes to. */
const TO: Partial<Record<Language, RegExp>> = {
  en: /^to$/u,
  es: /^(a|al)$/u,
  fr: /^(à|au|aux)$/u,
  de: /^(an|ihrem|seinem|ihrer|seiner|dem)$/u,
};

/** The ending of the dative, the case of whom a letter goes to ("दादाजी को", "ಅಜ್ಜನಿಗೆ", "தாத்தாவுக்கு"). */
const DATIVE_ENDING: Partial<Record<Language, RegExp>> = {
  kn: /(ಗೆ|ಕೆ)$/u,
  ta: /(க்கு|கு)$/u,
  te: /(కి|కు)$/u,
};

function lateAt(tokens: Token[], at: number, language: Language): boolean {
  return [at, at - 1].some((i) => LATE[language].test(tokens[i]?.norm ?? ""));
}

function letterGoesTo(tokens: Token[], at: number, language: Language): boolean {
  if (!tokens.some((t) => LETTER_WORDS[language].test(t.norm))) return false;
  const writes = findVerbs(tokens, language).some((v) => v.action === "write");
  if (!writes && !tokens.some((t) => SEND[language].test(t.norm))) return false;
  const to = TO[language];
  if (to) return tokens.slice(Math.max(0, at - 3), at).some((t) => to.test(t.norm));
  if (language === "hi") return tokens[at + 1]?.norm === "को";
  return DATIVE_ENDING[language]?.test(tokens[at]?.norm ?? "") === true;
}

/** Whether the person the sentence names at `at` is elsewhere: dead, or a letter's addressee. */
export function absentAt(tokens: Token[], at: number, language: Language): boolean {
  if (!Number.isInteger(at)) return false;
  return lateAt(tokens, at, language) || letterGoesTo(tokens, at, language);
}

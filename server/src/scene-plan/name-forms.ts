import type { Language } from "@reelsmith/contract/languages";

/**
 * Word forms no name takes, in the scripts without capitals, where a name is read from where a word stands
 * (before a family title, after "little", as a clause's first word) and such a word may stand there too:
 * - a converb or participle that closes a clause ("భోజనం వేళ కాగానే తాతయ్య": as soon as it was lunchtime,
 *   grandfather; "ఇంటికి చేరాక", "ಓದಲು", "ಕಾಯುವ", "சிரித்துக்கொண்டே", "விழுங்கும்போது");
 * - a participle of "be" before its noun ("పల్లెటూళ్లో ఉండే తన తాతయ్య": her grandfather who lives in the village);
 * - a plural, as a name is one person's ("క్యాన్లను", "ಕ್ಯಾನ್‌ಗಳನ್ನು", "மூட்டைகளைத்", "खिलाड़ियों");
 * - a place's case that only follows a locative ("அட்டையிலுள்ள": that is on the card, "ಮೂಲೆಯಲ್ಲಿರುವ",
 *   "கூண்டிலிருந்தே": from the cage itself).
 * Endings a name may have as well are left out: "-ంటూ" (పింటూ), Tamil "-த்து" (முத்து, ரித்து), "-ುವ" after
 * "r" (ಧ್ರುವ), Hindi "-कर" (शंकर), the Tamil locative "-இல்" (நிகில்), Telugu "-లను" after "a" (కమలను: Kamala).
 */
const NO_NAME_FORMS: Partial<Record<Language, RegExp>> = {
  te: /(?:ాక|గానే|కుంటూ|కుని|ులను|్లను|లలను|ల్లోంచి|లలో|ఉండే|ుండే)$/u,
  kn: /(?:(?<=[ಕ-ಹ])ಲು|(?<!್ರ)ುವ|ಗಳನ್ನು|ಗಳಿಂದ|ಗಳಲ್ಲಿ|ಲ್ಲಿರುವ)$/u,
  ta: /(?:க்கொண்டே|ும்போது|ிலுள்ள|ிலிருந்[\p{L}\p{M}]*|களை[\p{L}\p{M}]*|களில்|களிலிருந்து)$/u,
  hi: /ों$/u,
};

/**
 * The plural reflexive possessive, "their own" ("ಮಕ್ಕಳು ತಮ್ಮ ಶಾಲಾ ಚೀಲಗಳನ್ನು", "తమ టీచర్", "தங்கள்"), which
 * stands where a name does, before a noun. Kannada "ತಮ್ಮ" is a younger brother too, a family word, no name.
 */
const THEIR_OWN: Partial<Record<Language, ReadonlySet<string>>> = {
  te: new Set(["తమ"]),
  kn: new Set(["ತಮ್ಮ"]),
  ta: new Set(["தங்கள்", "தங்களுடைய", "தங்களது"]),
};

/** The word, as the tokenizer normalised it, has an ending no name takes (NO_NAME_FORMS), or is "their own". */
export function noNameForm(norm: string, language: Language): boolean {
  return NO_NAME_FORMS[language]?.test(norm) === true || THEIR_OWN[language]?.has(norm) === true;
}

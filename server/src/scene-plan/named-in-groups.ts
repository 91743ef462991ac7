import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";
import { AND_WORDS } from "./verb-words";

const w = (s: string): readonly string[] => s.split(" ").filter(Boolean);

/**
 * Plural words for grown women and for grown men. Where a language joins its case endings on ("ಹೆಂಗಸರಿಗೆ",
 * "பெண்களும்"), a word that starts with one is that group in a case.
 */
const PLURALS: Record<Language, { female: readonly string[]; male: readonly string[]; joined: boolean }> = {
  en: { female: w("women ladies"), male: w("men"), joined: false },
  es: { female: w("mujeres señoras"), male: w("hombres señores"), joined: false },
  fr: { female: w("femmes dames"), male: w("hommes messieurs"), joined: false },
  de: { female: w("frauen damen"), male: w("männer männern herren"), joined: false },
  hi: { female: w("औरतें औरतों महिलाएँ महिलाएं महिलाओं"), male: w("आदमियों पुरुषों मर्दों"), joined: false },
  kn: { female: w("ಹೆಂಗಸರು ಹೆಂಗಸರ ಮಹಿಳೆಯರು ಮಹಿಳೆಯರ"), male: w("ಗಂಡಸರು ಗಂಡಸರ ಪುರುಷರು ಪುರುಷರ"), joined: true },
  ta: { female: w("பெண்கள் பெண்களை பெண்களு பெண்களின்"), male: w("ஆண்கள் ஆண்களை ஆண்களு ஆண்களின்"), joined: true },
  te: {
    female: w("ఆడవాళ్ళు ఆడవాళ్లు ఆడవాళ్ళ ఆడవాళ్ల మహిళలు మహిళల"),
    male: w("మగవాళ్ళు మగవాళ్లు మగవాళ్ళ మగవాళ్ల"),
    joined: true,
  },
};

/** "பெண்களும் குழந்தைகளும்", "ಹೆಂಗಸರೂ", "ఆడవాళ్ళూ": the "and" a Dravidian word ends in. */
const JOINED_AND = /(ும்|ೂ|ూ)$/u;

/**
 * The gender of a plural word for grown people at `at` ("the women", "die Frauen", "ಹೆಂಗಸರು"), if it is one:
 * a group the story's woman or man on stage belongs to ("Parvati and the other women climbed up ... the
 * women sat under a tree" has Parvati among them).
 */
export function grownGroupGender(
  tokens: readonly Token[],
  at: number,
  language: Language,
): "female" | "male" | undefined {
  const word = tokens[at]?.norm ?? "";
  // "les femmes et les enfants dansaient": a group joined to another has the story's girl among either.
  const and = AND_WORDS[language];
  if (and.has(tokens[at + 1]?.norm ?? "") || and.has(tokens[at - 1]?.norm ?? "") || JOINED_AND.test(word))
    return undefined;
  const { female, male, joined } = PLURALS[language];
  const is = (forms: readonly string[]) => forms.some((f) => word === f || (joined && word.startsWith(f)));
  if (is(female)) return "female";
  if (is(male)) return "male";
  return undefined;
}

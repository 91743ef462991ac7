import type { Language } from "@reelsmith/contract/languages";
import { KN_LIGHT_VERBS, RAISED_PARTS, TE_ROOT_ENDINGS } from "./languages/indic-verb-endings";
import type { Token } from "./text";

/**
 * The other forms of a Kannada or Telugu verb whose tables list one form as a start: a converb with a light
 * verb after it, a progressive, a reflexive. The tables list a past ("ಒದ್ದ", "ಹಾಡಿದ") or a converb
 * ("విసిరి"); the forms here share its root, so the pose of the main verb is found whatever follows it.
 */

/** Code points, so a root is long enough to stand for one verb (two or more letters with their signs). */
const letters = (s: string) => Array.from(s).length;

const KN_PAST = "ದ";
const KN_E = "ೆ";

/** Whether a Kannada word is a form of the verb listed by its past `start`, or is kept from it (null: the
 * plain start decides). A listed past "ಒದ್ದ" reads its converb "ಒದ್ದುಬಿಟ್ಟನು" as its start does, never "ಒದ್ದೆ"
 * (wet); "ಹಾಡಿದ" reads "ಹಾಡಿಬಿಟ್ಟ" and "ಹಾಡಿ ಬಿಟ್ಟನು", and its progressive "ಹಾಡುತ್ತ". */
function kannadaForm(start: string, word: string, next: string): boolean | null {
  if (!start.endsWith(KN_PAST) || letters(start) < 3) return null;
  if (word.startsWith(start + KN_E)) return false;
  if (!start.endsWith(`ಿ${KN_PAST}`)) return null;
  const converb = start.slice(0, -1);
  const light = (s: string) => KN_LIGHT_VERBS.some((l) => s.startsWith(l));
  if (word.startsWith(converb) && light(word.slice(converb.length))) return true;
  if (word === converb && light(next)) return true;
  return word.startsWith(`${start.slice(0, -2)}ುತ್ತ`) ? true : null;
}

/** Whether a Telugu word is a form of the verb listed by its converb `start` ("విసిరి": "విసిరేశాడు";
 * "ఎక్కి": "ఎక్కుతూ") or by its reflexive ("ఏరుకు": "ఏరుకొచ్చింది", gathered and came). */
function teluguForm(start: string, word: string): boolean | null {
  if (start.endsWith("ుకు") && word.startsWith(`${start.slice(0, -1)}ొ`)) return true;
  if (!start.endsWith("ి") || letters(start) < 3) return null;
  const root = start.slice(0, -1);
  return TE_ROOT_ENDINGS.some((e) => word.startsWith(root + e)) ? true : null;
}

/**
 * How a word of a sentence reads against a verb listed as a start in a language that matches by prefix:
 * true for another form of it, false for a word kept from it, null where the plain start decides.
 */
export function indicVerbForm(start: string, word: string, next: string, language: Language): boolean | null {
  if (language === "kn") return kannadaForm(start, word, next);
  if (language === "te") return teluguForm(start, word);
  return null;
}

/** Whether a carrying verb at `at` lifts a hand, an arm or the head named just before it ("हाथ उठाकर",
 * "ಕೈ ಎತ್ತಿ", "கையைத் தூக்கி"): a raised hand, no load carried. */
export function liftsOwnPart(tokens: Token[], at: number, language: Language): boolean {
  return RAISED_PARTS[language].has(tokens[at - 1]?.norm ?? "");
}

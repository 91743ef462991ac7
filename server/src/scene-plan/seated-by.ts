import type { Language } from "@reelsmith/contract/languages";
import type { SceneAction } from "./scene-plan-schema";
import { isIndic, type Token } from "./text";
import { AND_WORDS } from "./verb-words";
import { clauseStartBefore, type Doer } from "./verbs";

/**
 * Seating someone ("sat the boy on the chair", "lo sentó en la silla", "setzte ihn aufs Bett", "उसे कुर्सी
 * पर बिठा दिया", "ಕುರ್ಚಿಯ ಮೇಲೆ ಕೂರಿಸಿದಳು", "உட்கார வைத்தார்", "కూర్చోబెట్టింది"): the one seated is drawn
 * sitting, and the one who seats them does not sit. The verb tables read the plain "sat" and "बैठ" as the
 * subject's own sitting; these are the forms that take someone else.
 */
interface SeatingForms {
  /** The verb's word, transitive only where `reflexive` is not before it. */
  verb: RegExp;
  /** A word right after the verb that joins it ("वैத்தார்" after "உட்கார"): the pair is the verb. */
  joined?: RegExp;
  /** Words before the verb that make it one's own sitting ("se sentó", "s'est assis", "setzte sich"). */
  reflexive?: RegExp;
  /** Words after the verb that make it one's own sitting (German "setzte sich"). */
  reflexiveAfter?: RegExp;
}

const FORMS: Record<Language, SeatingForms> = {
  en: { verb: /^(sat|seated)$/u, reflexive: /^(was|were|is|are|be|been|got|get|gets|remained)$/u },
  es: {
    verb: /^(sentó|sentaba|sentaron|sentaban|sentar|sentarlo|sentarla|sentarlos|sentarlas)$/u,
    reflexive: /^(se|me|te|nos)$/u,
  },
  fr: {
    verb: /^(assit|assirent|assis|assise|asseyait|asseoir)$/u,
    reflexive: /^(s'|se|est|sont|était|étaient|fait|faire|me|m'|nous)$/u,
  },
  de: {
    verb: /^(setzte|setzten|setzt|gesetzt)$/u,
    reflexiveAfter: /^(sich|mich|uns|dich)$/u,
  },
  hi: { verb: /^(बिठा|बिठाया|बिठाई|बिठाए|बिठाकर|बिठाती|बिठाते|बिठाता|बैठाया|बैठाई|बैठाए|बैठाकर|बिठाया)$/u },
  kn: { verb: /^(ಕೂರಿಸ|ಕುಳ್ಳಿರಿಸ|ಕೂಡ್ರಿಸ)/u },
  ta: { verb: /^(உட்காரவை|அமரவை|உட்காரவைத்|அமரவைத்|உட்காரச்செய்)|^(உட்கார|அமர)$/u, joined: /^வை/u },
  te: { verb: /^(కూర్చోబెట్ట|కూర్చుండబెట్ట|కూర్చోపెట్ట|కూర్చొబెట్ట)/u },
};

/** Where the sentence seats someone: the verb's word, or none. */
function seatingAt(tokens: Token[], language: Language): number[] {
  const forms = FORMS[language];
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (!forms.verb.test(t.norm)) return;
    // "உட்கார" alone is the infinitive; only with "வை" after it does it seat someone.
    if (forms.joined && /^(உட்கார|அமர)$/u.test(t.norm) && !forms.joined.test(tokens[i + 1]?.norm ?? "")) return;
    const before = [tokens[i - 1], tokens[i - 2]].map((x) => x?.norm ?? "");
    if (forms.reflexive && before.some((w) => forms.reflexive?.test(w))) return;
    if (forms.reflexiveAfter && [1, 2, 3].some((k) => forms.reflexiveAfter?.test(tokens[i + k]?.norm ?? "")))
      return;
    out.push(i);
  });
  return out;
}

/** The clause around word `at`: from the comma, semicolon or "and" before it to the one after it. */
function clauseAround(at: number, tokens: Token[], language: Language): [number, number] {
  const ends = (i: number) => tokens[i]?.comma === true || tokens[i]?.semicolon === true;
  const and = (i: number) => AND_WORDS[language].has(tokens[i]?.norm ?? "");
  const from = clauseStartBefore(at, tokens, language);
  let to = at;
  while (to < tokens.length - 1 && !ends(to) && !and(to + 1)) to++;
  return [from, to + 1];
}

/**
 * The one seated by the verb at `at`: in the Indian languages the person named last before the verb who is
 * not the clause's first (its subject); elsewhere the person named just after the verb ("sat Dev", "sentó a
 * Dev") or by an object pronoun just before it ("lo sentó", "l'a assis").
 */
function seatedOne(at: number, doers: Doer[], tokens: Token[], language: Language): Doer | undefined {
  const [from, to] = clauseAround(at, tokens, language);
  const people = doers.filter((d) => d.person && d.at >= from && d.at < to);
  if (isIndic(language)) {
    const before = people.filter((d) => d.at < at);
    const subject = before[0];
    return before.filter((d) => d.id !== subject?.id).at(-1);
  }
  // Right after the verb, or after the Spanish "a" of a person ("sentó a Dev"): "sat with Dev" seats no one.
  const next = language === "es" && tokens[at + 1]?.norm === "a" ? at + 2 : at + 1;
  const after = people.find((d) => d.at === next);
  const clitic = people.filter((d) => d.object === true && d.at < at && d.at >= at - 3).at(-1);
  return after ?? clitic;
}

/**
 * Gives the one a sentence seats the sitting pose, over what the sentence gave them before ("took Dev to
 * the salon, and Lily seated him": he sits), and takes the sitting the verb tables gave the seater. Changes
 * `actions` in place.
 */
export function seatedBy(
  tokens: Token[],
  doers: Doer[],
  actions: Map<string, SceneAction>,
  language: Language,
): void {
  for (const at of seatingAt(tokens, language)) {
    const seated = seatedOne(at, doers, tokens, language);
    if (!seated) continue;
    const [from] = clauseAround(at, tokens, language);
    const seater = doers.find((d) => d.person && d.at >= from && d.at < at && d.id !== seated.id);
    if (seater && actions.get(seater.id) === "sit") actions.delete(seater.id);
    actions.set(seated.id, "sit");
  }
}

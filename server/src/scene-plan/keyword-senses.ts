import type { Language } from "@reelsmith/contract/languages";
import { onlyVerbOrAdjective, translations } from "./bridge";
import type { Concept } from "./concepts";
import { BRIDGE_DICTIONARIES } from "./languages/thing-words";
import { ancestors, nounLemmas, nounSenses } from "./wordnet";

/**
 * An emoji's keywords in Spanish, French and German name its class and its neighbours as well as the thing
 * it shows ("salto", a jump, under the kangaroo; "pièce", a room, under the coin; "lata", a tin, under canned
 * food). A keyword the curated tables do not list names its icon only where the bilingual dictionary
 * translates it into a word of the icon's own name, or of the icon's sense or a kind of it; a word the
 * dictionary does not know keeps its icon.
 */

/** How far below or above an icon's sense a translation's sense may be (a "sedan" is a car; "stairs" are
 * drawn as the ladder, a kind of them). */
const KIND_STEPS = 2;

function namesIcon(word: string, icon: string): boolean {
  return icon.split("-").some((part) => part === word || part === `${word}s` || `${part}s` === word);
}

/** Whether an English word can mean the icon: its name, or a sense that is the icon's, a kind of it or a
 * class just above it. */
function meansIcon(english: string, icon: string): boolean {
  const own = nounSenses(icon.replace(/-/g, " "))[0]?.synset;
  const word = english.toLowerCase();
  // A compound icon WordNet names as a thing of its own ("passenger-ship") is not meant by a word of it
  // that only qualifies it ("passenger").
  if (namesIcon(word, icon) && (!own || !icon.includes("-"))) return true;
  // Its last word names what it is: a "ring-buoy" is a buoy.
  if (namesIcon(word, icon.split("-").at(-1) ?? "")) return true;
  // An icon WordNet has no sense of ("musical-keyboard", "framed-picture") cannot be judged: it stays.
  const sense = own;
  if (!sense) return true;
  return nounLemmas(word)
    .flatMap((l) => nounSenses(l))
    .some(
      (s) =>
        s.synset.offset === sense.offset ||
        ancestors(s.synset, KIND_STEPS).some((a) => a.offset === sense.offset) ||
        ancestors(sense, KIND_STEPS).some((a) => a.offset === s.synset.offset),
    );
}

/** Whether a keyword can name its icon: always where it is no thing or animal, or the dictionary does not
 * know it; never where the dictionary knows it only as another part of speech ("premier", first: no medal;
 * "attraper", to catch: no hook); else where one of its English translations means the icon. */
export function keywordMeans(word: string, concept: Concept, language: Language): boolean {
  if (concept.kind !== "object" && concept.kind !== "animal") return true;
  const bridge = BRIDGE_DICTIONARIES[language];
  if (!bridge || bridge.reversed) return true;
  const english = translations(bridge.dictionary, word).flat();
  if (english.length === 0) return !onlyVerbOrAdjective(bridge.dictionary, word);
  return english.some((e) => meansIcon(e, concept.icon));
}

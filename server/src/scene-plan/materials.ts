import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import type { Pos } from "./pos";
import type { Token } from "./text";
import { FUNCTION_WORDS } from "./words";

/**
 * What a thing is made of is part of the thing, not a thing beside it: "an iron gate" shows no waffle iron,
 * "una bufanda de lana" no llama, "लकड़ी की बेंच" no log, "ಮರದ ಬೆಂಚು" no tree, "கண்ணாடி டம்ளர்" no mirror.
 * A material is read as one where it qualifies the noun after it (en, hi, kn, ta, te; Hindi with its
 * genitive between) or follows the noun it qualifies with "de", "en" or "aus" (es, fr, de).
 */
interface MaterialWords {
  /** The material's forms that qualify a noun. */
  words: ReadonlySet<string>;
  /** Where the material stands: before its noun, or after it behind a linking word. */
  order: "before" | "after";
  /** Words between the noun and the material ("de", "en", "aus") or the material and the noun (Hindi
   * "की"); none where the material touches its noun. */
  links: ReadonlySet<string>;
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(" "));
const NONE: ReadonlySet<string> = new Set();

const MATERIALS: Record<Language, MaterialWords> = {
  en: {
    words: set(
      "wooden wood iron clay gold golden silver paper glass woollen woolen wool cotton plastic stone leather steel brass copper bamboo silk tin rubber earthen cardboard",
    ),
    order: "before",
    links: NONE,
  },
  es: {
    words: set(
      "madera hierro barro oro plata papel cristal vidrio lana algodón plástico piedra cuero acero latón cobre bambú seda cartón",
    ),
    order: "after",
    links: set("de"),
  },
  fr: {
    words: set(
      "bois fer terre or argent papier verre laine coton plastique pierre cuir acier laiton cuivre bambou soie carton",
    ),
    order: "after",
    links: set("en"),
  },
  de: {
    words: set(
      "holz eisen ton gold silber papier glas wolle baumwolle plastik stein leder stahl messing kupfer",
    ),
    order: "after",
    links: set("aus"),
  },
  hi: {
    words: set(
      "लकड़ी लोहे लोहा मिट्टी सोने चाँदी चांदी काग़ज़ कागज़ कागज काँच कांच शीशे ऊन प्लास्टिक पत्थर चमड़े चमड़ा स्टील पीतल तांबे बाँस बांस रेशम",
    ),
    order: "before",
    links: set("का की के"),
  },
  kn: {
    words: set(
      "ಮರದ ಕಬ್ಬಿಣದ ಮಣ್ಣಿನ ಚಿನ್ನದ ಬಂಗಾರದ ಬೆಳ್ಳಿಯ ಕಾಗದದ ಗಾಜಿನ ಉಣ್ಣೆಯ ಹತ್ತಿಯ ಪ್ಲಾಸ್ಟಿಕ್ ಕಲ್ಲಿನ ಚರ್ಮದ ಉಕ್ಕಿನ ಹಿತ್ತಾಳೆಯ ತಾಮ್ರದ ಬಿದಿರಿನ ರೇಷ್ಮೆಯ",
    ),
    order: "before",
    links: NONE,
  },
  ta: {
    words: set(
      "மர மரப் மரக் இரும்பு இரும்புக் இரும்புப் மண் களிமண் தங்க வெள்ளி காகித காகிதப் கண்ணாடி கண்ணாடிக் கம்பளி பருத்தி பிளாஸ்டிக் கல் தோல் எஃகு பித்தளை செம்பு மூங்கில் பட்டு",
    ),
    order: "before",
    links: NONE,
  },
  te: {
    words: set("చెక్క ఇనుప ఇనుము మట్టి బంగారు వెండి కాగితం కాగితపు గాజు ఉన్ని నూలు ప్లాస్టిక్ రాతి తోలు ఉక్కు ఇత్తడి వెదురు"),
    order: "before",
    links: NONE,
  },
};

/** Words after a material that are no noun it qualifies: a postposition or particle ("ಮರದ ಕೆಳಗೆ", under the
 * tree; "लकड़ी के नीचे"), which makes it the thing itself. */
const NOT_QUALIFIED: ReadonlySet<string> = new Set([
  // Hindi: near, behind, under, on, inside, a heap of.
  ...set("पास पीछे आगे नीचे ऊपर अंदर ढेर गट्ठर"),
  // Kannada: under, on, near, behind, in front, inside, in the shade, a branch, leaves, fruit.
  ...set("ಕೆಳಗೆ ಮೇಲೆ ಹತ್ತಿರ ಬಳಿ ಹಿಂದೆ ಮುಂದೆ ಒಳಗೆ ನೆರಳಿನಲ್ಲಿ ಕೊಂಬೆ ಕೊಂಬೆಯ ಎಲೆ ಎಲೆಗಳು ಹಣ್ಣು ಹಣ್ಣುಗಳು ಬುಡದಲ್ಲಿ"),
  // Tamil: under, on, near, beside, in the shade, a branch, leaves.
  ...set("கீழ் கீழே மேல் மேலே அருகில் பக்கத்தில் நிழலில் கிளை இலை இலைகள்"),
  // Telugu: on, under, near, behind, in front, in the shade, a branch, leaves.
  ...set("పైన కింద దగ్గర వెనుక ముందు నీడలో కొమ్మ ఆకులు"),
]);

const joinsEndings = (language: Language) => languageProfiles[language].caseEndings === "joined";

/** The indices of material words that qualify a noun, which draw no thing and no animal of their own. */
export function madeOf(
  tokens: readonly Token[],
  pos: readonly Pos[] | null,
  language: Language,
  startsThing: (index: number) => boolean,
): Set<number> {
  const rules = MATERIALS[language];
  const out = new Set<number>();
  for (const t of tokens) {
    if (!rules.words.has(t.norm)) continue;
    if (rules.order === "after") {
      if (linkedAfterNoun(tokens, t.index, rules.links, language)) out.add(t.index);
    } else if (!qualifiesNext(tokens, pos, t.index, rules.links, language)) continue;
    // A Kannada, Tamil or Telugu genitive is the owner as often as the material ("ಮರದ ತುದಿ", the top of
    // the tree): only a thing after it is one made of it.
    else if (!joinsEndings(language) || startsThing(t.index + 1)) out.add(t.index);
  }
  return out;
}

/** "una bufanda de lana", "une écharpe en laine", "ein Tor aus Eisen": a word before the link, no comma. */
function linkedAfterNoun(
  tokens: readonly Token[],
  at: number,
  links: ReadonlySet<string>,
  language: Language,
): boolean {
  const link = tokens[at - 1];
  const noun = tokens[at - 2];
  if (!link || !noun || !links.has(link.norm) || noun.comma) return false;
  return !FUNCTION_WORDS[language].has(noun.norm);
}

/** "an iron gate", "लकड़ी की बेंच", "ಮರದ ಬೆಂಚು": the next word (after a link) is a noun it qualifies. */
function qualifiesNext(
  tokens: readonly Token[],
  pos: readonly Pos[] | null,
  at: number,
  links: ReadonlySet<string>,
  language: Language,
): boolean {
  const material = tokens[at];
  if (!material || material.comma) return false;
  let next = at + 1;
  if (links.size > 0) {
    if (!links.has(tokens[next]?.norm ?? "")) return false;
    next += 1;
  }
  const noun = tokens[next];
  if (!noun || FUNCTION_WORDS[language].has(noun.norm) || NOT_QUALIFIED.has(noun.norm)) return false;
  // English says which words are nouns; "the paper said" and "a stone hit him" name the thing itself.
  if (pos && language === "en") return pos[next] === "noun";
  return true;
}

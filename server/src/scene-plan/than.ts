import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/**
 * What a comparative sets something against: "no bigger than his old teddy bear", "más grande que su osito",
 * "plus grande que son nounours", "größer als sein Teddy", "टेडी बियर से बड़ी", "ಟೆಡ್ಡಿ ಬೇರ್‌ಗಿಂತ", "டெடி
 * பியரை விட", "టెడ్డీ బేర్ కంటే". The thing or animal named there is a measure, not in the scene; someone
 * compared with may be there, so people are left to the caller.
 */
interface ThanWords {
  /** The word before what is compared with ("than", "que", "als"). */
  marks?: RegExp;
  /** A comparative right before the mark, or one word earlier ("bigger than", "größer war als"). */
  comparative?: RegExp;
  /** A word of degree two words before the mark, with its adjective between ("más grande que"). */
  degree?: RegExp;
  /** Words that are no comparative though they look like one ("other", "oder"). */
  notComparative?: RegExp;
  /** Verbs that may stand between a German comparative and the mark ("nicht größer war als"). */
  between?: RegExp;
  /** A comparative must be written in lower case (German nouns are capitalised). */
  lowerCase?: boolean;
  /** A word after its noun that means "than" ("కంటే", "விட"). */
  after?: RegExp;
  /** Hindi "से": the noun before it is compared with only where a comparative follows within `reach`. */
  fromThen?: { mark: RegExp; skip: RegExp; comparative: RegExp };
  /** "Than" joined to its noun ("ಬೇರ್‌ಗಿಂತ", "అన్నిటికంటే"). */
  ending?: RegExp;
}

const THAN_WORDS: Record<Language, ThanWords> = {
  en: {
    marks: /^than$/u,
    comparative: /^[a-z]{2,}er$/u,
    degree: /^(more|less)$/u,
    notComparative: /^(other|rather|ever|never|however|over|under|after|together|whether|either|neither)$/u,
  },
  es: { marks: /^(que)$/u, comparative: /^(mayor|menor|mejor|peor)$/u, degree: /^(más|menos)$/u },
  fr: { marks: /^(que|qu')$/u, comparative: /^(meilleur|meilleure|pire)$/u, degree: /^(plus|moins)$/u },
  de: {
    marks: /^als$/u,
    comparative: /^\p{Ll}{2,}(er|ere|eren)$/u,
    notComparative:
      /^(oder|aber|wieder|immer|über|unter|hinter|außer|der|er|ihr|jeder|dieser|weder|mehr|lieber)$/u,
    between: /^(war|ist|sind|waren|sei|wäre|wären|wird|wurde)$/u,
    lowerCase: true,
  },
  hi: {
    fromThen: {
      mark: /^से$/u,
      skip: /^(भी|ज़रा|जरा|कहीं|काफ़ी|काफी|बहुत|थोड़ा|थोड़ी)$/u,
      comparative: /^(ज़्यादा|ज्यादा|अधिक|कम|बढ़कर|बड़ा|बड़ी|बड़े|छोटा|छोटी|छोटे|बेहतर)$/u,
    },
  },
  kn: { ending: /(ಗಿಂತ|ಕ್ಕಿಂತ)(ಲೂ|ಾ)?$/u },
  ta: { after: /^(விட|விடப்|விடவும்|விடக்|விடச்)$/u },
  te: { after: /^(కంటే|కన్నా)$/u, ending: /.{2,}(కంటే|కన్నా)$/u },
};

/** How many words after the mark name what is compared with ("than his old teddy bear"). */
const NOUN_WORDS = 4;
/** How many words may stand between Hindi "से" and its comparative ("से ज़रा भी बड़ी"). */
const HI_REACH = 3;

/** Whether the word at `at` is a comparative, in the language's own terms. */
function isComparative(tokens: Token[], at: number, words: ThanWords): boolean {
  const t = tokens[at];
  if (!t || t.comma || words.notComparative?.test(t.norm)) return false;
  if (words.lowerCase && t.capitalised) return false;
  if (words.comparative?.test(t.norm)) return true;
  const degree = tokens[at - 1];
  return !!degree && !degree.comma && !!words.degree?.test(degree.norm) && !words.degree.test(t.norm);
}

/** The European marks: "bigger than", "más grande que", "plus fort qu'", "größer (war) als". */
function afterMarks(tokens: Token[], words: ThanWords, out: Set<number>): void {
  for (const t of tokens) {
    if (!words.marks?.test(t.norm) || t.comma) continue;
    const before = t.index - 1;
    const verb = words.between?.test(tokens[before]?.norm ?? "") ?? false;
    if (!isComparative(tokens, before, words) && !(verb && isComparative(tokens, before - 1, words)))
      continue;
    for (let i = t.index + 1; i < Math.min(tokens.length, t.index + 1 + NOUN_WORDS); i++) {
      out.add(i);
      if (tokens[i]?.comma) break;
    }
  }
}

/** The Indian marks: a word after the noun, one joined to it, or Hindi "से" before a comparative. */
function beforeMarks(tokens: Token[], words: ThanWords, out: Set<number>): void {
  for (const t of tokens) {
    const prev = tokens[t.index - 1];
    if (words.after?.test(t.norm) && prev && !prev.comma) out.add(prev.index);
    if (words.ending?.test(t.norm)) out.add(t.index);
    const hi = words.fromThen;
    if (!hi || !prev || prev.comma || !hi.mark.test(t.norm)) continue;
    let i = t.index + 1;
    while (i < t.index + 1 + HI_REACH && hi.skip.test(tokens[i]?.norm ?? "")) i++;
    if (hi.comparative.test(tokens[i]?.norm ?? "")) out.add(prev.index);
  }
}

/** The words naming what a comparative measures against, which the scene does not show. */
export function comparedAgainst(tokens: Token[], language: Language): Set<number> {
  const words = THAN_WORDS[language];
  const out = new Set<number>();
  afterMarks(tokens, words, out);
  beforeMarks(tokens, words, out);
  return out;
}

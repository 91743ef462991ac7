import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { Token } from "./text";

/**
 * Hindi words that join the words of a time opening ("सोमवार की सुबह", "हर सुबह", "शुक्रवार रात नौ बजे भी"):
 * the genitive, "every", "one" ("एक शनिवार"), the clock's "o'clock" and "also / only".
 */
const HI_TIME_JOINERS: ReadonlySet<string> = new Set(["की", "के", "का", "हर", "एक", "बजे", "भी", "ही"]);

/** Days and months, which the lexicon draws nothing for ("शनिवार", "मार्च की एक दोपहर"). */
const HI_DAYS_AND_MONTHS: ReadonlySet<string> = new Set(
  (
    "सोमवार मंगलवार बुधवार गुरुवार बृहस्पतिवार शुक्रवार शनिवार रविवार इतवार " +
    "जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर"
  ).split(" "),
);

/** Times of day said as adverbs, which the lexicon may lack ("रविवार तड़के": early on Sunday). */
const HI_TIME_ADVERBS: ReadonlySet<string> = new Set("तड़के तडके सवेरे सवेरा भोर आज कल परसों सुबह-सुबह देर".split(" "));

const isTime = (m: Match | undefined) => m?.concepts.some((c) => c.kind === "time") === true;

/**
 * "सोमवार की सुबह गौरी ...", "हर सुबह सोना ...", "शुक्रवार रात नौ बजे भी सूरज ...": the Hindi word at `at`
 * follows an opening that only says when (days, times of day, a clock's hour), and stands where the
 * sentence's subject does. The opening holds a day, a month or a time the lexicon knows, and no other word but
 * the joiners of such phrases, a word that draws nothing before a time, and an hour's number before "बजे"; the word itself is neither.
 */
export function afterHindiTimeOpening(
  tokens: readonly Token[],
  at: number,
  matched: Map<number, Match>,
): boolean {
  const word = tokens[at];
  if (
    at === 0 ||
    !word ||
    HI_TIME_JOINERS.has(word.norm) ||
    HI_TIME_ADVERBS.has(word.norm) ||
    hourAt(tokens, at)
  )
    return false;
  const opening = tokens.slice(0, at);
  if (!opening.some((t) => isTime(matched.get(t.index)) || HI_DAYS_AND_MONTHS.has(t.norm))) return false;
  return opening.every(
    (t) =>
      !t.comma &&
      (isTime(matched.get(t.index)) ||
        HI_TIME_JOINERS.has(t.norm) ||
        HI_DAYS_AND_MONTHS.has(t.norm) ||
        HI_TIME_ADVERBS.has(t.norm) ||
        // "एक गरम दोपहर": a word that draws nothing before a time says what the time was like.
        ((matched.get(t.index)?.concepts.length ?? 0) === 0 && isTime(matched.get(t.index + 1))) ||
        hourAt(tokens, t.index)),
  );
}

/** "नौ बजे": the number of a clock's hour. */
const hourAt = (tokens: readonly Token[], at: number) => tokens[at + 1]?.norm === "बजे";

/** Postpositions of "after" that follow a noun or a clause ("ಊಟದ ನಂತರ", "சாப்பாட்டுக்குப் பிறகு", "నాలుగు రోజుల తర్వాత"). */
const AFTER_WORDS: Partial<Record<Language, ReadonlySet<string>>> = {
  kn: new Set(["ನಂತರ", "ಬಳಿಕ"]),
  ta: new Set(["பிறகு", "அப்புறம்"]),
  te: new Set(["తర్వాత", "తరువాత"]),
};

/**
 * The word at `at` is "after" closing an opening ("ರಾತ್ರಿ ಊಟದ ನಂತರ ತಾರಾ ...": after dinner, Tara): the word
 * before it is what the time is after, no one's name, and the word after it opens the main clause.
 */
export function afterWordAt(tokens: readonly Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  const before = tokens[at - 1];
  return (
    word !== undefined && before !== undefined && !before.comma && AFTER_WORDS[language]?.has(word) === true
  );
}

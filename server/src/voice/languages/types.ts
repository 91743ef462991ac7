/** What a language's text needs to be spoken (text-normalise.ts): one object per language, every member required. */
export interface SpeechText {
  /** The months' names, January first. */
  months: string[];
  /**
   * How an amount is read: the word between the main unit and the hundredths, then for $, €, £ and ₹ in
   * turn the main unit's name for one and for many, and the hundredth's for one and for many ("|" between).
   */
  amountWords: string;
  /** The words after a percentage. */
  percentWords: string[];
  /** Abbreviations (lower case, as written, with their dots) → words; a multi-token one spans tokens. */
  abbreviations: Record<string, string>;
  /** A numeric date's words, from the day, the month's name and the year. */
  dateWords: DateWords;
  /** Words for thousands, millions and more after an amount (lower case, as written). */
  scaleWords: string[];
  /** Thousands grouped with spaces ("1 250 000 €"): the first group says the number. */
  spaceGroupedThousands: boolean;
}

export interface DateWords {
  /** "3/14/2024" is March 14 (American English); otherwise the day comes first. */
  monthFirst: boolean;
  say: (day: number, month: string, year: string) => string[];
}

export const dayMonthYear: DateWords = {
  monthFirst: false,
  say: (day, month, year) => [String(day), month, year],
};

import type { Language } from "@reelsmith/contract/languages";
import type { Gender, GrammaticalNumber, UnknownGender } from "./grammar";

/** The story shapes; the user's words pick one (a how-to for "step", a lesson for "learned" ...). */
export const shapes = ["luck", "lesson", "surprise", "howto", "product"] as const;
export type Shape = (typeof shapes)[number];

/** A place or thing the writer knows, with the forms its templates ask for. */
export interface Noun {
  kind: "place" | "thing";
  /** Citation form; also the {thing} / {place} text. */
  text: string;
  gender: Gender;
  number: GrammaticalNumber;
  forms: Record<string, string>;
  /** Word starts that show the user wrote about it (any inflection). */
  match?: string[];
}

/** Everything the offline writer knows of one language. */
export interface LanguagePack {
  code: Language;
  /** How a gendered slot of a name of unknown gender is written (see grammar.ts). */
  unknownGender: UnknownGender;
  /** Curated first names by gender (scene-plan/given-names.ts, which also finds them in the user's text):
   * the cast when the user names nobody. */
  names: { m: string[]; f: string[] };
  /** Words beyond the pronouns (scene-plan/words.ts PRONOUNS) that tell a name's gender ("sola", "fière"). */
  genderCues: { m: string[]; f: string[] };
  /** Joins two names into a plural subject. */
  joinNames(a: string, b: string): string;
  /** Proper nouns are written with a capital letter (so a name in no list can still be found). */
  capitalisedNames: boolean;
  /** Capitalised words that are not names (sentence starters, pronouns, nouns in German ...). */
  notNames?: string[];
  /** How often a capitalised word in no list must come back to count as a name (German: 2). */
  unknownNameMinCount?: number;
  nouns: Noun[];
  /** Things one learns to use or buys (a lamp, a phone): the how-to and product stories need one. */
  tools: string[];
  /** Things and places the user wrote with an article ("une lampe", "in the harbour"). */
  nounsFromText?(text: string): Noun[];
  /** Word starts that suggest each shape. */
  cues: Record<Shape, string[]>;
  /** The first sentence of a new story (roles: hero, place). */
  openings: string[];
  /** Times of day or week for {when} ("one morning", "एक शाम"), written to open a sentence. */
  times: string[];
  /** The first sentence after the user's own text. */
  continuations: string[];
  /** Per shape, the beats of the story in order, each a list of alternative templates. */
  beats: Record<Shape, string[][]>;
  /** Spelling rules applied to a filled sentence (elision, contractions, a/an). */
  finish?(sentence: string): string;
}

/** A word of a sentence as the planner tokenises it (text.ts): the fields the language rules read. */
export interface Token {
  surface: string;
  norm: string;
  capitalised: boolean;
  index: number;
  /** A comma follows the word. */
  comma?: boolean;
}

/** The poses a language's own reading gives (scene-plan-schema.ts has them all). */
export type Pose = "eat" | "drink" | "cook" | "drive" | "fish" | "play";

/** A person a word points at without naming them: a verb's ending or an object pronoun. */
export interface Pointer {
  /** Where the word is. */
  at: number;
  plural: boolean;
  gender: "female" | "male" | "unknown";
}

/**
 * What a language reads its own way (the shared planner asks, and does its usual where a hook is missing).
 */
export interface LanguageHooks {
  /** Capitalised words that are never names (weekdays, pronouns, adverbs that open a sentence). */
  notNames?: ReadonlySet<string>;
  /** A capitalised first word that is a conjugated verb ("Recogieron manzanas"), not a name. */
  verbAtStart?: (word: string, next: string) => boolean;
  /** A sentence's verb whose subject only its ending names ("Recogió las manzanas": she), where no
   * subject stands before it. `character(i)` says whether a person or an animal is named at word i. */
  droppedSubject?: (tokens: Token[], character: (i: number) => boolean) => Pointer | null;
  /** Object pronouns that stand for someone on stage ("lo saludó", "lui a demandé", "l'a pris"). */
  objectPronouns?: (tokens: Token[]) => Pointer[];
  /** Words before a person who only owns something ("la granja de su tío"): named, not on stage. */
  genitive?: ReadonlySet<string>;
  /** A subject pronoun that opens a sentence is the previous sentence's subject, an animal as well. */
  subjectCarries?: boolean;
  /** An article that is an object pronoun before the verb at `i` ("él la empujó", "les a suivis"). */
  cliticBefore?: (tokens: Token[], i: number) => boolean;
  /** The pose of a verb in its sentence where the language says more than the verb table (undefined: no
   * opinion). `word` is the verb's own word, `icons` what the sentence names. */
  refine?: (action: string, word: string, tokens: Token[], icons: string[]) => Pose | null | undefined;
}

/** "bajaron por el tobogán", "ont dévalé le toboggan": going down a slide is playing. */
export function downSlide(action: string, tokens: Token[]): "play" | undefined {
  const slide = tokens.some((t) => /^(tobog[aá]n|toboggan)$/u.test(t.norm));
  return /^(walk|run|climb)$/u.test(action) && slide ? "play" : undefined;
}

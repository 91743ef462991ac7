import type { Language } from "@reelsmith/contract/languages";
import { singularsOf } from "./inflection";
import { COLOUR_WORDS } from "./languages/colour-words";
import { ADJECTIVES_BEFORE_NOUN } from "./languages/noun-phrase-words";
import { KIN_IDS, NAMED_PEERS, NAMED_RELATIVES } from "./languages/people-words";
import type { Match } from "./match";
import type { Token } from "./text";

/** A German article or possessive that opens the noun phrase of an animal or a relative ("ihre", "seiner"). */
const GERMAN_OPENER =
  /^((mein|dein|sein|ihr|unser|eur|euer)(e|er|em|en|es)?|der|die|das|den|dem|des|ein|eine|einen|einem|einer)$/u;
/** A possessive ("ihre", "seiner"): the animal or relative is someone's own, who may have a name. */
const GERMAN_POSSESSIVE = /^(mein|dein|sein|ihr|unser|eur|euer)(e|er|em|en|es)?$/u;
/** Its dative forms: a noun after one with no preposition before may be the one given to ("gab ihrer Katze Milch"). */
const GERMAN_DATIVE = /^(dem|einem|(mein|dein|sein|ihr|unser|eur)(em|er))$/u;
/** Prepositions: the phrase after one names no receiver and no object ("mit ihrer Katze Pfeffer"). */
const GERMAN_PREPOSITIONS = new Set(
  "mit von bei zu zur zum nach aus neben hinter vor unter über auf in an samt gegenüber für ohne um durch gegen".split(
    " ",
  ),
);

/** A word for an animal or for someone's relative or friend: a name in apposition may follow it. */
export function creatureOrKin(m: Match): boolean {
  return m.concepts.some(
    (c) =>
      c.kind === "animal" ||
      (c.kind === "person" && (KIN_IDS.has(c.id) || NAMED_RELATIVES.has(c.id) || NAMED_PEERS.has(c.id))),
  );
}

/** Articles and possessives of the plural in Spanish and French ("los loros", "des perroquets"). */
const PLURAL_OPENERS: Partial<Record<Language, ReadonlySet<string>>> = {
  es: new Set("los las unos unas mis tus sus nuestros nuestras estos estas esos esas".split(" ")),
  fr: new Set("les des aux mes tes ses nos vos leurs ces".split(" ")),
};

/**
 * Animals named in the plural ("cages of squawking parrots", "entre los loros"): one name set off after them
 * is no name of theirs ("..., Neil chose a goldfish"); a list of names may be ("two cats, Tom and Jerry").
 */
export function pluralAnimals(tokens: Token[], m: Match, language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "animal")) return false;
  const last = tokens[m.end - 1];
  if (!last) return false;
  const openers = PLURAL_OPENERS[language];
  if (openers) return openers.has(tokens[m.start - 1]?.norm ?? "");
  return language === "en" && singularsOf(last, language).some((s) => s !== last.norm);
}

/**
 * A word that may describe an animal or a relative after its noun in Spanish and French ("su perrita blanca,
 * Pelusa", "sa chienne blanche, Pelote"): a colour or a word of size or age.
 */
export function describesAfterNoun(word: string, language: Language): boolean {
  if (ADJECTIVES_BEFORE_NOUN[language].has(word)) return true;
  return Object.values(COLOUR_WORDS[language].forms).some((forms) =>
    forms.some((f) => f.toLowerCase().normalize("NFC") === word),
  );
}

/**
 * German writes every noun capitalised, so an animal's or a relative's name may be an ordinary noun ("ihre
 * Katze Pfeffer", "seine Enkelin Olive", "Ihr Hund, Socke, rannte"): the capitalised word right after the
 * animal or family noun, itself no person or animal, is the name in apposition where nothing else can be
 * there: the phrase opens the sentence (one phrase only stands before the verb), or a preposition governs it
 * and the name closes it ("mit ihrer Katze Pfeffer."). After a possessive it is the name also where it is a
 * first name, no word of the lexicon, or a word the story writes again ("Keks bellte"). Elsewhere the word
 * may be the verb's object ("spielten die Cousins Fußball", "gab ihrer Katze Milch").
 */
export function germanNameAfterCreature(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  recurring: ReadonlySet<string> | undefined,
  firstName: boolean,
): boolean {
  const t = tokens[at];
  const own = matched.get(at);
  if (!t?.capitalised || own?.concepts.some((c) => c.kind === "person" || c.kind === "animal")) return false;
  if (own && own.end - own.start !== 1) return false;
  const noun = matched.get(at - 1);
  if (!noun || noun.end !== at || noun.end - noun.start !== 1 || !creatureOrKin(noun)) return false;
  // "Ihr Hund, Socke, rannte": a name set off by commas closes its own.
  if (tokens[at - 1]?.comma && !t.comma && tokens[at + 1] !== undefined) return false;
  // At most two adjectives between the opener and the noun ("ihrer kleinen weißen Hündin").
  let open = noun.start - 1;
  while (open >= noun.start - 3 && open >= 0 && !GERMAN_OPENER.test(tokens[open]?.norm ?? "")) {
    if (matched.has(open) || tokens[open]?.comma || tokens[open]?.capitalised) return false;
    open--;
  }
  const opener = tokens[open]?.norm ?? "";
  if (!GERMAN_OPENER.test(opener)) return false;
  if (open === 0) return true;
  const governed = GERMAN_PREPOSITIONS.has(tokens[open - 1]?.norm ?? "");
  if (governed && (t.comma || tokens[at + 1] === undefined)) return true;
  if (!GERMAN_POSSESSIVE.test(opener)) return false;
  if (GERMAN_DATIVE.test(opener) && !governed) return false;
  return recurring?.has(t.norm) === true || firstName || !own;
}

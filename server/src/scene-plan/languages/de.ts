/**
 * German rules of the scene planner. Every German noun is capitalised, so a name is told from a noun by
 * where it stands and what stands beside it, not by its capital.
 */
import type { LanguageRules, Token } from "./types";

export const DE_POSSESSIVES: ReadonlySet<string> = new Set(
  "sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer".split(" "),
);

/** Subject pronouns: a clause that has one has its subject, and the capitalised words in it are nouns. */
const NOMINATIVE: ReadonlySet<string> = new Set("ich du er sie es wir ihr man".split(" "));
const JOINERS: ReadonlySet<string> = new Set(["und", "oder", "mit"]);

/** The clause of the word at `at`: from the last comma before it to the next comma after it. */
function clauseOf(tokens: readonly Token[], at: number): Token[] {
  let from = at;
  while (from > 0 && !tokens[from - 1]?.comma) from--;
  let to = at;
  while (to < tokens.length - 1 && !tokens[to]?.comma) to++;
  return tokens.slice(from, to + 1);
}

export interface GermanNameContext {
  tokens: readonly Token[];
  /** Whether the lexicon reads the word as something. */
  known: (at: number) => boolean;
  /** Whether the word is a function word (an article, a preposition...). */
  functionWord: (at: number) => boolean;
  /** Capitalised words the story uses more than once. */
  recurring: ReadonlySet<string> | undefined;
  /** Capitalised words the story uses inside a sentence, where a capital says noun or name, not "first". */
  midSentence: ReadonlySet<string> | undefined;
  /** Whether an earlier word of this sentence was taken for a name. */
  isName: (at: number) => boolean;
  /** Whether the dictionary lists the word as a common word ("Wasser", "Rolle", "hinter"), a noun included. */
  common: (at: number) => boolean;
  /** Whether the dictionary lists the word in lowercase, a word that is no noun ("hinter", "kraft"). */
  preposition: (at: number) => boolean;
  /** Whether the lexicon reads the word as a person or an animal ("Tochter", "Papagei"): a name may follow
   * it ("Seine Tochter Rosa", "ihr Papagei Kiwi"). */
  character: (at: number) => boolean;
  /** Whether the lexicon reads the word as a person ("Papa", "Lehrerin"), no animal. */
  person: (at: number) => boolean;
  /** Whether the word is a first name of the name lists ("Kumar", "Farah"): after "der kleine" or "mit" a
   * name is written as a noun would be. */
  firstName: (at: number) => boolean;
}

/**
 * Whether an unknown capitalised word is someone's name:
 * - a sentence's first word is capitalised whatever it is ("Drinnen machte Mama...", "Zurück an ihrem
 *   Schreibtisch..."): a name only when the story also writes it inside a sentence, or a possessive follows;
 * - inside a sentence, a word with no article before it is a name when the story uses it again, when a
 *   possessive follows ("spannte Lina ihren Schirm auf"), or when it is joined to a person in a clause with
 *   no subject pronoun ("gingen Mira und Leo", "ging Sam mit seiner Schwester", "Kabir und sein Großvater"),
 *   or when a title stands before it ("Frau Rao") or a family word used as one ("Oma Teresa", "Onkel Mahesh").
 * A first word the dictionary lists in lowercase ("Hinter ihm spielte") is that word; a noun it lists inside
 * a noun phrase ("eine große Rolle", "das braune Wasser", "Blechdose Wasser") is that noun, however often the
 * story writes it, unless a title or a possessive after it says it is a name ("Tara", a tare, is a name in
 * "gingen Tara und ihr Großvater", "Rosa" in "Seine Tochter Rosa", "Kiwi" in "ihr Papagei Kiwi").
 */
export function germanName(at: number, c: GermanNameContext): boolean {
  const t = c.tokens[at];
  if (!t || c.known(at)) return false;
  const next = c.tokens[at + 1]?.norm ?? "";
  const owns = DE_POSSESSIVES.has(next);
  const prev = c.tokens[at - 1];
  const common =
    c.common(at) &&
    prev !== undefined &&
    ((!prev.capitalised && c.functionWord(at - 2)) ||
      (prev.capitalised && !c.isName(at - 1) && !c.character(at - 1)));
  if (at === 0)
    return (
      owns ||
      (c.firstName(at) && !c.common(at) && !c.preposition(at) && !listedWithThings(at, c)) ||
      (c.midSentence?.has(t.norm) ?? false) ||
      (!c.preposition(at) && (joinedToPerson(at, c) || actsFirst(c)))
    );
  // "Mira und Leo": the word after "und" that follows a name ("und" is a function word, an article is not).
  if (JOINERS.has(c.tokens[at - 1]?.norm ?? "") && at >= 2 && c.isName(at - 2)) return true;
  // "Riya und der kleine Bablu im Hof": so is a word after "und", an article and "little" or "old".
  if (at >= 4 && JOINERS.has(c.tokens[at - 3]?.norm ?? "") && c.isName(at - 4) && littleOneAfter(at - 2, c))
    return true;
  // "ging Papa mit Ishaan", "Mira mit Tinku": a word no dictionary lists, with someone, is a second person.
  if (c.tokens[at - 1]?.norm === "mit" && at >= 2 && (c.isName(at - 2) || c.person(at - 2))) {
    if (!c.common(at) && !c.preposition(at)) return true;
  }
  if (titled(c.tokens, at)) return true;
  if (!c.common(at) && kinTitled(c.tokens, at)) return true;
  // "als Lucia die Bushaltestelle erreichte": right after a conjunction and before an article, the subject
  // of the clause, which a noun would need an article for.
  // So is one joined by "und" to a person there ("während Riya und der kleine Sonu herumrannten").
  if (CONJUNCTIONS.has(c.tokens[at - 1]?.norm ?? "") && (ARTICLES.has(next) || owns || joinedToPerson(at, c)))
    return true;
  if (littleOrOldNamed(at, c)) return true;
  // "der kleine Kumar", "mit Farah": a first name that is no common noun is a name after an article too.
  if (c.firstName(at) && !c.common(at) && !listedWithThings(at, c)) return true;
  if (subjectAfterVerb(at, c)) return true;
  if (c.functionWord(at - 1)) return false;
  return ((c.recurring?.has(t.norm) ?? true) && !common) || owns || joinedToPerson(at, c);
}

/** Prepositions that may follow a clause's subject after its verb ("biss Mitthu in einen Apfel"). */
const SUBJECT_PREPOSITIONS: ReadonlySet<string> = new Set(
  "an am ans auf aus bei beim bis durch für gegen hinter im in ins mit nach neben über um unter vom von vor zu zum zur".split(
    " ",
  ),
);

/** Ends of nouns the dictionary may lack, plurals most ("Kekse", "Laternen", "Äpfel", "Kätzchen"). */
const NOUN_ENDS = /(?:e|en|er|el|s|chen|lein|ung|heit|keit)$/u;

/**
 * "Am Morgen schloss Farid die Tür auf", "trug Gauri ein Bündel": a word between the verb and an article or a
 * possessive, with no article of its own, is the clause's subject; a noun there would need an article,
 * unless it is a mass noun the dictionary lists ("trank Wasser aus einem Glas"). So is one before a
 * preposition ("biss Mitthu in einen Apfel", "geht Khushi zum Unterricht") that ends as no plural does.
 */
function subjectAfterVerb(at: number, c: GermanNameContext): boolean {
  const prev = c.tokens[at - 1];
  const word = c.tokens[at];
  const next = c.tokens[at + 1]?.norm ?? "";
  if (!prev || !word || prev.capitalised || prev.comma || word.comma || c.functionWord(at - 1)) return false;
  // "an beiden Ufern des Flusses", "mit nassen Händen einen Topf": after an article or a preposition the
  // word before is an adjective of a noun phrase, no verb.
  if (c.functionWord(at - 2) || NOMINATIVE.has(prev.norm)) return false;
  // "Rekha vom Rettungsteam bis ...": after a preposition the word is what it governs, no verb's subject.
  if (SUBJECT_PREPOSITIONS.has(prev.norm)) return false;
  const beforeArticle = ARTICLES.has(next) || DE_POSSESSIVES.has(next);
  const beforePreposition = SUBJECT_PREPOSITIONS.has(next) && !NOUN_ENDS.test(word.norm);
  return (beforeArticle || beforePreposition) && !c.common(at) && !c.preposition(at);
}

/** "fädelte Jasmin und Ringelblumen auf": a word joined by "und" to a thing is one of the things listed. */
function listedWithThings(at: number, c: GermanNameContext): boolean {
  const next = c.tokens[at + 1];
  const other = c.tokens[at + 2];
  if (!next || next.comma || !JOINERS.has(next.norm) || next.norm === "mit" || !other?.capitalised)
    return false;
  return c.known(at + 2) && !c.character(at + 2);
}

/** Adjectives written before a name as before a noun ("der kleine Bittu", "die alte Kamala"). */
const NAME_ADJECTIVES: ReadonlySet<string> = new Set("kleine alte".split(" "));

/**
 * "der kleine Bittu warf...", "Der alte Murugan steuerte": after an article and "little" or "old", a word no
 * dictionary lists with a verb right after it is the subject's name; a noun there is one the dictionary has.
 * After another adjective ("die schüchterne Nisha meldete sich") the word also ends as no plural does.
 */
function littleOrOldNamed(at: number, c: GermanNameContext): boolean {
  const adjective = c.tokens[at - 1];
  const article = c.tokens[at - 2]?.norm ?? "";
  const verb = c.tokens[at + 1];
  if (!adjective || adjective.comma || adjective.capitalised || !adjective.norm.endsWith("e")) return false;
  if (
    !NAME_ADJECTIVES.has(adjective.norm) &&
    (NOUN_ENDS.test(c.tokens[at]?.norm ?? "") || c.functionWord(at - 1))
  )
    return false;
  if (!(article === "der" || article === "die") || c.common(at) || c.preposition(at)) return false;
  return verb !== undefined && !verb.capitalised && !c.functionWord(at + 1) && !c.tokens[at]?.comma;
}

/**
 * "Riya und der kleine Sonu", "Mira und die alte Kamala": an article, "little" or "old" and a word no lexicon
 * knows after "und" is a second person named, as "der kleine Bittu" is alone; the word before "und" is the
 * first.
 */
function littleOneAfter(articleAt: number, c: GermanNameContext): boolean {
  const article = c.tokens[articleAt]?.norm ?? "";
  const adjective = c.tokens[articleAt + 1];
  const name = c.tokens[articleAt + 2];
  if (!(article === "der" || article === "die") || !adjective || adjective.comma) return false;
  if (!NAME_ADJECTIVES.has(adjective.norm) || !name?.capitalised) return false;
  return !c.known(articleAt + 2) && !c.common(articleAt + 2) && !c.preposition(articleAt + 2);
}

/** Family words written before a name as its title ("Oma Elsa", "Opa Enzo", "Onkel Mahesh", "Tante Lisa"). */
const KIN_TITLES: ReadonlySet<string> = new Set("oma opa onkel tante".split(" "));

/** "Oma Teresa kochte", "sein Onkel Mahesh": a word right after a family title, with no comma between. */
function kinTitled(tokens: readonly Token[], at: number): boolean {
  const title = tokens[at - 1];
  return title !== undefined && !title.comma && title.capitalised && KIN_TITLES.has(title.norm);
}

/** Conjunctions that open a clause with its subject next ("als", "während", "weil"). */
const CONJUNCTIONS: ReadonlySet<string> = new Set(
  "als wenn während weil dass bis ob nachdem bevor sobald".split(" "),
);

/** Titles written before a surname ("Frau Rao", "Herr Weber", "Doktor Lang"). */
const TITLES: ReadonlySet<string> = new Set("frau herr herrn doktor dr professor professorin".split(" "));

/** "Frau Rao kaufte...": a word right after a title with no article before it ("die Frau Anna" is a noun's). */
function titled(tokens: readonly Token[], at: number): boolean {
  const title = tokens[at - 1];
  if (!title || title.comma || !TITLES.has(title.norm)) return false;
  return !ARTICLES.has(tokens[at - 2]?.norm ?? "") && !DE_POSSESSIVES.has(tokens[at - 2]?.norm ?? "");
}

const ARTICLES: ReadonlySet<string> = new Set(
  "der die das den dem des ein eine einen einem einer eines kein keine".split(" "),
);

/**
 * "Mira wohnt im ...", "Tom schlief auf ...": a first word and the verb, with no subject after the verb.
 * A sentence that opens on an adverb has its subject right after the verb ("Drinnen machte Mama",
 * "Überall lag Schnee", "Später kam der Kellner", "Mittags ging sie").
 */
function actsFirst(c: GermanNameContext): boolean {
  const [, verb, after] = c.tokens;
  if (!verb || verb.capitalised || verb.comma || c.functionWord(1) || NOMINATIVE.has(verb.norm)) return false;
  if (after === undefined) return true;
  return !after.capitalised && !ARTICLES.has(after.norm) && !NOMINATIVE.has(after.norm);
}

function joinedToPerson(at: number, c: GermanNameContext): boolean {
  const { tokens } = c;
  // "aus voller Kraft, und seine Cousins tanzten": a comma ends the word's clause before "und".
  // "ihr Büro" is "her office": "ihr" before a noun is a possessive, no subject.
  const subject = (x: Token, i: number, clause: Token[]) =>
    NOMINATIVE.has(x.norm) && !(x.norm === "ihr" && clause[i + 1]?.capitalised === true);
  if (tokens[at]?.comma || clauseOf(tokens, at).some(subject)) return false;
  const next = tokens[at + 1];
  const after = tokens[at + 2];
  // "Mira und Leo", "Kabir und sein Großvater": a possessive or another article-less capital after "und".
  const before =
    next !== undefined &&
    !next.comma &&
    JOINERS.has(next.norm) &&
    after !== undefined &&
    (DE_POSSESSIVES.has(after.norm) || (after.capitalised && !c.known(at + 2)) || littleOneAfter(at + 2, c));
  return before;
}

/** "Kabirs Schnur", "Ravis Vater": a known name with the genitive -s is that name. */
export function germanGenitive(norm: string, known: ReadonlySet<string>): string | null {
  if (!norm.endsWith("s") || norm.length < 4) return null;
  const stem = norm.slice(0, -1);
  return known.has(stem) ? stem : null;
}

const DE_AND: ReadonlySet<string> = new Set(["und", "aber", "oder"]);

const DE_ARTICLES: ReadonlySet<string> = new Set(["der", "dem", "den"]);

/** German determiners in the genitive ("zum Hof ihres Onkels"): the person after them only owns something. */
const DE_GENITIVE: ReadonlySet<string> = new Set(
  "des eines ihres seines meines deines unseres eures keines".split(" "),
);

/** Object pronouns that may stand between a verb and its subject ("lief ihnen ein kleiner Hund hinterher"). */
const DE_OBJECT_PRONOUNS: ReadonlySet<string> = new Set("ihnen ihm ihn mich dich uns euch".split(" "));

/** German "sie" beside a plural verb ("sie gingen", "lachten sie", "sie sind"): "they", not "she". */
function germanPlural(tokens: Token[], at: number): boolean {
  const plural = (t: Token | undefined) =>
    t !== undefined && !t.capitalised && (/[^e]en$/u.test(t.norm) || t.norm === "sind");
  return plural(tokens[at + 1]) || (at > 0 && plural(tokens[at - 1]));
}

export const de: LanguageRules = {
  objectThey: (tokens, at) => (tokens[at]?.norm ?? "") === "ihnen",
  // "beide Kinder", "die beiden"; "seine beiden Töchter" are his.
  both: (tokens, at) =>
    /^beiden?$/u.test(tokens[at]?.norm ?? "") &&
    !/^(sein|ihr|mein|dein|unser|euer)/u.test(tokens[at - 1]?.norm ?? ""),
  // "alle drei", "die drei Kinder".
  allThree: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "drei" && /^(alle|die)$/u.test(tokens[at - 1]?.norm ?? ""),
  verbMatch: "exact",
  verbGender: () => "unknown",
  aboutSure: false,
  driveNeedsVehicle: false,
  sharedNameRegion: "european",
  tagger: null,
  fewEndings: null,
  clitics: null,
  joinedEndings: null,
  capitalisedNouns: {
    nameGenitive: germanGenitive,
    genitiveDeterminers: DE_GENITIVE,
    placeNeedsArticle: { word: "nach", articles: DE_ARTICLES },
    sheOrThey: { word: "sie", and: DE_AND, plural: germanPlural },
    amountArticle: /^ein/u,
    roomOwnerArticles: /^(des|der)$/u,
  },
  verbSecond: { objectPronouns: DE_OBJECT_PRONOUNS },
  postpositions: null,
  groupSubjects: new Set(),
  trailingParticiple: null,
  wayBefore: {
    way: /^(weg|rückweg|heimweg|hinweg|unterwegs)$/u,
    to: new Set(["zur", "zum", "zu", "nach", "in", "ins", "richtung"]),
    between: null,
    of: null,
  },
  wayAfter: null,
  amountOf: new Set(["von", "aus"]),
  amountAfter: null,
  shapeBefore: {
    words: /^form$/u,
    between: new Set(["eines", "einer", "des", "der", "von", "einem", "dem"]),
  },
  shapeAfter: null,
  cldrNamesOnly: false,
  curatedInflections: true,
  headWord: "first",
  pluralThingPronoun: false,
  englishNouns: "bridge",
  nameQualifier: "compound-start",
  thingGenitive: null,
};

/**
 * A verb table with the infinitive of each weak past it lists ("tanzte": tanzen, "kletterte": klettern,
 * "arbeitete": arbeiten), read after "zu", "um ... zu" and a modal ("bat ihn, im Garten zu tanzen").
 */
export function withInfinitives<T extends Record<string, string[]>>(table: T): T {
  const out: Record<string, string[]> = {};
  for (const [kind, list] of Object.entries(table)) {
    const infinitives = list
      // Not the mixed verbs ("rannte": rennen, "brachte": bringen), whose past changes the vowel.
      .filter(
        (entry) =>
          !entry.includes(" ") &&
          /[^aeiouäöü]te$/u.test(entry) &&
          !/(annte|rachte|dachte|andte)$/u.test(entry),
      )
      .map((entry) => entry.slice(0, -2))
      // "spazier-te": spazieren; "kletter-te": klettern; "arbeite-te": arbeiten.
      .map((stem) =>
        /ier$/u.test(stem) ? `${stem}en` : /([^i]e[lr]|e)$/u.test(stem) ? `${stem}n` : `${stem}en`,
      );
    out[kind] = [...new Set([...list, ...infinitives])];
  }
  return out as T;
}

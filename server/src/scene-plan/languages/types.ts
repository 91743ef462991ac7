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

type Gender = "female" | "male" | "unknown";

/**
 * Everything the scene planner reads a language's own way, one object per language (`RULES` in rules.ts,
 * each in its language's module). The core members every language answers; the rest come in groups, one a
 * kind of grammar (few endings, pronoun clitics, joined endings, capitalised nouns, verb second,
 * postpositions). Every member and every group is required: a language says `null` once for a group whose
 * grammar it does not have, answers each member of a group it has (`null` / `false` where it has no such
 * rule), and the compiler lists each member or group it has not answered.
 */
export interface LanguageRules {
  /** An object form of "they" at `at` ("them", "ihnen", "leur a apporté", "tras ellos"): never a subject. */
  objectThey: (tokens: Token[], at: number) => boolean;
  /** "both", "the two" ("los dos", "die beiden", "दोनों", "ಇಬ್ಬರೂ", "இரண்டு குழந்தைகளும்") at `at`: the pair
   * the story has on stage, with the person word after it if any ("both children"), not new people; never
   * a count of someone's own ("his two daughters", "sus dos hijas", "ಅವರ ಇಬ್ಬರು ಹೆಣ್ಣುಮಕ್ಕಳು"). */
  both: (tokens: Token[], at: number) => boolean;
  /** "all three", "the three" ("los tres", "alle drei", "तीनों", "ಮೂವರೂ", "ముగ్గురూ") at `at`: the three people
   * the story has on stage, as `both` is its pair. */
  allThree: (tokens: Token[], at: number) => boolean;
  /** Which words a verb table's entry matches: by English stem, by a Spanish paradigm ("corr-er"), as a
   * Hindi root with its chain, as the start of a word that joins endings on, as written, or as written and,
   * for a French "-er" infinitive, in its other forms too ("first-group"). */
  verbMatch: "stem" | "paradigm" | "root-chain" | "prefix" | "exact" | "first-group";
  /** The language's gender from a sentence's verb ending where no pronoun tells it (words normalised). */
  verbGender: (words: string[]) => Gender;
  /** "about" words mean a topic wherever they stand (not also "on" and "over"). */
  aboutSure: boolean;
  /** The verb of driving also runs a shop ("बेकरी चलाती थी"): it drives only beside a vehicle. */
  driveNeedsVehicle: boolean;
  /** Where a given name shared by several regions (Maria, Daniel) most likely comes from in this language. */
  sharedNameRegion: "latin" | "european" | null;
  /** The part-of-speech tagger that reads a word in its sentence (pos.ts), or null for none. */
  tagger: "compromise" | null;
  /** Few endings: word order, "'s" and the object form of a pronoun carry the grammar, verbs take "-ing"
   * and "-ed" (English), else null. */
  fewEndings: FewEndingRules | null;
  /** Pronoun clitics and verb endings that say who acts, "of" before an owner, adjectives after the noun
   * (Romance: Spanish, French), else null. */
  clitics: CliticRules | null;
  /** Endings joined to the word they belong to: "and", "until", case and person all written onto the word
   * (Dravidian: Kannada, Tamil, Telugu), else null. */
  joinedEndings: JoinedEndingRules | null;
  /** Every noun is capitalised, and articles and names take a case (German): a capital says nothing of a
   * name, a lowercase word is no noun. Else null. */
  capitalisedNouns: CapitalisedNounRules | null;
  /** The subject may stand right after the verb ("Am Morgen lief Jonas"), past these object pronouns. */
  verbSecond: { objectPronouns: ReadonlySet<string> } | null;
  /** A language of postpositions written apart and an ergative "ने" (Hindi), else null. */
  postpositions: PostpositionRules | null;
  /** Subject pronouns of a group ("they", "ils"): right before a verb whose clause names no one, the group
   * the sentence named last ("gave each of them a tree, and they planted them"). Empty where not read. */
  groupSubjects: ReadonlySet<string>;
  /** A participle after the main verb (`word` at `at`; `afterVerb`: a comma or another verb right before
   * it) that says what the hands do on the way ("ran down the hill, waving a flag"), or null where not read. */
  trailingParticiple: ((word: string, tokens: Token[], at: number, afterVerb: boolean) => boolean) | null;
  /** The way before its goal ("on her way to school", place-roles.ts): `way`, the words of a way or of
   * going there ("way", "camino", "allant", "Weg"); `to`, the words that join the goal to it ("to", "a",
   * "à", "zur"). Up to three words (articles, possessives, adjectives) stand between them and the place;
   * `between`, a word that may stand between the way and `to` ("way back to"); `of`, the joining words
   * that are also a genitive ("la route de montagne": a mountain road, no goal of it). Null where the goal
   * comes first (wayAfter). */
  wayBefore: {
    way: RegExp;
    to: ReadonlySet<string>;
    between: RegExp | null;
    of: ReadonlySet<string> | null;
  } | null;
  /** The goal first and the way after it: `going`, a form of going that is not the sentence's own verb
   * (Hindi "जाते हुए", Kannada "ಹೋಗುವ", Tamil "போகும்", Telugu "వెళ్ళే"), right after the place; `after`,
   * the word that makes `going` "on the way" when it alone does not (Hindi "हुए", "समय"); `way`, a word of
   * the way up to two words on ("रास्ते", "ದಾರಿಯಲ್ಲಿ", "வழியில்", "దారిలో"); `of`, the genitive that may join
   * the place to it ("स्कूल के रास्ते में"). Null where the way comes first (wayBefore). */
  wayAfter: { going: RegExp; after: RegExp | null; way: RegExp; of: ReadonlySet<string> | null } | null;
  /** The words joining an amount to what it counts after it ("a mountain of onions", "una montaña de
   * cebollas"): the place word is no place then. Null where the thing counted comes first (amountAfter). */
  amountOf: ReadonlySet<string> | null;
  /** "As much as" after an amount ("ஒரு மலை அளவு வெங்காயம்": a mountain's worth of onions), where the thing
   * counted comes first; else null. */
  amountAfter: RegExp | null;
  /** Words for a shape and what follows them before the shape's noun: "in the shape of a fish", "con forma
   * de estrella", "en forme d'étoile", "die Form eines Sterns". Null where the shape word follows its noun
   * (shapeAfter). */
  shapeBefore: { words: RegExp; between: ReadonlySet<string> } | null;
  /** A shape word that follows its noun ("मछली के आकार", "ಮೀನಿನ ಆಕಾರದಲ್ಲಿ", "மீன் வடிவ", "చేప ఆకారంలో"): the
   * noun is the shape in the picture, no thing of its own. Null where it comes before (shapeBefore). */
  shapeAfter: RegExp | null;
  /** Its CLDR keywords name an emoji's neighbours more than the thing itself ("தேன்", honey, for the bee;
   * "பாட்டில்", a bottle, for the baby's; "ಪಾವತಿ", paying, for a credit card): an emoji is drawn by its
   * short name or by the curated words only (lexicon.ts). */
  cldrNamesOnly: boolean;
  /** Its curated words' stems also claim CLDR's keywords of the same stem ("patatas" of "patata", not the
   * fries CLDR lists it under; lexicon.ts). */
  curatedInflections: boolean;
  /** Where a noun phrase's head word stands ("sunglasses", "gafas de sol"): last or first. */
  headWord: "first" | "last";
  /** A plural pronoun for things ("them", "las", "les") stands only for a thing named in the plural. */
  pluralThingPronoun: boolean;
  /** How a word's English nouns are found: its own lemmas (English) or a bridge dictionary's translation. */
  englishNouns: "lemmas" | "bridge";
  /** How a keyword may only qualify an emoji's own name rather than name the thing: as the words after
   * "de" or "à" ("barco de pasajeros"), as the first part of a compound ("Passagierschiff"), or never. */
  nameQualifier: "after-de" | "compound-start" | null;
  /** A noun ending at `end` (exclusive) as the genitive modifier of the noun after it ("the boat's sail",
   * "लकड़ी की लंबी नाव", "ಮರದ ದೋಣಿ", "மரப் படகு", "மரத்தின் படகு"): the indices where that noun may start, past
   * the genitive word and an adjective that agrees with it; none where no genitive stands there. Null for a
   * language that does not read one. */
  thingGenitive: ((tokens: Token[], end: number) => number[]) | null;
}

/** The rules of a language of few endings (English). */
export interface FewEndingRules {
  /** Words that make a capitalised word before or after them a street's name ("Park Road"). */
  streetWords: ReadonlySet<string> | null;
  /** Verbs take "-ing" and "-ed" ("cooked" is no cook; "Nina watered" a name before a past form). */
  ingEdVerbs: boolean;
  /** An unlisted verb in "-ed" or "-ing" is looked up in WordNet's verbs, its pose found up its hypernyms
   * ("lifted" is a kind of moving in one's hands: carrying; wordnet-verbs.ts). */
  dictionaryVerbs: boolean;
  /** Nouns the curated tables are silent on are read in WordNet (wordnet-nouns.ts). */
  dictionaryNouns: boolean;
  /** Sentences open with imperatives, greetings and bare plurals: an unknown first word is a name only
   * where the story uses it again. */
  bareFirstWords: boolean;
  /** The possessive after a name ("Maya 's"): its owner is no one on stage. */
  possessiveClitic: string | null;
  /** An object "him" / "her" at `at` ("asked her quietly"): someone other than the verb's subject. */
  objectHimHer: ((tokens: Token[], at: number) => boolean) | null;
  /** Personal pronouns and possessives: one beside a person word owns it ("their grandmother"), while two
   * other person words side by side name one person ("the younger boy"). */
  pronouns: ReadonlySet<string>;
  /** Words before a noun ("a row", "the rows", "her rows"): a word that is also a verb is the noun there. */
  nounBefore: ReadonlySet<string>;
  /** The word after a place's name that makes it a group of the animals after it ("a school of fish"), where
   * WordNet reads the place's name as a group: no place then. Null where not read. */
  groupOf: string | null;
  /** The word that joins a shape or a heap to what it is made of ("a ball of snow"), read with the
   * dictionary's nouns (wordnet-nouns.ts). Null where not read. */
  heapOf: string | null;
}

/** The rules of a language with pronoun clitics and verb endings that point at people (Spanish, French). */
export interface CliticRules {
  /** A capitalised first word that is a conjugated verb ("Recogieron manzanas"), not a name. */
  verbAtStart: ((word: string, next: string) => boolean) | null;
  /** Capitalised words that are never names (weekdays, pronouns, adverbs that open a sentence). */
  notNames: ReadonlySet<string> | null;
  /** A sentence's verb whose subject only its ending names ("Recogió las manzanas": she), where no
   * subject stands before it. `character(i)` says whether a person or an animal is named at word i. */
  droppedSubject: ((tokens: Token[], character: (i: number) => boolean) => Pointer | null) | null;
  /** Object pronouns that stand for someone on stage ("lo saludó", "lui a demandé", "l'a pris"). */
  objectPronouns: ((tokens: Token[]) => Pointer[]) | null;
  /** An article that is an object pronoun before the verb at `i` ("él la empujó", "les a suivis"). */
  cliticBefore: ((tokens: Token[], i: number) => boolean) | null;
  /** Words before a person who only owns something ("la granja de su tío"): named, not on stage. */
  genitive: ReadonlySet<string> | null;
  /** The word that names a thing's owner after it ("sendero de cabras": a goat path). */
  ofWord: string | null;
  /** A subject pronoun that opens a sentence is the previous sentence's subject, an animal as well. */
  subjectCarries: boolean;
  /** Singular articles by the gender they give a person word the dictionary reads with none ("un mozo", a
   * porter; "une voisine"): that one is a man or a woman. */
  articleGender: { male: ReadonlySet<string>; female: ReadonlySet<string> };
  /** Verb endings and object pronouns point at the people on stage (droppedSubject, objectPronouns), and
   * a group word takes in those already named. */
  verbEndingsPoint: boolean;
  /** A preterite ending that opens a sentence and no given name has ("Empezó a llover"). */
  preteriteOpens: RegExp | null;
  /** "old" and "little" may follow the person word ("el pescador viejo"). */
  adjectivesAfter: boolean;
  /** The pose of a verb in its sentence where the language says more than the verb table (undefined: no
   * opinion). `word` is the verb's own word, `icons` what the sentence names. */
  refine:
    | ((action: string, word: string, tokens: Token[], icons: string[]) => Pose | null | undefined)
    | null;
  /** Whether a lexicon word's stem reads `form` as that word with a noun's ending (a plural, a feminine:
   * "montres", "gatas", "chiennes"): a stem is shared by a noun and the verb forms around it ("montre", a
   * watch, and "montré", shown), so only these forms are read by it (inflection.ts). Null: any form is. */
  nounForms: ((word: string, form: string) => boolean) | null;
  /** Conjunctions written like a noun (French "car", because; a coach after an article): the noun only
   * after `nounAfter`, a determiner or a preposition. */
  conjunctionNouns: { words: ReadonlySet<string>; nounAfter: ReadonlySet<string> } | null;
}

/** The rules of a language that joins its endings onto the word (Kannada, Tamil, Telugu). */
export interface JoinedEndingRules {
  /** "and" joined to each of the names it joins ("தாராவும் ... தாத்தாவும்"). */
  andSuffix: RegExp | null;
  /** A verb ending that is "she" and "it" alike: it brings in no new woman ("పిల్లి పాలు తాగింది"). */
  itOrShe: RegExp | null;
  /** A name with the language's "and" joined on ("கிரணும்"): the name alone. */
  nameWithoutAnd: ((surface: string) => string) | null;
  /** A plural verb ending ("వెళ్ళారు": they went). */
  pluralVerbEnding: RegExp | null;
  /** A comma joins two people the way "and" does ("మీరా, లియో ... వెళ్ళారు"). */
  commaJoins: boolean;
  /** Subject pronouns that end as an object does ("అతను": he). */
  subjectPronounsLikeObjects: ReadonlySet<string> | null;
  /** The reflexive before a bare kin word that owns the place or thing after it ("తన మామయ్య పొలానికి"). */
  reflexiveOwner: ReadonlySet<string> | null;
  /** A verb that ends a clause before "and his sister" ("డోలు వాయిస్తున్నాడు, అతని అక్క"). */
  kinEndsClause: RegExp | null;
  /** A word's final vowel sign drops before a case ending only where it is a final -u of a word of three
   * letters or more (Tamil: விளக்கு → விளக்கை, but காலை → காலையில்). */
  dropsOnlyFinalU: boolean;
  /** "up to" joined to a place word ("ಮನೆಯವರೆಗೂ"): the scene is not there. */
  joinedUntil: RegExp | null;
  /** A word of means or instrument ("ಸಲಿಕೆಯಿಂದ": with a spade, "வாளியைக் கொண்டு": using a bucket): no name
   * though "they" follows it, which is then the people on stage. */
  means: RegExp | null;
  /** The genitive endings of nouns ("ಈರುಳ್ಳಿಯ", "வெங்காயத்தின்", "ఉల్లిపాయల") before an amount: the thing
   * counted ("ఉల్లిపాయల కొండ"), not a subject before a place ("ಜೀಪು ಬೆಟ್ಟದ ರಸ್ತೆಯಲ್ಲಿ"). */
  genitiveEnding: RegExp | null;
  /** The younger siblings among the family words read only after "his / her" ("ಅವಳ ತಮ್ಮ ಕಿರಣ್": her younger
   * brother Kiran; OWNED_ONLY_KIN in story-names.ts): the name after one is a child's, as the lexicon reads
   * the Telugu "తమ్ముడు". */
  youngerOwnedKin: ReadonlySet<string> | null;
  /** A finite verb's ending, that closes its clause ("ತಟ್ಟಿದರು", "கைதட்டினார்கள்", "కొట్టారు": they clapped),
   * unlike a converb that joins the next ("ಬಂದು", "வந்து", "వచ్చి": having come): a person after the comma that
   * follows one is the next clause's subject, not this verb's. */
  finiteVerb: RegExp | null;
  /** "Being" joined to a person word before the one it describes ("ಹುಡುಗನಾದ ಮೋತಿ", "பையனான மோதி": Moti, who is
   * a boy): the word after is that person's name, as after the bare word. */
  beingEnding: RegExp | null;
  /** A converb's ending, that joins its clause to the next ("ತೆಗೆದುಕೊಂಡು", "வந்து", "తీసుకుని": having taken): the
   * word right before one is what the verb takes, not a name. */
  converb: RegExp | null;
}

/** The rules of a language that capitalises every noun and shows case on articles and names (German). */
export interface CapitalisedNounRules {
  /** The name a genitive form stands for ("Annas" for a known Anna), else null. */
  nameGenitive: ((norm: string, known: ReadonlySet<string>) => string | null) | null;
  /** Determiners in the genitive before a person who only owns something ("ihres Onkels"). */
  genitiveDeterminers: ReadonlySet<string> | null;
  /** A preposition of place that is one only before these articles ("nach dem Essen" is time). */
  placeNeedsArticle: { word: string; articles: ReadonlySet<string> } | null;
  /** A pronoun that is "she" and "they" alike (German "sie"): its words for "and", and whether a plural
   * verb stands beside it at `at`. */
  sheOrThey: {
    word: string;
    and: ReadonlySet<string>;
    plural: (tokens: Token[], at: number) => boolean;
  } | null;
  /** An indefinite article before an amount that counts the noun right after it with no word between
   * ("einen Berg Zwiebeln"). */
  amountArticle: RegExp | null;
  /** Genitive articles after a room that name its owner next ("Büro des Bahnhofsvorstehers"). */
  roomOwnerArticles: RegExp | null;
}

/** The rules of a language that writes case as separate words after the noun (Hindi). */
export interface PostpositionRules {
  /** Postpositions: what follows a noun in a case (and so no verb after a name). */
  postpositions: ReadonlySet<string>;
  /** The mark after the one who acts ("सूरज ने"). */
  ergative: string;
  /** The genitive postpositions ("की", "का", "के"). */
  genitive: ReadonlySet<string>;
  /** "by" after a vehicle ("बस से"). */
  by: string;
  /** Third-person possessives: never the subject of the clause they stand in. */
  possessives: ReadonlySet<string>;
  /** Words for "old" before a person. */
  old: ReadonlySet<string>;
  /** Auxiliaries and copulas that end a verb chain. */
  chain: ReadonlySet<string>;
  /** Auxiliaries after a participle ("था", "रही", "गए"): an "and" after one opens a clause. */
  auxiliaries: ReadonlySet<string>;
  /** Third-person pronouns that act or are acted on later in the sentence. */
  thirdPerson: ReadonlySet<string>;
  /** Pronouns of a case that is no subject: "his / her" and "him / her". */
  notSubjectPronouns: ReadonlySet<string>;
  /** "he / she / that", which may point at the person after it ("वह छोटा बच्चा"). */
  demonstratives: ReadonlySet<string>;
  /** Singular third-person pronouns, and the id of the people a crowd word draws. */
  singular: RegExp;
  people: string;
  /** The plural children word that is a single child before a postposition ("बच्चे ने"). */
  children: string;
  notName: (words: readonly string[], at: number, timeAfter: boolean) => boolean;
  /** A word that opens its clause: the first, or after a phrase of time or place. */
  opens: (tokens: Token[], at: number) => boolean;
  /** A sentence ending on a plural verb chain. */
  pluralVerb: (words: string[]) => boolean;
  /** The first clause has a subject pronoun: its first word is no name. */
  pronounSubject: (tokens: Token[]) => boolean;
  /** A mention in the subject's case: no postposition after it, no possessive pronoun. */
  direct: (tokens: Token[], at: number) => boolean;
  clauseGender: (words: readonly string[]) => Gender;
  firstClause: (words: readonly string[], commas: readonly boolean[]) => string[];
  nameGender: (name: string) => Gender;
  /** A perfective participle with "हुआ" or a passive "गया" before a noun at `at` ("पकड़ी हुई मछलियाँ",
   * "पकड़ी गई मछलियाँ": the fish that were caught): it describes that noun, no one's action. */
  describingParticiple: (tokens: Token[], at: number) => boolean;
}

/** "bajaron por el tobogán", "ont dévalé le toboggan": going down a slide is playing. */
export function downSlide(action: string, tokens: Token[]): "play" | undefined {
  const slide = tokens.some((t) => /^(tobog[aá]n|toboggan)$/u.test(t.norm));
  return /^(walk|run|climb)$/u.test(action) && slide ? "play" : undefined;
}

/** A numeral for two whose noun takes the language's "and / all" ending ("ಇಬ್ಬರು ಮಕ್ಕಳೂ", "ఇద్దరు పిల్లలూ"),
 * or the numeral with that ending itself ("ಇಬ್ಬರೂ", "இருவரும்"). */
export function bothWithEnding(two: ReadonlySet<string>, both: ReadonlySet<string>, ending: string) {
  return (tokens: Token[], at: number): boolean => {
    const word = tokens[at]?.norm ?? "";
    if (both.has(word)) return true;
    return two.has(word) && (tokens[at + 1]?.norm ?? "").endsWith(ending);
  };
}

/** A language with no object form of "they" apart from its subject form. */
export function objectTheyNever(): boolean {
  return false;
}

/** Spanish prepositions before "ellos" / "ellas" as an object ("tras ellos"). */
const OBJECT_PREPOSITIONS: ReadonlySet<string> = new Set(
  "a de con para por sin sobre tras entre hacia contra".split(" "),
);

/** Object forms of "they" in Spanish and French ("leur a apporté", "les trajo", "tras ellos"). */
export function romanceObjectThey(tokens: Token[], at: number): boolean {
  const word = tokens[at]?.norm ?? "";
  if (["leur", "leurs", "eux", "les"].includes(word)) return true;
  return (word === "ellos" || word === "ellas") && OBJECT_PREPOSITIONS.has(tokens[at - 1]?.norm ?? "");
}

/** How a language's noun phrases are read for the things a scene draws (LanguageRules' four members). */
export type NounPhraseRules = Pick<
  LanguageRules,
  "headWord" | "pluralThingPronoun" | "englishNouns" | "nameQualifier"
>;

/** Spanish and French: the head first ("gafas de sol"), "de" before a qualifier, plural "las" and "les". */
export const ROMANCE_NOUN_PHRASES: NounPhraseRules = {
  headWord: "first",
  pluralThingPronoun: true,
  englishNouns: "bridge",
  nameQualifier: "after-de",
};

/** Hindi, Kannada, Tamil and Telugu: a thing pronoun says no number, and no keyword qualifies a name. */
export const INDIAN_NOUN_PHRASES: NounPhraseRules = {
  headWord: "first",
  pluralThingPronoun: false,
  englishNouns: "bridge",
  nameQualifier: null,
};

import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { masculinesOf, nounFormOfStem, singularsOf } from "./inflection";
import { keywordMeans } from "./keyword-senses";
import { PLACE_WORDS } from "./languages/place-words";
import { RULES } from "./languages/rules";
import type { Lexicon } from "./lexicon";
import { loanwordConcepts } from "./loanwords";
import { graphemeCount, graphemeEnds, isDependentMark, type Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { FUNCTION_WORDS } from "./words";

/** Words of a sentence that name something: the concepts, the words' span and the words as written. */
export interface Match {
  concepts: Concept[];
  start: number;
  end: number;
  surface: string;
}

const MIN_PREFIX_GRAPHEMES = 2;

const VIRAMA = /[\u0bcd\u0c4d\u0ccd]/u;

const MAX_SUFFIX_GRAPHEMES = 6;

/** Endings only a finite verb has, in the present and past of the third person (he, she, it, they) and the
 * first: Kannada "-ುತ್ತಾನೆ", "-ಿದಳು", Tamil "-கிறாள்", "-ண்டது". Telugu's "-ాడు" ends nouns too ("అమ్మేవాడు"). */
const FINITE_VERB: Record<Language, RegExp | null> = {
  kn: /(ುತ್ತಾನೆ|ುತ್ತಾಳೆ|ುತ್ತದೆ|ುತ್ತಾರೆ|ುತ್ತೇನೆ|ಿದನು|ಿದಳು|ಿದರು|ಿದೆನು|ಿತು|ಿಕೊಂಡಿತು|ಿಕೊಂಡರು|ಿಕೊಂಡಳು)$/u,
  ta: /(ண்டான்|ண்டாள்|ண்டார்|கிறான்|கிறாள்|கிறார்|கிறது|கிறார்கள்|ந்தது|ண்டது|ன்றது|ட்டது|த்தது|ினான்|ினாள்|ினார்|ினார்கள்|ந்தான்|ந்தாள்|ந்தார்)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  // A reflexive verb ("కప్పుకుంది", covered herself: no cup) takes no case ending.
  te: /(ుకుంది|ుకున్నాడు|ుకున్నారు|ుకుంటుంది|ుకుంటాడు|ుకుంటారు|ుకొంది)$/u,
};

/**
 * What a word cut after its virama may be followed by: the endings and plurals a loanword that ends in a
 * consonant takes ("ಕಾರ್‌ನಲ್ಲಿ", "ಬಸ್‌ಗೆ", "సైకిల్‌ను", "ఫోన్‌లో", "கார்கள்"), English's plural "-s"
 * ("ఆపిల్స్", "ఈమెయిల్స్‌కి"), or its last consonant doubled before a vowel ending ("பஸ்ஸில்"). Any other
 * letter goes on a longer word ("ಕಾರ್ಯಾಗಾರ", a workshop, and "ಕಾರ್ಡು", a card, hold no "ಕಾರ್", a car).
 */
const AFTER_VIRAMA: Record<Language, RegExp | null> = {
  kn: /^[ನಗಲಕತಸ]/u,
  ta: /^[கலஸ]/u,
  te: /^[నకలతగదవపమస]/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

function endsAfterVirama(prefix: string, rest: string, language: Language): boolean {
  if (!VIRAMA.test(prefix.at(-1) ?? "") || isDependentMark(rest[0])) return true;
  return rest[0] === prefix.at(-2) || (AFTER_VIRAMA[language]?.test(rest) ?? true);
}

/** The vowel sign u, which ends a noun as it is said (the citation form) and begins no case ending. */
const U_SIGN = /^[\u0bc1\u0c41\u0cc1]$/u;

/**
 * Kannada, Telugu and Tamil glue case endings to the noun ("ಅಂಗಡಿಯಲ್ಲಿ": in the shop): the longest lexicon
 * word the token starts with, cut only where a letter ends; or the word's oblique stem (its final vowel sign
 * dropped: "ಮಗಳು" → "ಮಗಳಿಗೆ", "పిల్లలు" → "పిల్లలకు"), cut where a letter ends or a new vowel sign follows.
 */
function prefixMatch(norm: string, lexicon: Lexicon): Concept[] | null {
  const language = lexicon.language;
  // A finite verb is no noun with an ending ("ಕತ್ತರಿಸುತ್ತಾನೆ", he cuts: no scissors; "மாட்டிக்கொண்டது", it
  // put them on: no cow): it draws nothing.
  if (FINITE_VERB[language]?.test(norm)) return [];
  const ends = new Set(graphemeEnds(norm, language));
  for (let end = norm.length - 1; end >= 2; end--) {
    const rest = norm.slice(end);
    if (graphemeCount(rest, language) > MAX_SUFFIX_GRAPHEMES) break;
    const prefix = norm.slice(0, end);
    if (graphemeCount(prefix, language) < MIN_PREFIX_GRAPHEMES || Array.from(prefix).length < 3) continue;
    // A cut after a virama is a word's end even where the script joins the next consonant to it
    // ("సైకిల్‌ను": the bicycle, accusative).
    const aligned =
      (ends.has(end) || VIRAMA.test(prefix.at(-1) ?? "")) && endsAfterVirama(prefix, rest, language);
    const exact = lexicon.exact.get(prefix);
    const full = aligned ? exact : undefined;
    if (full) return full;
    // A verb stem that draws nothing stays nothing before its vowel sign ("పెట్ట" + "ింది": put, no box).
    if (exact?.length === 0 && isDependentMark(norm[end])) return exact;
    // A word ending in a virama loses it before a vowel ending ("கோவில்" → "கோவிலில்", in the temple).
    if (isDependentMark(norm[end]) && !VIRAMA.test(norm[end] ?? "")) {
      const closed = lexicon.exact.get(prefix + (languageProfiles[language].virama ?? ""));
      if (closed) return closed;
    }
    // A virama after a stem of two letters joins its consonant to the next, another word's ("ಹುಲ್ಲಿನ", the
    // grass's: no ಹುಲಿ, a tiger; "పుల్లలతో", with sticks: no పులి); a longer stem takes a plural so
    // ("జాలర్లు", fishermen; "అలల్లోకి", into the waves).
    const cluster = VIRAMA.test(norm[end] ?? "") && graphemeCount(prefix, language) <= MIN_PREFIX_GRAPHEMES;
    // A stem that ends in the vowel sign u and nothing more is another word said whole, not this word
    // with an ending ("బిందు", a name, is no "బిందె", a water pot).
    const citation = U_SIGN.test(rest);
    const oblique =
      (aligned || (isDependentMark(norm[end]) && !cluster)) && !citation
        ? lexicon.oblique.get(prefix)
        : undefined;
    if (oblique) return oblique;
  }
  return null;
}

/** A compound's head read through the dictionary is this long at least ("Windschutzscheibe" has no yew,
 * "Eibe", in it). */
const MIN_BRIDGED_HEAD = 6;

const VOWEL = /[aeiouyäöü]/u;

/** German compounds end in their head noun ("Dorfbäckerei" is a bakery, "Blechdach" a roof), known to the
 * lexicon or to the bilingual dictionary. */
function compoundHead(token: Token, lexicon: Lexicon, bridgeHead: boolean): Concept[] | null {
  const norm = token.norm;
  // A word the dictionary knows whole ("Girlanden", garlands) ends in no emoji keyword's look-alike
  // ("landen", landing): only a curated head reads it, and with none it is a word that draws nothing.
  let lookAlike = false;
  for (let i = 3; i <= norm.length - 4; i++) {
    // Every part of a word has a vowel: "Schleier" is no "Schl" + "Eier" (no eggs in a veil).
    if (!VOWEL.test(norm.slice(0, i))) continue;
    const head = norm.slice(i);
    const listed = lexicon.exact.get(head);
    if (!listed) continue;
    if (!bridgeHead && !lexicon.curated.has(head)) {
      lookAlike = true;
      continue;
    }
    // A head only an emoji keyword gives is read in its sense as a word alone is ("Tomatensoße" is a
    // sauce, no custard); a head in no drawn sense leaves the compound undrawn, not read by a shorter head.
    const concepts = inItsSense({ ...token, norm: head }, listed, lexicon.curated.has(head), lexicon);
    if (!concepts) return null;
    return wayThrough(norm.slice(0, i), concepts, lexicon) ?? concepts;
  }
  if (lookAlike) return [];
  const short = shortHead(token, lexicon);
  if (short) return short;
  const edge = edgeOf(norm, lexicon) ?? drawnByFirstPart(token, lexicon);
  if (edge) return edge;
  for (let i = 3; i <= norm.length - MIN_BRIDGED_HEAD && bridgeHead && token.capitalised; i++) {
    if (!VOWEL.test(norm.slice(0, i))) continue;
    const bridged = lexicon.bridged?.(norm.slice(i));
    if (bridged) return bridged.length > 0 ? bridged : null;
  }
  return null;
}

/** Heads of three letters ("Bus", "Kuh", "Zug") end too many words by chance ("Globus", "Motor"). */
const SHORT_HEAD = 3;

/**
 * "Stadtbus", "Nachtbus", "Schulbus", "Büffelkuh": a compound that ends in a curated word of three letters is
 * that word where what stands before it is a word of its own (as written, without a joining -s/-es/-n/-en, or
 * with an -e back: "Schul" is "Schule"); "Globus" is no bus, "Glo" being no word.
 */
function shortHead(token: Token, lexicon: Lexicon): Concept[] | null {
  const norm = token.norm;
  const head = norm.slice(-SHORT_HEAD);
  const first = norm.slice(0, -SHORT_HEAD);
  const listed = lexicon.curated.has(head) ? lexicon.exact.get(head) : undefined;
  if (!listed || first.length < 3 || !VOWEL.test(first)) return null;
  const bare = first.replace(/e?[sn]$/u, "");
  const read = (part: string) =>
    part.length >= 3 ? (lexicon.exact.get(part) ?? lexicon.bridged?.(part) ?? undefined) : undefined;
  const part = [first, bare, `${bare}e`].map(read).find((c) => c !== undefined);
  if (part === undefined || !shortHeadFits(head, part)) return null;
  return inItsSense({ ...token, norm: head }, listed, true, lexicon);
}

/**
 * Whether a short head of several senses is read after its first part: "Zug" is a train after a time
 * ("Nachtzug"), a procession or a breath elsewhere ("Hochzeitszug", "Atemzug"); "Kuh" after an animal is that
 * animal's female ("Büffelkuh"), no cow. Any other head is read after any word.
 */
function shortHeadFits(head: string, first: Concept[]): boolean {
  if (head === "zug") return first.some((c) => c.kind === "time");
  if (head === "kuh") return !first.some((c) => c.kind === "animal");
  return true;
}

/**
 * A compound the dictionary reads as someone ("Reisebus": a coach, the trainer too) whose head is a curated
 * thing or animal ("Bus") is that thing: the head names what the compound is.
 */
function headOverPerson(token: Token, lexicon: Lexicon, bridged: Concept[]): Concept[] {
  if (!languageProfiles[lexicon.language].compoundNouns || !bridged.every((c) => c.kind === "person"))
    return bridged;
  const head = shortHead(token, lexicon);
  return head && head.length > 0 && head.every((c) => c.kind !== "person") ? head : bridged;
}

/** "Waldrand", "Dorfmitte", "Flussufer": a compound whose head is the edge or middle of something (PlaceWords
 * `edges`) and whose first part is a place (as written, or without a joining -s/-es/-n/-en) is that place. */
function edgeOf(norm: string, lexicon: Lexicon): Concept[] | null {
  for (const head of PLACE_WORDS[lexicon.language].edges ?? []) {
    if (!norm.endsWith(head) || norm.length - head.length < 3) continue;
    const first = norm.slice(0, -head.length);
    const bare = first.replace(/e?[sn]$/u, "");
    for (const part of [first, bare, `${bare}e`]) {
      const places = (lexicon.exact.get(part) ?? []).filter((c) => c.kind === "place" && !c.hint);
      if (places.length > 0) return places;
    }
  }
  return null;
}

/** German heads with no picture of their own that name a heap, a part or an event of the thing before
 * them: "Ziegelhaufen" is bricks, "Tempelstufen" the temple, "Basketballfinale" a basketball game,
 * "Karottennase" the carrot a snowman's nose is made of. */
const PART_HEADS = /(haufen|stapel|stufen|finale|spiel|nase|krumen)$/u;

/** A compound whose head is a heap, a part or an event (PART_HEADS) is drawn by its first part in its own
 * sense, as written or without a joining -s/-es/-n/-en. */
function drawnByFirstPart(token: Token, lexicon: Lexicon): Concept[] | null {
  const norm = token.norm;
  const head = PART_HEADS.exec(norm)?.[1];
  if (!head || norm.length - head.length < 3) return null;
  const first = norm.slice(0, -head.length);
  const bare = first.replace(/e?[sn]$/u, "");
  for (const part of [first, bare, `${bare}e`]) {
    const listed = lexicon.exact.get(part);
    const found = listed && inItsSense({ ...token, norm: part }, listed, lexicon.curated.has(part), lexicon);
    if (found && found.length > 0) return found;
  }
  return null;
}

/** Places a way runs through, drawn for the way ("Bergstraße", "Waldpfad", "Gebirgsstraße"). */
const RUNS_THROUGH: ReadonlySet<string> = new Set(["mountains", "forest"]);

/**
 * A compound whose head is a way (a street's word) and whose first part is high ground or a forest is the
 * way there: the first part's place. The first part is read as written, without a joining -s/-es/-n/-en,
 * or with -e for a joining -s ("Gebirgs-" of "Gebirge").
 */
function wayThrough(first: string, head: Concept[], lexicon: Lexicon): Concept[] | null {
  if (!head.some((c) => c.kind === "place" && c.place === "street" && !c.around)) return null;
  const bare = first.replace(/e?[sn]$/u, "");
  for (const part of [first, bare, `${bare}e`]) {
    const places = (lexicon.exact.get(part) ?? []).filter(
      (c) => c.kind === "place" && RUNS_THROUGH.has(c.place),
    );
    if (places.length > 0) return places;
  }
  return null;
}

/** A word that can be a noun where it stands: in German, a capitalised one. */
function nounShaped(token: Token, lexicon: Lexicon): boolean {
  return !RULES[lexicon.language].capitalisedNouns || token.capitalised;
}

/** English "-ing" / "-ed" forms are verbs: "cooked" is not a cook, "walked the dog" keeps the dog. */
function verbForm(token: Token, language: Language): boolean {
  return RULES[language].fewEndings?.ingEdVerbs === true && /(ing|ed)$/.test(token.norm);
}

/**
 * An English past form ("rolled", "watched", "cooked") is a verb, not the thing CLDR lists it under (a
 * rolled-up newspaper, a watch, cooked rice); nouns in -ed are short ("bed", "shed", "sled").
 */
function pastForm(token: Token, lexicon: Lexicon): boolean {
  return (
    RULES[lexicon.language].fewEndings?.ingEdVerbs === true &&
    /[^e]ed$/.test(token.norm) &&
    token.norm.length >= 5 &&
    !lexicon.curated.has(token.norm)
  );
}

/** Stems shorter than this match too much by accident ("tenait" → "ten" → tennis). */
const MIN_STEM = 4;

/** A Spanish or French plural read as its singular where its stem is another word's and the tables list that
 * singular as a thing or an animal (a person's plural may be an adjective after a noun, "hijas gemelas"). */
function listedSingular(token: Token, lexicon: Lexicon, prev?: Token): Concept[] | null {
  if (lexicon.language !== "es" && lexicon.language !== "fr") return null;
  // Only a noun's place, after an article or a possessive: a plural adjective ("aves rosas", "poings
  // fermés") is no thing.
  if (!prev || !DETERMINERS[lexicon.language].has(prev.norm)) return null;
  const byStem = lexicon.stems.get(token.stem);
  if (!byStem) return null;
  for (const singular of singularsOf(token, lexicon.language)) {
    if (singular === token.norm || lexicon.exact.get(singular) === byStem) continue;
    const found = lexicon.exact.get(singular)?.filter((c) => c.kind === "object" || c.kind === "animal");
    if (found && found.length > 0) return inItsSense({ ...token, norm: singular }, found, true, lexicon);
  }
  return null;
}

function single(token: Token, lexicon: Lexicon, next?: Token, prev?: Token): Concept[] | null {
  if (FUNCTION_WORDS[lexicon.language].has(token.norm) || pastForm(token, lexicon)) return null;
  const exact = lexicon.exact.get(token.norm);
  if (exact) {
    // A keyword that is only ever someone is that person ("magician", listed for the magic wand).
    const read = inItsSense(token, exact, lexicon.curated.has(token.norm), lexicon);
    if (read) return read;
    const someone = unlisted(token, lexicon, next, prev);
    return someone?.every((c) => c.kind === "person") ? someone : null;
  }
  // "puertas", "portes" (doors) share their stem with "puerto", "port" (a harbour): a Spanish or French
  // plural whose singular the curated tables list is that word, before any stem.
  const plural = listedSingular(token, lexicon, prev);
  if (plural) return plural;
  const stemmed = Array.from(token.stem).length >= MIN_STEM ? lexicon.stems.get(token.stem) : undefined;
  // "montré" (shown) shares the stem of "montre" (a watch) and is no form of it.
  const byStem = stemmed && nounFormOfStem(token, lexicon) ? stemmed : undefined;
  if (byStem) {
    if (!verbForm(token, lexicon.language)) return byStem;
    const things = byStem.filter((c) => c.kind !== "person" && c.kind !== "animal");
    if (things.length > 0) return things;
  }
  // A plural no stem finds ("oxen", "wolves", Spanish "lápices", Hindi "बैलों") is its singular's word; a Hindi one only for
  // someone or an animal ("घंटों", for hours, is no bell).
  if (!stemmed) {
    const hindi = languageProfiles[lexicon.language].stemmer === "hindi-suffixes";
    const romance = lexicon.language === "es" || lexicon.language === "fr";
    for (const singular of singularsOf(token, lexicon.language)) {
      // A Spanish or French singular is read only where the curated tables list it: CLDR's looser words
      // ("ver", a worm; "plato", a plate) would turn a verb or a dish into a thing.
      if (romance && !lexicon.curated.has(singular)) continue;
      // A Spanish or French plural after a noun may be an adjective ("hijas gemelas", twin daughters): it
      // names no one of its own.
      const found = lexicon.exact
        .get(singular)
        ?.filter(
          (c) => (!hindi || c.kind === "animal" || c.kind === "person") && !(romance && c.kind === "person"),
        );
      if (found && found.length > 0)
        return inItsSense({ ...token, norm: singular }, found, lexicon.curated.has(singular), lexicon);
    }
    // "su gata gris", "sa chatte grise": the female of an animal the tables list is that animal.
    for (const male of masculinesOf(token.norm, lexicon.language)) {
      const found = lexicon.curated.has(male)
        ? lexicon.exact.get(male)?.filter((c) => c.kind === "animal")
        : [];
      if (found && found.length > 0) return found;
    }
  }
  // A noun its bilingual dictionary reads surely is drawn in the sense the dictionary gives it ("Matratze",
  // a mattress, is the bed); an unsure reading leaves the word to the head and WordNet below.
  const bridged = nounShaped(token, lexicon) ? lexicon.bridged?.(token.norm) : undefined;
  if (bridged) return bridged.length > 0 ? headOverPerson(token, lexicon, bridged) : null;
  const profile = languageProfiles[lexicon.language];
  // A compound the dictionary knows as a whole ("Nähmaschine", a sewing machine) is not read by a head the
  // dictionary reads alone ("Maschine", an aeroplane too).
  if (profile.compoundNouns) return compoundHead(token, lexicon, bridged === undefined);
  if (profile.caseEndings === "joined")
    return prefixMatch(token.norm, lexicon) ?? loanwordConcepts(token.norm, lexicon.language);
  return unlisted(token, lexicon, next, prev) ?? loanwordConcepts(token.norm, lexicon.language);
}

/**
 * An icon only an emoji keyword gave a word stays where the dictionary's common senses of the word can mean
 * it ("tape" is sticky tape or a tape measure, no videocassette); a curated word keeps what it says.
 */
function inItsSense(token: Token, concepts: Concept[], curated: boolean, lexicon: Lexicon): Concept[] | null {
  const nouns = lexicon.nouns;
  if (!curated && !nouns) {
    const kept = concepts.filter((c) => keywordMeans(token.norm, c, lexicon.language));
    return kept.length > 0 || concepts.length === 0 ? kept : null;
  }
  if (curated || !nouns) return concepts;
  const kept = concepts.filter((c) => nouns.canMean(token.norm, c));
  return kept.length > 0 || concepts.length === 0 ? kept : null;
}

/** A word no table lists, read by the dictionary: not a capitalised word (a name), not a verb form ("-ing", "-ed"); a person it names only as an owner ("a neighbour's dog") is not in the scene. */
function unlisted(token: Token, lexicon: Lexicon, next?: Token, prev?: Token): Concept[] | null {
  if (!lexicon.nouns || token.capitalised || verbForm(token, lexicon.language)) return null;
  // "the judges", "twenty volunteers": after an article, a possessive or a number only a noun stands.
  const asNoun =
    RULES[lexicon.language].fewEndings?.nounBefore.has(prev?.norm ?? "") === true && !prev?.comma;
  const concepts = lexicon.nouns.unlisted(token.norm, asNoun);
  const owner = next?.norm === RULES[lexicon.language].fewEndings?.possessiveClitic;
  const kept = owner ? concepts?.filter((c) => c.kind !== "person") : concepts;
  return kept && kept.length > 0 ? kept : null;
}

/**
 * A phrase whose last word carries a case ending in Kannada, Tamil and Telugu ("ಆಟದ ಮೈದಾನಕ್ಕೆ": to the
 * playground, "சாக்லேட் கேக்கைப்": the chocolate cake): a curated phrase (CLDR's phrases are too loose for a
 * cut word: "పండ్ల బుట్ట", a fruit basket, is listed for a falafel), the ending cut where a letter ends, or
 * where a vowel sign replaces the last word's final vowel.
 */
function joinedPhrase(span: Token[], lexicon: Lexicon): Concept[] | null {
  const language = lexicon.language;
  if (languageProfiles[language].caseEndings !== "joined") return null;
  const head = span
    .slice(0, -1)
    .map((t) => t.norm)
    .join(" ");
  const last = span.at(-1)?.norm ?? "";
  const ends = new Set(graphemeEnds(last, language));
  for (let end = last.length - 1; end >= 2; end--) {
    if (graphemeCount(last.slice(end), language) > MAX_SUFFIX_GRAPHEMES) break;
    const prefix = last.slice(0, end);
    if (graphemeCount(prefix, language) < MIN_PREFIX_GRAPHEMES || Array.from(prefix).length < 3) continue;
    if (ends.has(end) || VIRAMA.test(prefix.at(-1) ?? "")) {
      const key = `${head} ${prefix}`;
      const exact = lexicon.curated.has(key) ? lexicon.exact.get(key) : undefined;
      if (exact) return exact;
    }
    if (isDependentMark(last[end]) && !VIRAMA.test(last[end] ?? "")) {
      const key = `${head} ${prefix}${languageProfiles[language].virama ?? ""}`;
      const closed = lexicon.curated.has(key) ? lexicon.exact.get(key) : undefined;
      if (closed) return closed;
    }
  }
  return null;
}

/**
 * Currency names and the words for a piece of paper money, whose other senses (a note of music, a bill to
 * pay, a ticket, a certificate) a currency beside them settles: "a twenty-rupee note", "un billete de cinco
 * euros", "un billet de vingt roupies", "ein Zwanzig-Rupien-Schein". The icon is the currency's banknote, or
 * the dollar's for a currency with none of its own.
 */
const MONEY: Record<Language, { note: RegExp; currency: [RegExp, string][] } | null> = {
  en: {
    note: /^(notes?|bills?|banknotes?)$/u,
    currency: [
      [/^euros?$/u, "euro-banknote"],
      [/^pounds?$/u, "pound-banknote"],
      [/^yen$/u, "yen-banknote"],
      [/^(rupees?|dollars?|pesos?|francs?|rands?|dinars?|shillings?|taka|rupiahs?)$/u, "dollar-banknote"],
    ],
  },
  es: {
    note: /^billetes?$/u,
    currency: [
      [/^euros?$/u, "euro-banknote"],
      [/^libras?$/u, "pound-banknote"],
      [/^yenes$/u, "yen-banknote"],
      [/^(rupias?|d[oó]lar|d[oó]lares|pesos?|francos?|soles|bol[ií]vares)$/u, "dollar-banknote"],
    ],
  },
  fr: {
    note: /^billets?$/u,
    currency: [
      [/^euros?$/u, "euro-banknote"],
      [/^livres?$/u, "pound-banknote"],
      [/^yens?$/u, "yen-banknote"],
      [/^(roupies?|dollars?|francs?|pesos?|dinars?)$/u, "dollar-banknote"],
    ],
  },
  de: {
    note: /^(schein|scheine|geldschein|geldscheine|banknote|banknoten)$/u,
    currency: [
      [/^euros?$/u, "euro-banknote"],
      [/^pfund$/u, "pound-banknote"],
      [/^yen$/u, "yen-banknote"],
      [/^(rupien?|dollars?|franken|pesos?)$/u, "dollar-banknote"],
    ],
  },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** How many words apart a currency and the note it settles may be ("billete de veinte rupias": 3). */
const MONEY_REACH = 3;

/** A note word within reach of a currency name is a banknote, whatever else it was read as. */
function moneyNotes(tokens: Token[], matches: Match[], language: Language): Match[] {
  const money = MONEY[language];
  if (!money) return matches;
  const notes = new Map<number, string>();
  for (const t of tokens) {
    if (!money.note.test(t.norm)) continue;
    for (let i = Math.max(0, t.index - MONEY_REACH); i <= t.index + MONEY_REACH; i++) {
      const word = tokens[i];
      if (!word || i === t.index || (i < t.index ? word.comma : tokens[i - 1]?.comma)) continue;
      const icon = money.currency.find(([re]) => re.test(word.norm))?.[1];
      if (icon) {
        notes.set(t.index, icon);
        break;
      }
    }
  }
  if (notes.size === 0) return matches;
  const out = matches.filter((m) => ![...notes.keys()].some((at) => at >= m.start && at < m.end));
  for (const [at, icon] of notes) {
    const token = tokens[at] as Token;
    out.push({ concepts: [{ kind: "object", icon }], start: at, end: at + 1, surface: token.surface });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The things a sentence's words name, longest phrase first, left to right. */
export function matchTokens(tokens: Token[], lexicon: Lexicon): Match[] {
  const out: Match[] = [];
  let i = 0;
  while (i < tokens.length) {
    let found: Match | null = null;
    for (let n = Math.min(lexicon.maxWords, tokens.length - i); n >= 2 && !found; n--) {
      const span = tokens.slice(i, i + n);
      // "the bus stopped" is no "bus stop": a phrase found by its stems does not end in a past tense.
      const last = span.at(-1);
      const concepts =
        lexicon.exact.get(span.map((t) => t.norm).join(" ")) ??
        (last && pastForm(last, lexicon) ? undefined : lexicon.stems.get(span.map((t) => t.stem).join(" ")));
      const joined = concepts ?? joinedPhrase(span, lexicon);
      if (joined)
        found = { concepts: joined, start: i, end: i + n, surface: span.map((t) => t.surface).join(" ") };
    }
    const token = tokens[i] as Token;
    if (!found) {
      const concepts = single(token, lexicon, tokens[i + 1], tokens[i - 1]);
      if (concepts) found = { concepts, start: i, end: i + 1, surface: token.surface };
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else {
      i++;
    }
  }
  return moneyNotes(tokens, out, lexicon.language);
}

import type { Language } from "@reelsmith/contract/languages";
import { HI_GENITIVE } from "./languages/hi";
import { RULES } from "./languages/rules";
import { lexiconFor } from "./lexicon";
import { type Match, matchTokens } from "./match";
import { partsOfSpeech } from "./pos";
import type { ScenePlan } from "./scene-plan-schema";
import { normalise, type Token, tokenize } from "./text";

/**
 * Words that name a thing the scene does not show as a thing of its own: clothes someone wears (part of the
 * figure, not a shirt on the floor), and what a size is compared with ("a ladle as long as a broom"). And a
 * boat the story rows is a rowing boat, never the sailboat a plain "boat" is drawn as.
 */

/** The icons of what is worn. */
const CLOTHES: ReadonlySet<string> = new Set([
  "t-shirt",
  "dress",
  "coat",
  "jeans",
  "necktie",
  "kimono",
  "sari",
  "shorts",
  "scarf",
  "gloves",
  "socks",
  "lab-coat",
  "safety-vest",
  "womans-clothes",
  "bikini",
  "one-piece-swimsuit",
  "briefs",
  "billed-cap",
  "top-hat",
  "womans-hat",
  "graduation-cap",
  "rescue-workers-helmet",
  "military-helmet",
]);

const isClothes = (m: Match) => m.concepts.some((c) => c.kind === "object" && CLOTHES.has(c.icon));
const isPerson = (m: Match) => m.concepts.some((c) => c.kind === "person");

/**
 * The words right before worn clothes, with the words that may stand between them (an article, a
 * possessive, a colour or another adjective): "a porter in a red shirt", "wearing her blue dress", "en
 * chemise", "im roten Hemd". A word after the person ("un mozo de camisa roja") is in `afterPerson`.
 */
const WORN_BEFORE: Record<
  Language,
  { words: ReadonlySet<string>; afterPerson?: ReadonlySet<string> } | null
> = {
  en: { words: new Set(["in"]) },
  es: { words: new Set(["vestido", "vestida", "vestidos", "vestidas"]), afterPerson: new Set(["de"]) },
  fr: { words: new Set(["en", "vêtu", "vêtue", "vêtus", "vêtues"]) },
  de: { words: new Set(["im", "in"]) },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** The verbs of wearing before what is worn ("wearing a yellow dress", "trug einen Hut"): read after the
 * poses, which take wearing for no carrying. */
const WEAR_VERBS: Record<Language, ReadonlySet<string> | null> = {
  en: new Set(["wearing", "wore", "wears", "wear"]),
  es: new Set(["llevaba", "llevaban", "vestía", "vestían"]),
  fr: new Set(["portait", "portaient", "portant"]),
  de: new Set(["trug", "trägt", "trugen"]),
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** How many words may stand between the word before worn clothes and the clothes. */
const WORN_GAP = 3;

/**
 * The words right after worn clothes in the Indian languages: a relative participle of "wear" ("अणिந்த",
 * "వేసుకున్న", "ಧರಿಸಿದ") or "-वाला" (the one with). A conjunctive form ("पहनकर", "వేసుకుని": having put on,
 * as one tries clothes on) is not in it: what is tried on is shown.
 */
const WORN_AFTER: Record<Language, ReadonlySet<string> | null> = {
  hi: new Set(["वाला", "वाले", "वाली", "पहने", "पहना", "पहनी", "में"]),
  kn: new Set(["ಧರಿಸಿದ", "ಧರಿಸಿದ್ದ", "ತೊಟ್ಟ", "ತೊಟ್ಟಿದ್ದ", "ಹಾಕಿದ", "ಹಾಕಿಕೊಂಡ", "ಹಾಕಿಕೊಂಡಿದ್ದ", "ಉಟ್ಟ", "ಉಟ್ಟಿದ್ದ"]),
  ta: new Set(["அணிந்த", "அணிந்திருந்த", "போட்ட", "போட்டிருந்த", "உடுத்திய", "உடுத்தியிருந்த"]),
  te: new Set(["వేసుకున్న", "వేసుకొన్న", "ధరించిన", "తొడుక్కున్న", "కట్టుకున్న"]),
  en: null,
  es: null,
  fr: null,
  de: null,
};

/** A Kannada genitive ending: "ಕೆಂಪು ಅಂಗಿಯ ಒಬ್ಬ ಕೂಲಿ", a porter of (in) a red shirt. */
const GENITIVE_OF_WORN: Record<Language, RegExp | null> = {
  kn: /[ಯದನ]$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  ta: null,
  te: null,
};

/** "One" as said of a person only ("ಒಬ್ಬ ಕೂಲಿ", a porter): what is worn before it is someone's. */
const ONE_PERSON: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಒಬ್ಬ", "ಒಬ್ಬಳು", "ಒಬ್ಬರು"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  ta: null,
  te: null,
};

/** The start of each match that names clothes someone wears (after a verb of wearing too, with `verbs`). */
export function wornClothes(
  tokens: Token[],
  matches: Match[],
  language: Language,
  verbs = false,
): Set<number> {
  const out = new Set<number>();
  const wear = WEAR_VERBS[language];
  const before: { words: ReadonlySet<string>; afterPerson?: ReadonlySet<string> } | null = verbs
    ? wear && { words: wear }
    : WORN_BEFORE[language];
  const after = verbs ? null : WORN_AFTER[language];
  const genitive = verbs ? null : GENITIVE_OF_WORN[language];
  const startsAt = new Map(matches.map((m) => [m.start, m]));
  const endsAt = new Map(matches.map((m) => [m.end, m]));
  for (const m of matches) {
    if (!isClothes(m)) continue;
    if (after?.has(tokens[m.end]?.norm ?? "")) out.add(m.start);
    if (genitive?.test(tokens[m.end - 1]?.norm ?? "")) {
      for (let i = m.end; i < Math.min(tokens.length, m.end + 2); i++) {
        const next = startsAt.get(i);
        if ((next && isPerson(next)) || ONE_PERSON[language]?.has(tokens[i]?.norm ?? "")) out.add(m.start);
      }
    }
    if (!before) continue;
    for (let i = m.start - 1; i >= Math.max(0, m.start - 1 - WORN_GAP); i--) {
      const t = tokens[i];
      if (!t || t.comma) break;
      if (before.words.has(t.norm)) {
        out.add(m.start);
        break;
      }
      if (before.afterPerson?.has(t.norm)) {
        // After someone ("un mozo de camisa roja"), or right after a word that names no thing, a bare
        // singular ("un vendedor de camisa blanca"; "de camisas" is what a shop or a pile holds).
        const owner = endsAt.get(i);
        const bare = i === m.start - 1 && !/s$/u.test(tokens[m.end - 1]?.norm ?? "");
        if (owner ? isPerson(owner) : bare && i > 0) out.add(m.start);
        break;
      }
      // Only words that name nothing stand between ("in a red shirt"; not "in the box with the shirt").
      if (startsAt.has(i) || endsAt.has(i + 1)) break;
    }
  }
  return out;
}

/**
 * What a size is compared with: the words after "as long as a" ("aussi longue qu'une"), and the noun
 * before a word of measure ("झाड़ू जितनी लंबी", "துடுப்பு அளவு") or with it joined on ("తెడ్డంత",
 * "ಹುಟ್ಟಿನಷ್ಟು"). `nouns` draw no thing and no animal (someone compared with may be there); `owners`, the word right before such a noun that
 * names whose it is ("नाव के चप्पू जितने", as long as a boat's oar), draw no thing.
 */
export function comparedWith(
  tokens: Token[],
  language: Language,
  ownWord: (norm: string) => boolean,
): { nouns: Set<number>; owners: Set<number> } {
  const nouns = new Set<number>();
  const owners = new Set<number>();
  const pair = COMPARE_PAIR[language];
  const after = MEASURE_AFTER[language];
  const joined = MEASURE_ENDING[language];
  // A genitive between an owner and the noun compared with ("नाव के चप्पू").
  const genitive = RULES[language].postpositions?.genitive ?? null;
  const markOwner = (at: number) => {
    const prev = tokens[at - 1];
    if (!prev || prev.comma) return;
    if (genitive?.has(prev.norm)) owners.add(at - 2);
    else if (OWNER_BARE[language]) owners.add(at - 1);
  };
  for (const t of tokens) {
    // "as long as a broom": the first word, a word of size, the second word and an article.
    if (pair?.first.has(t.norm) && pair.second.has(tokens[t.index + 2]?.norm ?? "")) {
      let i = t.index + 3;
      if (pair.articles.has(tokens[i]?.norm ?? "")) i++;
      for (let k = i; k < Math.min(tokens.length, i + 3); k++) {
        nouns.add(k);
        if (tokens[k]?.comma) break;
      }
    }
    if (after?.has(t.norm) && t.index > 0 && !tokens[t.index - 1]?.comma) {
      nouns.add(t.index - 1);
      markOwner(t.index - 1);
    }
    const bare = joined ? t.norm.replace(joined, "") : t.norm;
    if (joined && bare !== t.norm && bare.length >= 2 && !ownWord(t.norm)) {
      nouns.add(t.index);
      markOwner(t.index);
    }
  }
  return { nouns, owners };
}

/** "as long as a", "aussi longue qu'une", "tan larga como una", "so lang wie ein". */
const COMPARE_PAIR: Record<
  Language,
  { first: ReadonlySet<string>; second: ReadonlySet<string>; articles: ReadonlySet<string> } | null
> = {
  en: { first: new Set(["as"]), second: new Set(["as"]), articles: new Set(["a", "an", "the"]) },
  fr: {
    first: new Set(["aussi", "si"]),
    second: new Set(["que", "qu'"]),
    articles: new Set(["un", "une", "le", "la", "l'", "les"]),
  },
  es: {
    first: new Set(["tan"]),
    second: new Set(["como"]),
    articles: new Set(["un", "una", "el", "la", "los", "las"]),
  },
  de: {
    first: new Set(["so", "genauso", "ebenso"]),
    second: new Set(["wie"]),
    articles: new Set(["ein", "eine", "einen", "der", "die", "das", "den"]),
  },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** A word of measure after the noun compared with ("जितना", as much as; "அளவு", the size of). */
const MEASURE_AFTER: Record<Language, ReadonlySet<string> | null> = {
  hi: new Set(["जितना", "जितने", "जितनी", "बराबर"]),
  ta: new Set(["அளவு", "அளவுக்கு", "அளவிற்கு", "அளவுள்ள"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  kn: null,
  te: null,
};

/** "As much as" joined to its noun: "ಹುಟ್ಟಿನಷ್ಟು" (as long as an oar), "తెడ్డంత". */
const MEASURE_ENDING: Record<Language, RegExp | null> = {
  kn: /ಷ್ಟು$/u,
  te: /ంత$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  ta: null,
};

/** Languages where the word before the noun compared with is its owner as it stands ("పడవ తెడ్డంత", "ದೋಣಿಯ
 * ಹುಟ್ಟಿನಷ್ಟು", "படகுத் துடுப்பு அளவு"). */
const OWNER_BARE: Record<Language, boolean> = {
  kn: true,
  ta: true,
  te: true,
  en: false,
  es: false,
  fr: false,
  de: false,
  hi: false,
};

/**
 * Words that say someone rows: the verb ("rowed", "remaron", "ramèrent", "ruderten", "खेते"), or the oar
 * with the verb it takes in the Dravidian languages ("ಹುಟ್ಟು ಹಾಕುತ್ತಾ", "துடுப்புப் போட்டு", "తెడ్డుతో").
 */
const ROWS: Record<Language, { word: RegExp; next?: RegExp }[]> = {
  en: [
    { word: /^(rowed|rowing)$/u },
    { word: /^rows?$/u, next: /^(out|across|back|away|over|home|towards?|past|along|up|down|hard)$/u },
  ],
  es: [{ word: /^rem(ar|a|an|ó|aron|aba|aban|amos|ando|ado|aré|arán)$/u }],
  fr: [
    { word: /^ram(er|ait|aient|a|èrent|ent|ant|ons|ez|ais|erons|eront)$/u },
    { word: /^la$/u, next: /^rame$/u },
  ],
  de: [{ word: /^(rudern|ruderte|ruderten|rudert|gerudert|rudere|ruderst|ruderboot)$/u }],
  hi: [{ word: /^(खेते|खेता|खेती|खेया|खेए|खेकर|खेने|खेना|खेई)$/u }],
  kn: [{ word: /^ಹುಟ್ಟು$/u, next: /^ಹಾಕ/u }],
  ta: [{ word: /^துடுப்பு/u, next: /^போ[டட்]/u }],
  te: [{ word: /^తెడ్డు(తో)?$/u }, { word: /^తెడ్డు/u, next: /^వే/u }],
};

/** The oars or paddles of a boat ("each holding an oar", "chacun une rame à la main"): a story that has them
 * rows its boat, though no sentence says it rows. The Indian languages' boat words are rowing boats as they
 * stand. */
const OARS: Record<Language, RegExp | null> = {
  en: /^(oars?|paddles?)$/u,
  es: /^remos?$/u,
  fr: /^(rames?|avirons?|pagaies?)$/u,
  de: /^(rudern?|paddeln?)$/u,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** Whether a sentence names the oars or paddles of a boat. */
function namesOars(sentence: string, language: Language): boolean {
  const oars = OARS[language];
  return oars !== null && tokenize(sentence, language).some((t) => oars.test(t.norm));
}

/** A row word read as a noun in its sentence ("in a row", "in neat rows"): after an article, a possessive
 * or an adjective the tagger finds. */
function rowAsNoun(t: Token, sentence: string, tokens: Token[], language: Language): boolean {
  const before = tokens[t.index - 1];
  if (!before || before.comma) return false;
  if (RULES[language].fewEndings?.nounBefore.has(before.norm)) return true;
  return partsOfSpeech(sentence, tokens, language)?.[t.index - 1] === "adjective";
}

function rows(sentence: string, language: Language): boolean {
  const tokens = tokenize(sentence, language);
  return tokens.some((t) =>
    ROWS[language].some(
      (r) =>
        r.word.test(t.norm) &&
        (!r.next || r.next.test(tokens[t.index + 1]?.norm ?? "")) &&
        !rowAsNoun(t, sentence, tokens, language),
    ),
  );
}

/** What a plain "boat" is drawn as, and what a rowed one is. */
const SAILBOAT = "sailboat";
const ROWING_BOAT = "canoe";
/** The icons of a boat: a sentence that rows and draws one of these needs no other. */
const BOATS = /boat|canoe|ship|ferry/u;

/**
 * A story that rows its boat, or names its oars, draws it as a rowing boat in every scene (the sailboat a
 * plain "boat" is drawn as is another boat), and a sentence that rows shows the boat it rows in.
 */
export function rowedBoats(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  const rowing = sentences.map((s) => rows(s, language));
  if (!rowing.some(Boolean) && !sentences.some((s) => namesOars(s, language))) return plans;
  return plans.map((plan, i) => {
    const objects = plan.objects.map((o) => (o.icon === SAILBOAT ? { ...o, icon: ROWING_BOAT } : o));
    const unique = objects.filter((o, k) => objects.findIndex((x) => x.icon === o.icon) === k);
    if (rowing[i] && unique.length < 4 && !unique.some((o) => BOATS.test(o.icon)))
      unique.push({ icon: ROWING_BOAT, word: rowWord(sentences[i] ?? "", language) });
    return { ...plan, objects: unique };
  });
}

/** The rowing word of a sentence, as written, for the boat it draws. */
function rowWord(sentence: string, language: Language): string {
  const tokens = tokenize(sentence, language);
  const at = tokens.find((t) => ROWS[language].some((r) => r.word.test(t.norm)));
  return (at?.surface ?? normalise(sentence)).slice(0, 80);
}

/**
 * Where a shadow is shaped like something ("shadow dogs", "perros de sombra", "des chiens en ombres",
 * "कुत्ते की परछाईं", "ನಾಯಿಯ ನೆರಳುಗಳು", "நாய் நிழல்கள்", "కుక్క నీడలు"): the word names the shape, no
 * animal of the scene. The shadow word comes before the noun (`before`), or after it, past the words in
 * `between`.
 */
const SHADOW: Record<Language, { words: RegExp; before?: true; self?: true; between?: ReadonlySet<string> }> =
  {
    en: { words: /^shadows?$/u, before: true },
    es: { words: /^sombras?$/u, between: new Set(["de"]) },
    fr: { words: /^ombres?$/u, between: new Set(["en", "d'"]) },
    de: { words: /^schatten.{3,}/u, self: true },
    hi: { words: /^परछा/u, between: HI_GENITIVE },
    // Plural shadows only: a shade to sit in is one ("ಮರದ ನೆರಳಿನಲ್ಲಿ", in the tree's shade).
    kn: { words: /^ನೆರಳುಗಳ/u },
    ta: { words: /^நிழல்கள/u },
    te: { words: /^నీడల(ు|ను)/u },
  };

/** The index of each word that names a shadow's shape (an animal's: a tree's shade leaves the tree). */
export function shadowShapes(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const { words, before, self, between } = SHADOW[language];
  for (const t of tokens) {
    if (!words.test(t.norm)) continue;
    if (self) out.add(t.index);
    if (before && !t.comma) out.add(t.index + 1);
    if (self || before) continue;
    const gap = between?.has(tokens[t.index - 1]?.norm ?? "") ? 2 : 1;
    const at = t.index - gap;
    if (at >= 0 && !tokens[at]?.comma) out.add(at);
  }
  return out;
}

/** What a sentence's verbs of wearing put on someone ("wearing a yellow dress"): the words as written. */
export function wornAfterVerbs(sentence: string, language: Language): Set<string> {
  if (!WEAR_VERBS[language]) return new Set();
  const tokens = tokenize(sentence, language);
  const matches = matchTokens(tokens, lexiconFor(language));
  const worn = wornClothes(tokens, matches, language, true);
  return new Set(matches.filter((m) => worn.has(m.start)).map((m) => m.surface));
}

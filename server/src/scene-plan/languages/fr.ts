import {
  downSlide,
  type LanguageRules,
  type Pointer,
  ROMANCE_NOUN_PHRASES,
  romanceObjectThey,
  type Token,
} from "./types";

/**
 * French: object pronouns before the auxiliary stand for someone ("lui a demandé", "l'a pris en photo",
 * "les a suivis"), and "il" / "elle" opening a sentence go on with the sentence before's subject, an
 * animal too ("Une chèvre ... Elle s'est enfuie").
 */

const w = (list: string) => new Set(list.split(" "));

const NOT_NAMES = w(
  "peu vous nous je tu on quoi qui où puis ensuite soudain sur dans sous chez vers entre après avant " +
    "bien très beaucoup tôt tard presque juste plus moins aussi ainsi doucement encore toujours jamais " +
    "souvent parfois vite longtemps bientôt déjà hier comme quand lorsque pendant " +
    "lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août " +
    "septembre octobre novembre décembre",
);

function unaccented(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

const AUXILIARIES = w("a ont avait avaient as ai avons avez eut");
const SUBJECT_PRONOUNS = w("je tu il elle on nous vous ils elles ne n'");
/** Words after which "le", "la", "les" are articles ("sous le banc", "tout le jour", "et la mère"). */
const BEFORE_ARTICLES = w(
  "à au aux de du des d' dans sur sous pour avec par vers chez en entre derrière devant après avant contre sans jusqu'à près tout tous toute toutes est était sont a ont",
);

/** "le", "la", "les" before a listed verb are its object ("Une policière le trouva", "Mamie le serra dans ses
 * bras", "et le porta") after a subject pronoun, a subject noun or "et"; after a preposition, a verb or
 * "tout" they are articles. */
function objectPronounAfter(t: Token | undefined): boolean {
  if (!t || t.comma) return false;
  return SUBJECT_PRONOUNS.has(t.norm) || !BEFORE_ARTICLES.has(t.norm);
}

const OBJECT_GENDER: Record<string, Pointer["gender"]> = { le: "male", la: "female", "l'": "unknown" };

function objectPronouns(tokens: Token[]): Pointer[] {
  const out: Pointer[] = [];
  for (const t of tokens) {
    const next = tokens[t.index + 1]?.norm ?? "";
    // "lui a demandé", "à côté de lui": him or her, someone on stage.
    if (t.norm === "lui") out.push({ at: t.index, plural: false, gender: "unknown" });
    else if (AUXILIARIES.has(next) && OBJECT_GENDER[t.norm])
      out.push({ at: t.index, plural: false, gender: OBJECT_GENDER[t.norm] ?? "unknown" });
    else if (t.norm === "les" && AUXILIARIES.has(next))
      out.push({ at: t.index, plural: true, gender: "unknown" });
  }
  return out;
}

const BEVERAGE = /hot-beverage|teacup|cup-with-straw|glass-of-milk|beverage-box|tropical-drink|bubble-tea/u;
const FOOD =
  /bread|food|rice|pancake|curry|stew|soup|cake|cookie|dumpling|sandwich|pizza|taco|burrito|salad|spaghetti|pie|egg|apple|pear|banana|cheese|croissant|baguette/u;
const FISH = /fish/u;

export const fr: LanguageRules = {
  objectThey: romanceObjectThey,
  // "les deux enfants", "tous les deux", "tous deux"; "ses deux filles" are his.
  both: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "deux" && /^(les|tous|toutes)$/u.test(tokens[at - 1]?.norm ?? ""),
  // "tous les trois", "les trois enfants".
  allThree: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "trois" && /^(les|tous|toutes)$/u.test(tokens[at - 1]?.norm ?? ""),
  verbMatch: "first-group",
  verbGender: () => "unknown",
  aboutSure: false,
  driveNeedsVehicle: false,
  sharedNameRegion: "european",
  tagger: null,
  fewEndings: null,
  clitics: {
    verbAtStart: null,
    notNames: NOT_NAMES,
    droppedSubject: null,
    objectPronouns,
    cliticBefore: (tokens, i) =>
      (/^(le|la|les|l')$/u.test(tokens[i - 1]?.norm ?? "") ||
        // "Ammini leur tendait les légumes": "leur" before a past form is "to them", no possessive ("leur
        // pêche" is their catch).
        (tokens[i - 1]?.norm === "leur" && /(ait|aient|it|irent|a|èrent)$/u.test(tokens[i]?.norm ?? ""))) &&
      objectPronounAfter(tokens[i - 2]),
    genitive: w("de du d'"),
    ofWord: "de",
    subjectCarries: true,
    articleGender: { male: w("le un du au"), female: w("la une") },
    verbEndingsPoint: true,
    preteriteOpens: null,
    adjectivesAfter: true,
    refine(action, word, tokens, icons) {
      // "ils ont partagé une part de gâteau": sharing food is eating.
      if (/^partag/u.test(word)) {
        if (icons.some((i) => BEVERAGE.test(i))) return "drink";
        return icons.some((i) => FOOD.test(i)) ? "eat" : null;
      }
      // "il a attrapé une grosse truite": catching a fish is fishing; catching a ball is not.
      if (/^attrap/u.test(word)) return icons.some((i) => FISH.test(i)) ? "fish" : null;
      if (action === "make" && icons.some((i) => BEVERAGE.test(i))) return "cook";
      return downSlide(action, tokens);
    },
    nounForms: (w, f) =>
      [
        `${w}s`,
        `${w}x`,
        `${w}e`,
        `${w}es`,
        `${w}ne`,
        `${w}nes`,
        `${w}nne`,
        `${w}nnes`,
        w.replace(/al$/u, "aux"),
      ].includes(f) ||
      // A noun or adjective of what a thing holds or is covered with ("cuillerée", a spoonful; "beurrée",
      // buttered) keeps the thing; a verb's "-é" ("montré", shown) does not.
      (/e$/u.test(w) &&
        /^é(e|es)$/u.test(f.slice(w.length - 1)) &&
        unaccented(f).startsWith(unaccented(w.slice(0, -1)))),
    conjunctionNouns: {
      words: new Set(["car"]),
      nounAfter: new Set(
        "le un du au en ce cet son sa notre votre leur mon ton quel des les aux ces mes tes ses nos vos leurs premier dernier petit grand vieux gros nouveau l'".split(
          " ",
        ),
      ),
    },
  },
  joinedEndings: null,
  capitalisedNouns: null,
  verbSecond: null,
  postpositions: null,
  groupSubjects: new Set(["ils", "elles"]),
  trailingParticiple: (word, tokens, at) => tokens[at - 1]?.norm === "en" && word.endsWith("ant"),
  wayBefore: {
    way: /^(chemin|trajet|allant|rendant|dirigeant|route)$/u,
    to: new Set(["à", "au", "aux", "vers", "de", "du", "des", "d'", "pour", "jusqu'à", "chez"]),
    between: null,
    of: new Set(["de", "du", "des", "d'"]),
  },
  wayAfter: null,
  amountOf: new Set(["de", "d'"]),
  amountAfter: null,
  shapeBefore: {
    words: /^formes?$/u,
    between: new Set(["de", "d'", "du", "des", "un", "une", "l'", "le", "la"]),
  },
  shapeAfter: null,
  cldrNamesOnly: false,
  curatedInflections: true,
  ...ROMANCE_NOUN_PHRASES,
  thingGenitive: null,
};

/**
 * The forms of a regular "-er" verb ("manger", "étaler") a story uses: the past of narration (mangea,
 * mangèrent, mangeait, mangé), the gerund (mangeant) and the present of its third persons (mange, mangent),
 * which is read as a verb only where `present` allows it (never after "de" or "à": "salle de danse").
 */
export function firstGroupForms(
  infinitive: string,
): { forms: Set<string>; present: Set<string>; singular: string } | null {
  if (!/^[\p{L}]{3,}er$/u.test(infinitive) || /^(aller|hier|fer|mer|cher|ver)$/u.test(infinitive))
    return null;
  const stem = infinitive.slice(0, -2);
  // "mangeait", "commençait": a soft "g" and "c" before "a" keep their sound.
  const soft = stem.endsWith("g") ? `${stem}e` : stem.endsWith("c") ? `${stem.slice(0, -1)}ç` : stem;
  const forms = new Set([
    infinitive,
    `${soft}a`,
    `${soft}ait`,
    `${soft}aient`,
    `${soft}ant`,
    `${stem}èrent`,
    `${stem}é`,
    `${stem}ée`,
    `${stem}és`,
    `${stem}ées`,
  ]);
  return { forms, present: new Set([`${stem}ent`]), singular: `${stem}e` };
}

/** Words after which a present "-ent" form is no verb ("de", "à", "pour": their verb is an infinitive). */
export const NOUN_BEFORE = w("de d' à en pour sans par");

/** The subjects and object pronouns a present singular follows as a verb ("elle mange", "qui danse", "la
 * lui donne"); elsewhere "cuisine", "danse", "porte" are as often nouns ("leur petite cuisine"). */
export const PRESENT_AFTER = w("il elle on qui ils elles se s' lui leur me te nous vous");

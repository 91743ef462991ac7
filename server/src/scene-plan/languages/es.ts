import {
  downSlide,
  type LanguageRules,
  type Pointer,
  ROMANCE_NOUN_PHRASES,
  romanceObjectThey,
  type Token,
} from "./types";

/**
 * Spanish: the subject is most often left to the verb's ending ("Recogieron manzanas": they picked
 * apples), object pronouns come before the verb ("él la empujó", "lo saludó"), and a preterite can open a
 * sentence with a capital ("Plantó una fila de tomates").
 */

const w = (list: string) => new Set(list.split(" "));

/** Capitalised words that are never someone's name. */
const NOT_NAMES = w(
  "se qué que quién dónde cómo cuándo dentro fuera afuera luego entonces lo le les me te nos os así ya " +
    "allí aquí ahí allá tras hasta desde mientras cada " +
    "mucho muy poco bien mal tarde temprano casi justo más menos primero despacio enseguida todavía apenas " +
    "quizás siempre nunca pronto ayer hoy " +
    "lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio " +
    "agosto septiembre setiembre octubre noviembre diciembre",
);

const ARTICLES = w("el la los las un una unos unas su sus mi mis tu tus este esta estos estas ese esa");
const PREPOSITIONS = w(
  "de a en por para con sin sobre tras hasta desde hacia entre según durante después antes cerca lejos " +
    "encima debajo delante detrás dentro junto al del",
);
/** Object pronouns, which stand right before a conjugated verb ("se lo tomaron", "los siguió"). */
const CLITICS = w("se me te nos os lo la los las le les");
const SUBJECT_PRONOUNS = w(
  "yo tú él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes todos todas",
);
/** "Era una noche helada": a copula with no subject says how things were, not who did something. */
const COPULAS = w("es era fue son eran fueron está estaba estaban están había habían hay hubo será sería");

const PAST_ONE = /(?:[^aeiouáéíóú]ó|ió|yó)$/u;
const PAST_MANY = /(?:aron|ieron|eron|yeron)$/u;
const IMPERFECT_ONE = /(?:aba|ía)$/u;
const IMPERFECT_MANY = /(?:aban|ían)$/u;

/** Object pronouns that are never articles: the singular present right after one is a verb ("se sienta"). */
const ONLY_CLITICS = w("se me te nos os le les");
/** Words that make a phrase of time of the noun phrase they open ("El domingo", "Esa noche", "Cada mañana"). */
const TIME_NOUNS = w(
  "lunes martes miércoles jueves viernes sábado domingo mañana tarde noche día días semana mes año " +
    "verano invierno primavera otoño momento rato hora vez mediodía madrugada amanecer atardecer anochecer",
);
/** Words that join one noun phrase of a phrase of time, place or means to the next ("un cubo y una pala"). */
const JOINS = w("y e o ni de del");

/** Verbs of the weather and of the time of day, which no one does. */
const IMPERSONAL = /^(llov|lluev|nev|niev|tron|truen|graniz|amanec|anochec|oscurec|atardec|relampague)/u;

type Number = "one" | "many";

/** The person a conjugated third-person verb at `i` agrees with, or null where the word is no such verb. */
function finite(tokens: Token[], i: number): Number | null {
  const t = tokens[i];
  if (!t || t.norm.length < 3) return null;
  const word = t.norm;
  const prev = tokens[i - 1]?.norm ?? "";
  // "fueron a un restaurante", "fue andando", "fueron caminando juntos", "fueron juntos al mercado":
  // going somewhere is doing something.
  // "llovía", "nevó", "anocheció": the weather and the time of day have no subject.
  if (IMPERSONAL.test(word)) return null;
  const next = tokens[i + 1]?.norm ?? "";
  if (COPULAS.has(word))
    return (word === "fue" || word === "fueron") &&
      (/^(a|al|hacia|hasta|juntos|juntas)$/u.test(next) ||
        (GERUND.test(next) && next.length >= 6 && next !== "cuando"))
      ? word === "fue"
        ? "one"
        : "many"
      : null;
  // A preterite is never a noun ("la cafetería" is, "él la abrazó" is not).
  if (PAST_MANY.test(word)) return "many";
  if (PAST_ONE.test(word)) return "one";
  const afterClitic = CLITICS.has(prev) && !ARTICLES.has(tokens[i - 2]?.norm ?? "");
  const free = !ARTICLES.has(prev) && !PREPOSITIONS.has(prev);
  if (IMPERFECT_MANY.test(word) && word.length >= 6 && (free || afterClitic)) return "many";
  if (IMPERFECT_ONE.test(word) && word.length >= 6 && (free || afterClitic)) return "one";
  // The present only right after an object pronoun ("se juntan"), or opening a sentence before one
  // ("Venden lo que han pescado"): elsewhere "cocina" is a kitchen and "nada" nothing.
  // "Carmen cocina muy bien": the present with "well", "always"... is a habit, no pose.
  if (/^(bien|mal|muy|siempre|nunca|mucho)$/u.test(tokens[i + 1]?.norm ?? "")) return null;
  const opens = i === 0 && (CLITICS.has(tokens[1]?.norm ?? "") || ARTICLES.has(tokens[1]?.norm ?? ""));
  if (/[ae]n$/u.test(word) && (CLITICS.has(prev) || opens)) return "many";
  // "Se sienta en las escaleras", "le da la mano": the singular present after a pronoun no article spells.
  if (/[ae]$/u.test(word) && word.length >= 4 && ONLY_CLITICS.has(prev)) return "one";
  return null;
}

/** "los siguió", "él la empujó": an article-like word right before a conjugated verb is its object. */
function cliticAt(tokens: Token[], i: number): boolean {
  const word = tokens[i]?.norm ?? "";
  if (!CLITICS.has(word)) return false;
  const next = tokens[i + 1];
  if (!next) return false;
  return PAST_ONE.test(next.norm) || PAST_MANY.test(next.norm) || CLITICS.has(next.norm);
}

/** A Spanish gerund ("volando", "corriendo", "leyendo"). */
const GERUND = /(ando|iendo|yendo)$/u;

function droppedSubject(tokens: Token[], character: (i: number) => boolean): Pointer | null {
  // Inside a phrase of time, place or means ("Con un cubo rojo y una pala", "El domingo", "Después de la
  // cena"): its noun phrases are no subject.
  let phrase = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const prev = tokens[i - 1]?.norm ?? "";
    if (character(i) || SUBJECT_PRONOUNS.has(t.norm)) return null;
    // "Una a una se arrastraron", "Poco a poco", "Paso a paso": a word said again around "a" says how, one
    // after another, and is no subject.
    if (tokens[i + 1]?.norm === "a" && tokens[i + 2]?.norm === t.norm && !tokens[i + 1]?.comma) {
      i += 2;
      continue;
    }
    // "los dos bajaron": both of them, the group.
    if ((t.norm === "los" || t.norm === "las") && /^(dos|tres)$/u.test(tokens[i + 1]?.norm ?? ""))
      return { at: i + 1, plural: true, gender: "unknown" };
    const time = TIME_NOUNS.has(tokens[i + 1]?.norm ?? "") || TIME_NOUNS.has(tokens[i + 2]?.norm ?? "");
    const determiner = ARTICLES.has(t.norm) || /^(cada|aquel|aquella|toda|todo)$/u.test(t.norm);
    // "el niño subió", "Cuando el sol asomó": a noun phrase before the verb is its subject; "Después de
    // la cena", "A mediodía", "Con un cubo y una pala" are when, where and with what.
    const inPhrase = PREPOSITIONS.has(prev) || (phrase && JOINS.has(prev));
    if (determiner && time && !cliticAt(tokens, i)) phrase = true;
    else if (ARTICLES.has(t.norm) && !cliticAt(tokens, i) && !inPhrase) return null;
    if (PREPOSITIONS.has(t.norm)) phrase = true;
    if (t.comma) phrase = false;
    if (t.capitalised && i > 0) return null;
    const number = finite(tokens, i);
    if (!number) continue;
    // "bajaron las palomas", "le preguntó la bibliotecaria", "salió volando un murciélago": the subject
    // after the verb, past a gerund of how it went.
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      if (character(j)) return null;
      const word = tokens[j]?.norm ?? "";
      if (j === i + 1 && GERUND.test(word) && !tokens[j]?.comma) continue;
      if (!ARTICLES.has(word) && !/^(mucha|mucho|muchas|muchos|toda|todo|poca|poco)$/u.test(word)) break;
    }
    return { at: i, plural: number === "many", gender: stateGender(tokens, i) };
  }
  return null;
}

/** Verbs of being or becoming that a participle of state follows ("se quedó dormido", "llegó cansada"). */
const STATE_VERB = /^(qued|estab|estuv|lleg|volv|sigui|segu|parec|acab)/u;

/** "se quedó dormido", "llegó cansada": the dropped subject's gender, told by the participle after its verb
 * of state (past "muy" or "medio"). */
function stateGender(tokens: Token[], i: number): Pointer["gender"] {
  if (!STATE_VERB.test(tokens[i]?.norm ?? "")) return "unknown";
  const next = /^(muy|medio|tan|casi)$/u.test(tokens[i + 1]?.norm ?? "") ? tokens[i + 2] : tokens[i + 1];
  const m = /(ad|id)([oa])$/u.exec(next?.norm ?? "");
  return m ? (m[2] === "o" ? "male" : "female") : "unknown";
}

const OBJECT_GENDER: Record<string, Pointer["gender"]> = { lo: "male", la: "female", le: "unknown" };

function objectPronouns(tokens: Token[]): Pointer[] {
  const out: Pointer[] = [];
  for (const t of tokens) {
    if (!cliticAt(tokens, t.index)) continue;
    const gender = OBJECT_GENDER[t.norm];
    if (gender) out.push({ at: t.index, plural: false, gender });
    // "los siguió": them (les, to them, is read as the group already).
    else if (t.norm === "los" || t.norm === "las") out.push({ at: t.index, plural: true, gender: "unknown" });
  }
  return out;
}

const BEVERAGE = /hot-beverage|teacup|cup-with-straw|glass-of-milk|beverage-box|tropical-drink|bubble-tea/u;
const FOOD =
  /bread|food|rice|pancake|curry|stew|soup|cake|cookie|dumpling|sandwich|pizza|taco|burrito|salad|spaghetti|pie|egg|apple|pear|banana|cheese/u;

/** Verbs whose pose depends on what they take: sharing a cake is eating, taking a cocoa is drinking. */
const FOOD_VERB = /^(compart|tom)/u;
const VEHICLE_WORDS = w("coche auto carro moto autobús taxi");

export const es: LanguageRules = {
  objectThey: romanceObjectThey,
  // "los dos niños", "ambos"; "sus dos hijas" are hers.
  both: (tokens, at) => {
    const word = tokens[at]?.norm ?? "";
    if (word === "ambos" || word === "ambas") return true;
    return word === "dos" && /^(los|las)$/u.test(tokens[at - 1]?.norm ?? "");
  },
  // "los tres", "las tres niñas".
  allThree: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "tres" && /^(los|las)$/u.test(tokens[at - 1]?.norm ?? ""),
  verbMatch: "paradigm",
  verbGender: () => "unknown",
  aboutSure: false,
  driveNeedsVehicle: false,
  sharedNameRegion: "latin",
  tagger: null,
  fewEndings: null,
  clitics: {
    verbAtStart: (word, next) =>
      PAST_MANY.test(word) ||
      PAST_ONE.test(word) ||
      // "Venden pan", "Venden lo que": a plural present before its object; "Esteban corrió" is a name.
      (/[ae]n$/u.test(word) && next !== "" && !PAST_ONE.test(next) && !PAST_MANY.test(next)),
    notNames: NOT_NAMES,
    droppedSubject,
    objectPronouns,
    cliticBefore: (tokens, i) => cliticAt(tokens, i - 1),
    genitive: w("de del"),
    ofWord: "de",
    subjectCarries: true,
    articleGender: { male: w("el un del al"), female: w("la una") },
    verbEndingsPoint: true,
    preteriteOpens: /ó$/u,
    adjectivesAfter: true,
    refine(action, word, tokens, icons) {
      if (FOOD_VERB.test(word)) {
        if (icons.some((i) => BEVERAGE.test(i))) return "drink";
        return icons.some((i) => FOOD.test(i)) ? "eat" : null;
      }
      // "preparó chocolate caliente": making a hot drink is cooking too.
      if (action === "make" && icons.some((i) => BEVERAGE.test(i))) return "cook";
      // "llevó a su hijo en coche": taking someone by car is driving.
      const byCar = tokens.some((t, i) => t.norm === "en" && VEHICLE_WORDS.has(tokens[i + 1]?.norm ?? ""));
      if ((action === "walk" || action === "carry") && byCar) return "drive";
      return downSlide(action, tokens);
    },
    nounForms: (w, f) => {
      const bare = w.normalize("NFD").replace(/\p{M}/gu, "");
      const formBare = f.normalize("NFD").replace(/\p{M}/gu, "");
      return (
        [`${bare}s`, `${bare}es`, bare.replace(/z$/u, "ces")].includes(formBare) ||
        (/[oa]$/u.test(bare) &&
          /^[oa]s?$/u.test(formBare.slice(bare.length - 1)) &&
          formBare.startsWith(bare.slice(0, -1)))
      );
    },
    conjunctionNouns: null,
  },
  joinedEndings: null,
  capitalisedNouns: null,
  verbSecond: null,
  postpositions: null,
  groupSubjects: new Set(["ellos", "ellas"]),
  trailingParticiple: (word, _tokens, _at, afterVerb) => /(ando|iendo)$/u.test(word) && afterVerb,
  wayBefore: {
    way: /^(camino|rumbo|trayecto|yendo|dirigiéndose)$/u,
    to: new Set(["a", "al", "hacia", "de", "del"]),
    between: null,
    of: new Set(["de", "del"]),
  },
  wayAfter: null,
  amountOf: new Set(["de"]),
  amountAfter: null,
  shapeBefore: { words: /^formas?$/u, between: new Set(["de", "un", "una", "el", "la", "los", "las"]) },
  shapeAfter: null,
  cldrNamesOnly: false,
  curatedInflections: true,
  ...ROMANCE_NOUN_PHRASES,
  thingGenitive: null,
};

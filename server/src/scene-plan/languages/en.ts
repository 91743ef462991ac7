/**
 * English rules of the scene planner: verbs in "-ing" and "-ed", streets named before "Road", "'s" after
 * an owner, and "him" / "her" as objects.
 */
import type { LanguageRules, Token } from "./types";

/** Words that make the capitalised word before them a street's name ("Park Road", "Elm Street"). */
/** Words that count what follows them ("twenty volunteers", "a dozen people"): a noun comes after. */
const COUNTS: readonly string[] = (
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred " +
  "hundreds dozen dozens several many few both"
).split(" ");

const STREET_WORDS: ReadonlySet<string> = new Set(["road", "street", "avenue", "lane", "drive", "boulevard"]);

/** Words after an English "her" that make it the object, not a possessive ("asked her quietly", "gave her a"). */
const EN_AFTER_OBJECT: ReadonlySet<string> = new Set(
  "a an the to and but so then as at in on into onto with for from by up down out off back over away again too there home when while because that this".split(
    " ",
  ),
);

/** "him", and "her" with no noun after it ("pushed her.", "asked her quietly"): the object of a verb. */
function englishObject(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  if (t?.norm === "him") return true;
  if (t?.norm !== "her") return false;
  const next = tokens[at + 1]?.norm;
  return next === undefined || t.comma === true || /ly$/.test(next) || EN_AFTER_OBJECT.has(next);
}

export const en: LanguageRules = {
  objectThey: (tokens, at) => (tokens[at]?.norm ?? "") === "them",
  // "both children", "the two men"; "both Mira and Leo" names its two.
  both: (tokens, at) => {
    const word = tokens[at]?.norm ?? "";
    if (word === "both") return !(tokens[at + 1]?.capitalised ?? false);
    return word === "two" && tokens[at - 1]?.norm === "the";
  },
  // "all three of them", "the three children".
  allThree: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "three" && /^(all|the)$/u.test(tokens[at - 1]?.norm ?? ""),
  verbMatch: "stem",
  verbGender: () => "unknown",
  aboutSure: true,
  driveNeedsVehicle: false,
  sharedNameRegion: "european",
  tagger: "compromise",
  fewEndings: {
    streetWords: STREET_WORDS,
    ingEdVerbs: true,
    dictionaryVerbs: true,
    dictionaryNouns: true,
    bareFirstWords: true,
    possessiveClitic: "'s",
    objectHimHer: englishObject,
    pronouns: new Set("i me my you your he him his she her it its we us our they them their".split(" ")),
    nounBefore: new Set([
      "a",
      "an",
      "the",
      "this",
      "that",
      "these",
      "those",
      "each",
      "every",
      "one",
      "his",
      "her",
      "their",
      "our",
      "my",
      "your",
      "its",
      // Counts: "twenty volunteers", "a dozen people", "several neighbours".
      ...COUNTS,
    ]),
    groupOf: "of",
    heapOf: "of",
  },
  clitics: null,
  joinedEndings: null,
  capitalisedNouns: null,
  verbSecond: null,
  postpositions: null,
  groupSubjects: new Set(["they"]),
  trailingParticiple: (word, _tokens, at, afterVerb) => word.endsWith("ing") && afterVerb && at > 1,
  wayBefore: {
    way: /^(way|route|road|path|journey)$/u,
    to: new Set(["to", "towards", "toward"]),
    between: /^back$/u,
    of: null,
  },
  wayAfter: null,
  amountOf: new Set(["of"]),
  amountAfter: null,
  shapeBefore: { words: /^shapes?$/u, between: new Set(["of", "a", "an", "the"]) },
  shapeAfter: null,
  cldrNamesOnly: false,
  curatedInflections: true,
  headWord: "last",
  pluralThingPronoun: true,
  englishNouns: "lemmas",
  nameQualifier: null,
  // "the boat's sail": the words after the possessive.
  thingGenitive: (tokens, end) =>
    tokens[end]?.norm === "'s" && !tokens[end - 1]?.comma ? [end + 1, end + 2] : [],
};

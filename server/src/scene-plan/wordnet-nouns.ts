import type { ScenePlace } from "@reelsmith/contract/scene-plan";
import nlp from "compromise";
import type { Concept, Gender } from "./concepts";
import {
  ancestors,
  commonSenses,
  firstSynset,
  isKindOf,
  type NounClass,
  type NounSense,
  nounLemmas,
  nounSenses,
  type Synset,
  synsetAt,
  tagCounts,
} from "./wordnet";

/**
 * English nouns read through WordNet: a noun the curated tables do not list is drawn by what its common
 * senses are (the icon whose own synset is the sense's or its parent's, the thing or place the curated
 * tables draw for its parent, a person, nothing for an abstraction), and an icon an emoji keyword gave a
 * word is dropped where every common sense of the word is an abstraction.
 */

/** Senses nobody draws as a thing: a word all of whose common senses are these draws none (an act, a
 * time, a feeling, a state). */
const UNSEEN: ReadonlySet<NounClass> = new Set<NounClass>([
  "noun.act",
  "noun.attribute",
  "noun.cognition",
  "noun.event",
  "noun.feeling",
  "noun.motive",
  "noun.process",
  "noun.quantity",
  "noun.relation",
  "noun.state",
  "noun.time",
]);

/** Classes of an icon's own sense: the things, animals and foods emoji draw. */
const ICON_CLASSES: ReadonlySet<NounClass> = new Set<NounClass>([
  "noun.animal",
  "noun.artifact",
  "noun.food",
  "noun.object",
  "noun.plant",
  "noun.substance",
  "noun.body",
]);

/** How far above a noun's sense its icon's sense may be ("sedan" is drawn as the car, one step up). */
const UP_STEPS = 1;

/** How far above a noun's sense the curated word it is drawn by may be. */
const PARENT_STEPS = 1;

/** Classes drawn by their own picture whatever kind of them a noun names ("robin", a bird; "oak", a tree):
 * their members look alike enough, which a vehicle's or a building's do not. */
const CLASS_WORDS: readonly string[] = ["bird", "fish", "tree", "flower"];

/** How far below its class a noun's sense may be (a robin is a thrush, an oscine, a passerine, a bird). */
const CLASS_STEPS = 8;

/**
 * The classes of ground, of water and of ways a place noun is filed under, by the place each is drawn as,
 * nearest class first ("hillside" is a slope, "lane" a way): a way built between places is the street, high
 * ground the mountains, grassland the countryside, running water and the channels dug for it ("canal",
 * "brook", "millrace") the river, a farm and the plantations of fruit ("vineyard", "orchard") the farm.
 * Null stops the search: a stairway or a passage is a way nobody draws as a street. Each class is its sense
 * in one lexicographer file ("path" the built way, not a direction or a route).
 */
const PLACE_CLASSES: ReadonlyMap<string, { place: ScenePlace | null; file: NounClass }> = new Map([
  ["way", { place: "street", file: "noun.artifact" }],
  ["road", { place: "street", file: "noun.artifact" }],
  ["path", { place: "street", file: "noun.artifact" }],
  ["thoroughfare", { place: "street", file: "noun.artifact" }],
  ["stairway", { place: null, file: "noun.artifact" }],
  ["passage", { place: null, file: "noun.artifact" }],
  ["watercourse", { place: "river", file: "noun.artifact" }],
  ["stream", { place: "river", file: "noun.object" }],
  ["channel", { place: "river", file: "noun.object" }],
  ["waterway", { place: "river", file: "noun.object" }],
  ["farm", { place: "farm", file: "noun.artifact" }],
  ["grove", { place: "farm", file: "noun.artifact" }],
  ["access", { place: null, file: "noun.artifact" }],
  ["natural elevation", { place: "mountains", file: "noun.object" }],
  ["slope", { place: "mountains", file: "noun.object" }],
  ["grassland", { place: "countryside", file: "noun.location" }],
] as [string, { place: ScenePlace | null; file: NounClass }][]);

/** How far above a noun's sense its place class may be ("hillock" is a hill, a natural elevation). */
const PLACE_STEPS = 3;

/** The classes of senses that name a place: the ground and the things built to cross it. */
const PLACE_SENSE_CLASSES: ReadonlySet<NounClass> = new Set<NounClass>([
  "noun.artifact",
  "noun.location",
  "noun.object",
]);

/** The place a sense is filed under (PLACE_CLASSES), or null. */
function placeOfSense(synset: Synset): ScenePlace | null {
  if (!PLACE_SENSE_CLASSES.has(synset.nounClass)) return null;
  for (const s of [synset, ...ancestors(synset, PLACE_STEPS)]) {
    const found = PLACE_CLASSES.get(s.words[0] ?? "");
    if (found && found.file === s.nounClass) return found.place;
  }
  return null;
}

/**
 * The place a noun names: its most common sense one seen is filed under a place class, and every other
 * common sense filed under one agrees ("lane", both a way and a path, is the street; "hill" the mountains).
 * Senses nobody sees and senses of other things do not count against it ("slope" is also a gradient).
 */
function placeOfSenses(common: NounSense[]): Concept[] | null {
  const seen = common.filter((s) => !UNSEEN.has(s.synset.nounClass));
  const top = seen[0] && placeOfSense(seen[0].synset);
  if (!top) return null;
  const others = seen.map((s) => placeOfSense(s.synset)).filter((p) => p !== null);
  return others.every((p) => p === top) ? [{ kind: "place", place: top }] : null;
}

/** A person's sense: filed under people, or the class of persons itself (filed at WordNet's top). */
export function personSense(synset: Synset): boolean {
  return (
    synset.nounClass === "noun.person" || (synset.nounClass === "noun.Tops" && synset.words[0] === "person")
  );
}

/**
 * The person sense a noun is first read in ("neighbour", "person", "judge"), where its most common sense is
 * a person and the tagged corpus met it in other senses rarely (one time in ten at most); else null.
 */
export function firstPersonSense(lemma: string): Synset | null {
  const first = commonSenses(lemma)[0]?.synset;
  if (!first || !personSense(first)) return null;
  const tags = (person: boolean) =>
    nounSenses(lemma)
      .filter((s) => personSense(s.synset) === person)
      .reduce((n, s) => n + s.tagCount, 0);
  return tags(false) * 10 <= tags(true) ? first : null;
}

/** What a word's reading gives: concepts to draw, nothing (an abstraction), or no answer (WordNet is unsure). */
export type NounReading = Concept[] | null;

export interface NounReader {
  /** A word no table lists: its concepts, [] for a word never drawn, null where WordNet cannot tell.
   * `asNoun`: the sentence puts it where only a noun stands (after an article, a possessive, a number). */
  unlisted(word: string, asNoun?: boolean): NounReading;
  /** Whether a word an emoji keyword gave an icon can mean that icon in its common senses (a word only
   * ever someone cannot). */
  canMean(word: string, concept: Concept): boolean;
  /** What a set of senses another language's word was matched to draws, agreed by all of them: [] for
   * abstractions only, null where they differ or none is drawn. */
  senses(synsets: Synset[]): NounReading;
}

/** The icons whose name's first sense is a synset, by synset: the emoji's own meanings. */
function iconsBySynset(icons: ReadonlyMap<string, Concept>): Map<number, Concept[]> {
  const out = new Map<number, Concept[]>();
  for (const [slug, concept] of icons) {
    if (concept.kind !== "object" && concept.kind !== "animal") continue;
    const first = nounSenses(slug)[0]?.synset;
    if (!first || !ICON_CLASSES.has(first.nounClass)) continue;
    out.set(first.offset, [...(out.get(first.offset) ?? []), concept]);
  }
  return out;
}

function sameIcon(a: Concept, b: Concept): boolean {
  return "icon" in a && "icon" in b && a.icon === b.icon;
}

/** One concept all of a list's entries agree on, or null. */
function agreed(list: (Concept | null)[]): Concept | null {
  const first = list[0];
  if (!first || list.some((c) => !c || !sameIcon(c, first))) return null;
  return first;
}

/** One list of concepts all entries agree on (same kinds, icons and places), or null. */
function agreedConcepts(list: (Concept[] | null)[]): Concept[] | null {
  const first = list[0];
  const key = (cs: Concept[] | null) => (cs ? JSON.stringify(cs) : "");
  if (!first || list.some((cs) => key(cs) !== key(first))) return null;
  return first;
}

const FEMALE = new Set(["woman", "kinswoman", "female", "female person", "girl", "mother", "wife"]);
const MALE = new Set(["man", "kinsman", "male", "male person", "boy", "father", "husband"]);
const YOUNG = new Set(["child", "juvenile", "kid", "baby", "female child", "male child", "young person"]);
const OLD = new Set(["old person", "oldster", "senior citizen"]);

/** Whether a class of these is named by one of the words (its head word: a "serviceman" is no "man"). */
function has(synsets: Synset[], words: ReadonlySet<string>): boolean {
  return synsets.some((s) => words.has(s.words[0] ?? ""));
}

/** A person noun as a role: its gender and age from the classes above it ("widow" is a woman). */
function personOf(word: string, senses: NounSense[]): Concept & { kind: "person" } {
  return { ...personOfSenses(senses.map((s) => s.synset)), id: word };
}

/** The person a set of senses names, by the first sense's word: gender and age from the classes above. */
function personOfSenses(synsets: Synset[]): Concept & { kind: "person" } {
  const word = synsets[0]?.words[0] ?? "person";
  const above = synsets.flatMap((s) => [s, ...ancestors(s, 6)]);
  const female = has(above, FEMALE);
  const male = has(above, MALE);
  const gender: Gender = female && !male ? "female" : male && !female ? "male" : "unknown";
  const role = has(above, YOUNG) ? "child" : has(above, OLD) ? "elder" : "person";
  const age = role === "child" ? "child" : role === "elder" ? "elder" : "adult";
  return { kind: "person", id: word, role, gender, age };
}

/** WordNet's reading of English nouns, given the concepts each drawn icon stands for. */
export function wordnetReader(
  icons: ReadonlyMap<string, Concept>,
  curated: (word: string) => Concept[] | undefined,
): NounReader {
  const bySynset = iconsBySynset(icons);
  const classes = new Map<number, Concept[]>();
  for (const word of CLASS_WORDS) {
    const synset = nounSenses(word)[0]?.synset;
    const icon = icons.get(word);
    const concepts = curated(word) ?? (icon ? [icon] : undefined);
    if (synset && concepts) classes.set(synset.offset, concepts);
  }

  /** The icon of one sense: its own synset's, else its parent's ("sedan" is drawn as the car). */
  function iconOfSense(synset: Synset): Concept | null {
    const own = bySynset.get(synset.offset)?.[0];
    if (own) return own;
    for (const above of ancestors(synset, UP_STEPS)) {
      const found = bySynset.get(above.offset)?.[0];
      if (found) return found;
    }
    return null;
  }

  /** What the curated tables draw for the sense's parent class ("boutique" is a shop, "skillet" a pan). */
  function curatedParent(synset: Synset): Concept[] | null {
    for (const above of ancestors(synset, PARENT_STEPS))
      for (const w of above.words) {
        const found = curated(w)?.filter(
          (c) => (c.kind === "object" && !anotherSense(c.icon, above)) || (c.kind === "place" && !c.hint),
        );
        if (found && found.length > 0) return found;
      }
    return null;
  }

  /** The common senses of each lemma a word can be ("eggs": the dish, and the plural of "egg"). */
  /** The class picture of a sense that is a bird, a fish, a tree or a flower, or null. */
  function classOf(synset: Synset): Concept[] | null {
    const above = new Set(ancestors(synset, CLASS_STEPS).map((a) => a.offset));
    for (const [offset, concepts] of classes) if (above.has(offset)) return concepts;
    return null;
  }

  /** A part drawn by its whole ("bonnet" of a car, "mattress" of a bed): the icon or curated word of the
   * first whole WordNet lists (a hood is a car's before an aeroplane's). */
  function wholeOf(synset: Synset): Concept[] | null {
    const offset = synset.partOf[0];
    if (synset.nounClass !== "noun.artifact" || offset === undefined) return null;
    const whole = synsetAt(offset);
    const icon = iconOfSense(whole);
    if (icon) return [icon];
    for (const w of whole.words) {
      const found = curated(w)?.filter((c) => c.kind === "object");
      if (found && found.length > 0) return found;
    }
    return null;
  }

  /** One sense's picture: its icon, its parent class's curated word, its class picture, or its whole's. */
  function ofSense(synset: Synset): Concept[] | null {
    if (UNSEEN.has(synset.nounClass)) return [];
    const icon = iconOfSense(synset);
    if (icon) return [icon];
    return curatedParent(synset) ?? classOf(synset) ?? wholeOf(synset);
  }

  /** A fish or a bird and its flesh eaten ("sardine", "mackerel"): the food senses are drawn as the animal
   * where the animal has its class picture (WordNet files the food under seafood, not under the fish). */
  function asTheAnimal(synsets: Synset[]): Synset[] {
    const animal = synsets.some((s) => s.nounClass === "noun.animal" && classOf(s));
    return animal ? synsets.filter((s) => s.nounClass !== "noun.food") : synsets;
  }

  function senses(synsets: Synset[]): NounReading {
    // A word whose every sense is a person ("voluntario", "Fahrgast", "मुसाफ़िर") is someone met in passing.
    if (synsets.length > 0 && synsets.every(personSense))
      return [{ ...personOfSenses(synsets), passing: true }];
    // A place or a group is read by the tables of its own kind, not by a translation's sense.
    const drawable = (s: Synset) => ICON_CLASSES.has(s.nounClass) || UNSEEN.has(s.nounClass);
    if (synsets.length === 0 || !synsets.every(drawable)) return null;
    return agreedConcepts(asTheAnimal(synsets).map(ofSense));
  }

  function sensesOfEach(word: string): NounSense[][] {
    return nounLemmas(word).map(commonSenses);
  }

  const read = new Map<string, NounReading>();

  /** A word's reading, the first time it is asked for. */
  function unlisted(word: string, asNoun = false): NounReading {
    const key = asNoun ? `${word}\u0000noun` : word;
    const seen = read.get(key);
    if (seen !== undefined) return seen;
    const reading = (asNoun ? personNoun(word) : null) ?? readUnlisted(word);
    read.set(key, reading);
    return reading;
  }

  /**
   * "the judges", "twenty volunteers", "the postman", "the neighbours": where only a noun stands, a word
   * whose first common sense is a person draws that person, though the word is more often a verb or rare in
   * the tagged corpus; a sense of another kind met in the corpus leaves it to the usual reading. A singular
   * mostly read as an adjective ("a heavy suitcase") is that adjective still, and one the corpus never met
   * is as often a name's title ("Grace, your presenter") as someone new.
   */
  function personNoun(word: string): NounReading {
    const lemma = nounLemmas(word)[0];
    if (!lemma) return null;
    const tags = tagCounts(lemma);
    if (word === lemma && (tags.other > tags.noun || tags.noun === 0)) return null;
    if (!firstPersonSense(lemma)) return null;
    return [
      personOf(
        lemma,
        commonSenses(lemma).filter((s) => personSense(s.synset)),
      ),
    ];
  }

  function readUnlisted(word: string): NounReading {
    const lemma = nounLemmas(word)[0];
    // A past tense that is also a rare noun ("sang", ginseng) is the verb.
    if (!lemma || nlp(word).has("#PastTense")) return null;
    const common = commonSenses(lemma);
    // A word mostly read as an adjective or a verb ("heavy", a villain's part) is no noun here.
    const tags = tagCounts(lemma);
    if (tags.other > tags.noun) return null;
    if (common.every((s) => UNSEEN.has(s.synset.nounClass))) return [];
    // A person noun draws someone when the tagged corpus met it as a noun, and only as a person ("plumber",
    // "nephew"; a "pitcher" of lemonade is met too): a rare one is as often a name's title ("Grace, your
    // presenter") as someone new.
    const tagged = nounSenses(lemma).filter((s) => s.tagCount > 0);
    if (common.every((s) => s.synset.nounClass === "noun.person"))
      return tags.noun > 0 && tagged.every((s) => s.synset.nounClass === "noun.person")
        ? [personOf(lemma, common)]
        : null;
    const place = placeOfSenses(common);
    if (place) return place;
    const icon = agreed(common.map((s) => iconOfSense(s.synset)));
    if (icon) return [icon];
    const seen = asTheAnimal(common.map((s) => s.synset));
    return (
      agreedConcepts(seen.map(curatedParent)) ??
      agreedConcepts(seen.map(classOf)) ??
      agreedConcepts(seen.map(wholeOf))
    );
  }

  /** A keyword names its icon unless every common sense of the word is one nobody sees ("change", "pint"
   * and "accident" are no coral, beer mug or spilt glass). Senses of other things are not judged: WordNet
   * files a fruit and its plant apart ("aubergine", "eggplant"), and emoji keywords join them on purpose. */
  function canMean(word: string, concept: Concept): boolean {
    if (concept.kind !== "object") return true;
    if (namesIcon(word, concept.icon)) return !anotherThing(word, concept.icon);
    const lemmas = sensesOfEach(word);
    // An icon of a made thing for a word no common sense of which is one ("air" is no window, "front" no
    // door).
    if (madeThing(concept.icon) && lemmas.length > 0 && lemmas.every((senses) => !senses.some(isMade)))
      return false;
    // Nor is a word that is only ever someone ("magician", listed for the magic wand): it is that person.
    const only = (sense: (s: NounSense) => boolean) =>
      lemmas.length > 0 && lemmas.every((senses) => senses.length > 0 && senses.every(sense));
    return !only((s) => UNSEEN.has(s.synset.nounClass)) && !only((s) => personSense(s.synset));
  }

  return { unlisted, canMean, senses };
}

/** A sense of a made thing (WordNet's artifacts). */
const isMade = (s: NounSense) => s.synset.nounClass === "noun.artifact";

/** Whether an icon's own first sense is a made thing ("window", "door"). */
function madeThing(icon: string): boolean {
  const own = nounSenses(icon.replace(/-/g, " "))[0];
  return own !== undefined && isMade(own);
}

/** Whether every common sense of a noun is one nobody sees ("wedding": an event, an act). */
export function abstractNoun(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  const common = lemma ? commonSenses(lemma) : [];
  return common.length > 0 && common.every((s) => UNSEEN.has(s.synset.nounClass));
}

/** Whether a noun's most common sense is one nobody sees ("race": a contest, though a people too). */
export function eventNoun(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  const first = lemma ? commonSenses(lemma)[0] : undefined;
  return first !== undefined && UNSEEN.has(first.synset.nounClass);
}

/** An icon named by a compound WordNet lists as a noun of its own, none of whose senses the word has: a
 * "saucer" of milk is a dish, the "flying-saucer" another thing. */
function anotherThing(word: string, icon: string): boolean {
  if (!icon.includes("-")) return false;
  const own = nounSenses(icon.replace(/-/g, " "));
  const lemmas = nounLemmas(word);
  if (own.length === 0 || lemmas.length === 0) return false;
  const senses = new Set(lemmas.flatMap((l) => nounSenses(l).map((s) => s.synset.offset)));
  return own.every((s) => !senses.has(s.synset.offset));
}

/** A word of an icon's own name, or its singular ("tickets" of "admission-tickets"), names that icon. */
function namesIcon(word: string, icon: string): boolean {
  return icon.split("-").some((part) => part === word || part === `${word}s` || `${part}s` === word);
}

/** How far above a class an icon's own sense may be and still cover it ("lamp" under "source of
 * illumination"). */
const COVER_STEPS = 6;

/**
 * An icon that pictures a thing of another sense than the class a noun is drawn by: the curated "lamp" is a
 * light bulb, which no lantern is (a sibling under the lamp's class). An icon WordNet names as an artifact,
 * food, plant or animal covers the class only where its sense is that class or one above it; an icon of no
 * such sense ("cooking") is not judged.
 */
function anotherSense(icon: string, of: Synset): boolean {
  const own = nounSenses(icon.replace(/-/g, " "))[0]?.synset;
  if (!own || !ICON_CLASSES.has(own.nounClass)) return false;
  return own.offset !== of.offset && !ancestors(of, COVER_STEPS).some((a) => a.offset === own.offset);
}

/** Senses of a shape, a heap or a measure of something ("a ball of wool", "a pile of stones", "a cupful"). */
const HEAP_CLASSES: ReadonlySet<NounClass> = new Set<NounClass>([
  "noun.shape",
  "noun.group",
  "noun.quantity",
]);

/**
 * A noun that, before "of", is the shape, heap or measure of what follows ("a ball of snow", "a pile of
 * bricks", "a ring of stones"): one of its senses is a shape, a group or a quantity, and none is a container
 * or tableware (a cup, a jug, a basket of something is drawn as itself, with what it holds).
 */
export function shapeOrHeap(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  const senses = lemma ? nounSenses(lemma) : [];
  const holders = [firstSynset("container"), firstSynset("tableware")].filter((s) => s !== null);
  const holds = senses.some(
    (s) => s.synset.nounClass === "noun.artifact" && holders.some((h) => isKindOf(s.synset, h.offset)),
  );
  return !holds && senses.some((s) => HEAP_CLASSES.has(s.synset.nounClass));
}

/**
 * A holder that is also a measure of what it holds ("a glass of tea", "a pot of pasta", "a crate of
 * apples"): one of its senses is a container and one a quantity (a glassful, a potful, a crateful).
 */
export function holderMeasure(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  const senses = lemma ? nounSenses(lemma) : [];
  const holders = [firstSynset("container"), firstSynset("tableware")].filter((s) => s !== null);
  return (
    senses.some((s) => s.synset.nounClass === "noun.quantity") &&
    senses.some(
      (s) => s.synset.nounClass === "noun.artifact" && holders.some((h) => isKindOf(s.synset, h.offset)),
    )
  );
}

/**
 * Whether an icon pictures a holder (a cup, a basket, a bag, a pot) or a dish of food, so a measure word
 * drawn by it keeps its picture: its own first sense is a container, tableware or food. An icon WordNet
 * names in another sense ("glasses", spectacles; "package", a bundle) pictures no holder; one WordNet does
 * not name ("pot-of-food") is not judged.
 */
export function picturesHolder(icon: string): boolean {
  const own = nounSenses(icon.replace(/-/g, " "))[0]?.synset;
  if (!own) return true;
  const holders = [firstSynset("container"), firstSynset("tableware")].filter((s) => s !== null);
  return own.nounClass === "noun.food" || holders.some((h) => isKindOf(own, h.offset));
}

/** Whether WordNet names the two nouns together as a compound noun of its own ("sunflower seed", "paper
 * bag"): the first is then the second's modifier. */
export function compoundNoun(modifier: string, head: string): boolean {
  const heads = nounLemmas(head);
  return heads.some((h) => nounSenses(`${modifier} ${h}`).length > 0);
}

import type { Language } from "@reelsmith/contract/languages";
import { translations } from "./bridge";
import { KIN_IDS, PEOPLE_WORDS } from "./languages/people-words";
import { HOUSEHOLD_WORDS, MOTION_GOALS } from "./languages/place-words";
import { BRIDGE_DICTIONARIES } from "./languages/thing-words";
import type { Match } from "./match";
import { kinTitleAt } from "./name-syntax";
import { homeAsGoal } from "./place-journeys";
import { ROAD_VEHICLES, vehicleOf } from "./place-rides";
import type { ScenePlace } from "./scene-plan-schema";
import type { Token } from "./text";
import { AND_WORDS } from "./verb-words";
import { goesSomewhere } from "./verbs";
import { firstSynset, isKindOf, nounLemmas, nounSenses, type Synset, synsetAt } from "./wordnet";

/** A sentence as the place readings see it. */
interface Read {
  tokens: Token[];
  matches: Match[];
  /** The people and animals named, by id and where. */
  mentions: { id: string; at: number }[];
}

/** Things of a home's day, meals at a table and chores: a bowl of porridge, pancakes, a frying pan, a broom. */
const HOME_EVIDENCE: ReadonlySet<string> = new Set([
  "bowl-with-spoon",
  "pancakes",
  "cooking",
  "broom",
  "teapot",
  "baby-bottle",
]);
/** Crops, farm machines and farm animals: a story with them and no place is out on the farm. */
const FARM_EVIDENCE: ReadonlySet<string> = new Set([
  "tractor",
  "ear-of-corn",
  "sheaf-of-rice",
  "ox",
  "cow",
  "cow-face",
  "water-buffalo",
  "pig",
  "pig-face",
  "ewe",
  "ram",
]);
/** Traffic and what stands along a road: a bus stop, traffic lights. A vehicle alone says nothing (a bus an
 * umbrella was left in, a car driven slowly, the keys of a car). */
const STREET_EVIDENCE: ReadonlySet<string> = new Set([
  "bus-stop",
  "vertical-traffic-light",
  "horizontal-traffic-light",
]);

/** How many of a thing's senses are looked at for being a part of a vehicle (a car's window, a bus's roof). */
const PART_SENSES = 3;

/**
 * Whether the thing an icon draws is, by WordNet's part holonyms, a part of a building and of no vehicle: an
 * elevator is (a lift is ridden inside a block of flats), a window is not (a car and a bus have windows too).
 */
export function partOfBuilding(icon: string): boolean {
  const building = firstSynset("building");
  const vehicle = firstSynset("vehicle");
  const senses = nounSenses(icon.replace(/-/g, " ")).slice(0, PART_SENSES);
  const wholes = (s: Synset | undefined) => (s?.partOf ?? []).map(synsetAt);
  const first = wholes(senses[0]?.synset);
  return (
    building !== null &&
    vehicle !== null &&
    first.length > 0 &&
    first.every((w) => isKindOf(w, building.offset)) &&
    !senses.some((s) => wholes(s.synset).some((w) => isKindOf(w, vehicle.offset)))
  );
}

/** Family, by person ids: people at home with each other where nothing says they are out. */
const FAMILY: ReadonlySet<string> = new Set([...KIN_IDS].filter((id) => id !== "friend"));

const HOME: { place: ScenePlace; indoor: boolean } = { place: "home", indoor: true };

/** The icons of the things and animals a sentence names. */
function iconsOf(matches: Match[]): Set<string> {
  const out = new Set<string>();
  for (const m of matches)
    for (const c of m.concepts) if (c.kind === "object" || c.kind === "animal") out.add(c.icon);
  return out;
}

/**
 * Where a story that has named no place is, from what the sentence's things and people usually belong to:
 * crops and farm animals are on the farm, traffic is in the street, a meal's bowl or a chore's broom at home,
 * and a part of a building (an elevator) in the building people live in.
 * Null where nothing clearly says (the scene stays in the neutral studio).
 */
export function unsaidPlaceOf(s: Read): { place: ScenePlace; indoor: boolean } | null {
  const icons = [...iconsOf(s.matches)];
  if (icons.some((i) => FARM_EVIDENCE.has(i))) return { place: "farm", indoor: false };
  if (icons.some((i) => STREET_EVIDENCE.has(i))) return { place: "street", indoor: false };
  if (icons.some((i) => HOME_EVIDENCE.has(i))) return HOME;
  // "stepped into the lift": a part of a building nobody names is in the block of flats people live in.
  if (icons.some(partOfBuilding)) return HOME;
  return null;
}

/** Trees, farm animals and birds, cableways: a family among them is out of doors, wherever that is. */
const OUTDOOR_EVIDENCE: ReadonlySet<string> = new Set([
  ...FARM_EVIDENCE,
  "deciduous-tree",
  "evergreen-tree",
  "palm-tree",
  "chicken",
  "rooster",
  "hatching-chick",
  "aerial-tramway",
  "mountain-cableway",
  "suspension-railway",
]);

/** Whether the sentence names a vehicle, a building or what is out of doors (a train boarded, a tree). */
function outdoorsOrOnTheWay(s: Read): boolean {
  return s.matches.some(
    (m) =>
      vehicleOf(m) !== null ||
      m.concepts.some(
        (c) =>
          (c.kind === "object" || c.kind === "animal") &&
          (ROAD_VEHICLES.has(c.icon) || OUTDOOR_EVIDENCE.has(c.icon) || building(c.icon)),
      ),
  );
}

/** Tamil joins two subjects with "-உம்" on each ("மீராவும் அவள் தாத்தாவும்"). */
const TAMIL_AND = /ும்$/u;

/**
 * "Meera and her grandfather Gopal sat by the window", "Meera y su abuelo", "மீராவும் அவள் தாத்தா": the one the
 * sentence is about and her own family, her possessive word at most a word after her name. "A letter to her
 * mother" is no company (the mother is not among those named).
 */
function ownKinBeside(s: Read, first: number, language: Language): boolean {
  const possessives = PEOPLE_WORDS[language].possessives;
  const mentioned = new Set(s.mentions.map((m) => m.at));
  return s.matches.some((m) => {
    const owner = m.start - 1;
    if (!possessives.has(s.tokens[owner]?.norm ?? "")) return false;
    // Joined as one subject: "Meera and her", "Meera y su", "மீராவும் அவள்", "మీరా, ఆమె"; "पूजा ने अपने भाई
    // को" (Pooja fed her brother) is someone doing something for her family, anywhere.
    const named = s.tokens[first];
    const joined =
      owner - first === 2
        ? AND_WORDS[language].has(s.tokens[first + 1]?.norm ?? "")
        : owner - first === 1 && (named?.comma === true || TAMIL_AND.test(named?.norm ?? ""));
    if (!joined) return false;
    const kin = m.concepts.some((c) => c.kind === "person" && FAMILY.has(c.id));
    // The family member is among those named: by its own word or as the title of the name after it.
    return kin && (mentioned.has(m.start) || mentioned.has(m.end));
  });
}

/**
 * "On a rainy Saturday Aunt Zoya helped the twins make puppets": family busy with someone, going nowhere, in a
 * story that has named no place, is at home. The family member is the one the sentence is about, named first;
 * a letter written to a mother or a cake baked for a son says nothing of where the writer or the baker is.
 */
export function familyAtHome(s: Read, language: Language): { place: ScenePlace; indoor: boolean } | null {
  const first = Math.min(...s.mentions.map((m) => m.at));
  const family =
    s.matches.some(
      (m) =>
        // "Uncle Ravi": the family word right before the name it titles ("ಸೀತಾ ಅಣ್ಣನ", Sita's brother's, is
        // someone else's family).
        m.start <= first && m.end >= first && m.concepts.some((c) => c.kind === "person" && FAMILY.has(c.id)),
    ) ||
    // "कुसुम दादी", "ಕುಸುಮ ಅಜ್ಜಿ", "குசும் பாட்டியும்": the family title written after the name, in no case.
    kinTitleAt(s.tokens, first + 1, language) ||
    (ownKinBeside(s, first, language) && !outdoorsOrOnTheWay(s));
  const together = new Set(s.mentions.map((m) => m.id)).size >= 2;
  return family && together && !goesSomewhere(s.tokens, s.matches, language) ? HOME : null;
}

/**
 * WordNet's classes of a household's own things: a bed, a cot or a cradle, a blanket or a quilt, a pillow,
 * a sofa, a home appliance (a stove, a sewing machine, an iron) and a kitchen utensil (a pot, a frying pan,
 * a kettle). A table or a chair stands in a school or a café as well: no household's alone.
 */
const HOUSEHOLD_CLASSES = [
  "bedroom furniture",
  "baby bed",
  "bedclothes",
  "pillow",
  "sofa",
  "home appliance",
  "kitchen utensil",
];
/** The meals eaten out or as a party: a meal of these is no household's day (a picnic is in the open). */
const MEALS_OUT: ReadonlySet<string> = new Set(["picnic", "banquet", "buffet", "potluck", "mess"]);

let householdSynsets: { things: Synset[]; meal: Synset | null } | null = null;

/** Whether an English noun's first sense is a household's thing, or one of its daily meals (breakfast,
 * lunch, dinner, supper: a kind of meal, not a meal as such, which is any food eaten anywhere). */
function householdNoun(english: string): boolean {
  householdSynsets ??= {
    things: HOUSEHOLD_CLASSES.map(firstSynset).filter((s): s is Synset => s !== null),
    meal: firstSynset("meal"),
  };
  const { things, meal } = householdSynsets;
  const sense = nounSenses(english)[0]?.synset;
  if (!sense) return false;
  if (things.some((c) => isKindOf(sense, c.offset))) return true;
  return (
    meal !== null &&
    sense.offset !== meal.offset &&
    isKindOf(sense, meal.offset) &&
    !sense.words.some((w) => MEALS_OUT.has(w))
  );
}

/**
 * Whether a word is a household's thing or meal by its English: in English its own noun; in Spanish, French
 * and German its bilingual dictionary's senses (a plural read as its singular), where the first is one and
 * so are half of them at least ("Kopfkissen": pillow, pillows). A word the dictionary gives another sense
 * first, or mostly, is none.
 */
function householdWord(word: string, language: Language): boolean {
  if (language === "en") return nounLemmas(word).slice(0, 1).some(householdNoun);
  const bridge = BRIDGE_DICTIONARIES[language];
  if (!bridge || bridge.reversed) return false;
  let senses = translations(bridge.dictionary, word);
  for (const [ending, base] of bridge.plurals) {
    if (senses.length > 0) break;
    if (word.endsWith(ending) && word.length - ending.length >= 2)
      senses = translations(bridge.dictionary, word.slice(0, -ending.length) + base);
  }
  // A sense is the household's where more of the words WordNet knows say so than not ("madre": a river
  // bed, a watercourse, is not).
  const household = senses.filter((sense) => {
    const known = sense.filter((w) => nounSenses(w).length > 0);
    const yes = known.filter(householdNoun).length;
    return yes * 2 > known.length;
  });
  return household.length > 0 && household[0] === senses[0] && household.length * 2 >= senses.length;
}

/** Whether an icon draws a building (WordNet: its first sense is a kind of building): a hotel, a bank, a
 * temple, where a household's things are someone else's. */
function building(icon: string): boolean {
  const of = firstSynset("building");
  const sense = nounSenses(icon.replace(/-/g, " "))[0]?.synset;
  return of !== null && sense !== undefined && isKindOf(sense, of.offset);
}

/**
 * Whether the sentence names a household's own thing or meal: a pillow, a blanket, a sofa, a stove, a sewing
 * machine, a frying pan, breakfast or supper (HOUSEHOLD_WORDS' table, and WordNet's classes reached through the
 * bilingual dictionary where the language has one), or eats a household's meal ("dînaient").
 */
export function householdThing(tokens: readonly Token[], language: Language): boolean {
  const { starts, mealVerbs } = HOUSEHOLD_WORDS[language];
  const words = tokens.map((t) => t.norm);
  if (mealVerbs && words.some((w) => mealVerbs.test(w))) return true;
  const started = words.some((w, i) =>
    starts.some((start) => {
      const [first = "", second] = start.split(" ");
      if (second === undefined) return w.startsWith(first);
      return w === first && (words[i + 1] ?? "").startsWith(second);
    }),
  );
  if (started) return true;
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  return [...pairs, ...words].some((w) => householdWord(w, language));
}

/**
 * "At breakfast on Monday, Mitthu bit into an apple", "Kamla sat at her old sewing machine", "hid the box
 * under his pillow": a household's own things or meal, in a story that has named no place, are at home. A
 * ride (a pillow on a night bus), a building drawn as a thing (breakfast at the hotel) or someone going
 * somewhere says nothing of it.
 */
export function householdAtHome(s: Read, language: Language): { place: ScenePlace; indoor: boolean } | null {
  if (!householdThing(s.tokens, language)) return null;
  const elsewhere = s.matches.some(
    (m) =>
      vehicleOf(m) !== null ||
      m.concepts.some((c) => c.kind === "object" && (ROAD_VEHICLES.has(c.icon) || building(c.icon))),
  );
  return elsewhere || goesSomewhere(s.tokens, s.matches, language) ? null : HOME;
}

/** Places people are in before the story says so: a home, a farm, the countryside (never a place in town,
 * which a story usually goes to). */
const DWELT_IN: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["home", "kitchen", "farm", "countryside"]);

/**
 * The place a later sentence names where the people already are ("Grandma sat at her sewing machine. Anu stood
 * on a stool. The cat rolled the thread under the bed."): the opening sentences before it are there too. Only
 * the first sentence with a place counts, and only where nobody goes there (the story has not gone there yet)
 * and no new time starts (a later scene). `placeOf` reads a sentence's own place; `later` says whether it
 * starts a new time. Returns how many opening sentences take the place, and the place.
 */
export function placeAhead<S extends Read>(
  read: S[],
  placeOf: (s: S) => { place: ScenePlace; indoor: boolean } | null,
  later: (s: S) => boolean,
  language: Language,
): { until: number; setting: { place: ScenePlace; indoor: boolean } } | null {
  for (const [i, s] of read.entries()) {
    const setting = placeOf(s);
    if (!setting) continue;
    if (i === 0 || !DWELT_IN.has(setting.place) || later(s)) return null;
    if (goesSomewhere(s.tokens, s.matches, language) || reached(s, setting.place, language)) return null;
    return { until: i, setting };
  }
  return null;
}

/** Whether the sentence names `place` as where someone gets to ("At last he reached home", "llegó a casa",
 * "ಮನೆಗೆ ಬಂದನು", "came to the farm"): the story arrives there, it was not there before. */
function reached(s: Read, place: ScenePlace, language: Language): boolean {
  const goal = MOTION_GOALS[language];
  return s.matches.some((m) => {
    if (!m.concepts.some((c) => c.kind === "place" && c.place === place)) return false;
    if (place === "home" && homeAsGoal(s.tokens, m, s.matches, language)) return true;
    const before = [s.tokens[m.start - 1]?.norm ?? "", s.tokens[m.start - 2]?.norm ?? ""];
    return (
      before.some((w) => goal.before.includes(w)) ||
      goal.ending?.test(s.tokens[m.end - 1]?.norm ?? "") === true ||
      goal.after?.includes(s.tokens[m.end]?.norm ?? "") === true
    );
  });
}

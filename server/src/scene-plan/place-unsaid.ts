import type { Language } from "@reelsmith/contract/languages";
import { KIN_IDS } from "./languages/people-words";
import { MOTION_GOALS } from "./languages/place-words";
import type { Match } from "./match";
import { homeAsGoal } from "./place-journeys";
import type { ScenePlace } from "./scene-plan-schema";
import type { Token } from "./text";
import { goesSomewhere } from "./verbs";
import { firstSynset, isKindOf, nounSenses, type Synset, synsetAt } from "./wordnet";

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

/**
 * "On a rainy Saturday Aunt Zoya helped the twins make puppets": family busy with someone, going nowhere, in a
 * story that has named no place, is at home. The family member is the one the sentence is about, named first;
 * a letter written to a mother or a cake baked for a son says nothing of where the writer or the baker is.
 */
export function familyAtHome(s: Read, language: Language): { place: ScenePlace; indoor: boolean } | null {
  const first = Math.min(...s.mentions.map((m) => m.at));
  const family = s.matches.some(
    (m) =>
      // "Uncle Ravi": the family word right before the name it titles ("ಸೀತಾ ಅಣ್ಣನ", Sita's brother's, is
      // someone else's family).
      m.start <= first && m.end >= first && m.concepts.some((c) => c.kind === "person" && FAMILY.has(c.id)),
  );
  const together = new Set(s.mentions.map((m) => m.id)).size >= 2;
  return family && together && !goesSomewhere(s.tokens, s.matches, language) ? HOME : null;
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

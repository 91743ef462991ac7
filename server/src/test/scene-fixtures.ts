import { styleDefinitions } from "../catalog/definitions/styles";
import type { StyleEntry } from "../catalog/types";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";

/** Test helpers: a catalogue entry for each style definition, and hand-written scene plans. */
export const styleEntry = (s: (typeof styleDefinitions)[number]): StyleEntry => ({
  public: {
    id: s.id,
    style_name: s.name,
    description: s.description,
    reference_url: "",
    colors: { ...s.palette },
    tags: s.tags,
  },
  palette: s.palette,
  fontFamily: s.fontFamily,
});

export const allStyles = () => styleDefinitions.map(styleEntry);

/** The style of that id, else the first one (the contact sheets' choice when none is given or it is unknown). */
export function styleOrFirst(id: string): StyleEntry {
  const styles = allStyles();
  const style = styles.find((s) => s.public.id === id) ?? styles[0];
  if (!style) throw new Error("no style");
  return style;
}

export const maya: SceneCharacter = {
  id: "maya",
  name: "Maya",
  kind: "person",
  gender: "female",
  age: "adult",
  icon: "woman-cook",
  skinTone: "medium",
  word: "Maya",
};
export const leo: SceneCharacter = {
  id: "leo",
  name: "Leo",
  kind: "person",
  gender: "male",
  age: "child",
  icon: "boy",
  skinTone: "medium-light",
  word: "Leo",
};
export const ravi: SceneCharacter = {
  id: "ravi",
  name: "Ravi",
  kind: "person",
  gender: "male",
  age: "adult",
  icon: "man",
  skinTone: "medium-dark",
  word: "Ravi",
};
export const mother: SceneCharacter = {
  id: "mother",
  kind: "person",
  gender: "female",
  age: "adult",
  icon: "woman",
  skinTone: "medium-dark",
  word: "mother",
};
const leoGrown: SceneCharacter = { ...leo, id: "leo-grown", age: "adult", icon: "man-cook", word: "chef" };

const plan = (
  characters: SceneCharacter[],
  objects: [string, string][],
  place: ScenePlan["setting"]["place"],
  indoor: boolean,
  time: ScenePlan["time"],
  weather: ScenePlan["weather"] = "clear",
): ScenePlan => ({
  characters,
  objects: objects.map(([icon, word]) => ({ icon, word })),
  setting: { place, indoor },
  time,
  weather,
  mood: "neutral",
});

/** A calm day at sea with a boat: a storyboard scene's picture at its simplest. */
export const boatAtSea: ScenePlan = {
  ...plan([], [["sailboat", "boat"]], "sea", false, "day"),
  mood: "calm",
};

/**
 * A one-minute story (ten sentences, about 150 words spoken) told mostly in one bakery: the hard case for
 * scenes that must differ from one sentence to the next.
 */
export const bakeryStory: { text: string; plan: ScenePlan }[] = [
  {
    text: "Maya ran a tiny bakery in Seville.",
    plan: plan([maya], [["bread", "bakery"]], "bakery", true, "dawn"),
  },
  {
    text: "Every morning she baked bread before the sun came up over the old town.",
    plan: plan(
      [maya],
      [
        ["baguette-bread", "bread"],
        ["sheaf-of-rice", "flour"],
      ],
      "kitchen",
      true,
      "dawn",
    ),
  },
  {
    text: "A boy named Leo rode past on his bicycle and stopped at the window.",
    plan: plan([leo], [["bicycle", "bicycle"]], "street", false, "day"),
  },
  {
    text: "He counted his coins, but they were not enough for the croissants.",
    plan: plan(
      [leo],
      [
        ["coin", "coins"],
        ["croissant", "croissants"],
      ],
      "bakery",
      true,
      "day",
    ),
  },
  {
    text: "Maya smiled and gave him one anyway, warm from the oven.",
    plan: plan([maya, leo], [["croissant", "one"]], "bakery", true, "day"),
  },
  {
    text: "Years passed, and the rain fell on the city streets.",
    plan: plan(
      [],
      [
        ["umbrella", "rain"],
        ["office-building", "city"],
      ],
      "city",
      false,
      "day",
      "rain",
    ),
  },
  {
    text: "One evening the bakery was empty, and Maya was tired.",
    plan: plan([maya], [["mantelpiece-clock", "evening"]], "bakery", true, "dusk"),
  },
  {
    text: "A young man walked in with a bunch of flowers.",
    plan: plan([{ ...leoGrown, icon: "man" }], [["bouquet", "flowers"]], "bakery", true, "dusk"),
  },
  { text: "It was Leo, now a chef himself.", plan: plan([leoGrown, maya], [], "bakery", true, "dusk") },
  {
    text: "Together they baked until the stars came out, and the bakery was full again.",
    plan: plan(
      [maya, leoGrown],
      [
        ["bread", "baked"],
        ["star", "stars"],
      ],
      "bakery",
      true,
      "night",
    ),
  },
];

/** Maya in a park with a dog and a bicycle: the outdoor scene the style comparisons draw. */
export const inThePark: ScenePlan = {
  characters: [maya],
  objects: [
    { icon: "dog", word: "dog" },
    { icon: "bicycle", word: "bike" },
  ],
  setting: { place: "park", indoor: false },
  time: "day",
  weather: "clear",
  mood: "joyful",
};

/** A dog as the planner casts one: an animal of no age or gender of its own. */
export const dog: SceneCharacter = {
  id: "dog",
  kind: "animal",
  gender: "unknown",
  age: "adult",
  icon: "dog",
  word: "dog",
};

/** These characters alone in a park on a clear day: a scene whose figures are what is measured. */
export const parkWith = (characters: SceneCharacter[]): ScenePlan =>
  plan(characters, [], "park", false, "day");

import type { ScenePlan } from "@reelsmith/contract/scene-plan";
import type { Storyboard } from "@reelsmith/contract/storyboard";

const plan = (place: ScenePlan["setting"]["place"], withMaya: boolean): ScenePlan => ({
  characters: withMaya
    ? [{ id: "maya", name: "Maya", kind: "person", gender: "female", age: "adult", icon: "woman-cook" }]
    : [],
  objects: [{ icon: "bread", word: "bread" }],
  setting: { place, indoor: true },
  time: "day",
  weather: "clear",
  mood: "joyful",
});

/** A three-scene board for the editor's tests: Maya is in scenes 1 and 3. */
export function testBoard(): Storyboard {
  return {
    baseVersion: 1,
    language: "en",
    scenes: [
      {
        id: "s1",
        text: "Maya opens her bakery at dawn. The ovens are warm.",
        start: 0,
        end: 4,
        thumbnailUrl: null,
        picture: { kind: "illustration", plan: plan("bakery", true) },
      },
      {
        id: "s2",
        text: "A boy waits outside.",
        start: 4,
        end: 6,
        thumbnailUrl: null,
        picture: { kind: "illustration", plan: plan("street", false) },
      },
      {
        id: "s3",
        text: "Maya gives him bread.",
        start: 6,
        end: 8,
        thumbnailUrl: null,
        picture: { kind: "illustration", plan: plan("bakery", true) },
      },
    ],
  };
}

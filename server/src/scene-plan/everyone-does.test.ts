import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** "everyone" right before a verb is that verb's subject: the one named before it keeps their own pose. */
const EVERYONE_ELSE: PoseCase[] = [
  [
    "en",
    [
      "Then the lights went out, and the waiter carried in a chocolate cake with candles while everyone sang.",
    ],
    "person",
    "carry",
  ],
  ["de", ["Der Kellner brachte den Kuchen, während alle sangen."], "person", "carry"],
];

/** "everyone" that takes in the story's people, or the crowd just named, gives each of them its verb. */
const EVERYONE_ALONE: PoseCase[] = [
  ["en", ["Mira and Leo walked in.", "Everyone clapped."], "Mira", "clap"],
  ["en", ["A crowd gathered around him, and everyone clapped."], "person", "clap"],
];

describe("a verb whose subject is 'everyone' is not the pose of the one named before it", () => {
  checkPoses(EVERYONE_ELSE);
  checkPoses(EVERYONE_ALONE);
});

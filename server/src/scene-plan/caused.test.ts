import { describe, expect, it } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";
import { madeToDo } from "./caused";
import { tokenize } from "./text";

/** What one makes others do ("made them run", "leur a fait faire ... en courant", "ließ sie laufen") is the
 * pose of the ones made, never the maker's. */
const MADE_TO_RUN: PoseCase[] = [
  [
    "en",
    [
      "Mia and her friends played football after school.",
      "Their teacher blew a whistle and made them run five laps around the field.",
    ],
    "Mia",
    "run",
  ],
  [
    "fr",
    [
      "Mia et ses amies jouaient au foot après l'école.",
      "Leur professeur a sifflé et leur a fait faire cinq tours du stade en courant.",
    ],
    "Mia",
    "run",
  ],
  [
    "fr",
    [
      "Mia et ses amies jouaient au foot après l'école.",
      "Leur professeur a sifflé et leur a fait faire cinq tours du stade en courant.",
    ],
    "teacher",
    "stand",
  ],
  [
    "de",
    [
      "Mia und ihre Freundinnen spielten nach der Schule Fußball.",
      "Ihre Lehrerin pfiff und ließ sie fünf Runden um den Platz laufen.",
    ],
    "Mia",
    "run",
  ],
];

describe("the ones made to do something do it", () => checkPoses(MADE_TO_RUN));

describe("madeToDo", () => {
  it("finds the people named right after the verb of making", () => {
    const tokens = tokenize("The coach made Ravi run to the gate.", "en");
    expect(madeToDo(4, 0, [1, 3], tokens, "en")).toEqual([3]);
  });

  it("finds nobody made where the clause has no verb of making", () => {
    const tokens = tokenize("The coach saw Ravi run to the gate.", "en");
    expect(madeToDo(4, 0, [1, 3], tokens, "en")).toEqual([]);
  });
});

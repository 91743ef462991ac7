import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** A half-reached state set off by commas says how they were; a posture set off so is still the pose. */
const SET_OFF: PoseCase[] = [
  [
    "es",
    ["Lucía y Pablo volvieron del río.", "Los dos niños, medio dormidos, se quedaron junto a la puerta."],
    "Lucía",
    "stand",
  ],
  [
    "en",
    ["Ravi and Mina got off the bus.", "The two children, half asleep, stood by the gate."],
    "Ravi",
    "stand",
  ],
  ["es", ["Al mediodía, Marta, sentada, contaba las monedas del día."], "Marta", "sit"],
];

/** A German clause that opens on a bare noun of a thing ("kaltes Wasser") keeps its verbs to the thing. */
const GERMAN_THINGS: PoseCase[] = [
  ["de", ["Jonas lachte, und kaltes Wasser spritzte hoch und lief über den Tisch."], "Jonas", "laugh"],
  ["de", ["Lena goss Saft ins Glas, und süßer Saft schäumte auf und lief über den Rand."], "Lena", "stand"],
];

describe("words set off by commas", () => {
  checkPoses(SET_OFF);
});

describe("German clauses of a bare thing noun", () => {
  checkPoses(GERMAN_THINGS);
});

import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Going up the hills in a car or a train is sitting in it, not climbing. */
const UP_THE_HILLS: PoseCase[] = [
  [
    "es",
    ["El lunes, Rocky y sus amigos subieron a las montañas en el pequeño tren de juguete."],
    "Rocky",
    "sit",
  ],
  [
    "fr",
    ["Pendant les vacances, Deepa et son papa sont montés en voiture dans les collines."],
    "Deepa",
    "sit",
  ],
];

/** A climb with no vehicle stays a climb. */
const CLIMBS: PoseCase[] = [["en", ["Ravi climbed the old mango tree to fetch his kite."], "Ravi", "climb"]];

describe("climbing with and without a vehicle", () => {
  checkPoses(UP_THE_HILLS);
  checkPoses(CLIMBS);
});

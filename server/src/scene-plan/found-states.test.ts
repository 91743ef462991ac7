import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** One found asleep is the sleeper; the one who finds them does not sleep. */
const FOUND: PoseCase[] = [
  [
    "en",
    ["Leo looked for his puppy all afternoon.", "In the end Leo found him asleep under the stairs."],
    "Leo",
    "stand",
  ],
  [
    "en",
    ["Leo looked for his puppy all afternoon.", "In the end Leo found him asleep under the stairs."],
    "dog",
    "sleep",
  ],
  [
    "es",
    ["Lucía buscó a su gato toda la tarde.", "Al final Lucía lo encontró dormido en el armario."],
    "Lucía",
    "stand",
  ],
  [
    "fr",
    ["Léa a cherché son chat tout l'après-midi.", "Enfin, Léa l'a trouvé qui dormait sur le lit."],
    "Léa",
    "stand",
  ],
];

describe("states one is found in", () => {
  checkPoses(FOUND);
});

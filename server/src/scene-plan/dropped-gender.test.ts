import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** A Spanish verb with no subject whose participle of state has a gender is done by the last one of it. */
const BY_GENDER: PoseCase[] = [
  [
    "es",
    [
      "Pablo fue al mercado con su tía Rosa.",
      "Rosa compró tomates y cebollas.",
      "En el tren de vuelta se quedó dormido junto a la ventana.",
    ],
    "Pablo",
    "sleep",
  ],
  [
    "es",
    [
      "Lucía fue al parque con su tío Andrés.",
      "Andrés compró dos helados.",
      "Por la tarde, en casa, se quedó dormida en el sofá.",
    ],
    "Lucía",
    "sleep",
  ],
];

describe("dropped subjects told by a participle's gender", () => {
  checkPoses(BY_GENDER);
});

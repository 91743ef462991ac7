import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a way along a street to a house is drawn in the street, then at the house", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Uncle Sami built a wooden bookshelf in his workshop.",
        "On Monday he carried it down the lane to Mrs Bose's house.",
        "That evening Mrs Bose filled it with her books.",
      ],
    ],
    [
      "es",
      [
        "El tío Sami hizo una estantería de madera en su taller.",
        "El lunes la llevó calle abajo hasta la casa de la señora Bose.",
        "Esa tarde la señora Bose la llenó de libros.",
      ],
    ],
    [
      "de",
      [
        "Onkel Sami baute in seiner Werkstatt ein Bücherregal aus Holz.",
        "Am Montag trug er es die Gasse hinunter bis zum Haus von Frau Bose.",
        "Am Abend füllte Frau Bose es mit ihren Büchern.",
      ],
    ],
  ])("draws the street, then the home (%s)", (language, story) => {
    expect(places(language, story).slice(1)).toEqual(["street", "home"]);
  });
});

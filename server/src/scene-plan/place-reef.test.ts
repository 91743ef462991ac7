import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a reef, a diving mask or a boat of a seaside story is out at sea", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["Uncle Ben showed Mia the coral under the clear water.", "That evening they walked on the beach."],
    ],
    ["es", ["El tío Ben le enseñó a Mía el coral bajo el agua clara.", "Esa tarde pasearon por la playa."]],
    [
      "fr",
      [
        "Oncle Ben a montré le corail à Mia sous l'eau claire.",
        "Ce soir-là, ils se sont promenés sur la plage.",
      ],
    ],
    [
      "de",
      [
        "Onkel Ben zeigte Mia die Korallen unter dem klaren Wasser.",
        "Am Abend gingen sie am Strand spazieren.",
      ],
    ],
  ])("draws the sea before the beach (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["sea", "beach"]);
  });

  it("draws the sea for a motorboat in a story that comes back to the beach", () => {
    expect(
      places("de", ["Tante Lisa fuhr mit Tom in einem Motorboot hinaus.", "Zurück am Strand aßen sie Eis."]),
    ).toEqual(["sea", "beach"]);
  });
});

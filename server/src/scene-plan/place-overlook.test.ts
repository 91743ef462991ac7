import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a balcony over the street is seen from the street", () => {
  it("keeps the street for someone on a balcony and after", () => {
    expect(
      places("en", [
        "The children of the lane danced in the street with drums.",
        "Old Mr Khan clapped on his balcony and threw sweets down to them.",
        "By evening everyone sat on the pavement, tired and happy.",
      ]),
    ).toEqual(["street", "street", "street"]);
  });

  it("goes home when the sentence names the home itself", () => {
    expect(
      places("en", ["The boys played in the street.", "Then they went home and sat on the balcony."]),
    ).toEqual(["street", "home"]);
  });
});

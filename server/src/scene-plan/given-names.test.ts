import { describe, expect, it } from "vitest";
import { givenNameIn } from "./given-names";

describe("the one reader of given names in a story", () => {
  it("finds a name as written, or before an apostrophe, with its gender", () => {
    expect(givenNameIn("Maya's", "en")).toEqual({ name: "Maya", gender: "f" });
    expect(givenNameIn("Hugo", "fr")).toEqual({ name: "Hugo", gender: "m" });
  });

  it("takes a word without a capital for no name where the script has capitals", () => {
    expect(givenNameIn("grace", "en")).toBeNull();
  });

  it("finds a name with a case ending joined to it, also where the ending replaces its virama", () => {
    expect(givenNameIn("ரவியின்", "ta")).toEqual({ name: "ரவி", gender: "m" });
    expect(givenNameIn("முருகனும்", "ta")).toEqual({ name: "முருகன்", gender: "m" });
  });
});

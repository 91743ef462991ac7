import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of an English story. */
const thingsOf = (sentences: string[]) =>
  planScenes(sentences, "en").map((p) => p.objects.map((o) => o.icon));

describe("a noun phrase after a preposition, in a clause of its own", () => {
  it("draws the container food is packed into after a list of foods", () => {
    const [things] = thingsOf(["Meena packed warm rice, dal and three chapatis into a steel tiffin."]);
    expect(things).toContain("bento-box");
  });

  it("draws a box named with its material after two things put into it", () => {
    const [things] = thingsOf(["Omar put a ball and a cup into a steel box."]);
    expect(things).toContain("package");
  });

  it("draws the container, not the food, where a pronoun hangs it up", () => {
    const [, hung] = thingsOf([
      "Meena packed warm rice and two chapatis into a steel tiffin.",
      "She hung it on her scooter and rode off.",
    ]);
    expect(hung).toContain("bento-box");
    expect(hung).not.toContain("flatbread");
  });
});

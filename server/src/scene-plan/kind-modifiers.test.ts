import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { things } from "./story-probes";

const cast = (sentence: string) => planScenes([sentence], "en")[0]?.characters.map((c) => c.id) ?? [];

describe("a noun before a vehicle or an animal says what kind it is", () => {
  it.each<[string, string]>([
    ["At midnight Meera and her brother boarded the sleeper bus to Hampi.", "sleeper"],
    ["A palace horse waited by the gate with its rider.", "guard"],
  ])("draws no person for the word that names its kind (%s)", (sentence, word) => {
    expect(cast(sentence).join(" ")).not.toContain(word);
  });

  it.each<[string, string]>([["The temple elephant lifted its trunk over the children.", "hindu-temple"]])(
    "draws no picture of where the animal is kept (%s)",
    (sentence, icon) => {
      expect(things("en", [sentence])[0]).not.toContain(icon);
    },
  );

  it("still sets the scene where the animal is kept", () => {
    expect(planScenes(["The farm dog chased the hens across the yard."], "en")[0]?.setting.place).toBe(
      "farm",
    );
  });

  it("still draws the owner a possessive names", () => {
    expect(cast("The fisherman's cat slept on the boat.").join(" ")).toMatch(/fisher/);
  });
});

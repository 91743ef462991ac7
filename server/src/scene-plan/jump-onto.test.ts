import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const poseOf = (sentence: string, language: Language, icon: string) =>
  planScenes([sentence], language)[0]?.characters.find((c) => c.icon === icon)?.action;

describe("a leap up onto a thing is climbing it", () => {
  it.each<[Language, string]>([
    ["en", "She jumped onto a chair."],
    ["de", "Sie sprang auf einen Stuhl."],
    ["fr", "Elle sauta sur une chaise."],
    ["es", "Ella saltó a una silla."],
  ])("draws the one who jumps onto a chair climbing (%s)", (language, sentence) => {
    expect(poseOf(sentence, language, "woman")).toBe("climb");
  });

  it("reads a counter with no picture of its own as somewhere to climb onto", () => {
    expect(poseOf("Die Frau springt auf die Arbeitsplatte.", "de", "woman")).toBe("climb");
  });

  it("keeps a leap aside a leap, drawn running", () => {
    expect(poseOf("La mujer saltó a un lado.", "es", "woman")).toBe("run");
  });

  it("does not make a leap onto a bus a climb", () => {
    expect(poseOf("The woman jumped onto the bus.", "en", "woman")).not.toBe("climb");
  });
});

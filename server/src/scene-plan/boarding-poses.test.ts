import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose each person of the sentence's plan is drawn in. */
function poses(sentence: string, language: Language): string[] {
  const [plan] = planScenes([sentence], language);
  return (plan?.characters ?? []).filter((c) => c.kind === "person").map((c) => c.action ?? "stand");
}

describe("going up the hills in a car or a train is sitting in it, not climbing", () => {
  it.each<[Language, string]>([
    ["es", "El lunes, Rocky y sus amigos subieron a las montañas en el pequeño tren de juguete."],
    ["fr", "Pendant les vacances, Deepa et son papa sont montés en voiture dans les collines."],
  ])("%s: %s", (language, sentence) => {
    const drawn = poses(sentence, language);
    expect(drawn).toContain("sit");
    expect(drawn).not.toContain("climb");
  });
});

describe("a climb with no vehicle stays a climb", () => {
  it("draws the boy who climbs the mango tree climbing", () => {
    expect(poses("Ravi climbed the old mango tree to fetch his kite.", "en")).toContain("climb");
  });
});

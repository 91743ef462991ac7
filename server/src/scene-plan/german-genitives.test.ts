import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Each character's pose in the sentence, by id. */
const posesOf = (sentence: string) =>
  Object.fromEntries(
    (planScenes([sentence], "de")[0]?.characters ?? []).map((c) => [c.id, c.action ?? "stand"]),
  );

describe("a German name in the genitive owns the noun after it", () => {
  it.each([
    ["Nach dem Essen setzte sich Lenas Großmutter auf die Bank.", "grandmother", "lena"],
    ["Am Sonntag kochte Tims Vater eine große Suppe.", "father", "tim"],
    ["Plötzlich rannte Mias Hund über die Straße.", "dog", "mia"],
  ])("gives the pose to the one owned, not the owner: %s", (sentence, doer, owner) => {
    const poses = posesOf(sentence);
    expect(poses[doer]).not.toBe("stand");
    expect(poses[owner] ?? "stand").toBe("stand");
  });

  it("keeps a name that ends in -s itself the subject", () => {
    expect(posesOf("Am Morgen lief Jonas Richtung Schule.").jonas).toBe("run");
    expect(posesOf("Nach der Schule setzte sich Lukas auf die Bank.").lukas).toBe("sit");
  });
});

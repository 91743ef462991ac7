import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const actionsOf = (sentences: string[]) =>
  planScenes(sentences, "es").map((p) => p.characters.map((c) => c.action ?? "stand"));

describe("going to the water is not being in it", () => {
  it.each([
    ["La abuela se sentó en el banco.", "Después fueron al lago."],
    ["Marta preparó los bocadillos.", "Luego bajaron andando al mar con las toallas."],
    ["El tío Pedro cerró la tienda.", "Por la tarde fue a la piscina con su hija."],
  ])("draws no one swimming on the way to the water: %s %s", (first, second) => {
    const [, going] = actionsOf([first, second]);
    expect(going?.length).toBeGreaterThan(0);
    expect(going).not.toContain("swim");
  });

  it.each([
    ["Los niños saltaron al agua.", "Los niños chapotearon en el agua."],
    ["Lucía nadó en el lago.", "Sus primos jugaban en el mar."],
  ])("still draws someone in the water swimming: %s %s", (first, second) => {
    for (const poses of actionsOf([first, second])) expect(poses).toContain("swim");
  });
});

import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a place named before its kind", () => {
  it("draws Cubbon Park and Nehru Park as the park, with nobody called Park", () => {
    for (const sentence of [
      "On Sunday Heera and Anil spread a mat under the big banyan tree in Cubbon Park.",
      "Kabir and Tara were flying their new green kite in Nehru Park.",
    ]) {
      const [plan] = planScenes([sentence], "en");
      expect(plan?.setting.place).toBe("park");
      expect(plan?.characters.map((c) => c.name)).not.toContain("Park");
    }
  });

  it("keeps Mr Park a person", () => {
    const [plan] = planScenes(["Mr Park sold them two cups of tea."], "en");
    expect(plan?.characters.map((c) => c.name)).toContain("Park");
  });
});

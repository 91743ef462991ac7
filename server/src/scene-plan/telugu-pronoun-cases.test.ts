import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("Telugu pronouns in the dative and with 'with'", () => {
  it("draws the boy 'వాడికి' (to him) stands for in a scene of its own", () => {
    const plans = planScenes(["కబీర్ బడికి వెళ్ళాడు.", "సాయంత్రం దుకాణంలో ఒక అమ్మ వాడికి ఒక అరటిపండు కొనిచ్చింది."], "te");
    expect(plans[1]?.characters.map((c) => c.name ?? c.icon)).toContain("కబీర్");
  });
});

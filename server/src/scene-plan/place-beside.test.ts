import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a place named beside the story's place", () => {
  it("keeps the story where it was set when that other place is named again", () => {
    const plans = planScenes(
      [
        "On Saturday, Maya and her uncle met at the small park by the river.",
        "Later, ducks swam slowly along the river while Maya fed them bread.",
      ],
      "en",
    );
    expect(plans.map((p) => p.setting.place)).toEqual(["park", "park"]);
  });

  it("moves the story when someone goes to that other place", () => {
    const plans = planScenes(
      ["On Saturday, Maya met her uncle at the small park by the river.", "Then they walked to the river."],
      "en",
    );
    expect(plans.at(-1)?.setting.place).toBe("river");
  });
});

describe("a place read by its role in the sentence", () => {
  it("draws the place a Hindi or Kannada noun phrase ends on, not the one it is beside", () => {
    const hi = planScenes(["शाम को बच्चे नदी के पास वाले बड़े बगीचे में खेले।"], "hi")[0];
    expect(hi?.setting.place).toBe("garden");
    const kn = planScenes(["ಸಂಜೆ ಮಕ್ಕಳು ನದಿಯ ಪಕ್ಕದ ದೊಡ್ಡ ಉದ್ಯಾನದಲ್ಲಿ ಆಡಿದರು."], "kn")[0];
    expect(kn?.setting.place).toBe("park");
  });

  it("keeps a park where a path in it is named and no one goes anywhere", () => {
    const plans = planScenes(
      ["In the morning, Leo and his aunt reached the city park.", "Leo planted a rose bush beside the path."],
      "en",
    );
    expect(plans.map((p) => p.setting.place)).toEqual(["park", "park"]);
  });
});

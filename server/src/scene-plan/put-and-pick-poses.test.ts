import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The last scene's people, by name or icon, with their pose, and its things. */
function lastScene(story: string[], language: Language) {
  const plan = planScenes(story, language).at(-1);
  return {
    people: (plan?.characters ?? []).map((c) => [c.name ?? c.icon, c.action ?? "stand"]),
    things: (plan?.objects ?? []).map((o) => o.icon),
  };
}

describe("Hindi 'डाल' puts, pours or finishes, and gives nothing", () => {
  it("draws the pair who 'ate up' the sweets eating", () => {
    const scene = lastScene(["नेहा और उसके पापा ने मिलकर छह लड्डू खा डाले।"], "hi");
    expect(scene.people).toContainEqual(["नेहा", "eat"]);
  });

  it("draws one who threads a needle giving nothing", () => {
    const scene = lastScene(["कमला ने सुई में धागा डाला।"], "hi");
    expect(scene.people.find(([who]) => who === "कमला")?.[1]).not.toBe("give");
  });
});

describe("Kannada lifting, plucking and the colour orange", () => {
  it("draws one who lifts a calf and brings it home carrying", () => {
    const scene = lastScene(["ಗೋಪಾಲ ಕರುವನ್ನು ತೋಳುಗಳಲ್ಲಿ ಎತ್ತಿಕೊಂಡು ಮನೆಗೆ ತಂದ."], "kn");
    expect(scene.people).toContainEqual(["ಗೋಪಾಲ", "carry"]);
  });

  it("reads orange paint as a colour: no plucking and no fruit", () => {
    const scene = lastScene(["ಅದಿತಿ ಮುಖಕ್ಕೆ ಕಿತ್ತಳೆ ಬಣ್ಣ ಬಳಿದುಕೊಂಡಳು."], "kn");
    expect(scene.people).toEqual([["ಅದಿತಿ", "stand"]]);
    expect(scene.things).not.toContain("tangerine");
  });

  it("names no uncle 'Orange' before orange-coloured batter", () => {
    const scene = lastScene(["ಚಿಕ್ಕಪ್ಪ ಕಿತ್ತಳೆ ಬಣ್ಣದ ಹಿಟ್ಟನ್ನು ಬಾಣಲೆಗೆ ಹಿಂಡುತ್ತಿದ್ದರು."], "kn");
    expect(scene.people.map(([who]) => who)).not.toContain("ಕಿತ್ತಳೆ");
  });

  it("draws nobody plucking where a sandal strap came off", () => {
    const scene = lastScene(["ಶೀತಲ್ ಶಾಲೆಗೆ ನಡೆದಳು.", "ಶೀತಲ್‌ಳ ಚಪ್ಪಲಿಯ ಪಟ್ಟಿ ಕಿತ್ತುಹೋಯಿತು."], "kn");
    expect(scene.people.map(([, pose]) => pose)).not.toContain("pick");
  });

  it("draws one who 'brought' sticks, in the short past that ends the sentence, carrying", () => {
    const scene = lastScene(["ನಿಖಿಲ್ ಬೆಂಕಿಗಾಗಿ ಒಣ ಕಡ್ಡಿಗಳನ್ನು ಆಯ್ದು ತಂದ."], "kn");
    expect(scene.people).toContainEqual(["ನಿಖಿಲ್", "carry"]);
  });

  it("still draws one who picks a flower picking", () => {
    const scene = lastScene(["ಅವಳು ತೋಟದಲ್ಲಿ ಹೂವನ್ನು ಕಿತ್ತಳು."], "kn");
    expect(scene.people.map(([, pose]) => pose)).toContain("pick");
  });
});

describe("Spanish 'fueron' with a way of going is going, by the people the story follows", () => {
  it("draws both walking for 'Fueron caminando juntos'", () => {
    const scene = lastScene(
      [
        "Meera y su abuelo Gopal estaban sentados junto a la ventana.",
        "Fueron caminando juntos al mercadillo.",
      ],
      "es",
    );
    expect(scene.people).toEqual(
      expect.arrayContaining([
        ["Meera", "walk"],
        ["Gopal", "walk"],
      ]),
    );
  });

  it("draws both walking for 'Fueron juntos al mercadillo'", () => {
    const scene = lastScene(
      ["Meera y su abuelo Gopal estaban sentados junto a la ventana.", "Fueron juntos al mercadillo."],
      "es",
    );
    expect(scene.people.map(([, pose]) => pose)).toEqual(["walk", "walk"]);
  });
});

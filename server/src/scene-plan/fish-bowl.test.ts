import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const things = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => p.objects.map((o) => o.icon));

describe("a fish's bowl", () => {
  const stories: [Language, string[]][] = [
    [
      "en",
      [
        "Neil chose a little orange goldfish.",
        "He named the fish Rocket, because it shot round its glass bowl.",
      ],
    ],
    ["en", ["He named the fish Rocket.", "Their old cat sat beside the bowl and watched Rocket."]],
    ["fr", ["Il a appelé le poisson Fusée, parce qu'il filait autour de son bocal plus vite que tout."]],
    ["hi", ["उसने मछली का नाम रॉकेट रखा, क्योंकि वह अपने काँच के मर्तबान में सबसे तेज़ चक्कर लगाती थी।"]],
    ["kn", ["ಅವನು ಆ ಮೀನಿಗೆ ರಾಕೆಟ್ ಎಂದು ಹೆಸರಿಟ್ಟ, ಏಕೆಂದರೆ ಅದು ಗಾಜಿನ ಬಟ್ಟಲಿನಲ್ಲಿ ವೇಗವಾಗಿ ಸುತ್ತುತ್ತಿತ್ತು."]],
    ["te", ["అతను ఆ చేపకు రాకెట్ అని పేరు పెట్టాడు, ఎందుకంటే అది గాజు గిన్నెలో వేగంగా తిరిగేది."]],
  ];
  it.each(stories)("draws no cereal bowl or jar beside a pet fish (%s)", (language, story) => {
    expect(things(story, language).at(-1)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(bowl-with-spoon|jar)$/u)]),
    );
  });

  it("keeps the bowl of a meal without a fish", () => {
    expect(things(["She poured milk into a bowl."], "en")[0]).toContain("bowl-with-spoon");
  });
});

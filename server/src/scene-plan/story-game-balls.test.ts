import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a ball in a story of a game", () => {
  const stories: [Language, string[]][] = [
    [
      "en",
      [
        "On Sunday Ravi's club played a cricket match in the village.",
        "In the last over Ravi hit the ball over the wall into the river.",
      ],
    ],
    ["hi", ["रविवार को रवि के क्लब ने गाँव में क्रिकेट मैच खेला।", "आख़िरी ओवर में रवि ने गेंद दीवार के ऊपर से नदी में मार दी।"]],
    [
      "ta",
      [
        "ஞாயிற்றுக்கிழமை ரவியின் அணி கிராமத்தில் கிரிக்கெட் விளையாடியது.",
        "கடைசி ஓவரில் ரவி பந்தைச் சுவருக்கு மேல் ஆற்றுக்குள் அடித்தான்.",
      ],
    ],
  ];
  it.each(stories)("draws the game's ball after the scene moves, no football (%s)", (language, story) => {
    const things = planScenes(story, language)[1]?.objects.map((o) => o.icon) ?? [];
    expect(things).not.toContain("soccer-ball");
    expect(things).toContain("cricket-game");
  });

  it("draws a football where the story plays no other game", () => {
    const things = planScenes(["The boys kicked the ball into the river."], "en")[0]?.objects ?? [];
    expect(things.map((o) => o.icon)).toContain("soccer-ball");
  });
});

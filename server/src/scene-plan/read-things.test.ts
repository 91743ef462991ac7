import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const plan = (text: string, language: Language) => planScenes([text], language)[0];
const icons = (text: string, language: Language) => plan(text, language)?.objects.map((o) => o.icon) ?? [];

describe("what is read when it is no book", () => {
  const instructions: [Language, string][] = [
    ["en", "Grandpa read the instructions on the box twice before he began."],
    ["es", "El abuelo leyó dos veces las instrucciones antes de empezar."],
    ["hi", "दादाजी ने शुरू करने से पहले निर्देश दो बार पढ़े।"],
    ["te", "తాతయ్య మొదలుపెట్టే ముందు సూచనలను రెండుసార్లు చదివాడు."],
  ];
  it.each(instructions)("draws no book for a reader of instructions (%s)", (language, text) => {
    expect(icons(text, language)).not.toContain("open-book");
  });

  const signs: [Language, string][] = [
    ["en", "At the station Ravi read the big signboard aloud."],
    ["de", "Am Bahnhof las Ravi das große Ortsschild laut vor."],
    ["kn", "ನಿಲ್ದಾಣದಲ್ಲಿ ರವಿ ದೊಡ್ಡ ನಾಮಫಲಕವನ್ನು ಜೋರಾಗಿ ಓದಿದ."],
  ];
  it.each(signs)("has a reader of a sign look at it, holding no book (%s)", (language, text) => {
    const scene = plan(text, language);
    expect(scene?.objects.map((o) => o.icon)).not.toContain("open-book");
    expect(scene?.characters.find((c) => c.kind === "person")?.action).toBe("look");
  });

  it("draws no envelope for the letters on a chart", () => {
    const text = "The nurse asked Meena to read the letters on the chart.";
    expect(icons(text, "en")).not.toContain("envelope");
  });

  it("still gives a reader with nothing named a book, and a letter from someone its envelope", () => {
    expect(icons("Priya read by the window all afternoon.", "en")).toContain("open-book");
    const letter = icons("Priya read a letter from her brother.", "en");
    expect(letter).toContain("envelope");
    expect(letter).not.toContain("open-book");
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { sentenceTopic } from "./sentence-topic";

/** The names drawn in the last scene of a story. */
const lastNames = (story: string[], language: Language) =>
  (planScenes(story, language).at(-1)?.characters ?? []).map((c) => c.name).filter(Boolean);

describe("who a she or he goes on with after a sentence of everyone", () => {
  it("takes the one named apart who acts, not the first member of a group word", () => {
    const doers = [
      { id: "mother", at: 3, person: true },
      { id: "boy", at: 3, person: true },
      { id: "sana", at: 6, person: true },
    ];
    expect(sentenceTopic(doers, () => true)).toBe("sana");
  });

  it("keeps the first who acts where only a group word acts", () => {
    const doers = [
      { id: "mother", at: 3, person: true },
      { id: "boy", at: 3, person: true },
      { id: "sana", at: 6, person: true },
    ];
    expect(sentenceTopic(doers, (id) => id !== "sana")).toBe("mother");
  });

  it.each<[Language, string[], string]>([
    [
      "kn",
      [
        "ಶುಕ್ರವಾರ ಸಂಜೆ ಸನಾ ಮತ್ತು ಅವಳ ಅಜ್ಜ ಚೆನ್ನೈಗೆ ಹೋಗುವ ರಾತ್ರಿ ರೈಲಿನಲ್ಲಿ ತಮ್ಮ ಸೀಟುಗಳನ್ನು ಹುಡುಕಿ ಕುಳಿತರು; ಎದುರಿಗೆ ಮೂವರು ಹುಡುಗರಿದ್ದ ಒಂದು ಕುಟುಂಬ ಇತ್ತು.",
        "ಊಟದ ಹೊತ್ತಾದಾಗ ಅಜ್ಜ ತಮ್ಮ ಚಿತ್ರಾನ್ನದ ಡಬ್ಬಿ ತೆರೆದರು, ಹುಡುಗರ ಅಮ್ಮ ಪೂರಿಗಳ ರಾಶಿಯನ್ನು ಬಿಚ್ಚಿಟ್ಟರು.",
        "ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲೇ ಎಲ್ಲರೂ ಹಂಚಿಕೊಂಡು ತಿನ್ನತೊಡಗಿದರು; ಸನಾ ಒಂದು ಚಮಚ ಚಿತ್ರಾನ್ನ ಕೊಟ್ಟು, ಬಿಸಿ ಪೂರಿಯೊಂದನ್ನು ಪಡೆದುಕೊಂಡಳು.",
        "ಆಮೇಲೆ ಅವಳು ಮೇಲಿನ ಬರ್ತ್‌ನಲ್ಲಿ ನಿದ್ದೆಹೋದಳು.",
      ],
      "ಸನಾ",
    ],
  ])("draws the named girl for her pronoun after everyone ate (%s)", (language, story, name) => {
    expect(lastNames(story, language)).toContain(name);
  });
});

describe("who the two are", () => {
  it.each<[Language, string[], string[]]>([
    [
      "en",
      [
        "The day before school, Dad took Ishaan and Anvi to the little stationery shop.",
        "Ishaan chose a blue school bag and two pencils.",
        "Anvi wanted a pencil box with a unicorn on it and cried until Dad bought it for her.",
        "At home that evening the two of them sat on the floor and covered their new books.",
      ],
      ["Ishaan", "Anvi"],
    ],
    [
      "de",
      [
        "Am Tag vor Schulbeginn ging Papa mit Ishaan und Anvi in den kleinen Schreibwarenladen.",
        "Ishaan suchte sich einen blauen Schulranzen und zwei Bleistifte aus.",
        "Anvi wollte ein Federmäppchen mit einem Einhorn darauf und weinte, bis Papa es ihr kaufte.",
        "Am Abend saßen die beiden zu Hause auf dem Boden und schlugen ihre neuen Bücher ein.",
      ],
      ["Ishaan", "Anvi"],
    ],
  ])(
    "are the story's two named children, not the father named with one of them (%s)",
    (language, story, names) => {
      const drawn = lastNames(story, language);
      for (const name of names) expect(drawn).toContain(name);
    },
  );
});

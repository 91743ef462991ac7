import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { grownGroupGender } from "./named-in-groups";
import { planScenes } from "./planner";
import { tokenize } from "./text";

/** The names drawn in the last scene of a story. */
const lastNames = (story: string[], language: Language) =>
  (planScenes(story, language).at(-1)?.characters ?? []).map((c) => c.name).filter(Boolean);

describe("the named woman among the women", () => {
  it.each<[Language, string[], string]>([
    [
      "en",
      [
        "As the sun rose, Parvati and the other women climbed up to the tea estate with big baskets.",
        "She picked two leaves and a bud at a time with quick fingers.",
        "At noon it began to rain, so the women sat under a big tree.",
      ],
      "Parvati",
    ],
    [
      "de",
      [
        "Als die Sonne aufging, stiegen Parvati und die anderen Frauen mit großen Körben auf den Teegarten.",
        "Mit flinken Fingern pflückte sie immer zwei Blätter und eine Knospe.",
        "Mittags fing es an zu regnen, also setzten sich die Frauen unter einen großen Baum.",
      ],
      "Parvati",
    ],
    [
      "ta",
      [
        "காலையில் பார்வதி மற்ற பெண்களுடன் பெரிய கூடைகளைச் சுமந்துகொண்டு தேயிலைத் தோட்டத்துக்கு ஏறினாள்.",
        "அவள் வேகமான விரல்களால் இரண்டு இலைகளைப் பறித்தாள்.",
        "மதியம் மழை பெய்யத் தொடங்கியதால், பெண்கள் ஒரு பெரிய மரத்தடியில் உட்கார்ந்தார்கள்.",
      ],
      "பார்வதி",
    ],
  ])("draws the woman the story follows when the women sit down (%s)", (language, story, name) => {
    expect(lastNames(story, language)).toContain(name);
  });

  it("leaves a named man out of the women", () => {
    const story = [
      "Ravi and his sisters walked up to the tea estate.",
      "He carried the biggest basket.",
      "At noon the women sat under a big tree.",
    ];
    expect(lastNames(story, "en")).not.toContain("Ravi");
  });

  it.each<[Language, string, number, "female" | "male" | undefined]>([
    ["fr", "les femmes et les enfants", 1, undefined],
    ["ta", "பெண்களும் குழந்தைகளும்", 0, undefined],
    ["en", "the women sat", 1, "female"],
    ["en", "the woman sat", 1, undefined],
    ["de", "die Männer schoben", 1, "male"],
    ["kn", "ಹೆಂಗಸರು ಕುಳಿತರು", 0, "female"],
  ])(
    "reads a plural word for grown people, not one joined to another group, as their gender (%s: %s)",
    (language, text, at, gender) => {
      expect(grownGroupGender(tokenize(text, language), at, language)).toBe(gender);
    },
  );
});

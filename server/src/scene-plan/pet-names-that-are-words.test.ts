import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const scenes = (story: string[], language: Language) =>
  planScenes(story, language).map((scene) => ({
    cast: scene.characters.map((c) => `${c.name ?? c.id}:${c.icon}`),
    things: scene.objects.map((o) => o.icon),
  }));

describe("a pet whose owner's name carries the owner's ending is named by the word after it", () => {
  const story = [
    "ஃபராவின் குட்டி நாய் பிஸ்கட் தன் கழுத்துப் பட்டையிலிருந்து நழுவி ஓடிவிட்டது.",
    "ஃபரா அதைத் தேடினாள்.",
    "அங்கே பிஸ்கட் ஒரு பூனையின் பக்கத்தில் தூங்கிக்கொண்டிருந்தது.",
  ];

  it("draws Farah's dog Biscuit as the dog, no biscuit, where the story names it", () => {
    const [first] = scenes(story, "ta");
    expect(first?.cast).toContain("பிஸ்கட்:dog");
    expect(first?.things).not.toContain("cookie");
  });

  it("draws the dog again in a later sentence that writes only its name", () => {
    const last = scenes(story, "ta").at(-1);
    expect(last?.cast).toContain("பிஸ்கட்:dog");
    expect(last?.things).not.toContain("cookie");
  });

  it("keeps the biscuit a dog eats where nothing names the dog", () => {
    expect(scenes(["ஃபராவின் நாய் ஒரு பிஸ்கட் தின்றது."], "ta")[0]?.things).toContain("cookie");
  });
});

describe("a named animal keeps its kind beside another creature", () => {
  const stories: [Language, string[], string][] = [
    ["hi", ["रवि का कुत्ता टाइगर अपनी गेंद से खेला।", "शाम को टाइगर एक बिल्ली के पास सो गया।"], "टाइगर"],
    ["kn", ["ರವಿಯ ನಾಯಿ ಟೈಗರ್ ತನ್ನ ಚೆಂಡಿನೊಂದಿಗೆ ಆಡಿತು.", "ಸಂಜೆ ಟೈಗರ್ ಒಂದು ಬೆಕ್ಕಿನ ಪಕ್ಕದಲ್ಲಿ ಮಲಗಿತ್ತು."], "ಟೈಗರ್"],
    [
      "ta",
      [
        "ஃபராவின் குட்டி நாய் பிஸ்கட் தன் கழுத்துப் பட்டையிலிருந்து நழுவி ஓடிவிட்டது.",
        "அங்கே பிஸ்கட் ஒரு பூனையின் பக்கத்தில் தூங்கிக்கொண்டிருந்தது.",
      ],
      "பிஸ்கட்",
    ],
  ];
  it.each(stories)(
    "draws the named dog and the cat it sleeps beside as two animals (%s)",
    (language, story, name) => {
      const last = scenes(story, language).at(-1);
      expect(last?.cast).toContain(`${name}:dog`);
      expect(last?.cast).toContain("cat:cat");
    },
  );
});

describe("an owner's ending joined on a word the lexicon draws owns no pet", () => {
  it("draws nobody for the goats' path between the rocks", () => {
    const story = ["ರವಿ ಮತ್ತು ಅವನ ಅಪ್ಪ ಬೆಟ್ಟ ಹತ್ತಲು ಹೊರಟರು.", "ಅವರು ಬಂಡೆಗಳ ನಡುವಿನ ಕಿರಿದಾದ ಮೇಕೆಗಳ ಕಾಲುದಾರಿಯಲ್ಲಿ ಸಾಗಿದರು."];
    const last = scenes(story, "kn").at(-1);
    expect(last?.cast.some((c) => c.startsWith("ಕಾಲುದಾರಿ"))).toBe(false);
    expect(last?.things).toContain("rock");
  });
});

describe("a food's word after an owned pet, with an adverb of place after it, is the pet's name", () => {
  const stories: [Language, string[], string][] = [
    ["hi", ["रिया की बिल्ली मिर्ची ऊपर एक डिब्बे में छिप गई।", "रात को मिर्ची चुपके से बाहर आई।"], "मिर्ची"],
  ];
  it.each(stories)("draws the cat by its name in both sentences, no chilli (%s)", (language, story, name) => {
    for (const scene of scenes(story, language)) {
      expect(scene.cast).toContain(`${name}:cat`);
      expect(scene.things).not.toContain("hot-pepper");
    }
  });

  it("reads a pickle as no salt (kn)", () => {
    const [scene] = scenes(["ಅವರ ನಾಯಿಮರಿ ಉಪ್ಪಿನಕಾಯಿ ಗುಳ್ಳೆಗಳನ್ನು ಕಚ್ಚಲು ನೆಗೆಯುತ್ತಿತ್ತು."], "kn");
    expect(scene?.things).not.toContain("salt");
  });
});

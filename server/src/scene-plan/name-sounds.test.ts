import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { latinOf, nameBySound, soundOf } from "./name-sounds";
import { planScenes } from "./planner";

const namesDrawn = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((scene) => scene.characters.flatMap((c) => (c.name ? [c.name] : [])));

describe("a name no list holds is read by its sound", () => {
  it.each([
    ["सलीम", "hi", "salim"],
    ["ಸಲೀಂ", "kn", "salim"],
    ["சலீம்", "ta", "salim"],
    ["లూసియా", "te", "lusia"],
    ["ज़ारा", "hi", "jara"],
  ] as const)("hears %s (%s) as the Latin name's sound", (word, language, sound) => {
    expect(soundOf(latinOf(word, language) ?? "", language)).toBe(sound);
  });

  it("finds the name under a case ending, as the story says it bare", () => {
    expect(nameBySound("சலீமின்", "ta", true)?.name).toBe("சலீம்");
    expect(nameBySound("ಸಲೀಂನಿಗೆ", "kn", true)?.name).toBe("ಸಲೀಂ");
  });

  it.each<[Language, string[], string]>([
    ["kn", ["ಕೆಲಸಕ್ಕೆ ಹೋಗುವಾಗ ಸಲೀಂನ ಸ್ಕೂಟರ್ ನಿಂತುಹೋಯಿತು.", "ಸಲೀಂ ಅದನ್ನು ತಳ್ಳಿಕೊಂಡು ಗ್ಯಾರೇಜಿಗೆ ಹೋದ."], "ಸಲೀಂ"],
    ["hi", ["शाम को पहाड़ी पर बेला अपनी बकरियाँ गिन रही थी।", "अँधेरा होने पर बेला धीरे-धीरे घर लौटी।"], "बेला"],
  ])("draws someone a %s story names twice, though no list has the name", (language, sentences, name) => {
    for (const names of namesDrawn(sentences, language)) expect(names).toContain(name);
  });

  it("calls a name first met with a case ending by the name itself", () => {
    const sentences = [
      "வேலைக்குப் போகும் வழியில் சலீமின் சைக்கிள் சக்கரம் பஞ்சர் ஆனது.",
      "சலீம் அதைத் தள்ளிக்கொண்டு கடைக்குப் போனான்.",
    ];
    expect(namesDrawn(sentences, "ta")).toEqual([["சலீம்"], ["சலீம்"]]);
  });

  it("leaves a word with a name's sound no one where the story says it once", () => {
    const [names] = namesDrawn(["పిల్లలు నేల మీద సుద్దతో ఒక పెద్ద గీత గీశారు."], "te");
    expect(names).not.toContain("గీత");
    expect(names).not.toContain("నేల");
  });
});

describe("a Latin name no list holds leans to a gender by its end", () => {
  const genderOf = (sentence: string, name: string) =>
    planScenes([sentence], "en")[0]?.characters.find((c) => c.name === name)?.gender;

  it.each([
    ["Roshni laughed at the window.", "Roshni", "female"],
    ["Baldev milked the cow.", "Baldev", "male"],
    ["Bahadur drove the old bus.", "Bahadur", "male"],
  ])("draws the one in '%s' by the end of the name", (sentence, name, gender) => {
    expect(genderOf(sentence, name)).toBe(gender);
  });
});

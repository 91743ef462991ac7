/**
 * A word after a family word names that relative only where one relative stands there and the word is no
 * verb: several granddaughters are nobody's one name, and a verb's stem before "was -ing" is what they do.
 */
import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names the first scene of a story draws. */
function names(sentences: string[], language: Language): string[] {
  const [scene] = planScenes(sentences, language);
  return (scene?.characters ?? []).flatMap((c) => (c.name ? [c.name] : []));
}

describe("a word after plural relatives, or a verb after a relative, is no name", () => {
  const cases: [Language, string, string][] = [
    ["hi", "उसका बेटा छील रहा था।", "छील"],
    ["hi", "उनके पोते फुसफुसा रहे थे।", "फुसफुसा"],
    ["hi", "उसकी बेटी सुन चुकी थी।", "सुन"],
    ["ta", "அவருடைய பேரன்கள் கேட்டுக்கொண்டு இருந்தார்கள்.", "கேட்டுக்கொண்டு"],
    ["te", "అతని చెల్లెలు తుడుస్తోంది.", "తుడుస్తోంది"],
    ["te", "ఆమె కూతురు వత్తుతోంది.", "వత్తుతోంది"],
    ["te", "వాళ్ళ మనవరాళ్ళు వింటున్నారు.", "వింటున్నారు"],
  ];
  for (const [language, sentence, verb] of cases)
    it(`draws nobody named "${verb}" in "${sentence}" (${language})`, () => {
      expect(names([sentence], language)).not.toContain(verb);
    });
});

describe("one relative followed by a name is still that relative, by name", () => {
  const cases: [Language, string, string][] = [
    ["hi", "उसकी बेटी चंपा बाग़ में खेल रही थी।", "चंपा"],
    ["ta", "அவளுடைய தம்பி கதிர் பந்து விளையாடினான்.", "கதிர்"],
    ["te", "ఆమె చెల్లెలు వెన్నెల పాట పాడింది.", "వెన్నెల"],
    ["ta", "அவருடைய எட்டு வயது மகள் யாழினி கூடையைத் தூக்கினாள்.", "யாழினி"],
    ["kn", "ಅವನ ಮೊಮ್ಮಗಳು ಶಾಲಿನಿ ಗಾಳಿಪಟ ಹಾರಿಸಿದಳು.", "ಶಾಲಿನಿ"],
  ];
  for (const [language, sentence, name] of cases)
    it(`draws ${name} in "${sentence}" (${language})`, () => {
      expect(names([sentence], language)).toContain(name);
    });
});

describe("a word the lexicon knows, acted on after a relative who is no subject, is that relative's name", () => {
  it("draws Laddoo, the little sister he takes along, in both scenes (hi)", () => {
    const story = ["मोहन अपनी छोटी बहन लड्डू को मेले ले गया।", "वहाँ लड्डू ने झूला झूला।"];
    const scenes = planScenes(story, "hi");
    for (const scene of scenes) expect(scene.characters.map((c) => c.name)).toContain("लड्डू");
  });

  it("draws Titli, the sister joined by 'and' to her brother, as a girl (hi)", () => {
    const story = ["मामा गोपाल और उसकी बहन तितली को नदी पर ले गए।", "तितली पानी में खेली।"];
    const [first] = planScenes(story, "hi");
    const titli = first?.characters.find((c) => c.name === "तितली");
    expect(titli?.kind).toBe("person");
  });

  it("keeps the sweet a sweet after a sister who acts (hi)", () => {
    const story = ["उसकी बहन लड्डू को देखती रही।", "लड्डू बहुत मीठा था।"];
    for (const scene of planScenes(story, "hi"))
      expect(scene.characters.map((c) => c.name)).not.toContain("लड्डू");
  });

  it("keeps the sweet a sweet given to a sister (hi)", () => {
    const story = ["गोपाल ने अपनी बहन को एक लड्डू दिया।", "लड्डू मीठा था।"];
    for (const scene of planScenes(story, "hi"))
      expect(scene.characters.map((c) => c.name)).not.toContain("लड्डू");
  });
});

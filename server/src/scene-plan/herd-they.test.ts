import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons the last scene of a story draws, people and animals. */
function lastScene(story: string[], language: Language): string[] {
  return (
    planScenes(story, language)
      .at(-1)
      ?.characters.map((c) => c.icon) ?? []
  );
}

describe("a plural pronoun after a sentence of animals alone draws those animals", () => {
  it.each<[Language, string[], string]>([
    [
      "en",
      [
        "Meera and her uncle Vikram sat by the pond at dusk.",
        "Soon six little ducks waddled out of the reeds.",
        "They paddled across the still water, and Vikram smiled.",
      ],
      "duck",
    ],
    [
      "fr",
      [
        "Meera et son oncle Vikram étaient assis près de l'étang.",
        "Bientôt, six petites chèvres sont sorties des buissons.",
        "Elles ont couru vers la colline, et Vikram a ri.",
      ],
      "goat",
    ],
    [
      "de",
      [
        "Meera und ihr Onkel Vikram saßen am Teich.",
        "Bald kamen sechs kleine Ziegen aus den Büschen.",
        "Dann liefen sie zum Hügel, und Vikram lachte.",
      ],
      "goat",
    ],
    [
      "es",
      [
        "Meera y su tío Vikram se sentaron junto al estanque.",
        "Pronto seis cabras salieron de los arbustos.",
        "Una a una corrieron hacia la colina, y Vikram se rio.",
      ],
      "goat",
    ],
    [
      "kn",
      [
        "ಮೀರಾ ಮತ್ತು ಅವಳ ಮಾವ ವಿಕ್ರಮ್ ಕೊಳದ ಬಳಿ ಕುಳಿತರು.",
        "ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಆರು ಮೇಕೆಗಳು ಪೊದೆಗಳಿಂದ ಹೊರಬಂದವು.",
        "ಅವು ಬೆಟ್ಟದ ಕಡೆಗೆ ಓಡಿದವು.",
      ],
      "goat",
    ],
    [
      "ta",
      [
        "மீராவும் அவள் மாமா விக்ரமும் குளத்தின் அருகே அமர்ந்தார்கள்.",
        "சிறிது நேரத்தில் ஆறு ஆடுகள் புதர்களிலிருந்து வெளியே வந்தன.",
        "அவை மலையை நோக்கி ஓடின.",
      ],
      "goat",
    ],
    [
      "te",
      ["మీరా, ఆమె మామయ్య విక్రమ్ చెరువు దగ్గర కూర్చున్నారు.", "కాసేపటికి ఆరు మేకలు పొదల్లోంచి బయటికి వచ్చాయి.", "అవి కొండ వైపు పరుగెత్తాయి."],
      "goat",
    ],
  ])("draws the animals for the pronoun grammar keeps from the people (%s)", (language, story, animal) => {
    expect(lastScene(story, language)).toContain(animal);
  });

  it("keeps a plain 'they' with nobody named apart as the people", () => {
    const icons = lastScene(
      [
        "Meera and her uncle Vikram sat by the pond at dusk.",
        "Soon six little ducks waddled out of the reeds.",
        "They threw bread into the water.",
      ],
      "en",
    );
    expect(icons).toEqual(expect.arrayContaining(["woman", "man"]));
    expect(icons).not.toContain("duck");
  });
});

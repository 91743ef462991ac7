import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { nameInCase } from "./pet-names";
import { planScenes } from "./planner";

const cast = (story: string[], language: Language) =>
  planScenes(story, language).map((scene) => scene.characters.map((c) => `${c.name ?? c.id}:${c.icon}`));

describe("a village trade before a name is that worker, called by the name", () => {
  const cases: [Language, string, string][] = [
    ["hi", "माली भोलू बगीचे में घास काटता है।", "भोलू"],
    ["hi", "महावत भोलू हाथी को नदी पर ले जाता है।", "भोलू"],
    ["kn", "ಮಾವುತ ಬೋಳು ಆನೆಯನ್ನು ನದಿಗೆ ಕರೆದುಕೊಂಡು ಹೋಗುತ್ತಾನೆ.", "ಬೋಳು"],
    ["ta", "பாகன் முனியன் யானையை ஆற்றுக்கு அழைத்துச் செல்கிறார்.", "முனியன்"],
    ["te", "మావటి భోలు ఏనుగును నదికి తీసుకెళ్తాడు.", "భోలు"],
  ];
  it.each(cases)("%s: %s draws the worker by name, not the trade's word", (language, sentence, name) => {
    const [people] = cast([sentence], language);
    expect(people?.some((p) => p.startsWith(`${name}:`))).toBe(true);
    expect(people?.filter((p) => /man|person|guard/.test(p))).toHaveLength(1);
  });

  it("reads a word before a place's postposition after the trade as where the worker is", () => {
    const [people] = cast(["चौकीदार गेट पर खड़ा रहता है।"], "hi");
    expect(people).toEqual(["guard:man-guard"]);
  });
});

describe("a name right before a trade is that worker, no second person", () => {
  it("draws 'Ramu the washerman' of a story that names Ramu again as one man, Ramu", () => {
    const [people] = cast(["रामू धोबी कपड़ों की गठरी गधे पर लादता है।", "नदी पर रामू कपड़े धोता है।"], "hi");
    expect(people?.filter((p) => !/donkey/.test(p))).toEqual(["रामू:man"]);
  });
});

describe("Hindi's feminine animal words draw the animal and its name", () => {
  it("draws 'their bitch Moti' as a dog named Moti", () => {
    expect(cast(["उनकी कुतिया मोती घास पर दौड़ती है।"], "hi")[0]).toContain("मोती:dog");
  });

  it("draws 'the temple's she-elephant Gauri' as an elephant named Gauri", () => {
    expect(cast(["मंदिर की हथिनी गौरी नदी में नहाती है।"], "hi")[0]).toContain("गौरी:elephant");
  });
});

describe("an owned pet named in a case is called by the name without the case", () => {
  const stories: [Language, string[], string, string][] = [
    ["kn", ["ಅವನು ತನ್ನ ನಾಯಿ ಮೋತಿಯನ್ನು ಉದ್ಯಾನಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋಗುತ್ತಾನೆ.", "ಮೋತಿ ಹುಲ್ಲಿನ ಮೇಲೆ ಓಡುತ್ತದೆ."], "ಮೋತಿ", "dog"],
    ["ta", ["அவர் தன் நாய் கருப்பனை பூங்காவுக்கு அழைத்துச் செல்கிறார்.", "கருப்பன் புல்லில் ஓடுகிறது."], "கருப்பன்", "dog"],
    ["ta", ["அவள் தன் பூனை மல்லியைத் தூக்கினாள்.", "மல்லி பாலைக் குடித்தது."], "மல்லி", "cat"],
  ];
  it.each(stories)(
    "%s: the pet is named in the first sentence and found again in the next",
    (language, story, name, icon) => {
      const [first, second] = cast(story, language);
      expect(first).toContain(`${name}:${icon}`);
      expect(second).toContain(`${name}:${icon}`);
    },
  );

  it("names the Telugu pet in its object case where the story says its name once", () => {
    expect(cast(["అతను తన కుక్క మోతీని వెతికాడు."], "te")[0]).toContain("మోతీ:dog");
  });

  it("cuts the case and the glide a vowel-final name takes, and gives a consonant-final one its virama", () => {
    expect(nameInCase("ಮ್ಯಾಂಗೋವನ್ನು", "kn")).toBe("ಮ್ಯಾಂಗೋ");
    expect(nameInCase("மோதியைத்", "ta")).toBe("மோதி");
    expect(nameInCase("கருப்பனைப்", "ta")).toBe("கருப்பன்");
    expect(nameInCase("మోతీని", "te")).toBe("మోతీ");
  });
});

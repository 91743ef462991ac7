import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { loanwordOf } from "./loanwords";
import { planScenes } from "./planner";
import { places, things } from "./story-probes";

describe("an English loanword written in an Indian script is read as the English word", () => {
  it.each<[string, Language, string]>([
    ["ಸ್ಕೂಟರ್‌ನಲ್ಲಿ", "kn", "scooter"],
    ["బస్సులో", "te", "bus"],
    ["ಬಸ್ಸು", "kn", "bus"],
    ["பஸ்", "ta", "bus"],
    ["டிக்கெட்டுகளை", "ta", "ticket"],
    ["टिकट", "hi", "ticket"],
    ["ಟಿಕೆಟ್‌ಗಳನ್ನು", "kn", "ticket"],
    ["फ़ोन", "hi", "phone"],
    ["ஃபோன்", "ta", "phone"],
    ["डॉक्टर", "hi", "doctor"],
    ["లాలీపాప్", "te", "lollipop"],
    ["पेंसिलें", "hi", "pencil"],
  ])("hears %s (%s) as %s, its case ending or plural cut off", (word, language, english) => {
    expect(loanwordOf(word.replace(/\u200c/g, ""), language)).toBe(english);
  });

  it.each<[string, Language]>([
    ["காற்றில்", "ta"],
    ["பச்சை", "ta"],
    ["बीच", "hi"],
    ["कॉपी", "hi"],
    ["ಕರು", "kn"],
    ["ಬಣ್ಣ", "kn"],
  ])("leaves the native word %s (%s) alone, however close its sound", (word, language) => {
    expect(loanwordOf(word, language)).toBeNull();
  });

  it("keeps a long a apart from a short one, as English car is no calf", () => {
    expect(loanwordOf("ಕಾರು", "kn")).toBe("car");
    expect(loanwordOf("ಕರು", "kn")).toBeNull();
  });
});

describe("the planner draws a loanword no table reads", () => {
  it("draws the scooter of a Kannada sentence", () => {
    expect(things("kn", ["ರವಿ ಬೆಳಿಗ್ಗೆ ತನ್ನ ಹಳೆಯ ಸ್ಕೂಟರ್ ತೊಳೆದನು."])[0]).toContain("motor-scooter");
  });

  it("draws the lollipop a Telugu sentence gives", () => {
    expect(things("te", ["అమ్మ పాపకి ఒక లాలీపాప్ ఇచ్చింది."])[0]).toContain("lollipop");
  });

  it("sets a Kannada scene in the park the sentence names with a case ending", () => {
    expect(places("kn", ["ಭಾನುವಾರ ಮಕ್ಕಳು ಪಾರ್ಕಿನಲ್ಲಿ ಆಟವಾಡಿದರು."])[0]).toBe("park");
  });

  it("draws the doctor a Hindi sentence names as someone", () => {
    const scene = planScenes(["डॉक्टर ने बच्चे का हाथ देखा।"], "hi")[0];
    expect(scene?.characters.map((c) => c.icon).join(" ")).toMatch(/health-worker|doctor/);
  });
});

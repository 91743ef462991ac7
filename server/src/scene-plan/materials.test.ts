import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { things } from "./story-probes";

const drawn = (language: Language, sentence: string) => things(language, [sentence])[0] ?? [];

describe("what a thing is made of is part of the thing", () => {
  it.each<[Language, string, string]>([
    ["en", "Ravi opened the iron gate.", "waffle"],
    ["es", "Asha tejió una bufanda de lana.", "llama"],
    ["hi", "आशा लकड़ी की बेंच पर बैठी।", "wood"],
    ["kn", "ಆಶಾ ಮರದ ಪೆಟ್ಟಿಗೆಯನ್ನು ತೆರೆದಳು.", "deciduous-tree"],
    ["ta", "ரவி கண்ணாடி டம்ளரில் டீ ஊற்றினான்.", "mirror"],
  ])("draws no picture of the material (%s: %s)", (language, sentence, material) => {
    expect(drawn(language, sentence)).not.toContain(material);
  });

  it.each<[Language, string, string]>([
    ["es", "Asha tejió una bufanda de lana.", "scarf"],
    ["ta", "ரவி கண்ணாடி டம்ளரில் டீ ஊற்றினான்.", "tumbler-glass"],
    ["fr", "Asha a tricoté une écharpe en laine.", "scarf"],
    ["kn", "ಆಶಾ ಚಿನ್ನದ ಉಂಗುರ ಹಾಕಿಕೊಂಡಳು.", "ring"],
  ])("still draws the thing made of it (%s: %s)", (language, sentence, thing) => {
    expect(drawn(language, sentence)).toContain(thing);
  });

  it.each<[Language, string, string]>([
    ["kn", "ಹುಡುಗರು ಮರದ ಕೆಳಗೆ ಕುಳಿತರು.", "deciduous-tree"],
    ["kn", "ಹುಡುಗರು ಮಾವಿನ ಮರದ ಪಕ್ಕದ ಮೈದಾನದಲ್ಲಿ ಆಡಿದರು.", "deciduous-tree"],
    ["en", "Asha threw a stone into the pond.", "rock"],
    ["en", "He carried an armful of wood to the fire.", "wood"],
    ["hi", "उसने लकड़ी काटी।", "wood"],
  ])("draws the material where it is the thing itself (%s: %s)", (language, sentence, thing) => {
    expect(drawn(language, sentence)).toContain(thing);
  });
});

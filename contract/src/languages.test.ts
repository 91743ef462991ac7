import { describe, expect, it } from "vitest";
import { isLanguage, languageCodes, languageLabel, languageProfiles } from "./languages";

describe("the language profiles", () => {
  it("list the spec's eight languages in its order", () => {
    expect(languageCodes).toEqual(["en", "es", "fr", "de", "hi", "kn", "ta", "te"]);
  });

  it("give the editor's labels, and show a code we do not speak as it is", () => {
    expect(languageLabel("de")).toBe("Deutsch");
    expect(languageLabel("te")).toBe("Telugu");
    expect(languageLabel("xx")).toBe("xx");
    expect(isLanguage("kn")).toBe(true);
    expect(isLanguage("toString")).toBe(false);
  });

  it("give every Indic script its own caption font, and Latin scripts none", () => {
    for (const code of languageCodes) {
      const profile = languageProfiles[code];
      expect(profile.captionFont === null, code).toBe(!profile.indic);
    }
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of each scene's people, in order. */
const icons = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((p) =>
    p.characters.filter((c) => c.kind === "person").map((c) => c.icon),
  );

describe("a story's newborn is drawn as a baby", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Mum was holding a tiny baby in the hospital.",
        "Then Omar held his little sister for the first time.",
      ],
    ],
    [
      "es",
      ["Mamá tenía en brazos a un bebé en el hospital.", "Luego Omar cogió a su hermanita por primera vez."],
    ],
    [
      "fr",
      [
        "Maman tenait un bébé dans ses bras à l'hôpital.",
        "Puis Omar a tenu sa petite sœur pour la première fois.",
      ],
    ],
    [
      "de",
      [
        "Mama hielt im Krankenhaus ein Baby im Arm.",
        "Dann hielt Omar seine kleine Schwester zum ersten Mal.",
      ],
    ],
  ])("draws the little sister as the baby met before (%s)", (language, story) => {
    expect(icons(story, language)[1]).toContain("baby");
    expect(icons(story, language)[1]).not.toContain("girl");
  });

  it.each<[Language, string]>([
    ["en", "Omar held his newborn sister."],
    ["es", "Omar cogió a su hermanita recién nacida."],
    ["fr", "Omar tenait sa petite sœur nouveau-née."],
    ["de", "Omar hielt seine neugeborene Schwester."],
    ["hi", "उमर ने अपनी नवजात बहन को देखा।"],
  ])("draws a newborn sister as a baby (%s: %s)", (language, sentence) => {
    expect(icons([sentence], language)[0]).toContain("baby");
  });

  it.each<[Language, string]>([
    ["hi", "माँ एक नन्ही-सी बच्ची को गोद में लिए बैठी थीं।"],
    ["kn", "ಅಮ್ಮ ಪುಟ್ಟ ಮಗುವನ್ನು ಎತ್ತಿಕೊಂಡಿದ್ದರು."],
    ["te", "అమ్మ ఒక చిన్ని పాపను ఎత్తుకుని ఉంది."],
  ])("draws a tiny child held in someone's arms as a baby (%s: %s)", (language, sentence) => {
    expect(icons([sentence], language)[0]).toContain("baby");
  });

  it("keeps a little sister a girl in a story with no baby", () => {
    expect(icons(["Omar and his little sister flew a kite."], "en")[0]).toContain("girl");
  });
});

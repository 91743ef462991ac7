import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names (or icons) the last scene of a story draws. */
function lastScene(story: string[], language: Language): string[] {
  return (
    planScenes(story, language)
      .at(-1)
      ?.characters.map((c) => c.name ?? c.icon) ?? []
  );
}

describe("a pronoun someone else's verb is done to or given to draws the story's character it means", () => {
  it.each<[Language, string[], string]>([
    [
      "de",
      [
        "Am Montag ging Leni mit ihrem Onkel Bruno zum Zahnarzt.",
        "Die Zahnärztin zeigte ihr einen kleinen Spiegel.",
      ],
      "Leni",
    ],
    [
      "es",
      [
        "Tomás tenía fiebre, así que su tía Rosa lo llevó a la clínica.",
        "Tomás miró los peces del acuario mientras su tía esperaba.",
        "La enfermera le tomó la temperatura con cuidado.",
      ],
      "Tomás",
    ],
    [
      "fr",
      [
        "Théo avait de la fièvre, alors sa tante Rosa l'a emmené à la clinique.",
        "Théo a regardé les poissons de l'aquarium pendant que sa tante attendait.",
        "L'infirmière lui a pris la température doucement.",
      ],
      "Théo",
    ],
    ["kn", ["ಸಂಜೆ ಲೀಲಾ ತನ್ನ ಚಿತ್ರವನ್ನು ಶಾಲೆಗೆ ತಂದಳು.", "ಶಿಕ್ಷಕಿ ಅವಳಿಗೆ ಒಂದು ಬಹುಮಾನ ಕೊಟ್ಟರು."], "ಲೀಲಾ"],
    ["ta", ["மாலையில் லீலா தன் ஓவியத்தைப் பள்ளிக்குக் கொண்டு வந்தாள்.", "ஆசிரியை அவளுக்கு ஒரு பரிசு கொடுத்தார்."], "லீலா"],
    ["te", ["సాయంత్రం లీల తన బొమ్మను బడికి తీసుకొచ్చింది.", "టీచర్ ఆమెకు ఒక బహుమతి ఇచ్చారు."], "లీల"],
  ])("%s: the one done to is drawn, not the one doing it twice", (language, story, name) => {
    const drawn = lastScene(story, language);
    expect(drawn).toContain(name);
    expect(drawn.length).toBeLessThanOrEqual(3);
  });

  it("draws the named animal the sentence before was about where an English object pronoun means it", () => {
    const drawn = lastScene(
      [
        "Old Mr Bose kept a goat called Bruno.",
        "One morning Bruno climbed onto the roof.",
        "The baker shooed him down.",
      ],
      "en",
    );
    expect(drawn).toContain("Bruno");
  });

  it("leaves German possessive ihr before a noun to the owner's sentence, drawing nobody new", () => {
    const drawn = lastScene(["Mira wohnte am Meer.", "Ihr Hund schlief in der Sonne."], "de");
    expect(drawn.filter((c) => c === "woman" || c === "man")).toEqual([]);
  });
});

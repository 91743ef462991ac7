import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the people the one scene draws. */
function people(sentence: string, language: Language): string[] {
  return (
    planScenes([sentence], language)[0]
      ?.characters.filter((c) => c.kind === "person")
      .map((c) => c.icon) ?? []
  );
}

const childIcons = (icons: string[]) => icons.filter((i) => i === "child" || i === "boy" || i === "girl");

describe("sons, daughters, pupils and the younger one are drawn as children", () => {
  it.each<[Language, string]>([
    ["en", "Her daughters picked apples in the orchard."],
    ["es", "Las niñas saltaron a la comba en la plaza."],
    ["es", "Sus hijos pescaban en el muelle."],
    ["fr", "Deux écolières lisaient sous un arbre."],
    ["de", "Seine Töchter sangen am Lagerfeuer."],
    ["de", "Die Schulkinder sangen im Bus."],
    ["kn", "ಅವನ ಇಬ್ಬರು ಹೆಣ್ಣುಮಕ್ಕಳು ಅಂಗಳದಲ್ಲಿ ಆಟವಾಡಿದರು."],
    ["ta", "அவருடைய மகள்கள் முற்றத்தில் விளையாடினார்கள்."],
    ["te", "ఆయన కూతుళ్ళు పెరట్లో ఆడుకున్నారు."],
  ])("draws two children for a plural kin or school word (%s: %s)", (language, sentence) => {
    expect(childIcons(people(sentence, language)).length).toBe(2);
  });

  it("draws two daughters as two girls", () => {
    expect(childIcons(people("His daughters sang by the campfire.", "en"))).toEqual(["girl", "girl"]);
  });

  it.each<[Language, string]>([
    ["kn", "ಚಿಕ್ಕವನು ಗಾಳಿಪಟದ ಹಿಂದೆ ಓಡಿದನು."],
    ["ta", "இளையவன் பட்டத்தின் பின்னால் ஓடினான்."],
    ["es", "Marta cruzó la plaza con su hijito de la mano."],
  ])("draws the younger one or a little son as a child (%s: %s)", (language, sentence) => {
    expect(childIcons(people(sentence, language)).length).toBeGreaterThan(0);
  });

  it.each<[Language, string, string]>([
    ["en", "Arun's class planted beans behind the school.", "Arun"],
    ["es", "La clase de Pedro plantó judías detrás del colegio.", "Pedro"],
    ["fr", "La classe de Hugo a planté des haricots derrière l'école.", "Hugo"],
    ["hi", "अरुण की कक्षा ने स्कूल के पीछे सेम बोई।", "अरुण"],
  ])("draws a classmate after the one whose class it is (%s: %s)", (language, sentence, owner) => {
    const cast = planScenes([sentence], language)[0]?.characters ?? [];
    expect(cast[0]?.name).toBe(owner);
    expect(cast.slice(1).some((c) => c.age === "child" && c.name === undefined)).toBe(true);
  });
});

describe("granddaughters and grandsons", () => {
  it.each<[Language, string]>([
    ["en", "Grandpa read a story while his two granddaughters listened."],
    ["es", "El abuelo leía un cuento mientras sus nietas escuchaban."],
    ["de", "Opa las eine Geschichte vor, und seine Enkelinnen hörten zu."],
    ["hi", "दादाजी कहानी सुना रहे थे और उनकी पोतियाँ देख रही थीं।"],
    ["ta", "தாத்தா கதை சொன்னார், அவருடைய பேத்திகள் பார்த்துக்கொண்டிருந்தார்கள்."],
  ])("draws two girls for a plural granddaughter word (%s: %s)", (language, sentence) => {
    expect(people(sentence, language).filter((i) => i === "girl").length).toBe(2);
  });
});

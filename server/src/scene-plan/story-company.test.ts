import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Who each scene of a story draws: a named person by name, anyone else by icon, with age and kind. */
function people(sentences: string[], language: Language) {
  return planScenes(sentences, language).map((p) =>
    p.characters.map((c) => ({ who: c.name ?? c.icon, age: c.age, person: c.kind === "person" })),
  );
}

/** The character whose name starts with `name` in the scene. */
const find = (scene: { who: string; age: string }[] | undefined, name: string) =>
  scene?.find((c) => c.who.startsWith(name));

describe("a word for children set before a list of names makes each of them a child", () => {
  const cases: [Language, string[], string, string][] = [
    [
      "en",
      ["Mum took the twins, Asha and Ravi, to the beach.", "Later Asha built a sandcastle."],
      "Asha",
      "Ravi",
    ],
    [
      "es",
      ["Mamá llevó a los gemelos, Nora y Beni, a la feria.", "Por la tarde Nora compró un globo."],
      "Nora",
      "Beni",
    ],
    [
      "de",
      ["Mama brachte die Zwillinge, Nora und Ben, zum Jahrmarkt.", "Am Abend kaufte Nora einen Ballon."],
      "Nora",
      "Ben",
    ],
    ["hi", ["एक दिन जुड़वाँ बच्चे, आशा और रवि, नदी पर गए।"], "आशा", "रवि"],
    ["ta", ["ஒரு நாள் இரட்டையர்கள் ஆஷாவும் ரவியும் ஆற்றுக்குப் போனார்கள்.", "ஆஷா ஒரு பலூன் வாங்கினாள்."], "ஆஷா", "ரவி"],
    ["kn", ["ಒಂದು ದಿನ ಅವಳಿ ಮಕ್ಕಳು ಆಶಾ ಮತ್ತು ರವಿ ನದಿಗೆ ಹೋದರು."], "ಆಶಾ", "ರವಿ"],
  ];
  for (const [language, story, first, second] of cases)
    it(`draws both ${first} and ${second} as children in every scene that has them (${language})`, () => {
      for (const scene of people(story, language))
        for (const name of [first, second]) {
          const c = find(scene, name);
          if (c) expect(c.age).toBe("child");
        }
      expect(find(people(story, language)[0], second)?.age).toBe("child");
    });
});

describe("names beside a bare Dad or Mum are the family's children", () => {
  const cases: [Language, string, string[]][] = [
    ["en", "Dad took Mia and Sam fishing at the lake.", ["Mia", "Sam"]],
    ["kn", "ಅಪ್ಪ ಮತ್ತು ರವಿ ಕೆರೆಗೆ ಹೋದರು.", ["ರವಿ"]],
    ["hi", "पापा और मीरा चिड़ियाघर गए।", ["मीरा"]],
  ];
  for (const [language, text, names] of cases)
    it(`draws ${names.join(" and ")} as children and the parent as a grown-up (${language})`, () => {
      const [scene] = people([text], language);
      for (const name of names) expect(find(scene, name)?.age).toBe("child");
      expect(scene?.some((c) => c.person && c.age === "adult")).toBe(true);
    });
});

describe("'her brother' is the one boy the story's company has beside her", () => {
  const cases: [Language, string[], string][] = [
    [
      "en",
      ["Mum took the twins, Asha and Ravi, to the beach.", "Later Asha built a sandcastle for her brother."],
      "Ravi",
    ],
    [
      "es",
      [
        "Mamá llevó a los gemelos, Asha y Ravi, a la playa.",
        "Más tarde Asha construyó un castillo de arena para su hermano.",
      ],
      "Ravi",
    ],
    [
      "kn",
      ["ಅಮ್ಮ ಅವಳಿ ಮಕ್ಕಳು ಆಶಾ ಮತ್ತು ರವಿಯನ್ನು ಕಡಲತೀರಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ನಂತರ ಆಶಾ ತನ್ನ ಅಣ್ಣನಿಗಾಗಿ ಮರಳಿನ ಕೋಟೆ ಕಟ್ಟಿದಳು."],
      "ರವಿ",
    ],
  ];
  for (const [language, story, brother] of cases)
    it(`draws ${brother} for the brother, and no new boy (${language})`, () => {
      const scene = people(story, language).at(-1) ?? [];
      expect(find(scene, brother)).toBeDefined();
      expect(scene.filter((c) => c.who === "boy")).toHaveLength(0);
    });
});

describe("a whole family no one of whom is named yet is drawn as people", () => {
  const cases: [Language, string][] = [
    ["en", "The day before the holiday, the whole family was washing the car."],
    ["es", "Antes de la fiesta, toda la familia limpiaba la casa."],
    ["de", "Die ganze Familie putzte am Samstag das Haus."],
    ["ta", "சனிக்கிழமை குடும்பம் முழுவதும் வீட்டைச் சுத்தம் செய்தது."],
  ];
  for (const [language, text] of cases)
    it(`draws someone for "${text}" (${language})`, () => {
      const [scene] = people([text], language);
      expect(scene?.some((c) => c.person)).toBe(true);
    });
});

describe("a bare family word before a list of names is one of the list, not their title", () => {
  const cases: [Language, string, string[]][] = [
    ["en", "Grandma, Ravi and Asha planted beans in the garden.", ["Ravi", "Asha"]],
    ["es", "Abuelo, Mira y Leo caminaron hasta el río.", ["Mira", "Leo"]],
  ];
  for (const [language, text, names] of cases)
    it(`draws the grandparent beside ${names.join(" and ")} (${language})`, () => {
      const [scene] = people([text], language);
      for (const name of names) expect(find(scene, name)?.age).toBe("child");
      expect(scene?.some((c) => c.age === "elder" && !names.some((n) => c.who.startsWith(n)))).toBe(true);
    });
});

describe("a person word set off after a name with only a possessive before it is that name's", () => {
  it.each<[Language, string]>([
    ["en", "Hi, I am Tara, your guide for today."],
    ["fr", "Bonjour, je suis Tara, votre guide."],
  ])("draws Tara alone (%s)", (language, text) => {
    const [scene] = people([text], language);
    expect(scene?.map((c) => c.who)).toEqual(["Tara"]);
  });
});

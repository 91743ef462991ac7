import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Each scene's characters: "name:icon" for a named one, else the icon. */
function cast(story: string[], language: Language): string[][] {
  return planScenes(story, language).map((p) =>
    p.characters.map((c) => (c.name ? `${c.name}:${c.icon}` : c.icon)),
  );
}

/** Each scene's characters with their pose: "name-or-icon/action". */
function poses(story: string[], language: Language): string[][] {
  return planScenes(story, language).map((p) =>
    p.characters.map((c) => `${c.name ?? c.icon}/${c.action ?? "stand"}`),
  );
}

describe("a word right after an owned relative or pet is its name, in the scripts without capitals", () => {
  it.each<[Language, string, string]>([
    ["hi", "उसकी सात साल की बेटी पारो आँगन में खेल रही थी।", "पारो"],
    ["kn", "ಅವನ ಏಳು ವರ್ಷದ ಮಗಳು ಪಾರೋ ಅಂಗಳದಲ್ಲಿ ಆಡುತ್ತಿದ್ದಳು.", "ಪಾರೋ"],
    ["ta", "அவனுடைய ஏழு வயது மகள் பாரோ முற்றத்தில் விளையாடினாள்.", "பாரோ"],
    ["te", "అతని ఏడేళ్ల కూతురు పారో పెరట్లో ఆడుకుంటోంది.", "పారో"],
  ])(
    "draws the daughter named after 'his daughter' as a girl with that name (%s)",
    (language, text, name) => {
      expect(cast([text], language)[0]).toContain(`${name}:girl`);
    },
  );

  it.each<[Language, string[], string]>([
    ["hi", ["मीना का छोटा कुत्ता मोती अपने पट्टे से छूटकर भाग गया।", "मोती एक पेड़ के नीचे सो रहा था।"], "मोती"],
    ["te", ["గీత చిన్న కుక్క మోతీ తన పట్టీలోంచి జారి పారిపోయింది.", "మోతీ ఒక చెట్టు కింద నిద్రపోతోంది."], "మోతీ"],
  ])(
    "draws a pet named by a word the story uses again as that pet, in every scene (%s)",
    (language, story, name) => {
      for (const scene of cast(story, language)) expect(scene).toContain(`${name}:dog`);
    },
  );

  it("reads the bone a dog chews as no name, though the story names the bone again (hi)", () => {
    const scenes = cast(["उसका कुत्ता हड्डी चबा रहा था।", "फिर उसने हड्डी मिट्टी में छिपा दी।"], "hi");
    expect(scenes.flat().some((who) => who.startsWith("हड्डी"))).toBe(false);
  });
});

describe("a person noun is drawn where the sentence puts it as a noun", () => {
  it.each<[Language, string]>([
    ["en", "Twenty volunteers cleaned the beach."],
    ["en", "A dozen people waited at the gate."],
    ["en", "In the evening the neighbours sat in the yard."],
    ["es", "Por la tarde los vecinos se reunieron en el patio."],
    ["es", "Unas personas esperaban en la puerta."],
    ["fr", "Le soir, les voisins se sont réunis dans la cour."],
    ["de", "Am Abend trafen sich die Nachbarn im Hof."],
  ])("draws someone for the group of people in %s: %s", (language, text) => {
    expect(cast([text], language)[0]?.length).toBeGreaterThan(0);
  });

  it("draws a magician, whom an emoji keyword lists for the magic wand, as a person (en)", () => {
    expect(cast(["On Friday a magician visited the school."], "en")[0]).toContain("person");
  });

  it("reads an adjective before a noun as no person (en: a heavy basket)", () => {
    expect(cast(["She carried a heavy basket to the market."], "en")[0]).toEqual(["woman"]);
  });

  it("draws no neighbour who only owns the ball (de: der Ball eines Nachbarn)", () => {
    expect(cast(["Der Ball eines Nachbarn rollte über die Straße."], "de")[0]).toEqual([]);
  });

  it("reads the name after 'her neighbour' as the neighbour's (de)", () => {
    expect(cast(["Ihr Nachbar Karim trug die Kiste ins Haus."], "de")[0]).toEqual(["Karim:man"]);
  });

  it("draws a porter the dictionary reads with no gender as a man after a masculine article (es)", () => {
    expect(cast(["Un mozo abrió la puerta del hotel."], "es")[0]).toEqual(["man"]);
  });

  it("draws 'the little cousins' as children (es)", () => {
    expect(cast(["Los primos pequeños jugaban en el patio."], "es")[0]).toEqual(["child"]);
  });
});

describe("a count of the people on stage draws them, nobody new", () => {
  it.each<[Language, string[], string[]]>([
    [
      "en",
      [
        "Grandpa Ravi and his grandson Arun went to the market.",
        "Aunt Mala met them there, and all three of them ate mangoes.",
      ],
      ["Mala", "Ravi", "Arun"],
    ],
    [
      "es",
      [
        "El abuelo Ravi y su nieto Arun fueron al mercado.",
        "La tía Mala los encontró allí, y los tres comieron mangos.",
      ],
      ["Mala", "Ravi", "Arun"],
    ],
    [
      "te",
      ["రవి తాతయ్య, అతని మనవడు అరుణ్ సంతకు వెళ్ళారు.", "అక్కడ మాల అత్తయ్య వాళ్ళని కలిసింది, ముగ్గురూ కలిసి మామిడిపళ్ళు తిన్నారు."],
      ["మాల", "రవి", "అరుణ్"],
    ],
  ])("draws the three where a %s sentence says all three ate", (language, story, names) => {
    const last = planScenes(story, language).at(-1)?.characters ?? [];
    expect(last.map((c) => c.name).sort()).toEqual([...names].sort());
    for (const c of last.filter((x) => x.name !== names[0])) expect(c.action).toBe("eat");
  });
});

describe("an object pronoun points at the story's people", () => {
  it("reads the same pronoun twice in one sentence as one person, the named boy before a man met on the way (es)", () => {
    const story = [
      "En la plaza, el pequeño Arun miraba a un hombre que vendía cometas.",
      "Un mozo lo levantó y lo llevó a la tienda.",
    ];
    const last = cast(story, "es")[1] ?? [];
    expect(last).toContain("Arun:boy");
    expect(last.filter((who) => who === "man")).toHaveLength(1);
  });
});

describe("a verb of staring is looking", () => {
  it("draws children who came into the yard and stared as looking (de)", () => {
    expect(poses(["Die Kinder kamen in den Hof und starrten auf den Baum."], "de")[0]?.[0]).toBe(
      "child/look",
    );
  });
});

import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Who each scene of a story draws: a named person as "name:icon", anyone else by icon. */
function cast(sentences: string[], language: Language): string[][] {
  return planScenes(sentences, language).map((p) =>
    p.characters.map((c) => (c.name ? `${c.name}:${c.icon}` : c.icon)).sort(),
  );
}

const farmer = (who: string) => /farmer$/u.test(who);

describe("a name beside a job is one worker, named, with the job's look", () => {
  const cases: [Language, string[], string][] = [
    ["en", ["Orrin the farmer walked to his field.", "He looked at the sky."], "Orrin"],
    ["es", ["Orrin, el granjero, caminó hasta su campo.", "Luego miró el cielo."], "Orrin"],
    ["de", ["Orrin, der Bauer, ging auf sein Feld.", "Er sah zum Himmel."], "Orrin"],
    ["hi", ["किसान तारिक़ अपने खेत में गया।", "उसने आसमान की ओर देखा।"], "तारिक़"],
    ["kn", ["ರೈತ ತಾರಿಕ್ ತನ್ನ ಹೊಲಕ್ಕೆ ಹೋದನು.", "ಅವನು ಆಕಾಶ ನೋಡಿದನು."], "ತಾರಿಕ್"],
    ["te", ["రైతు తారిక్ తన పొలానికి వెళ్ళాడు.", "అతను ఆకాశం వైపు చూశాడు."], "తారిక్"],
  ];
  for (const [language, story, name] of cases)
    it(`draws ${name} once, as a farmer, in both scenes of "${story[0]}" (${language})`, () => {
      for (const scene of cast(story, language)) {
        expect(scene).toHaveLength(1);
        const [who, icon] = (scene[0] ?? "").split(":");
        expect(who).toBe(name);
        expect(farmer(icon ?? "")).toBe(true);
      }
    });

  it("reads no name into a plural job or an object after it (kn)", () => {
    const [scene] = cast(["ರೈತರು ಹಸಿರು ಚೀಲಗಳಲ್ಲಿ ಬೀಜ ತಂದರು."], "kn");
    expect(scene?.some((who) => who.includes(":"))).toBe(false);
  });

  it("reads no name into the verb that ends a sentence after a job (hi)", () => {
    const scenes = cast(["किसान ने खेत में बीज बोए।", "किसान हँसा।"], "hi");
    expect(scenes[1]?.some((who) => who.includes(":"))).toBe(false);
  });
});

describe("a word for a woman or a man before a job is that worker's gender", () => {
  const cases: [Language, string][] = [
    ["kn", "ಒಬ್ಬ ಮಹಿಳಾ ಪೊಲೀಸ್ ಮಗುವನ್ನು ಮನೆಗೆ ಕರೆದುಕೊಂಡು ಹೋದಳು."],
    ["hi", "एक महिला किसान खेत में काम कर रही थी।"],
  ];
  for (const [language, sentence] of cases)
    it(`draws one working woman for "${sentence}" (${language})`, () => {
      const [scene] = cast([sentence], language);
      expect(scene?.filter((who) => who === "woman")).toEqual([]);
      expect(scene?.some((who) => /^woman-/u.test(who))).toBe(true);
    });
});

describe("a name that owns a family word is a person, and so is the relative", () => {
  const cases: [Language, string, string][] = [
    ["es", "La familia de Zubeda preparó una gran cena.", "Zubeda"],
    ["fr", "La famille de Zubeda a préparé un grand dîner.", "Zubeda"],
    ["de", "Am Abend kochte Zubedas Familie ein großes Essen.", "Zubeda"],
    ["hi", "ज़ुबैदा के परिवार ने बड़ा खाना बनाया।", "ज़ुबैदा"],
  ];
  for (const [language, sentence, name] of cases)
    it(`draws ${name} for "${sentence}" (${language})`, () => {
      expect(cast([sentence], language)[0]?.some((who) => who.startsWith(`${name}:`))).toBe(true);
    });

  const mothers: [Language, string, string][] = [
    ["hi", "रविवार को ज़ुबैदा की माँ उसे बाज़ार ले गईं।", "ज़ुबैदा"],
    ["kn", "ಭಾನುವಾರ ಜುಬೈದಾಳ ಅಮ್ಮ ಅವಳನ್ನು ಸಂತೆಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಜುಬೈದಾ"],
    ["ta", "ஞாயிற்றுக்கிழமை ஜுபைதாவின் அம்மா அவளைச் சந்தைக்கு அழைத்துச் சென்றார்.", "ஜுபைதா"],
    ["te", "ఆదివారం జుబైదా వాళ్ళ అమ్మ తనని సంతకి తీసుకెళ్ళింది.", "జుబైదా"],
  ];
  for (const [language, sentence, name] of mothers)
    it(`draws ${name} and her mother for "${sentence}" (${language})`, () => {
      const [scene] = cast([sentence], language);
      expect(scene?.some((who) => who.startsWith(`${name}:`))).toBe(true);
      expect(scene).toContain("woman");
    });

  it("draws a brother named after 'her little brother' (de)", () => {
    const [scene] = cast(["Sein großer Bruder Malik fing den Ball."], "de");
    expect(scene?.some((who) => who.startsWith("Malik:"))).toBe(true);
  });
});

describe("words that open a sentence and describe its subject are nobody's name", () => {
  const cases: [Language, string, string][] = [
    ["en", "Wet and cold, they ran inside.", "Wet"],
    ["es", "Mojados y helados, todos corrieron adentro.", "Mojados"],
    ["fr", "Trempés et gelés, ils coururent à l'intérieur.", "Trempés"],
    ["en", "Sleepy and warm, she climbed into bed.", "Sleepy"],
  ];
  for (const [language, sentence, word] of cases)
    it(`draws no "${word}" for "${sentence}" (${language})`, () => {
      expect(cast([sentence], language)[0]?.some((who) => who.startsWith(`${word}:`))).toBe(false);
    });

  const times: [Language, string[]][] = [
    ["kn", ["ಒಬ್ಬ ಹುಡುಗಿ ಅಂಗಡಿಗೆ ಬಂದಳು.", "ನಾಳೆಯೇ ಅವಳು ಹಾಡು ಹಾಡಿದಳು."]],
    ["ta", ["ஒரு பெண் கடைக்கு வந்தாள்.", "அடுத்தநாள் அவள் பாட்டுப் பாடினாள்."]],
  ];
  for (const [language, story] of times)
    it(`draws no name for the time word before "she" in "${story[1]}" (${language})`, () => {
      expect(cast(story, language)[1]?.filter((who) => who.includes(":"))).toEqual([]);
    });

  it("reads an unknown word before 'own' after a time of day as the one who acts (hi)", () => {
    const [scene] = cast(["कल सुबह सलीम अपना बैग लेकर स्टेशन गया।"], "hi");
    expect(scene?.some((who) => who.startsWith("सलीम:"))).toBe(true);
  });
});

describe("a capitalised first word the language's dictionary lists is a word, not a name", () => {
  const cases: [Language, string[], string][] = [
    [
      "es",
      [
        "Ignacio y su perro salieron temprano al puerto.",
        "Entonces el perro ladró a las gaviotas.",
        "Cerca del muelle, Ignacio compró pan.",
      ],
      "Ignacio",
    ],
    ["es", ["Marta paseaba sola por el parque.", "Delante de la fuente, Marta se sentó a leer."], "Marta"],
    [
      "fr",
      [
        "Odile marchait vers la gare.",
        "Ensuite elle a acheté un billet.",
        "Derrière la vitre, Odile souriait.",
      ],
      "Odile",
    ],
  ];
  for (const [language, story, name] of cases)
    it(`names nobody but ${name} in "${story.join(" ")}" (${language})`, () => {
      const named = cast(story, language).flatMap((scene) =>
        scene.filter((who) => who.includes(":")).map((who) => who.split(":")[0]),
      );
      expect(new Set(named)).toEqual(new Set([name]));
    });
});

describe("a name the dictionary lists only as a proper name is still a name", () => {
  it("draws Anne and her aunt when a French story opens on Anne, a name FreeDict also holds", () => {
    const [scene] = cast(["Anne et sa tante ont acheté du pain au marché."], "fr");
    expect(scene?.some((who) => who.startsWith("Anne:"))).toBe(true);
  });
});

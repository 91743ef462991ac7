import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Who each scene of a story draws: a named person by name, anyone else by icon and age. */
function people(sentences: string[], language: Language) {
  return planScenes(sentences, language).map((p) =>
    p.characters.map((c) => ({ who: c.name ?? c.icon, age: c.age })),
  );
}

const names = (scene: { who: string }[] | undefined) => (scene ?? []).map((c) => c.who).sort();

describe("a group word draws the people the story named together", () => {
  const cases: [Language, string[], string[]][] = [
    ["en", ["Anya and Tomas walked to the lake.", "Later they swam until sunset."], ["Anya", "Tomas"]],
    ["es", ["Carmen y Diego llegaron al parque.", "Luego todos comieron helado."], ["Carmen", "Diego"]],
    ["fr", ["Chloé et Hugo sont allés au marché.", "Ensuite, ils ont mangé des crêpes."], ["Chloé", "Hugo"]],
    ["de", ["Lena und Paul gingen in den Wald.", "Dann sammelten sie Pilze."], ["Lena", "Paul"]],
    ["hi", ["सीता और राहुल बाज़ार गए।", "फिर वे आम खाने लगे।"], ["राहुल", "सीता"]],
    ["kn", ["ಸೀತಾ ಮತ್ತು ರವಿ ಉದ್ಯಾನಕ್ಕೆ ಹೋದರು.", "ಆಮೇಲೆ ಎಲ್ಲರೂ ಆಟವಾಡಿದರು."], ["ರವಿ", "ಸೀತಾ"]],
    ["te", ["సీత, రవి పార్కుకి వెళ్ళారు.", "తర్వాత అందరూ ఆడుకున్నారు."], ["రవి", "సీత"]],
  ];
  for (const [language, story, group] of cases)
    it(`draws both friends for "${story[1]}" (${language})`, () => {
      expect(names(people(story, language)[1])).toEqual(group);
    });

  it("leaves out the stranger who served them: the waiter is not part of their 'they'", () => {
    const scenes = people(
      ["Anya and Tomas sat down at a café.", "A waiter brought them lemonade.", "Then they walked home."],
      "en",
    );
    expect(names(scenes[2])).toEqual(["Anya", "Tomas"]);
  });

  it("draws nobody new for a 'they' that no one before it can mean", () => {
    expect(people(["They said the road was closed."], "en")[0]).toEqual([]);
  });

  it("reads 'they' after animals in the same sentence as the animals, not the people of the story", () => {
    const scenes = people(["Omar and Zoe sat by the pond.", "The ducks came close and they quacked."], "en");
    expect(names(scenes[1])).not.toContain("Omar");
  });

  it("keeps German 'sie' with a singular verb as one woman, not a group", () => {
    const scenes = people(
      ["Lena und Paul gingen in den Wald.", "Im Garten blieb Lena stehen, und dann lachte sie."],
      "de",
    );
    expect(names(scenes[1])).toEqual(["Lena"]);
  });
});

describe("a little sister or brother is a child in every scene", () => {
  const cases: [Language, string[]][] = [
    ["en", ["Kofi took his little sister to the zoo.", "His sister laughed at the monkeys."]],
    ["fr", ["Hugo a emmené sa petite sœur au zoo.", "Sa sœur a ri devant les singes."]],
    ["de", ["Paul brachte seine kleine Schwester in den Zoo.", "Die Schwester lachte über die Affen."]],
  ];
  for (const [language, story] of cases)
    it(`draws the sister as a child in both scenes (${language})`, () => {
      const scenes = people(story, language);
      for (const scene of scenes) expect(scene.filter((c) => c.age === "child")).toHaveLength(1);
      expect(scenes.flat().filter((c) => c.age === "adult" && c.who.includes("woman"))).toEqual([]);
    });
});

describe("'it' after a sentence about an animal is the animal", () => {
  it("draws the dog for 'It dug a hole' after the dog ran out (en)", () => {
    const scenes = planScenes(["Nadia's dog ran into the yard.", "It dug a hole under the fence."], "en");
    expect(scenes[1]?.characters.map((c) => c.icon)).toContain("dog");
  });

  it("draws the dog for 'Es grub ein Loch' after the dog ran out (de)", () => {
    const scenes = planScenes(["Der Hund lief in den Garten.", "Es grub ein Loch unter dem Zaun."], "de");
    expect(scenes[1]?.characters.map((c) => c.icon)).toContain("dog");
  });

  it("draws no animal for 'It was late' after a sentence about a cat", () => {
    const scenes = planScenes(
      ["A cat slept on the porch.", "It was late, and a lamp glowed in the window."],
      "en",
    );
    expect(scenes[1]?.characters.filter((c) => c.kind === "animal")).toEqual([]);
  });
});

describe("a family word written with a capital is that person, not a name", () => {
  it("draws an older woman for 'Grandma' in the middle of a sentence (en)", () => {
    const [scene] = planScenes(["After lunch, Grandma baked a loaf of bread."], "en");
    expect(scene?.characters.map((c) => ({ name: c.name, age: c.age }))).toEqual([
      { name: undefined, age: "elder" },
    ]);
  });
});

describe("a named child stays a child in the scenes after", () => {
  it.each<[Language, string[]]>([
    ["fr", ["Léo est un petit garçon.", "Léo a couru à la maison."]],
    ["es", ["Ana es una niña.", "Ana corrió a casa."]],
    ["de", ["Lena ist ein kleines Mädchen.", "Dann lachte Lena."]],
    ["kn", ["ಇಶಾನ್ ಒಬ್ಬ ಪುಟ್ಟ ಹುಡುಗ.", "ಇಶಾನ್ ಮನೆಗೆ ಓಡಿದನು."]],
    ["ta", ["இஷான் ஒரு சின்னப் பையன்.", "இஷான் வீட்டுக்கு ஓடினான்."]],
    ["te", ["ఇషాన్ ఒక చిన్న అబ్బాయి.", "ఇషాన్ ఇంటికి పరిగెత్తాడు."]],
  ])("'%s' %s: one child, drawn a child in both scenes", (language, story) => {
    const scenes = people(story, language);
    for (const scene of scenes) expect(scene.map((c) => c.age)).toEqual(["child"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["After school Leo walked home.", "Leo ate an apple."]],
    ["de", ["Nach der Schule ging Leo nach Hause.", "Leo aß einen Apfel."]],
    ["hi", ["स्कूल के बाद प्रिया पार्क गई।", "प्रिया ने सेब खाया।"]],
    ["kn", ["ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ ಪ್ರಿಯಾ ಗ್ರಂಥಾಲಯಕ್ಕೆ ಹೋದಳು.", "ಪ್ರಿಯಾ ಓದಿದಳು."]],
  ])("someone named 'after school' (%s) is a schoolchild then and later", (language, story) => {
    const scenes = people(story, language);
    expect(scenes.map((s) => s.map((c) => c.age))).toEqual([["child"], ["child"]]);
  });

  it("'After school Mira picked up her son.': the one with a son stays the adult", () => {
    const [scene] = people(["After school Mira picked up her son."], "en");
    expect(scene).toEqual([
      { who: "Mira", age: "adult" },
      { who: "boy", age: "child" },
    ]);
  });
});

describe("a grandparent's grandchild is a child in every scene", () => {
  const cases: [Language, string[]][] = [
    ["en", ["Nila and her grandmother fed the ducks at the pond.", "Nila laughed at them."]],
    ["es", ["Nila y su abuela dieron de comer a los patos.", "Nila se rio."]],
    ["fr", ["Nila et sa grand-mère ont nourri les canards.", "Nila a ri."]],
    ["de", ["Nila und ihre Großmutter fütterten die Enten.", "Nila lachte."]],
    ["hi", ["नीला और उसकी दादी ने तालाब पर बत्तखों को दाना खिलाया।", "नीला हँसी।"]],
    ["kn", ["ನೀಲಾ ಮತ್ತು ಅವಳ ತಾತ ಕೊಳದ ಬಳಿ ಬಾತುಕೋಳಿಗಳಿಗೆ ಕಾಳು ಹಾಕಿದರು.", "ನೀಲಾ ನಕ್ಕಳು."]],
    ["ta", ["நீலாவும் அவள் பாட்டியும் குளத்தில் வாத்துகளுக்கு உணவு போட்டார்கள்.", "நீலா சிரித்தாள்."]],
    ["te", ["నీల, ఆమె తాతయ్య చెరువు దగ్గర బాతులకు గింజలు వేశారు.", "నీల నవ్వింది."]],
  ];
  for (const [language, story] of cases)
    it(`draws Nila as a child beside the grandparent and after (${language})`, () => {
      const scenes = people(story, language);
      const nila = (scene: { who: string; age: string }[] | undefined) =>
        scene?.find((c) => c.who.startsWith(story[1]?.slice(0, 2) ?? "-"));
      expect(nila(scenes[0])?.age).toBe("child");
      expect(scenes[0]?.some((c) => c.age === "elder")).toBe(true);
      expect(nila(scenes[1])?.age).toBe("child");
    });

  it("keeps a parent who brings her son to his grandmother a grown woman", () => {
    const scenes = people(["Rosa took her son to visit his grandmother."], "en");
    expect(scenes[0]?.find((c) => c.who === "Rosa")?.age).toBe("adult");
  });
});

describe("parents are a mother and a father", () => {
  const cases: [Language, string][] = [
    ["en", "Omar and his parents walked to the station."],
    ["es", "Omar y sus padres fueron a la estación."],
    ["fr", "Omar et ses parents sont allés à la gare."],
    ["de", "Omar und seine Eltern gingen zum Bahnhof."],
    ["hi", "ओमर और उसके माता-पिता स्टेशन गए।"],
    ["kn", "ಓಮರ್ ಮತ್ತು ಅವನ ತಂದೆತಾಯಿ ನಿಲ್ದಾಣಕ್ಕೆ ಹೋದರು."],
    ["ta", "ஓமரும் அவன் பெற்றோரும் நிலையத்துக்குச் சென்றார்கள்."],
    ["te", "ఓమర్, అతని తల్లిదండ్రులు స్టేషన్‌కి వెళ్ళారు."],
  ];
  for (const [language, sentence] of cases)
    it(`draws a woman and a man for the parents in "${sentence}"`, () => {
      const icons = planScenes([sentence], language)[0]?.characters.map((c) => c.icon) ?? [];
      expect(icons.filter((i) => /^woman/.test(i)).length).toBeGreaterThanOrEqual(1);
      expect(icons.filter((i) => /^man/.test(i)).length).toBeGreaterThanOrEqual(1);
    });
});

describe("a whole school is its children, a bus conductor a person", () => {
  const schools: [Language, string][] = [
    ["en", "On Monday the whole school sang in the hall."],
    ["es", "El lunes todo el colegio cantó en el patio."],
    ["fr", "Lundi, toute l'école a chanté dans la cour."],
    ["de", "Am Montag sang die ganze Schule im Hof."],
    ["hi", "सोमवार को पूरा स्कूल आँगन में गाने लगा।"],
    ["kn", "ಸೋಮವಾರ ಇಡೀ ಶಾಲೆ ಅಂಗಳದಲ್ಲಿ ಹಾಡಿತು."],
    ["ta", "திங்கள்கிழமை பள்ளி முழுவதும் முற்றத்தில் பாடியது."],
  ];
  for (const [language, sentence] of schools)
    it(`draws schoolchildren at school for "${sentence}"`, () => {
      const plan = planScenes([sentence], language)[0];
      expect(plan?.setting.place).toBe("school");
      expect(plan?.characters.some((c) => c.age === "child")).toBe(true);
    });

  const conductors: [Language, string][] = [
    ["en", "The conductor checked our tickets."],
    ["es", "El revisor miró los billetes."],
    ["fr", "Le contrôleur a regardé les billets."],
    ["de", "Der Schaffner prüfte die Fahrkarten."],
    ["hi", "कंडक्टर ने टिकट देखे।"],
    ["kn", "ಕಂಡಕ್ಟರ್ ಟಿಕೆಟ್‌ಗಳನ್ನು ನೋಡಿದನು."],
    ["ta", "நடத்துநர் பயணச்சீட்டுகளைப் பார்த்தார்."],
    ["te", "కండక్టర్ టికెట్లు చూశాడు."],
  ];
  for (const [language, sentence] of conductors)
    it(`draws the conductor as someone in "${sentence}"`, () => {
      const cast = planScenes([sentence], language)[0]?.characters ?? [];
      expect(cast.filter((c) => c.kind === "person")).toHaveLength(1);
    });
});

describe("someone given an age under thirteen is a child in every scene", () => {
  const cases: [Language, string[], string][] = [
    ["en", ["Meena, who is eight, fed the hens.", "Then Meena ran to school."], "Meena"],
    ["es", ["Meena, que tiene ocho años, dio de comer a las gallinas.", "Luego Meena corrió."], "Meena"],
    ["fr", ["Meena, qui a huit ans, a nourri les poules.", "Puis Meena a couru."], "Meena"],
    ["de", ["Meena, die acht Jahre alt ist, fütterte die Hühner.", "Dann rannte Meena los."], "Meena"],
    ["hi", ["आठ साल की मीना ने मुर्गियों को दाना खिलाया।", "फिर मीना दौड़ी।"], "मीना"],
    ["kn", ["ಎಂಟು ವರ್ಷದ ಮೀನಾ ಕೋಳಿಗಳಿಗೆ ಕಾಳು ಹಾಕಿದಳು.", "ಆಮೇಲೆ ಮೀನಾ ಓಡಿದಳು."], "ಮೀನಾ"],
    ["ta", ["எட்டு வயது மீனா கோழிகளுக்குத் தீனி போட்டாள்.", "பிறகு மீனா ஓடினாள்."], "மீனா"],
    ["te", ["ఎనిమిదేళ్ల మీనా కోళ్లకు గింజలు వేసింది.", "తర్వాత మీనా పరిగెత్తింది."], "మీనా"],
  ];
  for (const [language, story, name] of cases)
    it(`draws ${name} as a child in both scenes (${language})`, () => {
      for (const scene of people(story, language))
        expect(scene.find((c) => c.who.startsWith(name))?.age).toBe("child");
    });

  it("keeps a grown woman whose sentence counts years ago an adult", () => {
    const scenes = people(["Two years later, Meena opened a bakery."], "en");
    expect(scenes[0]?.find((c) => c.who === "Meena")?.age).toBe("adult");
  });
});

describe("'little' before a name makes a child, and is no name itself", () => {
  const cases: [Language, string[], string][] = [
    ["en", ["Little Omar fed the goats.", "Omar laughed."], "Omar"],
    ["es", ["El pequeño Omar dio de comer a las cabras.", "Omar se rio."], "Omar"],
    ["fr", ["Le petit Omar a nourri les chèvres.", "Omar a ri."], "Omar"],
    ["de", ["Der kleine Omar fütterte die Ziegen.", "Omar lachte."], "Omar"],
    ["hi", ["छोटा ओमर बकरियों को चारा खिला रहा था।", "ओमर हँसा।"], "ओमर"],
    ["kn", ["ಪುಟ್ಟ ಓಮರ್ ಮೇಕೆಗಳಿಗೆ ಮೇವು ಹಾಕಿದನು.", "ಓಮರ್ ನಕ್ಕನು."], "ಓಮರ್"],
    ["ta", ["குட்டி ஓமர் மேளம் அடித்தான்.", "ஓமர் சிரித்தான்."], "ஓமர்"],
    ["te", ["చిన్న ఓమర్ మేకలకు మేత వేశాడు.", "ఓమర్ నవ్వాడు."], "ఓమర్"],
  ];
  for (const [language, story, name] of cases)
    it(`draws ${name} as the one child of both scenes (${language})`, () => {
      for (const scene of people(story, language)) {
        expect(scene.find((c) => c.who.startsWith(name))?.age).toBe("child");
        expect(scene.filter((c) => c.age === "adult" && !/goat/.test(c.who))).toEqual([]);
      }
    });
});

describe("a clause's last word before a semicolon is nobody's name", () => {
  it("reads the Tamil verb before a semicolon and a family word as a verb, not the relative's name", () => {
    const scene = people(["மழை பெய்யத் தொடங்கியது; பாட்டி தன் குடையைத் திறந்தாள்."], "ta")[0] ?? [];
    expect(scene.map((c) => c.who)).not.toContain("தொடங்கியது");
    expect(scene).toHaveLength(1);
  });
});

import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

describe("a name after a family title is that relative, one figure", () => {
  it.each<[Language, string, string, string]>([
    ["de", "Am Abend kochte Oma Teresa einen riesigen Topf Nudeln.", "Teresa", "old-woman"],
    ["de", "Opa Enzo führte die Kinder den Hügel hinauf.", "Enzo", "old-man"],
    ["hi", "सुबह दादाजी एन्ज़ो ने बच्चों को बाग़ दिखाया।", "एन्ज़ो", "old-man"],
    ["kn", "ಬೆಳಿಗ್ಗೆ ಅಜ್ಜ ಎಂಜೊ ಮಕ್ಕಳನ್ನು ತೋಟಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಎಂಜೊ", "old-man"],
    ["ta", "காலையில் தாத்தா என்சோ குழந்தைகளைத் தோட்டத்துக்கு அழைத்துச் சென்றார்.", "என்சோ", "old-man"],
    ["te", "ఉదయం తాతయ్య ఎంజో పిల్లల్ని తోటకు తీసుకెళ్లారు.", "ఎంజో", "old-man"],
  ])("draws the %s grandparent by the name after the title", (language, text, name, icon) => {
    const cast = lastCast([text], language);
    expect(cast).toContainEqual({ name, icon });
    expect(cast.filter((c) => c.name === undefined && c.icon === icon)).toEqual([]);
  });

  it.each<[Language, string]>([
    ["hi", "शनिवार को तारा और उसके दादाजी पैदल नुक्कड़ की दुकान गए।"],
    ["hi", "दादाजी बेंच पर बैठे।"],
    ["te", "తాతయ్య బెంచీ మీద కూర్చున్నాడు."],
    ["kn", "ಅಜ್ಜಿ ಬಾಣಲೆಯಲ್ಲಿ ಮೀನನ್ನು ಕರಿದರು."],
  ])(
    "reads the word after a %s family title as what it is, not a name, where it says how or where",
    (language, text) => {
      const cast = lastCast([text], language);
      expect(cast.filter((c) => /^old-/.test(c.icon)).map((c) => c.name)).toEqual([undefined]);
    },
  );

  it("keeps the name joined to 'and her cousins' after a titled name a person of its own (kn)", () => {
    const cast = lastCast(["ಅಜ್ಜ ಎಂಜೊ ಒಲಿವ್ ಮತ್ತು ಅವಳ ಸೋದರಸಂಬಂಧಿ ಮಕ್ಕಳನ್ನು ತೋಟಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು."], "kn");
    expect(cast.map((c) => c.name)).toEqual(expect.arrayContaining(["ಎಂಜೊ", "ಒಲಿವ್"]));
  });
});

describe("a family title said alone later is the relative it named", () => {
  it.each<[Language, string[], string]>([
    ["en", ["Grandma Elsa opened the window.", "Then Grandma shook a paper bag."], "Elsa"],
    ["de", ["Oma Elsa öffnete das Fenster.", "Da raschelte Oma mit einer Papiertüte."], "Elsa"],
    ["es", ["La abuela Elsa abrió la ventana.", "Entonces la abuela agitó una bolsa de papel."], "Elsa"],
    ["fr", ["Mamie Elsa a ouvert la fenêtre.", "Alors mamie a secoué un sachet en papier."], "Elsa"],
    ["hi", ["एल्सा दादी ने खिड़की खोली।", "तब दादी ने काग़ज़ की थैली खड़खड़ाई।"], "एल्सा"],
    ["ta", ["பாட்டி தெரசா ஜன்னலைத் திறந்தார்.", "அப்போது பாட்டி ஒரு பையைக் குலுக்கினார்."], "தெரசா"],
  ])("draws the %s grandmother by her name, not a second old woman", (language, story, name) => {
    const cast = lastCast(story, language);
    expect(cast).toContainEqual({ name, icon: "old-woman" });
    expect(cast.filter((c) => c.name === undefined && c.icon === "old-woman")).toEqual([]);
  });
});

describe("a name and the person word in apposition are one person", () => {
  it("draws 'Bablu the rickshaw man' as one man named Bablu", () => {
    const cast = lastCast(
      ["Bablu lived by the temple.", "Bablu the rickshaw man pedalled through the brown water."],
      "en",
    );
    expect(cast).toContainEqual({ name: "Bablu", icon: "man" });
    expect(cast.filter((c) => c.name === undefined && c.icon === "man")).toEqual([]);
  });

  it.each<[Language, string[], string]>([
    ["hi", ["रिक्शेवाला बबलू पानी के पार ले गया।", "शाम को बबलू अपने रिक्शे पर बैठ गया।"], "बबलू"],
    ["ta", ["ரிக்ஷாக்காரர் பப்லு தண்ணீரில் சென்றார்.", "மாலையில் பப்லு தன் ரிக்ஷாவில் உட்கார்ந்திருந்தார்."], "பப்லு"],
    ["te", ["రిక్షావాలా బబ్లూ నీళ్లలో తీసుకెళ్లాడు.", "సాయంత్రం బబ్లూ తన రిక్షా మీద కూర్చున్నాడు."], "బబ్లూ"],
  ])("draws the %s worker named after an agent noun by that name", (language, story, name) => {
    expect(lastCast(story, language).map((c) => c.name)).toContain(name);
  });

  it("draws no word after an agent noun as a name the story never uses again (ta)", () => {
    const cast = lastCast(["பால்காரர் அதில் இரண்டு பால் பாக்கெட்டுகளை வைத்தார்."], "ta");
    expect(cast.map((c) => c.name)).not.toContain("அதில்");
  });

  it.each<[Language, string, string]>([
    ["hi", "अपनी बालकनी से मिसेज़ दास ने एक टोकरी नीचे लटकाई।", "दास"],
    ["kn", "ತಮ್ಮ ಬಾಲ್ಕನಿಯಿಂದ ಮಿಸೆಸ್ ದಾಸ್ ಬುಟ್ಟಿಯನ್ನು ಕೆಳಗೆ ಇಳಿಸಿದರು.", "ದಾಸ್"],
    ["ta", "தன் பால்கனியிலிருந்து திருமதி தாஸ் ஒரு கூடையைக் கீழே இறக்கினார்.", "தாஸ்"],
    ["te", "తన బాల్కనీ నుంచి మిసెస్ దాస్ బుట్టను కిందికి దించింది.", "దాస్"],
    ["de", "Von ihrem Balkon ließ Frau Das einen Korb an einem Seil herunter.", "Das"],
  ])("draws the %s woman a title names as a woman", (language, text, name) => {
    expect(lastCast([text], language)).toContainEqual({ name, icon: "woman" });
  });

  it.each<[Language, string[], string]>([
    [
      "en",
      [
        "The procession set off, with the groom, Rahul, riding a white horse.",
        "Behind him his cousins danced in the road.",
      ],
      "Rahul",
    ],
    ["hi", ["सबसे आगे दूल्हा राहुल सफ़ेद घोड़ी पर सवार था।"], "राहुल"],
    ["ta", ["மாப்பிள்ளை ராகுல் ஒரு வெள்ளைக் குதிரையில் சவாரி செய்து வந்தார்."], "ராகுல்"],
  ])("draws the %s groom as a grown man, whatever company he keeps", (language, story, name) => {
    expect(lastCast(story, language)).toContainEqual({ name, icon: "man" });
  });
});

describe("a German noun the dictionary lists is no one's name", () => {
  it.each<[string[], string]>([
    [["Hinter ihm spielte eine Blaskapelle aus voller Kraft, und seine Cousins tanzten."], "Hinter"],
    [["Hinter ihm spielte eine Blaskapelle aus voller Kraft, und seine Cousins tanzten."], "Kraft"],
    [["Jayesh hatte eine große Rolle Schnur.", "Mitali hielt die Rolle."], "Rolle"],
    [["Das Wasser stand knietief.", "Bablu fuhr durch das braune Wasser."], "Wasser"],
  ])("draws nobody named %#", (story, word) => {
    expect(lastCast(story, "de").map((c) => c.name)).not.toContain(word);
  });
});

describe("a German name that the dictionary also lists is still a name beside its person word", () => {
  it.each<[string[], string]>([
    [["Am Samstag gingen Tara und ihr Großvater zum Schuhgeschäft.", "Tara tanzte durch den Laden."], "Tara"],
    [["Seine Tochter Rosa knetet den Teig.", "Um sechs hat Rosa die Regale gefüllt."], "Rosa"],
    [["Ihr grüner Papagei Kiwi flog hinaus.", "Aber Kiwi hüpfte nur weiter nach oben."], "Kiwi"],
  ])("draws %# by its name", (story, name) => {
    expect(lastCast(story, "de").map((c) => c.name)).toContain(name);
  });

  it("reads 'des Dachs' as the roof's, drawing no badger", () => {
    const cast = lastCast(["Jayesh lief an den Rand des Dachs."], "de");
    expect(cast.map((c) => c.icon)).not.toContain("badger");
  });
});

describe("a group beside a named child", () => {
  it("draws the named child and another child, never a second figure with her name", () => {
    const cast = lastCast(
      [
        "Grandpa Enzo led Olive and her cousins up the hill.",
        "After lunch the children climbed into a big wooden tub.",
      ],
      "en",
    );
    const names = cast.map((c) => c.name).filter((n) => n !== undefined);
    expect(new Set(names).size).toBe(names.length);
  });

  it("draws a child's cousins as children", () => {
    const cast = lastCast(["Grandpa Enzo led Olive and her cousins up the hill."], "en");
    expect(cast.filter((c) => c.name === undefined).map((c) => c.icon)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(boy|girl|child)$/)]),
    );
  });
});

describe("a job set off by commas and a man or a woman called by a name are one person", () => {
  it.each<[Language, string]>([
    ["en", "The mechanic, a thin man called Anwar, dipped the tube in a bucket of water."],
    ["es", "El mecánico, un hombre delgado llamado Anwar, metió la cámara en un cubo de agua."],
    ["fr", "Le mécanicien, un homme maigre nommé Anwar, a plongé la chambre à air dans un seau d'eau."],
  ])("%s: draws Anwar once, as the mechanic", (language, text) => {
    expect(lastCast([text], language)).toEqual([{ name: "Anwar", icon: "man-mechanic" }]);
  });

  it("keeps two people where the man called by name is someone else", () => {
    const cast = lastCast(["The mechanic waved at a thin man called Anwar."], "en");
    expect(cast).toHaveLength(2);
  });
});

describe("a word in the case of where before an honorific 'they' is a place, no one's name", () => {
  it.each<[Language, string[]]>([
    ["ta", ["மீராவும் அவள் அப்பாவும் ஆற்றங்கரையில் நடந்தார்கள்.", "பழைய கல் பாலத்தில் அவர்கள் நின்றார்கள்."]],
    ["kn", ["ಮೀರಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ನದಿಯ ದಡದಲ್ಲಿ ನಡೆದರು.", "ಹಳೆಯ ಸೇತುವೆಯಲ್ಲಿ ಅವರು ನಿಂತರು."]],
  ])("%s: draws the two who walked, and nobody called 'on the bridge'", (language, sentences) => {
    const cast = lastCast(sentences, language);
    expect(cast).toHaveLength(2);
    expect(cast.map((c) => c.name ?? "")).not.toContainEqual(expect.stringMatching(/(த்தில்|ಯಲ್ಲಿ)$/u));
  });

  it("keeps a name before the Tamil honorific", () => {
    expect(lastCast(["ராஜன் அவர்கள் வந்தார்."], "ta")).toContainEqual({ name: "ராஜன்", icon: "person" });
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places, things } from "./story-probes";

describe("a building a family's furniture is carried into is their home", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["Two men carried the family's sofa into the new building.", "The children ate rice on the floor."],
    ],
    [
      "es",
      [
        "Dos hombres llevaron el sofá de la familia al edificio nuevo.",
        "Los niños comieron arroz en el suelo.",
      ],
    ],
    [
      "fr",
      ["Deux hommes ont porté le canapé de la famille dans l'immeuble.", "Les enfants ont mangé du riz."],
    ],
    ["de", ["Zwei Männer trugen das Sofa der Familie in das neue Gebäude.", "Die Kinder aßen Reis."]],
    ["hi", ["दो आदमी परिवार का सोफ़ा नई इमारत में ले गए।", "बच्चों ने चावल खाया।"]],
    ["kn", ["ಇಬ್ಬರು ಕುಟುಂಬದ ಸೋಫಾವನ್ನು ಹೊಸ ಕಟ್ಟಡದ ಒಳಗೆ ಹೊತ್ತೊಯ್ದರು.", "ಮಕ್ಕಳು ಅನ್ನ ತಿಂದರು."]],
    ["ta", ["இரண்டு பேர் குடும்பத்தின் சோபாவைப் புதிய கட்டிடத்துக்குள் தூக்கிச் சென்றார்கள்.", "குழந்தைகள் சோறு சாப்பிட்டார்கள்."]],
    ["te", ["ఇద్దరు కుటుంబం సోఫాను కొత్త భవనంలోకి మోసుకెళ్లారు.", "పిల్లలు అన్నం తిన్నారు."]],
  ])("%s: the building is where they live, and the story stays at home: %s", (language, story) => {
    expect(places(language, story)).toEqual(["home", "home"]);
  });

  it.each<[Language, string[]]>([
    [
      "en",
      [
        "A truck stopped outside the building, and two men carried a bed up the stairs.",
        "The cat hid in a box.",
      ],
    ],
    [
      "es",
      [
        "Un camión paró delante del edificio, y dos hombres subieron una cama por la escalera.",
        "La gata se escondió en una caja.",
      ],
    ],
    [
      "de",
      [
        "Ein Lastwagen hielt vor dem Gebäude, und zwei Männer trugen ein Bett die Treppe hinauf.",
        "Die Katze versteckte sich in einem Karton.",
      ],
    ],
    ["hi", ["इमारत के बाहर एक ट्रक रुका, और दो आदमी एक सोफ़ा सीढ़ियों से ऊपर ले गए।", "बिल्ली एक डिब्बे में छिप गई।"]],
  ])("%s: the truck unloaded outside is in the street, the story then at home: %s", (language, story) => {
    expect(places(language, story)).toEqual(["street", "home"]);
  });

  it("en: a sofa seen in a building of a city the sentence names is in that city", () => {
    expect(places("en", ["In the city, a red sofa stood in the window of a tall building."])).toEqual([
      "city",
    ]);
  });
});

describe("French 'parce que' gives a reason, not a park", () => {
  it.each<string>(["Il est resté parce qu'il pleuvait.", "Elle a souri parce que son frère chantait."])(
    "fr: %s",
    (sentence) => {
      expect(places("fr", [sentence])).not.toEqual(["park"]);
    },
  );
});

describe("a pillow is drawn as the bed it lies on", () => {
  it.each<[Language, string]>([
    ["en", "The dog slept on Ravi's pillow."],
    ["es", "El perro durmió sobre la almohada de Ravi."],
    ["fr", "Le chien a dormi sur l'oreiller de Ravi."],
    ["de", "Der Hund schlief auf Ravis Kopfkissen."],
    ["hi", "कुत्ता रवि के तकिये पर सो गया।"],
    ["kn", "ನಾಯಿ ರವಿಯ ದಿಂಬಿನ ಮೇಲೆ ಮಲಗಿತು."],
    ["ta", "நாய் ரவியின் தலையணையில் தூங்கியது."],
    ["te", "కుక్క రవి దిండు మీద పడుకుంది."],
  ])("%s: %s", (language, sentence) => {
    expect(things(language, [sentence])[0]).toContain("bed");
  });
});

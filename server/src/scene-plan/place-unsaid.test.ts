import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a story that has named no place is where its things and people belong", () => {
  it.each<[Language, string]>([
    ["en", "At breakfast Tomás pushed away his bowl of porridge."],
    ["es", "En el desayuno Tomás apartó su tazón de avena."],
    ["fr", "Au petit-déjeuner, Tomás a repoussé son bol de porridge."],
    ["de", "Beim Frühstück schob Tomás seine Schüssel Haferbrei weg."],
    ["hi", "नाश्ते में तोमास ने दलिये की कटोरी दूर सरका दी।"],
    ["kn", "ತೋಮಾಸ್ ತನ್ನ ಗಂಜಿಯ ಬಟ್ಟಲನ್ನು ದೂರ ತಳ್ಳಿದನು."],
    ["ta", "தோமாஸ் தன் கஞ்சிக் கிண்ணத்தைத் தள்ளி வைத்தான்."],
    ["te", "తోమాస్ తన గంజి గిన్నెను పక్కకు నెట్టాడు."],
  ])("%s: a bowl of porridge is eaten at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["en", "On a windy Sunday, Uncle Ravi helped his nephew fold paper kites."],
    ["es", "Un domingo de viento, el tío Ravi ayudó a su sobrino a hacer cometas."],
    ["fr", "Un dimanche venteux, l'oncle Ravi a aidé son neveu à fabriquer des cerfs-volants."],
    ["de", "An einem windigen Sonntag half Onkel Ravi seinem Neffen, Drachen zu basteln."],
  ])("%s: family busy together, going nowhere, is at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["en", "Old Ferhat drove his tractor past the maize."],
    ["es", "El viejo Ferhat arreglaba su tractor."],
    ["fr", "Le grand-père a planté un épouvantail."],
    ["de", "Der alte Ferhat fuhr mit seinem Traktor."],
    ["hi", "बूढ़े फ़रहत ने अपना ट्रैक्टर चलाया।"],
    ["kn", "ಮುದುಕ ಫರ್ಹತ್ ತನ್ನ ಟ್ರ್ಯಾಕ್ಟರ್ ಓಡಿಸಿದನು."],
    ["ta", "வயதான ஃபர்ஹத் தன் டிராக்டரை ஓட்டினார்."],
    ["te", "ముసలి ఫర్హత్ తన ట్రాక్టర్ నడిపాడు."],
  ])("%s: a tractor or a scarecrow is out on the farm: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["farm"]);
  });

  it.each<[Language, string]>([
    ["en", "The old woman stood at the bus stop."],
    ["es", "La anciana esperaba en la parada del autobús."],
    ["fr", "La vieille dame attendait à l'arrêt de bus."],
    ["de", "Die alte Frau wartete an der Bushaltestelle."],
    ["hi", "बूढ़ी औरत बस स्टॉप पर खड़ी थी।"],
    ["kn", "ಮುದುಕಿ ಬಸ್ ನಿಲ್ದಾಣದಲ್ಲಿ ನಿಂತಿದ್ದಳು."],
    ["ta", "வயதான பெண் பேருந்து நிறுத்தத்தில் நின்றாள்."],
    ["te", "ముసలావిడ బస్ స్టాప్‌లో నిలబడింది."],
  ])("%s: a bus stop is in the street: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it.each<[Language, string]>([
    ["en", "Maya baked a chocolate cake for her son."],
    ["es", "Mi madre cocinaba arroz mientras cantaba."],
    ["de", "Mia schrieb ihrer Großmutter einen Brief."],
    ["kn", "ಸೀತಾ ಅಣ್ಣನ ತಲೆ ತಿಂದಳು."],
    ["te", "ప్రియ అమ్మకు ఒక ఉత్తరం రాసింది."],
    ["en", "Anil forgot his umbrella on the bus."],
  ])(
    "%s: a relative written to or baked for, or a vehicle alone, says nothing of a place: %s",
    (language, s) => {
      expect(places(language, [s])).toEqual(["studio"]);
    },
  );

  it("keeps the place a story names, family or not", () => {
    expect(places("en", ["Grandpa and Ben fed the ducks at the lake."])).toEqual(["river"]);
    expect(places("en", ["Mum and Lila walked to the beach."])).toEqual(["beach"]);
  });

  it("leaves a sentence that says nothing of a place in the studio", () => {
    expect(places("en", ["Lila was bored.", "She walked to the park."])).toEqual(["studio", "park"]);
  });
});

describe("a household's own things and meals put a story that has named no place at home", () => {
  it.each<[Language, string]>([
    ["en", "Grandma sat at her old sewing machine and hemmed a dress."],
    ["es", "La abuela dormía bajo una manta de lana."],
    ["fr", "Mitthu a caché la boîte sous son oreiller."],
    ["de", "Oma saß an ihrer alten Nähmaschine."],
    ["hi", "दादी अँगीठी के पास बैठीं और बुनाई करने लगीं।"],
    ["kn", "ಅವನು ಪೆಟ್ಟಿಗೆಯನ್ನು ದಿಂಬಿನ ಕೆಳಗೆ ಬಚ್ಚಿಟ್ಟನು."],
    ["ta", "பாட்டி தையல் இயந்திரத்தில் ஒரு சட்டை தைத்தாள்."],
    ["te", "ఆ రాత్రి అతను పెట్టెను దిండు కింద దాచాడు."],
  ])("%s: a sewing machine, a blanket, a pillow or a stove is drawn at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["en", "At breakfast on Monday, Mitthu bit into an apple."],
    ["en", "At half past nine Mrs Joshi packed hot rice into a steel tiffin for her husband."],
    ["es", "Barkha y sus padres cenaban sentados en el suelo."],
    ["fr", "Barkha, son frère Vivek et leurs parents dînaient assis par terre."],
    ["fr", "Lundi, au petit déjeuner, Mitthu a croqué dans une pomme."],
    ["de", "Am Montag beim Frühstück biss Mitthu in einen Apfel."],
    ["hi", "सोमवार को नाश्ते के वक़्त मिट्ठू ने सेब में दाँत गड़ाया।"],
    ["kn", "ಸೋಮವಾರ ಬೆಳಗಿನ ತಿಂಡಿಯ ಹೊತ್ತಿನಲ್ಲಿ ಮಿಟ್ಟು ಸೇಬನ್ನು ಕಚ್ಚಿದನು."],
    ["ta", "திங்கள்கிழமை காலை உணவின்போது மிட்டு ஒரு ஆப்பிளைக் கடித்தான்."],
    ["te", "తొమ్మిదిన్నరకి జోషి ఆంటీ తన భర్త కోసం స్టీలు టిఫిన్ డబ్బాలో వేడి అన్నం సర్దింది."],
  ])("%s: a household's breakfast, supper or packed tiffin is at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it("keeps the home for the sentences after, until a place is named", () => {
    expect(
      places("fr", [
        "Lundi, au petit déjeuner, Mitthu a croqué dans une pomme.",
        "Maman a lavé la petite dent.",
        "Plus tard, ils sont allés au parc.",
      ]),
    ).toEqual(["home", "home", "park"]);
  });

  it.each<[Language, string[], string[]]>([
    [
      "en",
      ["The children sat in the classroom.", "At lunch they opened their tiffin boxes."],
      ["school", "school"],
    ],
    ["en", ["The market was busy.", "A man sold pots and blankets."], ["market", "market"]],
    ["en", ["Ravi bought a blanket at the shop."], ["shop"]],
    ["en", ["At breakfast in the hotel, Mira read the newspaper."], ["studio"]],
    ["fr", ["Au petit déjeuner à l'hôtel, Mira a lu le journal."], ["studio"]],
    ["de", ["Beim Frühstück im Hotel las Mira die Zeitung."], ["studio"]],
    ["hi", ["होटल में नाश्ते के समय मीरा ने अख़बार पढ़ा।"], ["restaurant"]],
    ["ta", ["ஹோட்டலில் காலை உணவின்போது மீரா செய்தித்தாள் படித்தாள்."], ["restaurant"]],
  ])("%s: a place the story names or holds stays, household things or not: %s", (language, story, want) => {
    expect(places(language, story)).toEqual(want);
  });

  it.each<[Language, string]>([
    ["en", "On the night bus, Kabir slept on a pillow."],
    ["fr", "Dans le bus de nuit, Kabir dormait sur un oreiller."],
    ["de", "Im Nachtbus schlief Kabir auf einem Kissen."],
  ])("%s: a pillow on a ride is no home: %s", (language, sentence) => {
    expect(places(language, [sentence])).not.toContain("home");
  });
});

describe("the opening of a story is where a later sentence finds its people", () => {
  it.each<[Language, string[]]>([
    ["en", ["Lila read a comic.", "Tom drew a dragon.", "The twins sat on the floor of the kitchen."]],
    [
      "es",
      ["Lila leía un cómic.", "Tom dibujó un dragón.", "Los gemelos se sentaron en el suelo de la cocina."],
    ],
    [
      "fr",
      [
        "Lila lisait une bande dessinée.",
        "Tom a dessiné un dragon.",
        "Les jumeaux se sont assis par terre dans la cuisine.",
      ],
    ],
    [
      "de",
      [
        "Lila las ein Comicheft.",
        "Tom malte einen Drachen.",
        "Die Zwillinge saßen in der Küche auf dem Boden.",
      ],
    ],
    ["hi", ["लीला ने एक कॉमिक पढ़ी।", "टॉम ने एक ड्रैगन बनाया।", "दोनों रसोई में फ़र्श पर बैठे थे।"]],
    ["kn", ["ಲೀಲಾ ಒಂದು ಕಾಮಿಕ್ ಓದಿದಳು.", "ಟಾಮ್ ಒಂದು ಡ್ರ್ಯಾಗನ್ ಚಿತ್ರ ಬಿಡಿಸಿದನು.", "ಇಬ್ಬರೂ ಅಡುಗೆಮನೆಯಲ್ಲಿ ನೆಲದ ಮೇಲೆ ಕುಳಿತಿದ್ದರು."]],
    ["ta", ["லீலா ஒரு காமிக் படித்தாள்.", "டாம் ஒரு டிராகன் வரைந்தான்.", "இருவரும் சமையலறையில் தரையில் உட்கார்ந்திருந்தார்கள்."]],
    ["te", ["లీల ఒక కామిక్ చదివింది.", "టామ్ ఒక డ్రాగన్ బొమ్మ గీశాడు.", "ఇద్దరూ వంటగదిలో నేల మీద కూర్చున్నారు."]],
  ])("%s: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["kitchen", "kitchen", "kitchen"]);
  });

  it("does not take a place someone walks to, nor one of a later time", () => {
    expect(places("en", ["Lila read a comic.", "She walked to the kitchen."])).toEqual(["studio", "kitchen"]);
    expect(places("en", ["Lila read a comic.", "In the evening she ate in the kitchen."])).toEqual([
      "studio",
      "kitchen",
    ]);
  });

  it.each<[Language, string[]]>([
    ["en", ["Kofi was tired.", "At last he reached home."]],
    ["es", ["Kofi estaba cansado.", "Por fin llegó a casa."]],
    ["fr", ["Kofi était fatigué.", "Enfin il est arrivé à la maison."]],
    ["de", ["Kofi war müde.", "Endlich kam er nach Hause."]],
    ["hi", ["कोफ़ी थका हुआ था।", "आख़िरकार वह घर पहुँचा।"]],
    ["kn", ["ಕೋಫಿ ದಣಿದಿದ್ದನು.", "ಕೊನೆಗೂ ಅವನು ಮನೆಗೆ ತಲುಪಿದನು."]],
    ["ta", ["கோஃபி களைப்பாக இருந்தான்.", "கடைசியில் அவன் வீட்டுக்கு வந்து சேர்ந்தான்."]],
    ["te", ["కోఫీ అలసిపోయాడు.", "చివరికి అతను ఇంటికి చేరుకున్నాడు."]],
  ])("%s: a home reached later is not where the story was before: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["studio", "home"]);
  });
});

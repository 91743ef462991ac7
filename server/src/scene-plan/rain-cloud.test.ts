import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Whether each scene of a story draws the rain cloud. */
const rainClouds = (language: Language, story: string[]) =>
  planScenes(story, language).map((p) => p.objects.some((o) => o.icon === "cloud-with-rain"));

describe("rain that begins in a story falls on the scenes after it until it stops", () => {
  it.each<[Language, string[]]>([
    ["en", ["Dark clouds gathered over the field.", "Ravi and his sister worked in the field for an hour."]],
    ["es", ["Unas nubes negras cubrieron el campo.", "Ravi y su hermana trabajaron en el campo una hora."]],
    [
      "fr",
      [
        "De gros nuages noirs ont couvert le champ.",
        "Ravi et sa sœur ont travaillé au champ pendant une heure.",
      ],
    ],
    [
      "de",
      [
        "Dunkle Wolken zogen über dem Feld auf.",
        "Ravi und seine Schwester arbeiteten eine Stunde auf dem Feld.",
      ],
    ],
    ["hi", ["खेत के ऊपर काले बादल छा गए।", "रवि और उसकी बहन घंटे भर खेत में काम करते रहे।"]],
    ["kn", ["ಹೊಲದ ಮೇಲೆ ಕಪ್ಪು ಮೋಡಗಳು ಕವಿದವು.", "ರವಿ ಮತ್ತು ಅವನ ತಂಗಿ ಒಂದು ಗಂಟೆ ಹೊಲದಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದರು."]],
    ["ta", ["வயலுக்கு மேலே கருமேகங்கள் சூழ்ந்தன.", "ரவியும் அவன் தங்கையும் ஒரு மணி நேரம் வயலில் வேலை செய்தார்கள்."]],
    ["te", ["పొలం మీద నల్లని మేఘాలు కమ్ముకున్నాయి.", "రవి, అతని చెల్లెలు గంటసేపు పొలంలో పని చేశారు."]],
  ])(
    "draws dark clouds gathering as the rain cloud, and keeps it in the next scene (%s)",
    (language, story) => {
      expect(rainClouds(language, story)).toEqual([true, true]);
    },
  );

  it.each<[Language, string[]]>([
    ["en", ["Dark clouds gathered over the park.", "When the rain stopped, Mina played on the swing."]],
    ["es", ["Unas nubes negras cubrieron el parque.", "Cuando la lluvia paró, Mina jugó en el columpio."]],
    [
      "de",
      ["Dunkle Wolken zogen über dem Park auf.", "Als der Regen aufgehört hatte, schaukelte Mina im Park."],
    ],
    ["hi", ["पार्क के ऊपर काले बादल छा गए।", "बारिश रुकी तो मीना पार्क में झूले पर खेलने लगी।"]],
    ["te", ["పార్కు మీద నల్లని మేఘాలు కమ్ముకున్నాయి.", "వాన వెలిసింది, మీనా పార్కులో ఉయ్యాల ఊగింది."]],
  ])("ends the rain where a sentence says it stopped (%s)", (language, story) => {
    expect(rainClouds(language, story)).toEqual([true, false]);
  });

  it.each<[Language, string]>([
    ["en", "After the rain the children played by the river."],
    ["es", "Después de la lluvia los niños jugaron junto al río."],
    ["fr", "Après la pluie, les enfants ont joué au bord de la rivière."],
    ["de", "Nach dem Regen spielten die Kinder am Fluss."],
    ["hi", "बारिश के बाद बच्चे नदी के किनारे खेले।"],
    ["kn", "ಮಳೆಯ ನಂತರ ಮಕ್ಕಳು ನದಿಯ ದಡದಲ್ಲಿ ಆಡಿದರು."],
    ["ta", "மழைக்குப் பிறகு குழந்தைகள் ஆற்றங்கரையில் விளையாடினார்கள்."],
    ["te", "వాన తర్వాత పిల్లలు నది ఒడ్డున ఆడుకున్నారు."],
  ])("draws no rain cloud after the rain is over (%s)", (language, text) => {
    expect(rainClouds(language, [text])).toEqual([false]);
  });

  it("leaves the rain behind at a place the story moves on to, and at a later time of day", () => {
    expect(
      rainClouds("en", [
        "Dark clouds gathered over the bus stop.",
        "Four days later Grandpa read the letter in his kitchen.",
        "Dark clouds gathered over the farm.",
        "In the evening the family ate dinner on the farm.",
      ]),
    ).toEqual([true, false, true, false]);
  });

  it("shows the rain of a scene indoors only as its weather, with no cloud in the room", () => {
    const plans = planScenes(
      [
        "Dark clouds gathered, so Mira stayed in the kitchen with her grandfather.",
        "She poured milk into a glass.",
      ],
      "en",
    );
    expect(plans.map((p) => p.objects.some((o) => o.icon === "cloud-with-rain"))).toEqual([false, false]);
  });

  it("keeps the person a sentence is about in a held rainy scene that names nobody", () => {
    const [, plan] = planScenes(
      ["Dark clouds gathered over the bus stop where Lucia waited.", "She shivered under the little roof."],
      "en",
    );
    expect(plan?.characters.map((c) => c.name)).toContain("Lucia");
  });

  it.each<[Language, string]>([
    ["en", "A storm rolled in over the harbour."],
    ["fr", "Le drapeau s'est ouvert en faisant pleuvoir des pétales sur la foule."],
    ["hi", "झंडा खुलते ही भीड़ पर फूलों की पंखुड़ियाँ बरस पड़ीं।"],
  ])("leaves a rain named in passing to the scene's sky, with no cloud drawn (%s)", (language, text) => {
    expect(rainClouds(language, [text])).toEqual([false]);
  });

  it("reads no rain in a word that only begins like one (plus, not plu)", () => {
    expect(rainClouds("fr", ["Le poisson nageait plus vite que tout dans son bocal."])).toEqual([false]);
  });
});

describe("a drizzle is rain", () => {
  it.each<[Language, string]>([
    ["en", "It drizzled all the way home, so Maya ran to the bus stop."],
    ["es", "De camino a casa empezó a lloviznar, así que corrieron a la parada del autobús."],
    ["fr", "Sur le chemin du retour, il s'est mis à bruiner, alors ils ont couru sous l'abribus."],
    ["de", "Auf dem Heimweg fing es an zu nieseln, also rannten sie unter das Bushäuschen."],
    ["hi", "घर लौटते समय बूँदाबाँदी शुरू हो गई, तो वे भागकर बस स्टॉप के नीचे गए।"],
    ["kn", "ಮನೆಗೆ ಹೋಗುವಾಗ ತುಂತುರು ಶುರುವಾಯಿತು, ಅವರು ಓಡಿ ಬಸ್ ನಿಲ್ದಾಣಕ್ಕೆ ಹೋದರು."],
    ["ta", "வீட்டுக்குத் திரும்பும் வழியில் தூறல் தொடங்கியது, அவர்கள் பேருந்து நிறுத்தத்துக்கு ஓடினார்கள்."],
    ["te", "ఇంటికి వెళ్ళే దారిలో జల్లులు మొదలయ్యాయి, వాళ్ళు పరిగెత్తి బస్ స్టాప్ కింద నిలబడ్డారు."],
  ])("draws the rain of a drizzle that starts on the way home (%s)", (language, sentence) => {
    expect(planScenes([sentence], language)[0]?.weather).toBe("rain");
  });
});

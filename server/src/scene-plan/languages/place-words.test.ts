import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** The place of each scene of a story told in `language`. */
const places = (language: Language, ...sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.setting.place);

/** Each sentence planned as a story of its own: where a reader pictures it. */
function eachAlone(language: Language, sentences: readonly string[], place: string) {
  for (const sentence of sentences)
    expect([sentence, places(language, sentence)[0]]).toEqual([sentence, place]);
}

describe("a shop named by its trade or its errand", () => {
  const SHOPS: Record<Language, string[]> = {
    en: [
      "Grandpa took Ravi to the tailor for a new shirt.",
      "Mum bought cough syrup at the pharmacy.",
      "The butcher wrapped the chicken in brown paper.",
      "On Monday Nina went to the hairdresser.",
    ],
    es: [
      "La abuela compró jarabe en la farmacia.",
      "El sastre midió la chaqueta de Pablo.",
      "Papá llevó a Hugo a la peluquería.",
    ],
    fr: [
      "Papa a acheté du sirop à la pharmacie.",
      "Le boucher a emballé le poulet dans du papier.",
      "Lundi, Léa est allée chez le coiffeur.",
    ],
    de: [
      "Oma kaufte Hustensaft in der Apotheke.",
      "Der Metzger wickelte das Hähnchen in Papier.",
      "Am Montag ging Papa mit Tom zum Friseur.",
    ],
    hi: ["माँ ने फार्मेसी से खाँसी की दवा खरीदी।", "दर्ज़ी ने राहुल की नई कमीज़ सिली।", "पापा उसे बाल कटवाने सैलून ले गए।"],
    kn: ["ಅಮ್ಮ ಫಾರ್ಮಸಿಯಲ್ಲಿ ಕೆಮ್ಮಿನ ಔಷಧಿ ಕೊಂಡರು.", "ದರ್ಜಿ ರವಿಯ ಹೊಸ ಅಂಗಿಯನ್ನು ಹೊಲಿದನು.", "ಅಪ್ಪ ಅವನನ್ನು ಸಲೂನ್‌ಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು."],
    ta: [
      "அம்மா மருந்துக்கடையில் இருமல் மருந்து வாங்கினார்.",
      "தையல்காரர் ரவியின் புதிய சட்டையைத் தைத்தார்.",
      "அப்பா அவனை சலூனுக்கு அழைத்துச் சென்றார்.",
    ],
    te: ["అమ్మ ఫార్మసీలో దగ్గు మందు కొన్నది.", "దర్జీ రవి కొత్త చొక్కా కుట్టాడు.", "నాన్న అతన్ని సెలూన్‌కి తీసుకెళ్లారు."],
  };
  for (const language of Object.keys(SHOPS) as Language[])
    it(`sets a tailor, a pharmacy, a butcher and a hairdresser in a shop in ${language}`, () => {
      eachAlone(language, SHOPS[language], "shop");
    });

  it("keeps the place the sentence names over the one a worker brings", () => {
    expect(places("en", "The barber came to the house on Sunday.")).toEqual(["home"]);
    expect(places("de", "Der Friseur kam am Sonntag ins Haus.")).toEqual(["home"]);
    expect(places("hi", "नाई रविवार को घर आया।")).toEqual(["home"]);
  });

  it("poses the one who reads while the barber cuts as reading, not the barber (Telugu -ుంటే)", () => {
    const [plan] = planScenes(["మంగలి కత్తెరతో జుట్టు కత్తిరిస్తుంటే నాన్న పుస్తకం చదువుతూ ఉన్నారు."], "te");
    expect(plan?.characters.map((c) => [c.word, c.action ?? "stand"])).toEqual([
      ["మంగలి", "stand"],
      ["నాన్న", "read"],
    ]);
    expect(plan?.setting.place).toBe("shop");
  });

  it("moves a story to the doctor's when someone is taken there", () => {
    expect(places("en", "Ravi played in the park.", "Then Mum took him to the doctor's.")).toEqual([
      "park",
      "hospital",
    ]);
    expect(places("fr", "Ravi a joué au parc.", "Puis sa mère l'a emmené chez le médecin.")).toEqual([
      "park",
      "hospital",
    ]);
    expect(places("hi", "रवि पार्क में खेला।", "फिर माँ उसे डॉक्टर के पास ले गईं।")).toEqual(["park", "hospital"]);
  });

  it("sets a story whose doctor is at work, and no place named, at the hospital", () => {
    expect(places("en", "The doctor listened to Ravi's chest.")).toEqual(["hospital"]);
    expect(places("es", "La doctora escuchó el pecho de Ravi.")).toEqual(["hospital"]);
    expect(places("te", "డాక్టర్ రవి ఛాతీని పరీక్షించారు.")).toEqual(["hospital"]);
  });
});

describe("a part of a home is the home", () => {
  const PARTS: Record<Language, string[]> = {
    en: [
      "Grandma watered the plants on the balcony.",
      "The children played in the courtyard.",
      "Dad read the paper on the porch.",
    ],
    es: [
      "La abuela regó las plantas en el balcón.",
      "Los niños jugaron en el porche.",
      "Papá leyó el periódico en el porche.",
    ],
    fr: [
      "Mamie arrosait les plantes sur le balcon.",
      "Les enfants jouaient dans le grenier.",
      "Papa lisait le journal sous la véranda.",
    ],
    de: [
      "Oma goss die Blumen auf dem Balkon.",
      "Die Kinder spielten auf dem Dachboden.",
      "Papa las die Zeitung auf der Veranda.",
    ],
    hi: ["दादी ने बालकनी में पौधों को पानी दिया।", "बच्चे आँगन में खेल रहे थे।", "पापा बरामदे में अख़बार पढ़ रहे थे।"],
    kn: ["ಅಜ್ಜಿ ಬಾಲ್ಕನಿಯಲ್ಲಿ ಗಿಡಗಳಿಗೆ ನೀರು ಹಾಕಿದರು.", "ಮಕ್ಕಳು ಅಂಗಳದಲ್ಲಿ ಆಡಿದರು.", "ಅಪ್ಪ ಜಗಲಿಯ ಮೇಲೆ ಪತ್ರಿಕೆ ಓದಿದರು."],
    ta: [
      "பாட்டி பால்கனியில் செடிகளுக்குத் தண்ணீர் ஊற்றினார்.",
      "குழந்தைகள் முற்றத்தில் விளையாடினார்கள்.",
      "அப்பா திண்ணையில் செய்தித்தாள் படித்தார்.",
    ],
    te: ["నానమ్మ బాల్కనీలో మొక్కలకు నీళ్ళు పోసింది.", "పిల్లలు అరుగు మీద ఆడుకున్నారు.", "నాన్న వరండాలో పేపర్ చదివారు."],
  };
  for (const language of Object.keys(PARTS) as Language[])
    it(`sets a balcony, a courtyard and a veranda at home in ${language}`, () => {
      eachAlone(language, PARTS[language], "home");
    });

  it("gives a terrace's place to the café it belongs to", () => {
    expect(places("en", "They drank tea on the terrace of the café.")).toEqual(["cafe"]);
    expect(places("fr", "Ils ont bu un thé sur la terrasse du café.")).toEqual(["cafe"]);
  });

  it("reads no home in a word that only looks like a part of one", () => {
    expect(places("fr", "Le chat dormait sur la terre chaude.")).toEqual(["studio"]);
    expect(places("en", "Snow lay on the rooftops of the town.")).toEqual(["city"]);
  });

  it("sets a story that has named no place at home when a bed or a sofa is in it", () => {
    expect(places("en", "The puppy slept under the bed.")).toEqual(["home"]);
    expect(places("hi", "बिल्ली सोफ़े पर सो गई।")).toEqual(["home"]);
    expect(places("ta", "பூனை கட்டிலுக்கு அடியில் தூங்கியது.")).toEqual(["home"]);
  });
});

describe("a class, a lesson or break time is at school", () => {
  const SCHOOL: Record<Language, string[]> = {
    en: [
      "Priya's class learned about volcanoes.",
      "At break time, Sam shared his apples.",
      "The music lesson began with a song.",
    ],
    es: [
      "La clase de Marta aprendió una canción.",
      "En el recreo, Pablo compartió sus manzanas.",
      "Hoy Marta leyó un poema en clase.",
    ],
    fr: [
      "La classe de Léa a appris une chanson.",
      "Pendant la récréation, Hugo a partagé ses pommes.",
      "Aujourd'hui, Léa a lu un poème en classe.",
    ],
    de: [
      "Lenas Klasse lernte ein neues Lied.",
      "Heute las Lena im Unterricht ein Gedicht vor.",
      "Im Klassenzimmer hingen bunte Bilder.",
    ],
    hi: ["लीला की कक्षा ने एक गीत सीखा।", "कक्षा में राहुल ने एक कविता पढ़ी।", "मीना अपने सहपाठियों के साथ हँसी।"],
    kn: ["ಲೀಲಾಳ ತರಗತಿ ಒಂದು ಹಾಡು ಕಲಿಯಿತು.", "ತರಗತಿಯಲ್ಲಿ ರವಿ ಒಂದು ಕವಿತೆ ಓದಿದನು.", "ಇಂದಿನ ಪಾಠ ಜ್ವಾಲಾಮುಖಿಗಳ ಬಗ್ಗೆ ಇತ್ತು."],
    ta: ["லீலாவின் வகுப்பு ஒரு பாடல் கற்றுக்கொண்டது.", "வகுப்பில் ரவி ஒரு கவிதை படித்தான்.", "இன்றைய பாடம் எரிமலைகள் பற்றியது."],
    te: ["లీల తరగతి ఒక పాట నేర్చుకుంది.", "తరగతిలో రవి ఒక పద్యం చదివాడు.", "ఈరోజు పాఠం అగ్నిపర్వతాల గురించి."],
  };
  for (const language of Object.keys(SCHOOL) as Language[])
    it(`sets a class and a lesson at school in ${language}`, () => {
      eachAlone(language, SCHOOL[language], "school");
    });

  it("leaves a place named after class where the sentence says", () => {
    expect(places("en", "After class, Sam walked to the park.")).toEqual(["park"]);
    expect(places("es", "Después de clase, Pablo fue al parque.")).toEqual(["park"]);
  });

  it("keeps a story that is somewhere else there when a class is mentioned", () => {
    expect(places("en", "Sam sat in the garden.", "He told his mother about his class.")).toEqual([
      "garden",
      "garden",
    ]);
  });
});

describe("a festival or a family occasion with no place named is at home", () => {
  const HOME: Record<Language, string[]> = {
    en: [
      "On Christmas Eve, the children hung up their stockings.",
      "It was Priya's birthday, and everyone sang.",
      "The whole family ate dinner together.",
    ],
    es: [
      "En Nochebuena los niños cantaron villancicos.",
      "Era el cumpleaños de Marta y todos cantaron.",
      "Toda la familia cenó junta.",
    ],
    fr: [
      "Le soir du réveillon, les enfants ont chanté.",
      "C'était l'anniversaire de Léa et tout le monde a chanté.",
      "Toute la famille a dîné ensemble.",
    ],
    de: [
      "An Heiligabend sangen die Kinder Lieder.",
      "Es war Lenas Geburtstag, und alle sangen.",
      "Die ganze Familie aß zusammen zu Abend.",
    ],
    hi: ["दिवाली की रात बच्चों ने दीये जलाए।", "आज मीना का जन्मदिन था।", "पूरे परिवार ने साथ खाना खाया।"],
    kn: ["ದೀಪಾವಳಿಯ ರಾತ್ರಿ ಮಕ್ಕಳು ದೀಪ ಹಚ್ಚಿದರು.", "ಇಂದು ಮೀನಾಳ ಹುಟ್ಟುಹಬ್ಬ.", "ಇಡೀ ಕುಟುಂಬ ಒಟ್ಟಿಗೆ ಊಟ ಮಾಡಿತು."],
    ta: ["தீபாவளி அன்று குழந்தைகள் விளக்கு ஏற்றினார்கள்.", "இன்று மீனாவின் பிறந்தநாள்.", "குடும்பம் முழுவதும் சேர்ந்து சாப்பிட்டது."],
    te: ["దీపావళి రోజు పిల్లలు దీపాలు వెలిగించారు.", "ఈరోజు మీనా పుట్టినరోజు.", "కుటుంబమంతా కలిసి భోజనం చేసింది."],
  };
  for (const language of Object.keys(HOME) as Language[])
    it(`sets Diwali or Christmas, a birthday and a family dinner at home in ${language}`, () => {
      eachAlone(language, HOME[language], "home");
    });

  it("keeps the place a festival's sentence names", () => {
    expect(places("en", "On Diwali, the family walked to the market.")).toEqual(["market"]);
    expect(places("hi", "दिवाली पर पूरा परिवार बाज़ार गया।")).toEqual(["market"]);
    expect(places("te", "దీపావళి రోజు కుటుంబమంతా బజారుకు వెళ్ళింది.")).toEqual(["market"]);
  });
});

describe("a place named once holds until the story moves", () => {
  it("keeps the barber's shop, the balcony's home and the class's school for the sentences after", () => {
    expect(
      places("en", "Mum took Ravi to the barber.", "He sat very still.", "Then they walked to the park."),
    ).toEqual(["shop", "shop", "park"]);
    expect(places("es", "Marta leyó en el balcón.", "Luego se durmió.")).toEqual(["home", "home"]);
    expect(places("hi", "लीला की कक्षा ने गीत गाया।", "फिर सबने ताली बजाई।")).toEqual(["school", "school"]);
    expect(places("kn", "ಅಪ್ಪ ಅವನನ್ನು ಸಲೂನ್‌ಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಅವನು ಸುಮ್ಮನೆ ಕುಳಿತನು.")).toEqual(["shop", "shop"]);
    expect(places("ta", "தீபாவளி அன்று மாயா விளக்கு ஏற்றினாள்.", "பிறகு எல்லோரும் இனிப்பு சாப்பிட்டார்கள்.")).toEqual([
      "home",
      "home",
    ]);
  });
});

describe("a roof someone is up on, whatever they do there", () => {
  it("draws the home for a roof people sit on, fly a kite from or jump off", () => {
    eachAlone(
      "en",
      [
        "Meena and her uncle flew a red kite from the roof.",
        "Arjun sat on the roof and counted the stars.",
        "The boy jumped off the roof into the hay.",
      ],
      "home",
    );
    eachAlone("fr", ["Paul et sa tante ont regardé la fête depuis le toit."], "home");
    eachAlone("de", ["Jonas und seine Tante winkten vom Dach."], "home");
    eachAlone("hi", ["मीना और उसके चाचा ने छत से पतंग उड़ाई।"], "home");
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { thingsOf } from "./story-probes";

describe("a puri and a roti served with dal are flatbreads, a dosa a pancake", () => {
  it.each<[Language, string]>([
    ["de", "Jeden Abend heizt Rocky die Platte an seinem Dosa-Stand an."],
    ["kn", "ಅವನು ಜಾದೂಗಾರನಿಗಿಂತ ವೇಗವಾಗಿ ದೋಸೆ ತಿರುವುತ್ತಾನೆ."],
    ["ta", "விஜய் அவர்களுக்கு மசாலா தோசையும் காபியும் கொண்டு வந்தான்."],
    ["te", "అమ్మమ్మ వంటగదిలో దోసెలు వేసింది."],
  ])("%s: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("pancakes");
  });

  it.each<[Language, string]>([
    ["en", "Sana swapped a spoonful of lemon rice for a hot puri."],
    ["hi", "माँ ने पूरियों की ऊँची गड्डी निकाली।"],
    ["hi", "सना ने गुब्बारे जैसी गोल, फूली हुई गरम पूरी ले ली।"],
    ["te", "అబ్బాయిల అమ్మ పూరీల ఎత్తైన దొంతరనీ బయటికి తీసింది."],
    ["ta", "சமையல்காரர் ரொட்டிகளை மண் தந்தூரின் சூடான சுவரில் தட்டினார்."],
    ["te", "సోను ఒక గిన్నె పప్పు, వేడి రొట్టెల దొంతర తెచ్చి ఇచ్చాడు."],
  ])("%s: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("flatbread");
  });

  it.each<[Language, string]>([
    ["hi", "पूरी रात बारिश होती रही।"],
    ["ta", "அவள் பூரிப்புடன் சிரித்தாள்."],
    ["ta", "பாட்டி சூடான தோசைக்கல்லில் ஆம்லெட் போட்டார்."],
    ["ta", "அவன் பேக்கரியில் ரொட்டி வாங்கினான்."],
  ])("%s draws no flatbread for another word or the baker's bread: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("flatbread");
    expect(thingsOf(sentence, language)).not.toContain("pancakes");
  });
});

describe("wheat, a paddy and their sheaves are the sheaf of grain", () => {
  it.each<[Language, string]>([
    ["en", "In July the whole village came to plant the rice before the big rains."],
    ["en", "Grandpa walked out to his wheat field and said the crop was flat."],
    ["es", "Harpal y su hija ataban en gavillas el último trigo de su campo."],
    ["fr", "Toute la famille accourut pour entasser les gerbes sur la remorque."],
    ["de", "Sie banden den letzten Weizen auf ihrem Feld zu Garben."],
    ["hi", "पूरा परिवार दौड़कर पूलों को ट्रॉली पर लादने लगा।"],
    ["kn", "ಅವರು ಕೊನೆಯ ಗೋಧಿಯ ಸಿವುಡುಗಳನ್ನು ಕಟ್ಟುತ್ತಿದ್ದರು."],
    ["ta", "நெல் நடுவதற்காக ஊர் முழுவதும் வயலுக்கு வந்தது."],
    ["te", "తాతయ్య తన గోధుమ పొలానికి నడిచి వెళ్ళాడు."],
  ])("%s: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("sheaf-of-rice");
  });

  it.each<[Language, string]>([
    ["en", "She ate rice with dal."],
    ["en", "She wore a crop top."],
    ["fr", "Elle apporta une gerbe de fleurs."],
    ["ta", "அவள் நெல்லிக்காய் சாப்பிட்டாள்."],
    ["te", "ఒక గోధుమ రంగు కుక్క మొరిగింది."],
  ])("%s draws no sheaf for a meal, a bouquet or a colour: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("sheaf-of-rice");
  });
});

describe("the Indian word for a bell and an hour", () => {
  it.each<[Language, string]>([
    ["hi", "ऊपर पहुँचकर उन्होंने मंदिर का बड़ा घंटा बजाया।"],
    ["kn", "ಬುಧವಾರ ಹತ್ತು ಗಂಟೆಗೆ ಶಾಲೆಯ ಗಂಟೆ ಬಾರಿಸಿತು."],
    ["kn", "ತಾತ ಅದರ ತೋಳುಗಳಿಗೆ ಎರಡು ಹಳೆಯ ಗಂಟೆಗಳನ್ನು ಕಟ್ಟಿದರು."],
    ["te", "పైకి చేరాక వాళ్లు గుడిలోని పెద్ద గంట కొట్టారు."],
    ["es", "La abuela tocó la campana del templo."],
  ])("is a bell where it is rung or tied on (%s): %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("bell");
  });

  it.each<[Language, string]>([
    ["hi", "एक घंटा बीत गया।"],
    ["kn", "ಅರ್ಧ ಗಂಟೆಯ ನಂತರ ಬಸ್ ಬಂತು."],
    ["kn", "ಅವಳ ಗಂಟಲು ನೋಯುತ್ತಿತ್ತು."],
    ["te", "రెండు గంటలు చదివాడు."],
    ["te", "ఒక గంట తర్వాత బస్సు వచ్చింది."],
  ])("is an hour, or the throat, elsewhere (%s): %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("bell");
  });
});

describe("a Telugu reflexive verb is no noun", () => {
  it("draws no cup for a shawl wrapped round oneself", () => {
    const things = thingsOf("బామ్మ శాలువా కప్పుకుంది.", "te");
    expect(things).toContain("scarf");
    expect(things).not.toContain("teacup-without-handle");
  });
});

describe("the ball of a story's cricket game", () => {
  it("stays the game's where a name looks like a cue of painting (es)", () => {
    const plans = planScenes(
      [
        "El jueves después del colegio, Golu y sus amigos jugaban al críquet en el callejón.",
        "Golu bateó con todas sus fuerzas, y la pelota voló por encima de la verja del señor Pinto.",
      ],
      "es",
    );
    const things = plans[1]?.objects.map((o) => o.icon) ?? [];
    expect(things).toContain("cricket-game");
    expect(things).not.toContain("soccer-ball");
  });

  it("stays the game's through a kitchen window whose word cues cooking (kn)", () => {
    const plans = planScenes(
      [
        "ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ ಸಮೀರ್ ಮತ್ತು ಅವನ ಗೆಳೆಯರು ಓಣಿಯಲ್ಲಿ ಕ್ರಿಕೆಟ್ ಆಡುತ್ತಿದ್ದರು.",
        "ಸಮೀರ್ ಚೆಂಡನ್ನು ಎಷ್ಟು ಜೋರಾಗಿ ಹೊಡೆದನೆಂದರೆ ಅದು ಗೋಡೆಯ ಮೇಲಿಂದ ಹಾರಿ ಆಂಟಿಯ ಅಡುಗೆಮನೆಯ ಕಿಟಕಿಯನ್ನು ಒಡೆದುಹಾಕಿತು.",
      ],
      "kn",
    );
    const things = plans[1]?.objects.map((o) => o.icon) ?? [];
    expect(things).toContain("cricket-game");
    expect(things).not.toContain("soccer-ball");
  });
});

describe("a game named inside a German compound", () => {
  it.each<[string, string]>([
    ["Am Samstag spielte Bindus Schule das Kricket-Finale.", "cricket-game"],
    ["Mainas Mannschaft spielte das Hockeyfinale auf dem Schulsportplatz.", "field-hockey"],
    ["Rocky und seine Cousins spannten am Strand ein Volleyballnetz auf.", "volleyball"],
  ])("draws the game: %s", (sentence, icon) => {
    expect(thingsOf(sentence, "de")).toContain(icon);
  });
});

describe("words that start as the ball's and are not", () => {
  it.each<[Language, string]>([
    ["ta", "அனுவும் அவள் தம்பியும் யார் அதிகம் சாப்பிடுவார்கள் என்று பந்தயம் கட்டுகிறார்கள்."],
    ["te", "తార పెళ్లిలో అతిథులు ప్రాంగణంలో పొడవాటి బంతుల్లో కూర్చున్నారు."],
  ])("draws no ball for a bet or a feast's rows (%s): %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("soccer-ball");
  });
});

describe("a bag handed back in a library", () => {
  it.each<[Language, string]>([
    ["en", "The old librarian woke her gently and handed her her bag, because the library was closing."],
    ["te", "ముసలి గ్రంథపాలకుడు ఆమెను మెల్లగా లేపి, ఆమె సంచిని చేతికి ఇచ్చాడు."],
  ])("is her handbag, no shopping bags (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("handbag");
    expect(things).not.toContain("shopping-bags");
  });
});

describe("words that start as a bell's, a puri's or a sheaf's and are not", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಸೋಮವಾರ ಬೆಳಿಗ್ಗೆ ಗೌರಿ ಬಟ್ಟೆಗಳ ದೊಡ್ಡ ಗಂಟನ್ನು ಹೊತ್ತು ನದಿಗೆ ಇಳಿದಳು.", "bell"],
    ["te", "గంటసేపు వాన తగరపు కప్పు మీద డప్పు కొట్టినట్టు మోగింది.", "bell"],
    ["te", "మధ్యాహ్నం సరిగ్గా పన్నెండింటికి దుకాణంలోని గడియారాలన్నీ ఒకేసారి గంటలు కొట్టాయి.", "bell"],
    ["te", "స్తంభం పైన జెండా విచ్చుకుని జనం మీద పూరేకుల వాన కురిపించింది.", "flatbread"],
    ["te", "బెంచి మీద కూర్చున్న ఒక చిన్న అబ్బాయి పావురాలకు రొట్టె ముక్కలు వేస్తున్నాడు.", "flatbread"],
    ["es", "Gauri bajó al río con un gran fardo de ropa.", "sheaf-of-rice"],
    ["de", "Paati fängt jede Mango auf, grün und hart wie ein Cricketball.", "cricket-game"],
  ])("%s: %s draws no %s", (language, sentence, icon) => {
    expect(thingsOf(sentence, language)).not.toContain(icon);
  });
});

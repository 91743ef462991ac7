import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names drawn in each scene of a story. */
const namesOf = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));

describe("A name no list has, opening the clause after a semicolon", () => {
  it.each<[Language, string[], string]>([
    [
      "kn",
      [
        "ಇಬ್ಬರೂ ಮುಖವಾಡ ಮತ್ತು ಸ್ನಾರ್ಕೆಲ್ ಹಾಕಿಕೊಂಡರು; ಸಾಹಿಲ್ ನೀರಿನ ಮೇಲೆ ಮುಖ ಕೆಳಗೆ ಮಾಡಿ ತೇಲುತ್ತಾ, ತಿಮಿಂಗಿಲದಂತೆ ಕೊಳವೆಯ ಮೂಲಕ ಉಸಿರಾಡಿದ.",
        "ಕಡಲತೀರಕ್ಕೆ ಮರಳಿದ ಮೇಲೆ ಊಟದ ಹೊತ್ತಿನುದ್ದಕ್ಕೂ ಸಾಹಿಲ್ ಆಮೆಯ ಬಗ್ಗೆಯೇ ಮಾತಾಡುತ್ತಿದ್ದ; ನೇಹಾ ಅತ್ತೆ ತೆಂಗಿನ ಮರದ ನೆರಳಲ್ಲಿ ಕುಳಿತು ನಗುತ್ತಿದ್ದರು.",
      ],
      "ಸಾಹಿಲ್",
    ],
    [
      "te",
      [
        "ఇద్దరూ మాస్కులు, స్నార్కెల్‌లు పెట్టుకున్నారు; సాహిల్ ముఖం కిందికి పెట్టి నీటిపై తేలుతూ, తిమింగలంలా గొట్టం ద్వారా ఊపిరి పీల్చాడు.",
        "బీచ్‌కి తిరిగొచ్చాక భోజనం అయ్యేదాకా సాహిల్ ఆ తాబేలు గురించే మాట్లాడుతూ ఉన్నాడు; నేహా అత్తయ్య కొబ్బరిచెట్టు నీడలో కూర్చుని నవ్వుతూ ఉంది.",
      ],
      "సాహిల్",
    ],
    [
      "ta",
      [
        "இருவரும் முகமூடியும் ஸ்நோர்கலும் அணிந்துகொண்டார்கள்; சாஹில் முகத்தைக் கீழே வைத்துத் தண்ணீரில் மிதந்தபடி, திமிங்கலம் போலக் குழாய் வழியாக மூச்சு விட்டான்.",
        "கடற்கரைக்குத் திரும்பியதும், மதியச் சாப்பாடு முழுக்க சாஹில் அந்த ஆமையைப் பற்றியே பேசிக்கொண்டிருந்தான்; நேஹா அத்தை தென்னை மர நிழலில் உட்கார்ந்து சிரித்துக்கொண்டிருந்தார்.",
      ],
      "சாஹில்",
    ],
  ])("draws the boy who floats face down by his name (%s)", (language, story, name) => {
    expect(namesOf(language, story)[0]).toContain(name);
  });
});

describe("A word after a semicolon that is no one", () => {
  it("names no one 'before all' at the head of the wedding procession", () => {
    const names = namesOf("kn", [
      "ಸಂಜೆ ಎಂಟು ಗಂಟೆಗೆ ಮದುವೆಯ ದಿಬ್ಬಣ ಸ್ಟೇಷನ್ ರಸ್ತೆಯಲ್ಲಿ ಹೊರಟಿತು; ಎಲ್ಲರ ಮುಂದೆ ಮದುಮಗ ರಾಹುಲ್ ಬಿಳಿ ಕುದುರೆಯನ್ನೇರಿ ಸಾಗುತ್ತಿದ್ದ.",
      "ಅವಳ ಅಪ್ಪ ರಾಹುಲ್‌ನ ಕೊರಳಿಗೆ ಹಾರ ಹಾಕಿದಾಗ ಎಲ್ಲರೂ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು; ಎಲ್ಲರ ಮುಖದಲ್ಲಿ ನಗು ಇತ್ತು.",
    ]);
    expect(names.flat()).not.toContain("ಎಲ್ಲರ");
  });
  it("names no one for the mat a seller rolls up", () => {
    const names = namesOf("ta", [
      "மீனா சந்தைக்குப் போனாள்.",
      "மதியத்துக்குள் அவள் கூடைகள் காலியாகிவிட்டன; பாயைச் சுருட்டி, பணத்தைத் துணியில் முடிந்துகொண்டு வீட்டுக்கு நடந்தாள்.",
    ]);
    expect(names[1]).toEqual(["மீனா"]);
  });
});

describe("A word in the locative before a family title", () => {
  it("names no one 'in the month' before grandmother, and draws the girl joined to her cousins", () => {
    const names = namesOf("te", [
      "మే నెలలో అమ్మమ్మ తోటలోని మామిడి చెట్లు కాయలతో వంగిపోయాయి, కోయిల, ఆమె కజిన్లు కింది కొమ్మలెక్కి కాయలు కోస్తున్నారు.",
      "వారం రోజులు జాడీలు మేడ మీద ఎండలో ఉంటాయి, కోయిల కాపలాదారులా ప్రతి గంటకూ వెళ్లి చూస్తుంది.",
    ]);
    expect(names[0]).not.toContain("నెలలో");
    expect(names.map((n) => n.includes("కోయిల"))).toEqual([true, true]);
  });
});

describe("A Hindi subject before 'own'", () => {
  it("draws the boy who opens a sentence after 'one Saturday' by his name", () => {
    const names = namesOf("hi", [
      "एक शनिवार अमन अपने स्वर्गीय दादाजी की जेब-घड़ी लेकर डायस साहब की छोटी-सी दुकान पर पहुँचा।",
      "दोपहर ठीक बारह बजे अमन की हथेली पर रखी पुरानी जेब-घड़ी फिर से टिक-टिक करने लगी।",
    ]);
    expect(names.map((n) => n.includes("अमन"))).toEqual([true, true]);
  });
  it("draws the boatman named Sagar after his job and after 'old'", () => {
    const plans = planScenes(
      [
        "जहाँ मल्लाह सागर अपनी चपटी लकड़ी की नाव की रस्सी खोल रहा था।",
        "भोर से बहुत पहले बूढ़ा सागर अपनी नाव के पास रेत पर बैठा अपना फटा जाल सी रहा था।",
      ],
      "hi",
    );
    expect(plans.map((p) => p.characters.some((c) => c.name === "सागर"))).toEqual([true, true]);
  });
  it("keeps the old tree that spreads its own branches a tree", () => {
    expect(namesOf("hi", ["बूढ़ा पेड़ अपनी डालियाँ फैलाए खड़ा था।"])[0]).not.toContain("पेड़");
  });
});

describe("A name no list has, right after a participle that describes it", () => {
  it.each<[Language, string[], string]>([
    [
      "kn",
      [
        "ಕಪ್ಪುಹಲಗೆಯ ಮೇಲೆ ಉದ್ದವಾದ ಲೆಕ್ಕವೊಂದನ್ನು ಬರೆದರು; ಮುಂದಿನ ಬೆಂಚಿನಲ್ಲಿ ಕುಳಿತಿದ್ದ ತಾರಾ ತಕ್ಷಣ ಕೈ ಎತ್ತಿದಳು.",
        "ಜೋಶಿ ಮೇಡಂ 'ತಾರಾಳದ್ದು ಲೆಕ್ಕದ ತಲೆ' ಎಂದು ಹೇಳಿದಾಗ ಎಲ್ಲರೂ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು.",
      ],
      "ತಾರಾ",
    ],
    [
      "ta",
      ["கரும்பலகையில் ஒரு நீளமான கணக்கை எழுதினார்; முதல் வரிசையில் உட்கார்ந்திருந்த தாரா உடனே கையை உயர்த்தினாள்.", "தாரா சிரித்தாள்."],
      "தாரா",
    ],
  ])("draws the girl in the front row who raises her hand (%s)", (language, story, name) => {
    expect(namesOf(language, story)[0]).toContain(name);
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("the way home from an outdoor place is drawn there, and the story is home after it", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Every morning Leela sold flowers at the market.",
        "By evening she walked home with her money.",
        "Her mother was cooking rice.",
      ],
    ],
    [
      "es",
      [
        "Cada mañana Leela vendía flores en el mercado.",
        "Por la tarde caminó hasta su casa con su dinero.",
        "Su madre cocinaba arroz.",
      ],
    ],
    [
      "de",
      [
        "Jeden Morgen verkaufte Leela Blumen auf dem Markt.",
        "Am Abend ging sie mit ihrem Geld nach Hause.",
        "Ihre Mutter kochte Reis.",
      ],
    ],
    ["hi", ["हर सुबह लीला बाज़ार में फूल बेचती थी।", "शाम को वह अपने पैसे लेकर घर चल दी।", "उसकी माँ चावल पका रही थी।"]],
    [
      "kn",
      ["ಪ್ರತಿದಿನ ಬೆಳಿಗ್ಗೆ ಲೀಲಾ ಸಂತೆಯಲ್ಲಿ ಹೂವು ಮಾರುತ್ತಿದ್ದಳು.", "ಸಂಜೆ ಅವಳು ತನ್ನ ಹಣದೊಂದಿಗೆ ಮನೆಗೆ ನಡೆದಳು.", "ಅವಳ ಅಮ್ಮ ಅನ್ನ ಬೇಯಿಸುತ್ತಿದ್ದಳು."],
    ],
    [
      "ta",
      [
        "தினமும் காலையில் லீலா சந்தையில் பூ விற்றாள்.",
        "மாலையில் அவள் தன் பணத்துடன் வீட்டுக்கு நடந்தாள்.",
        "அவள் அம்மா சோறு சமைத்துக்கொண்டிருந்தாள்.",
      ],
    ],
    ["te", ["ప్రతి రోజు ఉదయం లీల సంతలో పూలు అమ్మేది.", "సాయంత్రం ఆమె తన డబ్బుతో ఇంటికి నడిచింది.", "ఆమె అమ్మ అన్నం వండుతోంది."]],
  ])("walks home from the market and is home after (%s)", (language, story) => {
    const [market, way, home] = places(language, story);
    expect(market).toBe("market");
    expect(["market", "street"]).toContain(way);
    expect(home).toBe("home");
  });

  it.each<[Language, string[]]>([
    [
      "en",
      [
        "The boys fished on the river all day.",
        "When the sun set, they ran home.",
        "Grandma gave them hot milk.",
      ],
    ],
    [
      "de",
      [
        "Die Jungen angelten den ganzen Tag am Fluss.",
        "Als die Sonne unterging, liefen sie nach Hause.",
        "Oma gab ihnen heiße Milch.",
      ],
    ],
    [
      "ta",
      [
        "சிறுவர்கள் நாள் முழுவதும் ஆற்றில் மீன் பிடித்தார்கள்.",
        "சூரியன் மறைந்ததும் அவர்கள் வீட்டுக்கு ஓடினார்கள்.",
        "பாட்டி அவர்களுக்குச் சூடான பால் கொடுத்தாள்.",
      ],
    ],
  ])("runs home from the river and is home after (%s)", (language, story) => {
    const [river, way, home] = places(language, story);
    expect(river).toBe("river");
    expect(["river", "street"]).toContain(way);
    expect(home).toBe("home");
  });
});

describe("the edge or bank of a place in a German compound is that place", () => {
  it.each<[string[], string]>([
    [["Die Kinder warteten am Waldrand.", "Dann sahen sie einen Hirsch."], "forest"],
    [["Am Dorfrand stand eine alte Mühle.", "Ein Junge fütterte die Hühner."], "countryside"],
    [["Am Flussufer wuschen die Frauen Wäsche.", "Die Kinder spielten im Wasser."], "river"],
  ])("reads %j as the place of its first part", (story, place) => {
    expect(places("de", story)).toEqual([place, place]);
  });
});

describe("a hall names no building: it keeps the story's place, and a stage in it is the stage", () => {
  it.each<[Language, string[], string[]]>([
    [
      "te",
      ["పిల్లలు బడిలో సైన్స్ ప్రదర్శన కోసం ఒక బొమ్మ చేశారు.", "వాళ్లు దాన్ని హాల్లోకి మోసుకెళ్లారు.", "అందరూ చప్పట్లు కొట్టారు."],
      ["school", "school", "school"],
    ],
    ["te", ["శనివారం రాత్రి ఒక మాంత్రికుడు టౌన్ హాల్ వేదిక మీదికి వచ్చాడు.", "అతను ఒక అమ్మాయిని పైకి పిలిచాడు."], ["stage", "stage"]],
    [
      "kn",
      ["ಮಕ್ಕಳು ಶಾಲೆಯಲ್ಲಿ ವಿಜ್ಞಾನ ಮೇಳಕ್ಕಾಗಿ ಒಂದು ಮಾದರಿ ಮಾಡಿದರು.", "ಅವರು ಅದನ್ನು ಸಭಾಂಗಣಕ್ಕೆ ಹೊತ್ತೊಯ್ದರು.", "ಎಲ್ಲರೂ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು."],
      ["school", "school", "school"],
    ],
    [
      "en",
      [
        "The children built a model volcano at school.",
        "They carried it into the hall.",
        "Everyone clapped.",
      ],
      ["school", "school", "school"],
    ],
  ])("keeps the place of a story that goes into a hall (%s)", (language, story, expected) => {
    expect(places(language, story)).toEqual(expected);
  });
});

describe("a thing made of wood is no forest", () => {
  it.each<[Language, string[], string]>([
    ["fr", ["Les pêcheurs étaient sur la rivière.", "Ravi s'est assis dans une barque en bois."], "river"],
    ["fr", ["Le marché était plein de monde.", "Une femme vendait des jouets en bois."], "market"],
    ["es", ["El mercado estaba lleno de gente.", "Una mujer vendía juguetes de madera."], "market"],
  ])("keeps the story's place (%s)", (language, story, place) => {
    expect(places(language, story)).toEqual([place, place]);
  });
});

describe("going out in a story that has named no place is outdoors among the houses", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["After the rain, Tanvi and Dev ran outside with paper boats.", "They put them down in a big puddle."],
    ],
    [
      "fr",
      [
        "Après la pluie, Tanvi et Dev ont couru dehors avec des bateaux en papier.",
        "Ils les ont posés dans une flaque.",
      ],
    ],
    ["hi", ["बारिश के बाद तन्वी और देव काग़ज़ की नावें लेकर बाहर भागे।", "उन्होंने नावें पानी में छोड़ीं।"]],
    ["kn", ["ಮಳೆಯ ನಂತರ ತನ್ವಿ ಮತ್ತು ದೇವ್ ಕಾಗದದ ದೋಣಿಗಳನ್ನು ಹಿಡಿದು ಹೊರಗೆ ಓಡಿದರು.", "ಅವರು ಅವುಗಳನ್ನು ನೀರಿನಲ್ಲಿ ಬಿಟ್ಟರು."]],
    ["ta", ["மழைக்குப் பிறகு தன்வியும் தேவும் காகிதக் கப்பல்களுடன் வெளியே ஓடினார்கள்.", "அவற்றைத் தண்ணீரில் விட்டார்கள்."]],
  ])("draws the children who ran outside in the street (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it("keeps a story that only says it is cold outside where it is (en)", () => {
    expect(places("en", ["It was cold outside.", "Mira drank her tea."])).toEqual(["studio", "studio"]);
  });
});

describe("a fair, a fete or a village festival is drawn as the market of its stalls", () => {
  it.each<[Language, string]>([
    ["en", "Ravi went to the village festival with his sister."],
    ["en", "Ravi went to the mela with his sister."],
    ["es", "Ravi fue a las fiestas del pueblo con su hermana."],
    ["fr", "Samedi matin, Ravi est allé à la fête du village avec sa sœur."],
    ["fr", "Ravi est allé à la kermesse avec sa sœur."],
    ["de", "Ravi ging mit seiner Schwester zur Kirmes."],
    ["de", "Ravi ging mit seiner Schwester zur Dorfkirmes."],
    ["hi", "रवि अपनी बहन के साथ गाँव के मेले में गया।"],
    ["kn", "ರವಿ ತನ್ನ ತಂಗಿಯೊಂದಿಗೆ ಊರ ಜಾತ್ರೆಗೆ ಹೋದನು."],
    ["ta", "ரவி தன் தங்கையுடன் கிராமத் திருவிழாவுக்குச் சென்றான்."],
    ["ta", "ரவி பொருட்காட்சிக்குச் சென்றான்."],
    ["te", "రవి తన చెల్లెలితో తిరునాళ్ళకు వెళ్ళాడు."],
  ])("draws the market where a %s sentence goes to a fair: %s", (language, text) => {
    expect(places(language, [text])).toEqual(["market"]);
  });

  it("keeps a festival's day a time, not the place (ta)", () => {
    const text = "திருவிழா அன்று காலை, ஆற்றின் இரண்டு கரைகளிலும் மக்கள் கூட்டம் நிறைந்திருந்தது.";
    expect(places("ta", [text])).not.toEqual(["market"]);
  });
});

describe("a place named as where a way leads is not where the scene is: the scene is on the way", () => {
  it.each<[Language, string[]]>([
    ["en", ["Mira played in the park.", "On the way to school it began to rain."]],
    ["es", ["Mira jugó en el parque.", "De camino a la escuela empezó a llover."]],
    ["es", ["Mira jugó en el mercado.", "De vuelta a casa empezó a llover."]],
    ["fr", ["Mira a joué au marché.", "En rentrant à la maison, Mira a vu un chien."]],
    ["fr", ["Mira a joué au marché.", "Sur le chemin de l'école, Mira a vu un chien."]],
    ["de", ["Mira spielte auf dem Markt.", "Auf dem Weg zur Schule sah Mira einen Hund."]],
    ["hi", ["मीरा बाज़ार में खेली।", "घर लौटते समय बारिश शुरू हो गई।"]],
    ["hi", ["मीरा बाज़ार में खेली।", "स्कूल जाते समय मीरा ने एक कुत्ता देखा।"]],
    ["kn", ["ಮೀರಾ ಸಂತೆಯಲ್ಲಿ ಆಡಿದಳು.", "ಶಾಲೆಗೆ ಹೋಗುವಾಗ ಮೀರಾ ಒಂದು ನಾಯಿಯನ್ನು ನೋಡಿದಳು."]],
    ["ta", ["மீரா சந்தையில் விளையாடினாள்.", "பள்ளிக்குப் போகும் வழியில் மீரா ஒரு நாயைப் பார்த்தாள்."]],
    ["te", ["మీరా సంతలో ఆడుకుంది.", "ఇంటికి తిరిగి వస్తుండగా వర్షం మొదలైంది."]],
    ["te", ["మీరా సంతలో ఆడుకుంది.", "బడికి వెళ్తుండగా మీరా ఒక కుక్కను చూసింది."]],
  ])("draws the street in %s: %j", (language, story) => {
    expect(places(language, story).at(-1)).toBe("street");
  });

  it("keeps a mountain road the mountains: a bare noun after the way is a compound, no goal (fr)", () => {
    const text = "Le vieux car rouge montait péniblement la route de montagne vers Shimla.";
    expect(places("fr", [text])).toEqual(["mountains"]);
  });
});

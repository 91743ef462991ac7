import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { places } from "./story-probes";

describe("a story that has named no place is where its family and household are", () => {
  it.each<[Language, string]>([
    ["hi", "तूफ़ानी रविवार की दोपहर कुसुम दादी और उनके पोते रोहन ने ज़मीन पर पुराना बोर्ड बिछाया।"],
    ["kn", "ಭಾನುವಾರ ಮಧ್ಯಾಹ್ನ ಕುಸುಮ ಅಜ್ಜಿ ಮತ್ತು ಅವರ ಮೊಮ್ಮಗ ರೋಹನ್ ನೆಲದ ಮೇಲೆ ಹಳೆಯ ಹಲಗೆಯನ್ನು ಹರಡಿದರು."],
    ["ta", "ஒரு ஞாயிறு மதியம், குசும் பாட்டியும் அவருடைய பேரன் ரோஹனும் பழைய பலகையைத் தரையில் விரித்தார்கள்."],
    ["te", "ఒక ఆదివారం మధ్యాహ్నం కుసుమ బామ్మ, ఆమె మనవడు రోహన్ కలిసి పాత అట్టను నేల మీద పరిచారు."],
  ])(
    "%s: a grandmother titled after her name, busy with her grandson, is at home: %s",
    (language, sentence) => {
      expect(places(language, [sentence])).toEqual(["home"]);
    },
  );

  it.each<[Language, string]>([
    ["en", "On a rainy morning, Meera and her grandfather Gopal sat by the window drinking hot tea."],
    ["es", "Una mañana lluviosa, Meera y su abuelo Gopal estaban sentados junto a la ventana tomando té."],
    [
      "fr",
      "Un matin pluvieux, Meera et son grand-père Gopal étaient assis près de la fenêtre à boire du thé.",
    ],
    ["de", "An einem verregneten Morgen saßen Meera und ihr Großvater Gopal am Fenster und tranken Tee."],
    ["kn", "ಮಳೆಯ ಬೆಳಿಗ್ಗೆ ಮೀರಾ ಮತ್ತು ಅವಳ ಅಜ್ಜ ಗೋಪಾಲ್ ಕಿಟಕಿಯ ಬಳಿ ಕುಳಿತು ಚಹಾ ಕುಡಿಯುತ್ತಿದ್ದರು."],
    ["ta", "மழைக் காலையில் மீராவும் அவள் தாத்தா கோபாலும் ஜன்னல் அருகே அமர்ந்து டீ குடித்தார்கள்."],
    ["te", "వర్షం పడుతున్న ఉదయం మీరా, ఆమె తాతయ్య గోపాల్ కిటికీ దగ్గర కూర్చుని టీ తాగుతున్నారు."],
  ])("%s: someone sitting with her own grandfather, going nowhere, is at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["en", "Meera and her grandfather Gopal walked to the market at the corner."],
    ["en", "Meera wrote a long letter to her grandfather."],
    ["hi", "पूजा ने अपने भाई को मिठाई खिलाई।"],
  ])("%s: family going out, written to or fed, is not put at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).not.toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["en", "Every Sunday Kunal visits old Mrs Menon, who lives on the ground floor with her cat."],
    ["es", "Todos los domingos Kunal visita a la señora Menon, que vive en la planta baja con su gata."],
    [
      "fr",
      "Tous les dimanches, Kunal rend visite à Mme Menon, qui habite au rez-de-chaussée avec sa chatte.",
    ],
    ["de", "Jeden Sonntag besucht Kunal Frau Menon, die mit ihrer Katze im Erdgeschoss wohnt."],
    ["hi", "हर रविवार कुणाल मेनन आंटी से मिलता है, जो अपनी बिल्ली के साथ ग्राउंड फ़्लोर पर रहती हैं।"],
    ["kn", "ಪ್ರತಿ ಭಾನುವಾರ ಕುನಾಲ್ ಕೆಳಗಿನ ಮಹಡಿಯಲ್ಲಿ ಬೆಕ್ಕಿನ ಜೊತೆ ವಾಸಿಸುವ ಮೆನನ್ ಅಜ್ಜಿಯನ್ನು ನೋಡುತ್ತಾನೆ."],
    ["ta", "ஒவ்வொரு ஞாயிறும் குணால், கீழ்த் தளத்தில் பூனையுடன் வசிக்கும் மேனன் பாட்டியைப் பார்க்கிறான்."],
    ["te", "ప్రతి ఆదివారం కునాల్ కింది అంతస్తులో పిల్లితో ఉండే మేనన్ బామ్మను చూస్తాడు."],
  ])("%s: someone living on a floor of a building is at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });

  it.each<[Language, string]>([
    ["es", "El sábado por la mañana, la vieja lavadora empezó a temblar como un tambor."],
    ["hi", "शनिवार की सुबह पुरानी वॉशिंग मशीन ढोल की तरह हिलने लगी।"],
    ["kn", "ಶನಿವಾರ ಬೆಳಿಗ್ಗೆ ಹಳೆಯ ವಾಷಿಂಗ್ ಮೆಷಿನ್ ಡೋಲಿನಂತೆ ಅಲುಗಾಡತೊಡಗಿತು."],
    ["ta", "சனிக்கிழமை காலை பழைய வாஷிங் மெஷின் மேளம் மாதிரி குலுங்கியது."],
    ["te", "శనివారం ఉదయం పాత వాషింగ్ మెషీన్ డోలులా ఊగిపోయింది."],
  ])("%s: a washing machine is a household's, at home: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });
});

describe("a workshop is drawn as the small shop room it is", () => {
  it.each<[Language, string]>([
    ["en", "The carpenter worked all week in his workshop."],
    ["es", "El carpintero trabajó toda la semana en su taller."],
    ["de", "Der Schreiner arbeitete die ganze Woche in seiner Werkstatt."],
    ["hi", "बढ़ई पूरे हफ़्ते अपनी वर्कशॉप में काम करता रहा।"],
    ["kn", "ಬಡಗಿ ವಾರವಿಡೀ ತನ್ನ ಕಾರ್ಯಾಗಾರದಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದ."],
    ["ta", "தச்சர் வாரம் முழுக்கத் தன் பட்டறையில் வேலை செய்தார்."],
    ["te", "వడ్రంగి వారమంతా తన వర్క్‌షాప్‌లో పని చేశాడు."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["shop"]);
  });
});

describe("a car park or an underpass is the street, even beside a building that locates it", () => {
  it.each<[Language, string]>([
    ["en", "Dad took Meena to the empty car park behind the stadium."],
    ["es", "Papá llevó a Meena al aparcamiento vacío detrás del estadio."],
    ["fr", "Papa a emmené Meena sur le parking vide derrière le stade."],
    ["de", "Papa fuhr mit Meena zu dem leeren Parkplatz hinter dem Stadion."],
    ["hi", "पापा मीना को स्टेडियम के पीछे वाली खाली पार्किंग में ले गए।"],
    ["kn", "ಅಪ್ಪ ಮೀನಾಳನ್ನು ಸ್ಟೇಡಿಯಂ ಹಿಂದಿನ ಖಾಲಿ ಪಾರ್ಕಿಂಗ್‌ಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು."],
    ["te", "నాన్న మీనాని స్టేడియం వెనక ఉన్న ఖాళీ పార్కింగ్‌కి తీసుకెళ్ళారు."],
  ])("%s: a car park: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it.each<[Language, string]>([
    ["en", "The underpass by the station was flooded up to his knees."],
    ["es", "El paso subterráneo junto a la estación estaba inundado."],
    ["fr", "Le passage souterrain près de la gare était inondé."],
    ["de", "Die Unterführung neben dem Bahnhof stand knietief unter Wasser."],
    ["hi", "स्टेशन के पास वाला अंडरपास पानी में डूबा था।"],
    ["kn", "ಸ್ಟೇಷನ್ ಬಳಿಯ ಅಂಡರ್‌ಪಾಸ್‌ನಲ್ಲಿ ನೀರು ನಿಂತಿತ್ತು."],
    ["ta", "ஸ்டேஷன் பக்கத்துச் சுரங்கப்பாதையில் தண்ணீர் தேங்கியிருந்தது."],
    ["te", "స్టేషన్ దగ్గరి అండర్‌పాస్‌లో నీళ్లు నిలిచాయి."],
  ])("%s: an underpass: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });
});

describe("a ground's stuff carried in a measure is a thing, not the place", () => {
  it.each<[Language, string[]]>([
    ["en", ["The mules climbed the mountain path.", "Tenzin scattered a bag of sand over the icy planks."]],
    ["es", ["Las mulas subieron por la montaña.", "Tenzin esparció un saco de arena sobre los tablones."]],
    ["fr", ["Les mules montaient dans la montagne.", "Tenzin répandit un sac de sable sur les planches."]],
    ["de", ["Die Maultiere stiegen auf den Berg.", "Tenzin streute einen Sack Sand über die Bretter."]],
    ["hi", ["खच्चर पहाड़ पर चढ़ रहे थे।", "तेनज़िन ने तख़्तों पर एक बोरी रेत बिखेर दी।"]],
    ["kn", ["ಹೇಸರಗತ್ತೆಗಳು ಬೆಟ್ಟ ಹತ್ತಿದವು.", "ತೆನ್ಜಿನ್ ಹಲಗೆಗಳ ಮೇಲೆ ಒಂದು ಚೀಲ ಮರಳು ಚೆಲ್ಲಿದ."]],
    ["ta", ["கழுதைகள் மலை ஏறின.", "டென்சின் பலகைகளின் மேல் ஒரு மூட்டை மணலைத் தூவினார்."]],
    ["te", ["గాడిదలు కొండ ఎక్కాయి.", "టెన్జిన్ చెక్కపలకల మీద ఒక సంచెడు ఇసుక చల్లాడు."]],
  ])("%s: a bag of sand scattered in the hills is no beach", (language, story) => {
    expect(places(language, story)).toEqual(["mountains", "mountains"]);
  });
});

describe("a home named as where a thing was made is not where the scene is", () => {
  it.each<[Language, string]>([
    ["fr", "Neha et son père ont apporté un colis de laddous faits maison dans la grande rue."],
    ["hi", "नेहा और उसके पापा घर के बने लड्डुओं का पार्सल लेकर स्टेशन रोड पर गए।"],
    ["kn", "ನೇಹಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ಮನೆಯಲ್ಲೇ ಮಾಡಿದ ಲಾಡುಗಳ ಪಾರ್ಸಲ್ ಹಿಡಿದುಕೊಂಡು ಸ್ಟೇಷನ್ ರಸ್ತೆಗೆ ಹೋದರು."],
    ["ta", "நேஹாவும் அவள் அப்பாவும் வீட்டில் செய்த லட்டுகள் நிறைந்த பார்சலை ஸ்டேஷன் ரோட்டுக்கு எடுத்துச் சென்றார்கள்."],
    ["te", "నేహా, వాళ్ళ నాన్న ఇంట్లో చేసిన లడ్డూల పార్సిల్ పట్టుకుని స్టేషన్ రోడ్డుకి వెళ్ళారు."],
  ])("%s: homemade sweets carried down the road are in the street: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });
});

describe("a home made out of something is no thing made at home", () => {
  it("hi: turning a crate into a birds' house keeps the house as the place", () => {
    expect(places("hi", ["आकाश और उसकी माँ ने एक पुराने बक्से को चिड़ियों का घर बना दिया।"])).toEqual(["home"]);
  });
});

describe("a craftsman at work in his workshop works at his craft", () => {
  it.each<[Language, string]>([
    ["en", "The carpenter worked in his workshop all week."],
    ["hi", "बढ़ई का काम कर रहे इक़बाल दादा ने अपनी वर्कशॉप में पालना बनाया।"],
  ])("%s: no box of goods is carried: %s", (language, sentence) => {
    const [plan] = planScenes([sentence], language);
    expect(plan?.setting.place).toBe("shop");
    expect(plan?.characters.map((c) => c.action)).not.toContain("carry");
  });
});

describe("sandpaper is a sheet to rub wood with, no beach", () => {
  it.each<[Language, string]>([
    ["en", "Noor rubbed the cradle smooth with sand paper."],
    ["kn", "ನೂರ್ ಮರಳು ಕಾಗದದಿಂದ ತೊಟ್ಟಿಲನ್ನು ಉಜ್ಜಿ ನುಣುಪು ಮಾಡಿದಳು."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).not.toContain("beach");
  });
});

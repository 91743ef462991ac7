import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a place inside what something is made for is not the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["Ravi's father was at home.", "He painted a paper crown for the school play."]],
    ["es", ["El padre de Ravi estaba en casa.", "Pintó una corona de papel para la obra del colegio."]],
    [
      "fr",
      ["Le père de Ravi était à la maison.", "Il a peint une couronne en papier pour la pièce de l'école."],
    ],
    ["de", ["Ravis Vater war zu Hause.", "Er malte eine Papierkrone für das Schulfest."]],
    ["hi", ["रवि के पिता घर पर थे।", "उन्होंने स्कूल के नाटक के लिए काग़ज़ का मुकुट बनाया।"]],
    ["kn", ["ರವಿಯ ಅಪ್ಪ ಮನೆಯಲ್ಲಿದ್ದರು.", "ಅವರು ಶಾಲೆಯ ನಾಟಕಕ್ಕಾಗಿ ಕಾಗದದ ಕಿರೀಟ ಮಾಡಿದರು."]],
    ["ta", ["ரவியின் அப்பா வீட்டில் இருந்தார்.", "அவர் பள்ளி நாடகத்துக்காக ஒரு காகிதக் கிரீடம் செய்தார்."]],
    ["te", ["రవి నాన్న ఇంట్లో ఉన్నారు.", "ఆయన స్కూల్ నాటకం కోసం కాగితం కిరీటం చేశారు."]],
  ])("stays at home while a crown is made for the school play (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["home", "home"]);
  });
});

describe("a vehicle named by a place is on the road the sentence names", () => {
  it.each<[Language, string[]]>([
    ["en", ["The children waited beside the road.", "At last the school bus came down the road."]],
    [
      "es",
      ["Los niños esperaban junto a la carretera.", "Por fin el autobús del colegio bajó por la carretera."],
    ],
    ["fr", ["Les enfants attendaient au bord de la route.", "Enfin le bus de l'école descendit la route."]],
    ["de", ["Die Kinder warteten an der Straße.", "Endlich kam der Schulbus die Straße herunter."]],
    ["hi", ["बच्चे सड़क किनारे इंतज़ार कर रहे थे।", "आख़िरकार स्कूल की बस सड़क पर आई।"]],
    ["kn", ["ಮಕ್ಕಳು ರಸ್ತೆಯ ಪಕ್ಕದಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದರು.", "ಕೊನೆಗೂ ಶಾಲೆಯ ಬಸ್ ರಸ್ತೆಯಲ್ಲಿ ಬಂತು."]],
    ["ta", ["குழந்தைகள் சாலையோரம் காத்திருந்தார்கள்.", "கடைசியில் பள்ளிப் பேருந்து சாலையில் வந்தது."]],
    ["te", ["పిల్లలు రోడ్డు పక్కన ఎదురుచూశారు.", "చివరికి స్కూల్ బస్సు రోడ్డు మీద వచ్చింది."]],
  ])("draws the school bus on the road, not at the school (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });
});

describe("a place someone goes to is still the scene", () => {
  it.each<[Language, string]>([
    ["en", "Ravi and Mina walked to school."],
    ["es", "Ravi y Mina caminaron a la escuela."],
    ["fr", "Ravi et Mina sont allés à l'école à pied."],
    ["de", "Ravi und Mina gingen zur Schule."],
    ["hi", "रवि और मीना पैदल स्कूल गए।"],
    ["kn", "ರವಿ ಮತ್ತು ಮೀನಾ ಶಾಲೆಗೆ ನಡೆದು ಹೋದರು."],
    ["ta", "ரவியும் மீனாவும் பள்ளிக்கு நடந்து போனார்கள்."],
    ["te", "రవి, మీనా బడికి నడిచి వెళ్ళారు."],
  ])("draws the school they walk to (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["school"]);
  });

  it.each<[Language, string]>([
    ["en", "That evening the whole family went to the school play."],
    ["es", "Esa tarde toda la familia fue a la obra del colegio."],
    ["fr", "Ce soir-là toute la famille est allée à la pièce de l'école."],
    ["hi", "उस शाम पूरा परिवार स्कूल के नाटक में गया।"],
    ["kn", "ಆ ಸಂಜೆ ಇಡೀ ಕುಟುಂಬ ಶಾಲೆಯ ನಾಟಕದಲ್ಲಿ ಕುಳಿತಿತ್ತು."],
    ["te", "ఆ సాయంత్రం కుటుంబమంతా స్కూల్ నాటకంలో కూర్చుంది."],
  ])("draws the school whose play someone is at (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["school"]);
  });
});

describe("a place in what someone is told or promised for later is not the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["The twins played cards at home.", "Their aunt said they could swim at the beach on Saturday."]],
    ["en", ["The twins played cards at home.", "Their aunt promised to take them to the zoo next week."]],
    [
      "es",
      [
        "Los gemelos jugaban a las cartas en casa.",
        "Su tía les dijo que podrían nadar en la playa el sábado.",
      ],
    ],
    [
      "fr",
      [
        "Les jumeaux jouaient aux cartes à la maison.",
        "Leur tante a dit qu'ils pourraient nager à la plage samedi.",
      ],
    ],
    [
      "de",
      [
        "Die Zwillinge spielten zu Hause Karten.",
        "Ihre Tante sagte, sie dürften am Samstag am Strand schwimmen.",
      ],
    ],
    ["hi", ["जुड़वाँ भाई घर पर ताश खेल रहे थे।", "मौसी ने कहा कि वे शनिवार को समुद्र तट पर तैर सकते हैं।"]],
    ["kn", ["ಅವಳಿ ಮಕ್ಕಳು ಮನೆಯಲ್ಲಿ ಇಸ್ಪೀಟು ಆಡುತ್ತಿದ್ದರು.", "ಶನಿವಾರ ಕಡಲತೀರಕ್ಕೆ ಹೋಗಬಹುದು ಎಂದು ಚಿಕ್ಕಮ್ಮ ಹೇಳಿದರು."]],
    ["ta", ["இரட்டையர்கள் வீட்டில் சீட்டு விளையாடினார்கள்.", "சனிக்கிழமை கடற்கரைக்குப் போகலாம் என்று சித்தி சொன்னார்."]],
    ["te", ["కవలలు ఇంట్లో పేకాట ఆడుతున్నారు.", "శనివారం బీచ్‌కి వెళ్ళొచ్చని పిన్ని చెప్పింది."]],
  ])("stays at home while the beach is only promised (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["home", "home"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["The twins played cards at home.", "Their aunt said goodbye and went to the beach."]],
    ["es", ["Los gemelos jugaban a las cartas en casa.", "Su tía se despidió y fue a la playa."]],
    ["hi", ["जुड़वाँ भाई घर पर ताश खेल रहे थे।", "शनिवार को वे समुद्र तट पर गए।"]],
    ["kn", ["ಅವಳಿ ಮಕ್ಕಳು ಮನೆಯಲ್ಲಿ ಇಸ್ಪೀಟು ಆಡುತ್ತಿದ್ದರು.", "ಶನಿವಾರ ಅವರು ಕಡಲತೀರಕ್ಕೆ ಹೋದರು."]],
    ["ta", ["இரட்டையர்கள் வீட்டில் சீட்டு விளையாடினார்கள்.", "சனிக்கிழமை அவர்கள் கடற்கரைக்குப் போனார்கள்."]],
    ["te", ["కవలలు ఇంట్లో పేకాట ఆడుతున్నారు.", "శనివారం వాళ్ళు బీచ్‌కి వెళ్ళారు."]],
  ])("goes to the beach someone really goes to (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["home", "beach"]);
  });
});

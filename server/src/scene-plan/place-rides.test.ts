import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a place someone leaves or shuts is the scene only where the sentence names no other", () => {
  it.each<[Language, string]>([
    ["en", "Aunt Rosa locked the bakery and drank cocoa in the kitchen."],
    ["fr", "Tante Rosa a fermé la boutique et a bu un chocolat dans la cuisine."],
    ["hi", "रोज़ा मौसी ने दुकान बंद की और रसोई में कोको पिया।"],
    ["kn", "ರೋಸಾ ಚಿಕ್ಕಮ್ಮ ಅಂಗಡಿ ಮುಚ್ಚಿ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಕೋಕೋ ಕುಡಿದರು."],
    ["ta", "ரோசா சித்தி கடையை மூடிவிட்டு சமையலறையில் கோகோ குடித்தார்."],
    ["te", "రోసా పిన్ని దుకాణం మూసి వంటగదిలో కోకో తాగింది."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["kitchen"]);
  });

  it.each<[Language, string]>([
    ["en", "After work Mr Lal left the office and strolled to the park."],
    ["es", "Después del trabajo el señor Lal salió de la oficina y paseó hasta el parque."],
    ["de", "Nach der Arbeit verließ er das Büro und ging in den Park."],
  ])("%s: the place gone to after leaving: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["park"]);
  });

  it("keeps the place left when nothing else is named", () => {
    expect(places("en", ["At dawn the fishing boat left the harbour."])).toEqual(["harbour"]);
  });
});

describe("a ride in a vehicle is drawn along its way, not at the place it goes to", () => {
  it.each<[Language, string[]]>([
    ["en", ["Nina packed her bag at home.", "On the bus to school she read a comic."]],
    ["es", ["Nina hizo la maleta en casa.", "En el autobús hacia la escuela leyó un cómic."]],
    ["de", ["Nina packte zu Hause ihre Tasche.", "Im Bus zur Schule las sie ein Comicheft."]],
    ["hi", ["नीना ने घर पर अपना बस्ता बाँधा।", "स्कूल जाती बस में उसने एक कॉमिक पढ़ी।"]],
    ["kn", ["ನೀನಾ ಮನೆಯಲ್ಲಿ ತನ್ನ ಚೀಲ ಕಟ್ಟಿದಳು.", "ಶಾಲೆಗೆ ಹೋಗುವ ಬಸ್ಸಿನಲ್ಲಿ ಅವಳು ಒಂದು ಕಾಮಿಕ್ ಓದಿದಳು."]],
    ["te", ["నీనా ఇంట్లో తన సంచి సర్దుకుంది.", "బడికి వెళ్ళే బస్సులో ఆమె ఒక కామిక్ చదివింది."]],
  ])("%s: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["home", "street"]);
  });

  it("draws people singing in a car after a scene at home in the street", () => {
    expect(places("en", ["Dad baked a cake at home.", "Later the twins sang songs in the car."])).toEqual([
      "home",
      "street",
    ]);
  });

  it.each<[Language, string, string]>([
    ["es", "Fueron en coche a las montañas.", "mountains"],
    ["es", "El sábado fueron en coche al mercado.", "market"],
    ["fr", "Samedi, ils sont allés en voiture au marché.", "market"],
  ])("%s: is where people went by car, said with a verb of going: %s", (language, sentence, place) => {
    expect(places(language, [sentence])).toEqual([place]);
  });

  it.each<[Language, string]>([
    ["kn", "ಅವರು ತೋಟದಲ್ಲಿ ಸೇಬು ಕೀಳಲು ಕಾರಿನಲ್ಲಿ ಬೆಟ್ಟಗಳಿಗೆ ಹೋದರು."],
    ["ta", "அவர்கள் தோட்டத்தில் ஆப்பிள் பறிக்கக் காரில் மலைக்குச் சென்றார்கள்."],
    ["te", "వాళ్లు తోటలో ఆపిల్స్ కోయడానికి కారులో కొండలకు వెళ్లారు."],
  ])(
    "%s: takes a place where something is done before the car for no kind of car: %s",
    (language, sentence) => {
      expect(places(language, [sentence])).not.toEqual(["street"]);
    },
  );

  it.each<[Language, string]>([
    ["en", "On a stormy Saturday night, Aarti and her father boarded the night train to Guwahati."],
    ["es", "Una noche de sábado, Aarti y su padre subieron al tren nocturno a Guwahati."],
    ["fr", "Un samedi soir, Aarti et son père montèrent dans le train de nuit pour Guwahati."],
    ["hi", "शनिवार की रात आरती और उसके पापा गुवाहाटी जाने वाली रात की ट्रेन में चढ़े।"],
    ["de", "An einem stürmischen Samstagabend stiegen Aarti und ihr Vater in den Nachtzug nach Guwahati."],
  ])("%s: is at the station for a train boarded where no place was said: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["station"]);
  });

  it("says nothing of the place for a book read on a train", () => {
    expect(places("en", ["She read a book on the train."])).toEqual(["studio"]);
  });

  it("keeps a place the vehicle stands at that is no goal of the ride", () => {
    expect(places("en", ["Ravi waited on the bus at the market."])).toEqual(["market"]);
  });
});

describe("a story out at sea that comes back to land is at the harbour it left, or the beach", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Sam and his aunt climbed into a little boat at the harbour.",
        "Far out at sea they saw a whale.",
        "Back ashore they bought ice cream by the water.",
      ],
    ],
    [
      "es",
      [
        "Sam y su tía salieron del puerto en una barquita.",
        "Mar adentro vieron una ballena.",
        "De nuevo en tierra compraron helados junto al agua.",
      ],
    ],
    [
      "hi",
      [
        "सैम और उसकी मौसी एक छोटी नाव में बंदरगाह से निकले।",
        "दूर समुद्र में उन्होंने एक व्हेल देखी।",
        "किनारे पर लौटकर उन्होंने आइसक्रीम ख़रीदी।",
      ],
    ],
  ])("%s", (language, sentences) => {
    expect(places(language, sentences).at(-1)).toBe("harbour");
  });

  it("comes ashore at the beach when no harbour was named", () => {
    expect(
      places("en", ["The children rowed far out on the sea.", "Back on land they built a sandcastle."]),
    ).toEqual(["sea", "beach"]);
  });
});

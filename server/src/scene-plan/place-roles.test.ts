import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

/** [language, story, the place a reader pictures for each sentence]. */
type Case = [Language, string[], string[]];

function check(cases: Case[]) {
  for (const [language, story, want] of cases)
    it(`places "${story.at(-1)}" (${language}) at ${want.at(-1)}`, () => {
      expect(places(language, story)).toEqual(want);
    });
}

describe("the goal of a way is not where the scene is", () => {
  check([
    ["en", ["On his way to the market, Ravi's sandal broke."], ["street"]],
    [
      "en",
      ["Mina walked along the river.", "On the way to the market, she met a shepherd."],
      ["river", "river"],
    ],
    ["es", ["De camino al mercado, a Ravi se le rompió una sandalia."], ["street"]],
    ["fr", ["Sur le chemin du marché, la sandale de Ravi s'est cassée."], ["street"]],
    ["fr", ["En allant à la bibliothèque, Léa a vu un chien."], ["street"]],
    ["de", ["Auf dem Weg zum Markt riss Ravis Sandale."], ["street"]],
    ["fr", ["Le vieux bus montait la route de montagne."], ["mountains"]],
    ["hi", ["बाज़ार जाते हुए रवि की चप्पल टूट गई।"], ["street"]],
    ["hi", ["पुस्तकालय के रास्ते में मीना ने एक कुत्ता देखा।"], ["street"]],
    ["kn", ["ಮಾರುಕಟ್ಟೆಗೆ ಹೋಗುವ ದಾರಿಯಲ್ಲಿ ರವಿಯ ಚಪ್ಪಲಿ ಕಿತ್ತುಹೋಯಿತು."], ["street"]],
    ["ta", ["சந்தைக்குப் போகும் வழியில் ரவியின் செருப்பு அறுந்தது."], ["street"]],
    ["te", ["బజారుకు వెళ్ళే దారిలో రవి చెప్పు తెగిపోయింది."], ["street"]],
  ]);
});

describe("a place noun that counts a thing is no place", () => {
  check([
    ["en", ["A school of fish swam under the boat in the harbour."], ["harbour"]],
    [
      "en",
      ["Priya and her aunt sat in the kitchen.", "They peeled a mountain of potatoes."],
      ["kitchen", "kitchen"],
    ],
    [
      "en",
      ["The bus stopped in the square.", "A sea of umbrellas moved past the bus."],
      ["square", "square"],
    ],
    [
      "es",
      ["Lucía y su tía estaban en la cocina.", "Pelaron una montaña de patatas."],
      ["kitchen", "kitchen"],
    ],
    [
      "fr",
      ["Léa et sa tante étaient dans la cuisine.", "Elles ont épluché une montagne de pommes de terre."],
      ["kitchen", "kitchen"],
    ],
    [
      "de",
      ["Lena und ihre Tante saßen in der Küche.", "Sie schälten einen Berg Kartoffeln."],
      ["kitchen", "kitchen"],
    ],
    ["hi", ["प्रिया और उसकी चाची रसोई में बैठी थीं।", "उन्होंने आलू का पहाड़ छील डाला।"], ["kitchen", "kitchen"]],
    ["kn", ["ಪ್ರಿಯಾ ಮತ್ತು ಅವಳ ಚಿಕ್ಕಮ್ಮ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಕುಳಿತಿದ್ದರು.", "ಅವರು ಆಲೂಗಡ್ಡೆಯ ಬೆಟ್ಟವನ್ನೇ ಸುಲಿದರು."], ["kitchen", "kitchen"]],
    [
      "ta",
      ["பிரியாவும் அவள் சித்தியும் சமையலறையில் உட்கார்ந்திருந்தார்கள்.", "அவர்கள் ஒரு மலை அளவு உருளைக்கிழங்கை உரித்தார்கள்."],
      ["kitchen", "kitchen"],
    ],
    ["te", ["ప్రియ, ఆమె పిన్ని వంటగదిలో కూర్చున్నారు.", "వాళ్ళు బంగాళాదుంపల కొండను ఒలిచారు."], ["kitchen", "kitchen"]],
  ]);
});

describe("a room's furniture or being indoors with no place named is at home", () => {
  check([
    ["en", ["Arjun sat at the table and drew a map."], ["home"]],
    ["en", ["It was cold indoors, so Mina put on two sweaters."], ["home"]],
    ["en", ["Arjun sat at a table in the cafe."], ["cafe"]],
    ["es", ["Arjun se sentó a la mesa y dibujó un mapa."], ["home"]],
    ["fr", ["Arjun s'est assis à table et a dessiné une carte."], ["home"]],
    ["de", ["Arjun saß am Tisch und malte eine Karte."], ["home"]],
    ["hi", ["अर्जुन मेज़ पर बैठकर नक्शा बना रहा था।"], ["home"]],
    ["kn", ["ಅರ್ಜುನ್ ಮೇಜಿನ ಬಳಿ ಕುಳಿತು ನಕ್ಷೆ ಬಿಡಿಸಿದನು."], ["home"]],
    ["ta", ["அர்ஜுன் மேசையருகே உட்கார்ந்து ஒரு வரைபடம் வரைந்தான்."], ["home"]],
    ["te", ["అర్జున్ బల్ల దగ్గర కూర్చుని ఒక పటం గీశాడు."], ["home"]],
  ]);
});

describe("a part of a place keeps the story's place", () => {
  check([
    [
      "en",
      [
        "The family waited on the platform at the station.",
        "A porter carried their bags to the waiting room.",
      ],
      ["station", "station"],
    ],
    [
      "en",
      ["The train pulled into the station.", "A guard took the lost bag to the stationmaster's office."],
      ["station", "station"],
    ],
    [
      "de",
      [
        "Der Zug fuhr in den Bahnhof ein.",
        "Ein Schaffner brachte die Tasche ins Büro des Bahnhofsvorstehers.",
      ],
      ["station", "station"],
    ],
    [
      "es",
      ["El tren llegó a la estación.", "Un guardia llevó la bolsa a la oficina del jefe de estación."],
      ["station", "station"],
    ],
    [
      "fr",
      ["Le train est entré en gare.", "Un employé a porté le sac au bureau du chef de gare."],
      ["station", "station"],
    ],
    ["hi", ["रेलगाड़ी स्टेशन पर रुकी।", "एक कुली थैला स्टेशन मास्टर के दफ़्तर में ले गया।"], ["station", "station"]],
  ]);
});

describe("a shop by the road is the roadside", () => {
  check([
    ["en", ["Ravi bought a cold drink at a small shop by the road."], ["street"]],
    ["en", ["Ravi bought a cold drink at the shop."], ["shop"]],
    ["es", ["Ravi compró un refresco en una tienda junto a la carretera."], ["street"]],
    ["fr", ["Ravi a acheté une boisson dans une petite boutique au bord de la route."], ["street"]],
    ["de", ["Ravi kaufte ein Getränk in einem kleinen Laden am Straßenrand."], ["street"]],
    ["hi", ["रवि ने सड़क किनारे की एक छोटी दुकान से ठंडा पेय खरीदा।"], ["street"]],
    ["kn", ["ರವಿ ರಸ್ತೆ ಬದಿಯ ಒಂದು ಪುಟ್ಟ ಅಂಗಡಿಯಲ್ಲಿ ತಂಪು ಪಾನೀಯ ಕೊಂಡನು."], ["street"]],
    ["ta", ["ரவி சாலையோரம் இருந்த ஒரு சிறிய கடையில் குளிர்பானம் வாங்கினான்."], ["street"]],
    ["te", ["రవి రోడ్డు పక్కన ఉన్న ఒక చిన్న దుకాణంలో చల్లని పానీయం కొన్నాడు."], ["street"]],
  ]);
});

describe("a place gone to or stood on is still the place", () => {
  check([
    ["en", ["Meera walked to school with her brother."], ["school"]],
    ["en", ["The pilgrims climbed the mountain of Kailash."], ["mountains"]],
    ["es", ["Meera fue a la escuela con su hermano."], ["school"]],
    ["fr", ["Meera est allée à l'école avec son frère."], ["school"]],
    ["de", ["Meera ging mit ihrem Bruder zur Schule."], ["school"]],
    ["hi", ["मीरा अपने भाई के साथ स्कूल गई।"], ["school"]],
    ["kn", ["ಮೀರಾ ತನ್ನ ತಮ್ಮನೊಂದಿಗೆ ಶಾಲೆಗೆ ಹೋದಳು."], ["school"]],
    ["ta", ["மீரா தன் தம்பியுடன் பள்ளிக்குப் போனாள்."], ["school"]],
    ["te", ["మీరా తన తమ్ముడితో బడికి వెళ్ళింది."], ["school"]],
    ["de", ["Die Kinder spielten im Schnee auf dem Berg."], ["mountains"]],
    ["hi", ["बच्चे पहाड़ पर बर्फ़ में खेले।"], ["mountains"]],
    ["te", ["పిల్లలు కొండ మీద ఆడుకున్నారు."], ["mountains"]],
  ]);
});

describe("a health worker someone goes to stands for the hospital", () => {
  check([
    ["en", ["Ravi played in the park.", "After lunch, Mum took him to the vet."], ["park", "hospital"]],
    ["en", ["Ravi was ill at home.", "The doctor came to the house."], ["home", "home"]],
    ["es", ["Luis jugaba en el parque.", "Luego su madre lo llevó al médico."], ["park", "hospital"]],
    ["fr", ["Luc jouait au parc.", "Puis sa mère l'a emmené chez le vétérinaire."], ["park", "hospital"]],
    ["de", ["Tom spielte im Park.", "Dann ging er mit Mama zum Tierarzt."], ["park", "hospital"]],
    ["hi", ["रवि पार्क में खेल रहा था।", "फिर माँ उसे पशु चिकित्सक के पास ले गईं।"], ["park", "hospital"]],
    ["kn", ["ರವಿ ಉದ್ಯಾನದಲ್ಲಿ ಆಡುತ್ತಿದ್ದ.", "ಆಮೇಲೆ ಅಮ್ಮ ಅವನನ್ನು ಡಾಕ್ಟರ್ ಹತ್ತಿರ ಕರೆದೊಯ್ದರು."], ["park", "hospital"]],
    ["ta", ["ரவி பூங்காவில் விளையாடினான்.", "பிறகு அம்மா அவனை டாக்டரிடம் அழைத்துச் சென்றார்."], ["park", "hospital"]],
    ["te", ["రవి పార్కులో ఆడుకున్నాడు.", "తర్వాత అమ్మ వాడిని డాక్టర్ దగ్గరికి తీసుకెళ్ళింది."], ["park", "hospital"]],
  ]);
});

describe("a room of a house at the start of a story is at home", () => {
  check([
    ["es", ["El sábado Ana y su padre pintaron su cuarto de verde."], ["home"]],
    ["de", ["Am Samstag strichen Ana und ihr Vater ihr Zimmer grün."], ["home"]],
    ["hi", ["शनिवार को अना और उसके पापा ने उसके कमरे को हरा रंगा।"], ["home"]],
    ["kn", ["ಶನಿವಾರ ಅನಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ಅವಳ ಕೋಣೆಗೆ ಹಸಿರು ಬಣ್ಣ ಹಚ್ಚಿದರು."], ["home"]],
    ["ta", ["சனிக்கிழமை அனாவும் அவள் அப்பாவும் அவள் அறைக்குப் பச்சை வண்ணம் அடித்தார்கள்."], ["home"]],
    ["te", ["శనివారం అనా, వాళ్ల నాన్న తన గదికి ఆకుపచ్చ రంగు వేశారు."], ["home"]],
    ["kn", ["ರವಿ ಆಸ್ಪತ್ರೆಗೆ ಹೋದ.", "ಅವನು ಕಾಯುವ ಕೋಣೆಯಲ್ಲಿ ಕುಳಿತ."], ["hospital", "hospital"]],
  ]);
});

describe("the roof of a vehicle keeps the story's place", () => {
  check([
    [
      "fr",
      ["Ravi attendait à la gare routière.", "Un chat était assis sur le toit d'un bus."],
      ["station", "station"],
    ],
    ["hi", ["रवि बस अड्डे पर इंतज़ार कर रहा था।", "एक बिल्ली बस की छत पर बैठी थी।"], ["station", "station"]],
    ["kn", ["ರವಿ ಬಸ್ ನಿಲ್ದಾಣದಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದ.", "ಒಂದು ಬೆಕ್ಕು ಬಸ್ಸಿನ ಛಾವಣಿಯ ಮೇಲೆ ಕುಳಿತಿತ್ತು."], ["street", "street"]],
  ]);
});

describe("a stall outside a place is drawn at that place, not inside a shop", () => {
  check([
    ["hi", ["मीना रेलवे स्टेशन के बाहर अपनी फल की दुकान पर बैठी थी।"], ["station"]],
    ["kn", ["ಮೀನಾ ಶಾಲೆಯ ಹೊರಗಿರುವ ತನ್ನ ಹಣ್ಣಿನ ಅಂಗಡಿಯಲ್ಲಿ ಕುಳಿತಿದ್ದಳು."], ["school"]],
  ]);
});

describe("a baker someone goes to stands for the bakery", () => {
  check([
    ["en", ["Ravi played in the park.", "Then Mum took him to the baker."], ["park", "bakery"]],
    ["es", ["Luis jugaba en el parque.", "Luego fue al panadero."], ["park", "bakery"]],
  ]);
});

describe("a bus stand is the bus station", () => {
  check([["te", ["సీత బస్టాండులో బస్సు కోసం ఎదురుచూసింది."], ["station"]]]);
});

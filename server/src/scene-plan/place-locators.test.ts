import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a place named only to say where another place is does not set the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["Meena skipped rope in the alley behind her house."]],
    ["es", ["Meena saltaba a la cuerda en el callejón detrás de su casa."]],
    ["fr", ["Meena sautait à la corde dans la ruelle derrière sa maison."]],
    ["de", ["Meena sprang Seil in der Gasse hinter ihrem Haus."]],
    ["hi", ["मीना अपने घर के पीछे वाली गली में रस्सी कूद रही थी।"]],
    ["kn", ["ಮೀನಾ ತನ್ನ ಮನೆಯ ಹಿಂದಿನ ಓಣಿಯಲ್ಲಿ ಹಗ್ಗ ಜಿಗಿಯುತ್ತಿದ್ದಳು."]],
    ["ta", ["மீனா தன் வீட்டுக்குப் பின்னால் உள்ள சந்தில் கயிறு தாண்டினாள்."]],
    ["te", ["మీనా తన ఇంటి వెనుక ఉన్న సందులో తాడు ఆట ఆడింది."]],
  ])("draws the alley behind the house, not the house (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street"]);
  });
});

describe("a place the scene is far from is not the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["Far from the city, the cousins slept in a village."]],
    ["es", ["Lejos de la ciudad, los primos durmieron en el campo."]],
    ["fr", ["Loin de la ville, les cousins dormirent dans la campagne."]],
    ["de", ["Weit weg von der Stadt schliefen die Cousins auf dem Land."]],
    ["hi", ["शहर से दूर, चचेरे भाई गाँव में सोए।"]],
    ["kn", ["ನಗರದಿಂದ ದೂರ, ಸೋದರಸಂಬಂಧಿಗಳು ಹಳ್ಳಿಯಲ್ಲಿ ಮಲಗಿದರು."]],
    ["ta", ["நகரத்திலிருந்து தொலைவில், உறவினர்கள் கிராமத்தில் தூங்கினார்கள்."]],
    ["te", ["నగరానికి దూరంగా, బంధువులు పల్లెటూరిలో నిద్రపోయారు."]],
  ])("draws the countryside, not the town it is far from (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["countryside"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["The girls walked through the forest.", "They were far from the town now."]],
    ["es", ["Las niñas caminaron por el bosque.", "Ahora estaban lejos del pueblo."]],
    ["fr", ["Les filles marchaient dans la forêt.", "Elles étaient maintenant loin du village."]],
    ["de", ["Die Mädchen gingen durch den Wald.", "Jetzt waren sie weit weg von der Stadt."]],
    ["hi", ["लड़कियाँ जंगल में चल रही थीं।", "अब वे शहर से दूर थीं।"]],
    ["kn", ["ಹುಡುಗಿಯರು ಕಾಡಿನಲ್ಲಿ ನಡೆದರು.", "ಈಗ ಅವರು ಊರಿನಿಂದ ದೂರ ಇದ್ದರು."]],
    ["ta", ["சிறுமிகள் காட்டில் நடந்தார்கள்.", "இப்போது அவர்கள் ஊரிலிருந்து தொலைவில் இருந்தார்கள்."]],
    ["te", ["అమ్మాయిలు అడవిలో నడిచారు.", "ఇప్పుడు వాళ్ళు ఊరికి దూరంగా ఉన్నారు."]],
  ])("stays in the forest when the town is far (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["forest", "forest"]);
  });
});

describe("the day before school starts is a time, not the school", () => {
  it.each<[Language, string]>([
    ["es", "Antes de empezar el colegio, mamá llevó a Tara a la tienda."],
    ["hi", "स्कूल खुलने से पहले मम्मी तारा को दुकान पर ले गईं।"],
    ["kn", "ಶಾಲೆ ಶುರುವಾಗುವ ಮುನ್ನ ಅಮ್ಮ ತಾರಾಳನ್ನು ಅಂಗಡಿಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು."],
    ["ta", "பள்ளி திறப்பதற்கு முன் அம்மா தாராவைக் கடைக்கு அழைத்துப் போனார்."],
  ])("draws the shop (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["shop"]);
  });
});

describe("a place that only says where an absent person lives does not set the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["Leela sat in the kitchen.", "She wrote a postcard to her uncle in the city."]],
    ["es", ["Leela se sentó en la cocina.", "Escribió una postal a su tío de la ciudad."]],
    ["fr", ["Leela s'assit dans la cuisine.", "Elle écrivit une carte à son oncle en ville."]],
    ["de", ["Leela saß in der Küche.", "Sie schrieb ihrem Onkel in der Stadt eine Postkarte."]],
    ["hi", ["लीला रसोई में बैठी थी।", "उसने शहर वाले अपने चाचा को एक पोस्टकार्ड लिखा।"]],
    ["kn", ["ಲೀಲಾ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಕುಳಿತಿದ್ದಳು.", "ಅವಳು ನಗರದಲ್ಲಿರುವ ತನ್ನ ಮಾವನಿಗೆ ಒಂದು ಪತ್ರ ಬರೆದಳು."]],
    ["ta", ["லீலா சமையலறையில் உட்கார்ந்திருந்தாள்.", "அவள் நகரத்தில் இருக்கும் தன் மாமாவுக்கு ஒரு கடிதம் எழுதினாள்."]],
    ["te", ["లీల వంటగదిలో కూర్చుంది.", "ఆమె నగరంలో ఉన్న తన మామయ్యకు ఒక ఉత్తరం రాసింది."]],
  ])("stays in the kitchen (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["kitchen", "kitchen"]);
  });
});

import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

describe("a verb the tables do not know is read from the food it works: cooking", () => {
  const cases: PoseCase[] = [
    ["en", ["Priya patted the dough into small rounds."], "Priya", "cook"],
    ["es", ["Lucía aplastó la masa con las palmas."], "Lucía", "cook"],
    ["fr", ["Léa aplatit la pâte avec ses paumes."], "Léa", "cook"],
    ["de", ["Emma drückte den Teig mit den Handballen flach."], "Emma", "cook"],
    ["hi", ["मीना ने तवे पर रोटी पलटी।"], "मीना", "cook"],
    ["kn", ["ಮೀನಾ ಕಾವಲಿಯ ಮೇಲೆ ರೊಟ್ಟಿಯನ್ನು ತಿರುಗಿಸಿದಳು."], "ಮೀನಾ", "cook"],
    ["ta", ["மீனா தோசைக்கல்லில் சப்பாத்தியைத் திருப்பினாள்."], "மீனா", "cook"],
    ["te", ["మీనా పెనం మీద రొట్టెను తిప్పింది."], "మీనా", "cook"],
  ];
  checkPoses(cases);
});

describe("small handwork with thread, beads, garlands or a needle is done seated", () => {
  const cases: PoseCase[] = [
    ["en", ["Grandpa threaded red beads onto a long string."], "old-man", "sit"],
    ["en", ["Ravi sewed a patch on the torn bag."], "Ravi", "sit"],
    ["es", ["La abuela ensartaba cuentas en un hilo."], "old-woman", "sit"],
    ["fr", ["Mamie enfilait des perles sur une aiguille."], "old-woman", "sit"],
    ["de", ["Oma fädelte Perlen auf einen Faden."], "old-woman", "sit"],
    ["hi", ["दादी ने धागे में फूल पिरोए।"], "old-woman", "sit"],
    ["kn", ["ಅಜ್ಜಿ ಹೂವುಗಳನ್ನು ಹಾರಗಳಾಗಿ ಪೋಣಿಸಿದರು."], "old-woman", "sit"],
    ["ta", ["பாட்டி பூக்களை மாலைகளாகக் கோர்த்தார்."], "old-woman", "sit"],
    ["te", ["అమ్మమ్మ పూలను దండలుగా అల్లింది."], "old-woman", "sit"],
  ];
  checkPoses(cases);
});

describe("spreading things out on the ground or a mat is done kneeling", () => {
  const cases: PoseCase[] = [
    ["en", ["Ravi spread the wet nets on the sand."], "Ravi", "kneel"],
    ["es", ["Ravi extendió las redes mojadas sobre la arena."], "Ravi", "kneel"],
    ["fr", ["Ravi étala les filets mouillés sur le sable."], "Ravi", "kneel"],
    ["de", ["Ravi breitete die nassen Netze auf dem Sand aus."], "Ravi", "kneel"],
    ["hi", ["रवि ने गीले जाल रेत पर फैला दिए।"], "रवि", "kneel"],
    ["kn", ["ರವಿ ಒದ್ದೆ ಬಲೆಗಳನ್ನು ಮರಳಿನ ಮೇಲೆ ಹರಡಿದನು."], "ರವಿ", "kneel"],
    ["ta", ["ரவி ஈரமான வலைகளை மணலில் பரப்பினான்."], "ரவி", "kneel"],
    ["te", ["రవి తడి వలలను ఇసుక మీద పరిచాడు."], "రవి", "kneel"],
  ];
  checkPoses(cases);
});

describe("people who fill the seats sit in them", () => {
  const cases: PoseCase[] = [
    ["en", ["The band tuned up, and the uncles filled the front chairs."], "man", "sit"],
    ["es", ["Los tíos llenaron las sillas de delante."], "man", "sit"],
    ["fr", ["Les oncles remplirent les chaises du premier rang."], "man", "sit"],
    ["de", ["Die Onkel füllten die vorderen Stühle."], "man", "sit"],
    ["hi", ["चाचाओं ने आगे की कुर्सियाँ भर दीं।"], "man", "sit"],
    ["kn", ["ಹುಡುಗರು ಮುಂದಿನ ಸಾಲಿನ ಕುರ್ಚಿಗಳನ್ನು ತುಂಬಿದರು."], "boy", "sit"],
    ["ta", ["மாமாக்கள் முன் வரிசை இருக்கைகளை நிரப்பினார்கள்."], "man", "sit"],
    ["te", ["మామయ్యలు ముందు కుర్చీలను నింపారు."], "man", "sit"],
  ];
  checkPoses(cases);
});

describe("raised hands where a band or drums play are dancing", () => {
  const cases: PoseCase[] = [
    ["en", ["The drums began, and Meena swayed in the street with her hands in the air."], "Meena", "dance"],
    ["es", ["Sonaba la banda, y Meena se mecía en la calle con las manos en alto."], "Meena", "dance"],
    ["fr", ["La fanfare jouait, et Meena se balançait dans la rue, les mains en l'air."], "Meena", "dance"],
    [
      "de",
      ["Die Kapelle spielte, und Lena wiegte sich mit erhobenen Händen auf der Straße."],
      "Lena",
      "dance",
    ],
    ["hi", ["ढोल बज रहे थे, और मीना सड़क पर हाथ ऊपर किए झूम रही थी।"], "मीना", "dance"],
    ["kn", ["ಡೋಲುಗಳು ಮೊಳಗುತ್ತಿದ್ದವು; ಮೀನಾ ರಸ್ತೆಯಲ್ಲಿ ಕೈಗಳನ್ನು ಮೇಲಕ್ಕೆತ್ತಿ ತೂಗಾಡುತ್ತಿದ್ದಳು."], "ಮೀನಾ", "dance"],
    ["ta", ["மேளம் முழங்கியது; மீனா தெருவில் கைகளை உயர்த்தி அசைந்தாள்."], "மீனா", "dance"],
    ["te", ["డప్పులు మోగుతున్నాయి; మీనా వీధిలో చేతులు పైకెత్తి ఊగింది."], "మీనా", "dance"],
  ];
  checkPoses(cases);
});

describe("working an instrument is playing it", () => {
  const cases: PoseCase[] = [
    ["en", ["Ravi strummed his guitar under the tree."], "Ravi", "play"],
    ["es", ["Ravi rasgueaba su guitarra bajo el árbol."], "Ravi", "play"],
    ["fr", ["Ravi grattait sa guitare sous l'arbre."], "Ravi", "play"],
    ["de", ["Ravi zupfte unter dem Baum seine Gitarre."], "Ravi", "play"],
    ["hi", ["रवि ने पेड़ के नीचे सितार के तार छेड़े।"], "रवि", "play"],
    ["kn", ["ರವಿ ಮರದ ಕೆಳಗೆ ಕೊಳಲಿನಲ್ಲಿ ಒಂದು ರಾಗ ಊದಿದನು."], "ರವಿ", "play"],
    ["ta", ["ரவி மரத்தடியில் புல்லாங்குழலில் ஒரு ராகம் ஊதினான்."], "ரவி", "play"],
    ["te", ["రవి చెట్టు కింద వేణువుతో ఒక రాగం ఊదాడు."], "రవి", "play"],
  ];
  checkPoses(cases);
});

describe("a verb with a pose of its own keeps it beside food; owning or buying food, or bread or a garland alone, gives none", () => {
  const cases: PoseCase[] = [
    ["en", ["Meena ate the warm chapati."], "Meena", "eat"],
    ["en", ["Ravi carried the dough to the oven."], "Ravi", "carry"],
    ["en", ["Meena bought flour and a rolling pin."], "Meena", "stand"],
    ["en", ["Asha had a bowl of dough."], "Asha", "stand"],
    ["es", ["Meena compró harina y un rodillo."], "Meena", "stand"],
    ["es", ["Meena comió el chapati caliente."], "Meena", "eat"],
    ["fr", ["Meena acheta de la farine et un rouleau."], "Meena", "stand"],
    ["de", ["Meena kaufte Mehl und ein Nudelholz."], "Meena", "stand"],
    ["hi", ["मीना ने आटा ख़रीदा।"], "मीना", "stand"],
    ["hi", ["मीना ने गरम रोटी खाई।"], "मीना", "eat"],
    ["kn", ["ಮೀನಾ ಬಿಸಿ ರೊಟ್ಟಿಯನ್ನು ತಿಂದಳು."], "ಮೀನಾ", "eat"],
    ["ta", ["மீனா சூடான சப்பாத்தியைச் சாப்பிட்டாள்."], "மீனா", "eat"],
    ["te", ["మీనా వేడి రొట్టెను తిన్నది."], "మీనా", "eat"],
    ["en", ["Ravi put a marigold garland round his sister's neck."], "Ravi", "stand"],
    ["de", ["Ravi legte seiner Schwester eine Girlande um den Hals."], "Ravi", "stand"],
    ["ta", ["தாத்தா தன் பையிலிருந்து ரொட்டியை எடுத்தார்."], "old-man", "stand"],
    ["hi", ["रवि ने टोकरी से एक रोटी निकाली।"], "रवि", "stand"],
  ];
  checkPoses(cases);
});

describe("standing up on something ends a kneel held from the sentence before", () => {
  const cases: PoseCase[] = [
    ["hi", ["रवि ने फ़र्श पर अख़बार बिछाए।", "फिर रवि कुर्सी पर खड़ा होकर दीवार रंगने लगा।"], "रवि", "stand"],
    ["kn", ["ರವಿ ನೆಲದ ಮೇಲೆ ಪತ್ರಿಕೆಗಳನ್ನು ಹರಡಿದನು.", "ಆಮೇಲೆ ರವಿ ಕುರ್ಚಿಯ ಮೇಲೆ ನಿಂತು ಗೋಡೆಗೆ ಸುಣ್ಣ ಬಳಿದನು."], "ರವಿ", "stand"],
    [
      "ta",
      ["ரவி தரையில் செய்தித்தாள்களைப் பரப்பினான்.", "பிறகு ரவி நாற்காலி மேல் நின்று சுவருக்குச் சுண்ணாம்பு பூசினான்."],
      "ரவி",
      "stand",
    ],
    ["te", ["రవి నేల మీద పేపర్లు పరిచాడు.", "తర్వాత రవి కుర్చీ మీద నిలబడి గోడకు సున్నం పూశాడు."], "రవి", "stand"],
  ];
  checkPoses(cases);
});

describe("a stove or an oven beside the doer is where they are, not what they cook on", () => {
  const cases: PoseCase[] = [
    ["en", ["Grandpa hung it by the stove to dry."], "old-man", "stand"],
    ["en", ["Grandpa left the wet kite next to the oven."], "old-man", "stand"],
    ["es", ["El abuelo la colgó junto a la estufa para que se secara."], "old-man", "stand"],
    ["fr", ["Grand-père l'a accroché près du poêle pour le sécher."], "old-man", "stand"],
    ["de", ["Opa hängte ihn zum Trocknen neben den Ofen."], "old-man", "stand"],
    ["hi", ["दादाजी ने उसे सूखने के लिए चूल्हे के पास टाँग दिया।"], "old-man", "stand"],
    // Working the dough in the oven is still cooking.
    ["en", ["Mum put the dough in the oven."], "woman", "cook"],
  ];
  checkPoses(cases);
});

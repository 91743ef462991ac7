import { describe, expect, it } from "vitest";
import { checkPoses, type PoseCase, poseOf } from "../test/last-scene";

/** Going out, going to a place and coming back home are drawn walking. */
const GOING: PoseCase[] = [
  ["es", ["El viernes por la noche, Mira y Leo fueron a un pequeño restaurante."], "Mira", "walk"],
  ["fr", ["Après la pluie, Léa et Hugo se sont promenés le long de la rivière."], "Léa", "walk"],
];

/** Settling at a table is sitting; a drink finished with a bare Hindi "पी" is drinking. */
const SETTLED: PoseCase[] = [
  ["fr", ["Anjali s'est installée à une table au fond de la bibliothèque."], "Anjali", "sit"],
  ["hi", ["दोपहर को गीता ने झोंपड़ी में गरम चॉकलेट पी, और फिर फ़ोटो खींची।"], "गीता", "drink"],
];

/** Lifting something up and bringing it along is carrying it. */
const CARRIED: PoseCase[] = [
  ["kn", ["ನಂತರ ರವಿ ಬಕೆಟ್ ತುಂಬಿಸಿ ಅದನ್ನು ಹೊತ್ತು ತಂದ."], "ರವಿ", "carry"],
  ["ta", ["ரவி அதை மெதுவாகத் தூக்கிப் பூங்காவுக்குக் கொண்டு போனான்."], "ரவி", "carry"],
];

/** Spanish "montar" rides a mount, and sets up a stall or a pyramid without riding anything. */
const MOUNTED: PoseCase[] = [
  ["es", ["Lucía montó en bicicleta por el parque."], "Lucía", "ride"],
  ["es", ["Al amanecer, Lucía montó una pirámide de naranjas junto a la entrada."], "Lucía", "stand"],
];

/** Telugu habitual playing, climbing all the way up and pushing along are read. */
const TELUGU_FORMS: PoseCase[] = [
  ["te", ["ప్రతి శనివారం లాపిన్ గారు ఒక చిన్న బల్ల దగ్గర చదరంగం ఆడేవాళ్లు."], "లాపిన్", "play"],
  ["te", ["లూసీ అందరికంటే వేగంగా జంగిల్ జిమ్ పై దాకా ఎక్కేసింది."], "లూసీ", "climb"],
  ["te", ["రవి పడవను ఇసుక మీదుగా తోసుకుంటూ వెళ్లాడు."], "రవి", "push"],
];

/** The one who wrote the letter another reads is no subject of the reader's sitting down. */
const RELATIVE: PoseCase[] = [
  ["kn", ["ತಡರಾತ್ರಿ ರವಿ ತನ್ನ ಲಾರಿಯನ್ನು ನಿಲ್ಲಿಸಿ, ಮಗಳು ಬರೆದ ಪತ್ರವನ್ನು ಓದಲು ಮಂಚದ ಮೇಲೆ ಕುಳಿತ."], "ರವಿ", "sit"],
  ["ta", ["ரவி தன் லாரியை நிறுத்திவிட்டு, மகள் எழுதிய கடிதத்தைப் படிப்பதற்காகக் கட்டிலில் உட்கார்ந்தார்."], "ரவி", "sit"],
  ["te", ["రవి తన లారీని ఆపి, కూతురు రాసిన ఉత్తరం చదువుకోవడానికి మంచం మీద కూర్చున్నాడు."], "రవి", "sit"],
];

/** Pointing at something and holding up a hand are drawn as the raised arm of a wave. */
const POINTING: PoseCase[] = [
  ["en", ["Every time a star fell, Maya shouted and pointed."], "Maya", "wave"],
  ["en", ["A policeman stepped into the road and held up his hand to stop them."], "man", "wave"],
  ["es", ["Cada vez que una estrella cruzaba el cielo, Lucía gritaba y la señalaba."], "Lucía", "wave"],
  [
    "fr",
    ["Chaque fois qu'une étoile traversait le ciel, Léa criait en la montrant du doigt."],
    "Léa",
    "wave",
  ],
  ["es", ["Lucía saludó a Pablo con la mano desde la ventanilla."], "Lucía", "wave"],
];

/** Letting fishing lines down into the water is fishing. */
const LINES: PoseCase[] = [
  ["en", ["Out on the lake, Manu let down his line and waited quietly."], "Manu", "fish"],
  ["es", ["Allí Manu echó el sedal y esperó en silencio."], "Manu", "fish"],
  ["fr", ["Au milieu du lac, Manu lança sa ligne et attendit en silence."], "Manu", "fish"],
  ["hi", ["वहाँ मनु ने अपनी डोरियाँ पानी में डालीं और चुपचाप इंतज़ार करने लगा।"], "मनु", "fish"],
  ["ta", ["அங்கே ரவி தூண்டில் கயிறுகளை இறக்கிவிட்டு அமைதியாகக் காத்திருந்தான்."], "ரவி", "fish"],
];

/** Chasing, holding out money, hugging and falling asleep are read in their other forms. */
const OTHER_FORMS: PoseCase[] = [
  ["fr", ["Léa l'a poursuivi autour de la voiture."], "Léa", "run"],
  ["fr", ["Léa a tendu un billet au vendeur."], "Léa", "give"],
  ["fr", ["Léa l'a pris dans ses bras."], "Léa", "hug"],
  [
    "de",
    ["Als die Uhr acht schlug, war Anna so müde, dass sie über ihrem Buch einschlief."],
    "Anna",
    "sleep",
  ],
  ["hi", ["गीता ने सूखी लकड़ियाँ इकट्ठा कीं और उन्हें एक बोरे में भर दिया।"], "गीता", "pick"],
];

/** Spreading icing or cream over a cake is cooking. */
const ICING: PoseCase[] = [
  ["es", ["En la cocina, Pablo cubrió la tarta con chocolate."], "Pablo", "cook"],
  ["hi", ["रसोई में रवि ने केक पर चॉकलेट की परत चढ़ाई।"], "रवि", "cook"],
  ["ta", ["சமையலறையில் ரவி கேக்கின் மேல் சாக்லேட் க்ரீமைப் பூசினான்."], "ரவி", "cook"],
];

/** Waving both arms is waving. */
const BOTH_ARMS: PoseCase[] = [
  ["es", ["Lucía se puso a saltar, agitando los dos brazos."], "Lucía", "wave"],
  ["fr", ["Léa s'est mise à sauter sur place en agitant les deux bras."], "Léa", "wave"],
];

describe("pose verbs read", () => {
  checkPoses(ICING);
  checkPoses(BOTH_ARMS);
  checkPoses(POINTING);
  checkPoses(LINES);
  checkPoses(OTHER_FORMS);
  checkPoses(TELUGU_FORMS);
  checkPoses(RELATIVE);
  checkPoses(GOING);
  checkPoses(SETTLED);
  checkPoses(CARRIED);
  checkPoses(MOUNTED);
});

/** "Ran out of milk" is none left, no pose; "ran out of the house" is running out of it. */
const RAN_OUT: PoseCase[] = [
  ["en", ["Mia ran out of the house."], "Mia", "run"],
  ["en", ["The bell rang, and Tom ran out of every classroom door."], "Tom", "run"],
  ["en", ["Mia ran out of milk."], "Mia", "stand"],
];

describe("running out of a place, not out of something", () => {
  checkPoses(RAN_OUT);
});

describe("a Kannada word that only starts like frying is no cooking", () => {
  it("draws no cook for a grandfather who cheers the loudest (kn)", () => {
    expect(poseOf(["ಲೀನಾಳ ಅಜ್ಜ ಎಲ್ಲರಿಗಿಂತ ಜೋರಾಗಿ ಹುರಿದುಂಬಿಸಿದರು."], "kn", "old-man")).not.toBe("cook");
  });
  it("still draws the one who fries the cook (kn)", () => {
    expect(poseOf(["ಅಮ್ಮ ಬಾಣಲೆಯಲ್ಲಿ ಕಡಲೆಕಾಯಿ ಹುರಿದರು."], "kn", "woman")).toBe("cook");
  });
});

import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Sounding a vehicle's horn is the driver's: drawn driving, whether or not the vehicle is named. */
const HORNS: PoseCase[] = [
  ["en", ["At the crossing, Ravi honked at the cyclists."], "Ravi", "drive"],
  ["es", ["En el cruce, Ravi tocó la bocina a los ciclistas."], "Ravi", "drive"],
  ["fr", ["Au carrefour, Ravi a klaxonné pour saluer les cyclistes."], "Ravi", "drive"],
  ["de", ["Jonas hupte an der Kreuzung zweimal."], "Jonas", "drive"],
  ["hi", ["चौराहे पर रवि ने दो बार हॉर्न बजाया।"], "रवि", "drive"],
  ["kn", ["ವೃತ್ತದಲ್ಲಿ ರವಿ ಎರಡು ಸಲ ಹಾರ್ನ್ ಮಾಡಿದನು."], "ರವಿ", "drive"],
  ["ta", ["சந்திப்பில் ரவி இரண்டு முறை ஹாரன் அடித்தான்."], "ரவி", "drive"],
  ["te", ["కూడలిలో రవి రెండుసార్లు హారన్ కొట్టాడు."], "రవి", "drive"],
];

/** Horns that the vehicles named before them sound are nobody's: the person of the next clause keeps a pose of their own. */
const VEHICLES_HONK: PoseCase[] = [
  ["en", ["Buses honked all morning, and Ravi waited at the gate."], "Ravi", "stand"],
  ["hi", ["गाड़ियाँ हॉर्न बजाती रहीं, और रवि फाटक पर इंतज़ार करता रहा।"], "रवि", "stand"],
];

/** A noun made a verb by Hindi "कर" (do) in its perfective ("डांस किया", "सवारी की") gives the noun's pose. */
const LIGHT_VERBS: PoseCase[] = [
  ["hi", ["मेले में सीमा ने देर तक डांस किया।"], "सीमा", "dance"],
  ["hi", ["छुट्टियों में गीता ने ऊँट की सवारी की।"], "गीता", "ride"],
];

/** Picking fruit one by one, or little by little ("las fue cogiendo", "les a cueillies"), is picking; choosing
 * or taking a thing that grows on no plant is no pose. */
const PICKING: PoseCase[] = [
  ["en", ["The mangoes hung low over the wall, so Mira picked them one by one."], "Mira", "pick"],
  ["es", ["Los mangos colgaban bajos, y Mira los fue cogiendo uno a uno."], "Mira", "pick"],
  ["es", ["Por la mañana, Mira cogió el autobús de las ocho."], "Mira", "stand"],
  ["fr", ["Les figues pendaient bas, et Mira les a cueillies une par une."], "Mira", "pick"],
];

/** Falling asleep or lying down, said with a reflexive or a participle that agrees with its subject. */
const LYING: PoseCase[] = [
  ["es", ["Después de la cena, Ana y Luis se quedaron dormidos en el sofá."], "Ana", "sleep"],
  ["es", ["Al mediodía, Ana y Luis se quedaron tumbados bajo el árbol."], "Luis", "sleep"],
  ["fr", ["Après le déjeuner, Léa s'est couchée sous le grand arbre."], "Léa", "sleep"],
];

/** A German reflexive verb with its subject between the verb and "sich" ("setzte er sich"), and an animal's
 * eating ("fraß"). */
const GERMAN_ORDER: PoseCase[] = [
  ["de", ["Jonas kam müde nach Hause.", "Dann setzte er sich auf das alte Sofa."], "Jonas", "sit"],
  ["de", ["Im Stall fraß die alte Ziege frisches Heu."], "goat", "eat"],
];

/** Going somewhere with someone, and trying to cross a street, is walking. */
const GOING: PoseCase[] = [
  ["fr", ["Samedi, Léa est allée au marché avec sa tante."], "Léa", "walk"],
  ["es", ["El sábado, Lucía fue con su tía al mercado."], "Lucía", "walk"],
  ["en", ["Priya tried to cross the busy street."], "Priya", "walk"],
  ["fr", ["Léa a essayé de traverser la rue."], "Léa", "walk"],
  ["de", ["Jonas versuchte, die breite Straße zu überqueren."], "Jonas", "walk"],
];

/** A leap down, out or in front of something is drawn mid-stride, running, until the leaper does something
 * else; "jumped up" (to one's feet) gives no pose of its own. */
const LEAPS: PoseCase[] = [
  ["en", ["When the gate opened, Bruno jumped down from the wall."], "Bruno", "run"],
  ["en", ["Ravi jumped up and waved at the train."], "Ravi", "wave"],
  ["de", ["Mira hüpfte auf und ab und winkte dem Zug."], "Mira", "wave"],
  ["es", ["Cuando sonó la campana, Lucía saltó del muro."], "Lucía", "run"],
  ["fr", ["Quand la cloche a sonné, Léa a sauté du muret."], "Léa", "run"],
  ["de", ["Als die Glocke läutete, sprang Jonas von der Mauer."], "Jonas", "run"],
  ["hi", ["घंटी बजते ही गीता दीवार से कूद पड़ी।"], "गीता", "run"],
  ["hi", ["बिल्ली उछलकर मेज़ पर चढ़ जाती है।"], "cat", "climb"],
];

/** "As soon as" closes a clause before the main one, whose verb is not the subordinate subject's. */
const AS_SOON_AS: PoseCase[] = [
  ["kn", ["ಅಮ್ಮ ಬಾಗಿಲು ತೆರೆದ ತಕ್ಷಣ ಗೀತಾ ಹೊರಗೆ ನೆಗೆದಳು."], "ಗೀತಾ", "run"],
  ["kn", ["ಅಮ್ಮ ಬಾಗಿಲು ತೆರೆದ ತಕ್ಷಣ ಗೀತಾ ಹೊರಗೆ ನೆಗೆದಳು."], "woman", "stand"],
  ["te", ["అమ్మ తలుపు తీయగానే సీత బయటికి దూకింది."], "సీత", "run"],
  ["te", ["అమ్మ తలుపు తీయగానే సీత బయటికి దూకింది."], "woman", "stand"],
];

/** Coming down in a heap ("se vino abajo") is a thing's collapse, nobody's coming; going round on a bicycle
 * ("साइकिल पर ... घूमता") is riding it. */
const COLLAPSE_AND_ROUNDS: PoseCase[] = [
  ["es", ["El castillo de arena de Lucía se vino abajo."], "Lucía", "stand"],
  ["hi", ["हर शाम रवि साइकिल पर गलियों में घूमता है।"], "रवि", "ride"],
];

/** A German subordinate clause before the main verb keeps its people out of the main clause. */
const GERMAN_CLAUSES: PoseCase[] = [
  ["de", ["Als Mira das Tor öffnete, sprang Jonas hinaus."], "Mira", "stand"],
  ["de", ["Als Mira das Tor öffnete, sprang Jonas hinaus."], "Jonas", "run"],
];

/** Setting off (German "zogen ... los"), walking as a converb ("ನಡೆದು"), running about ("ಓಡಾಡಿದಳು") and hurrying
 * ("விரைந்தாள்"). */
const SETTING_OFF: PoseCase[] = [
  ["de", ["Nach dem Frühstück zogen Mira und Jonas mit ihren Rucksäcken los."], "Mira", "walk"],
  ["kn", ["ಗೀತಾ ಹೊಲದ ಮೂಲಕ ನಡೆದು ಮನೆಗೆ ಬಂದಳು."], "ಗೀತಾ", "walk"],
  ["kn", ["ಗೀತಾ ತೋಟದಲ್ಲಿ ಅಲ್ಲಿ ಇಲ್ಲಿ ಓಡಾಡಿದಳು."], "ಗೀತಾ", "run"],
  ["ta", ["கீதா பையுடன் பேருந்து நிலையத்துக்கு விரைந்தாள்."], "கீதா", "run"],
];

describe("honking a horn", () => checkPoses(HORNS));
describe("vehicles that honk", () => checkPoses(VEHICLES_HONK));
describe("nouns made verbs by a light verb", () => checkPoses(LIGHT_VERBS));
describe("picking one by one", () => checkPoses(PICKING));
describe("falling asleep and lying down", () => checkPoses(LYING));
describe("German word order and animals eating", () => checkPoses(GERMAN_ORDER));
describe("going with someone and crossing", () => checkPoses(GOING));
describe("leaping", () => checkPoses(LEAPS));
describe("clauses of as soon as", () => checkPoses(AS_SOON_AS));
describe("collapsing and riding round", () => checkPoses(COLLAPSE_AND_ROUNDS));
describe("German subordinate clauses", () => checkPoses(GERMAN_CLAUSES));
describe("setting off, walking and hurrying", () => checkPoses(SETTING_OFF));

/** Making shadow figures with one's hands on a wall or a tent is play: the one who makes them is drawn playing. */
const SHADOW_PLAY: PoseCase[] = [
  [
    "en",
    [
      "Lena and her brother Tom sat in the tent.",
      "When the lamp was lit, Tom made shadow birds on the canvas with his fingers.",
    ],
    "Tom",
    "play",
  ],
  [
    "es",
    [
      "Lena y su hermano Tom estaban en la tienda.",
      "Cuando encendieron la lámpara, Tom hizo pájaros de sombra en la lona con los dedos.",
    ],
    "Tom",
    "play",
  ],
  [
    "fr",
    [
      "Lena et son frère Tom étaient sous la tente.",
      "Quand la lampe fut allumée, Tom fit des oiseaux en ombres chinoises sur la toile.",
    ],
    "Tom",
    "play",
  ],
  [
    "de",
    [
      "Lena und ihr Bruder Tom saßen im Zelt.",
      "Als die Lampe brannte, machte Tom mit den Fingern Schattenfiguren an die Zeltwand.",
    ],
    "Tom",
    "play",
  ],
  [
    "hi",
    ["लीना और उसका भाई टॉम तंबू में थे।", "दीया जलते ही टॉम उंगलियों से तंबू पर चिड़ियों की परछाइयाँ बनाने लगा।"],
    "टॉम",
    "play",
  ],
  [
    "ta",
    ["லீனாவும் அவள் தம்பி டாமும் கூடாரத்தில் இருந்தார்கள்.", "விளக்கு எரிந்ததும் டாம் விரல்களால் கூடாரத்தில் பறவை நிழல்கள் செய்தான்."],
    "டாம்",
    "play",
  ],
  ["te", ["లీనా, ఆమె తమ్ముడు టామ్ గుడారంలో ఉన్నారు.", "దీపం వెలగగానే టామ్ వేళ్ళతో గుడారం మీద పక్షి నీడలు చేశాడు."], "టామ్", "play"],
  [
    "kn",
    ["ಲೀನಾ ಮತ್ತು ಅವಳ ತಮ್ಮ ಟಾಮ್ ಡೇರೆಯಲ್ಲಿ ಇದ್ದರು.", "ದೀಪ ಹಚ್ಚಿದಾಗ ಟಾಮ್ ಬೆರಳುಗಳಿಂದ ಡೇರೆಯ ಮೇಲೆ ಹಕ್ಕಿಯ ನೆರಳುಗಳನ್ನು ಮಾಡಿದ."],
    "ಟಾಮ್",
    "play",
  ],
];
describe("making shadow figures", () => checkPoses(SHADOW_PLAY));

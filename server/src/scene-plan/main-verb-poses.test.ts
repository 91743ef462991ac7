import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Coming or crossing somewhere is drawn walking there, with or without what is brought along. */
const COMING: PoseCase[] = [
  ["en", ["Priya came across the yard with a basket of eggs."], "Priya", "walk"],
  ["en", ["In the evening Arjun came over from the farm with a jar of honey."], "Arjun", "walk"],
  ["es", ["Por la tarde, Lucía cruzó la plaza con una cesta de pan."], "Lucía", "walk"],
  ["fr", ["Le soir, Léa a traversé le pont avec son panier."], "Léa", "walk"],
  ["de", ["Am Abend kam Jonas mit einem Korb Äpfel über die Wiese."], "Jonas", "walk"],
  ["hi", ["शाम को गीता फलों की टोकरी लेकर आई।"], "गीता", "walk"],
  ["kn", ["ಸಂಜೆ ಗೀತಾ ಹೊಲವನ್ನು ದಾಟಿ ಬಂದಳು."], "ಗೀತಾ", "walk"],
  ["ta", ["மாலையில் கீதா வயலைக் கடந்து வந்தாள்."], "கீதா", "walk"],
  ["te", ["సాయంత్రం సీత పొలం దాటి వచ్చింది."], "సీత", "walk"],
];

/** Someone's grandmother who brings something carries it; the owner named before her does not. */
const OWNERS: PoseCase[] = [
  ["kn", ["ರವಿಯ ಅಜ್ಜಿ ಮನೆಯಿಂದ ಹಣ್ಣುಗಳನ್ನು ತಂದರು."], "old-woman", "carry"],
  ["ta", ["ரவியின் பாட்டி வீட்டிலிருந்து பழங்கள் கொண்டு வந்தார்."], "old-woman", "carry"],
  ["de", ["Nach ihrem Frühstück setzte sich Emma ans Fenster."], "Emma", "sit"],
];

/** "they" after a group named in the sentence ("gave both of them", "à eux deux") is that group. */
const GROUPS: PoseCase[] = [
  [
    "en",
    [
      "Ravi and Tara went to the school garden.",
      "The teacher gave each of them a seedling, and they planted them by the wall.",
    ],
    "Tara",
    "plant",
  ],
  [
    "fr",
    ["Hugo et Chloé sont allés au parc.", "À eux deux, ils ont poussé la brouette jusqu'au portail."],
    "Chloé",
    "push",
  ],
  ["en", ["Maya and her cousin Leo ran out into the snowy garden."], "Maya", "run"],
];

/** The main verb's pose stays when a participle after it says what the hands do meanwhile. */
const WHILE: PoseCase[] = [
  ["en", ["When the goat escaped, the little girl chased it, waving her arms."], "girl", "run"],
  ["en", ["Omar ran down the hill, waving a red flag."], "Omar", "run"],
];

/** Kneading dough and rolling out flatbread are cooking. */
const KITCHEN: PoseCase[] = [
  ["en", ["Asha kneaded the dough on the kitchen table."], "Asha", "cook"],
  ["en", ["Ravi rolled out the chapatis with a rolling pin."], "Ravi", "cook"],
  ["es", ["Lucía amasó la masa sobre la mesa."], "Lucía", "cook"],
  ["fr", ["Léa a pétri la pâte sur la table."], "Léa", "cook"],
  ["de", ["Emma knetete den Teig auf dem Tisch."], "Emma", "cook"],
  ["hi", ["गीता ने परात में आटा गूँधा।"], "गीता", "cook"],
  ["kn", ["ಗೀತಾ ಬಟ್ಟಲಿನಲ್ಲಿ ಹಿಟ್ಟನ್ನು ನಾದಿದಳು."], "ಗೀತಾ", "cook"],
  ["ta", ["கீதா கிண்ணத்தில் மாவைப் பிசைந்தாள்."], "கீதா", "cook"],
  ["te", ["సీత గిన్నెలో పిండి పిసికింది."], "సీత", "cook"],
];

/** Pushing on the way is pushing; German "brachte ... bei" is teaching, no bringing. */
const MORE: PoseCase[] = [
  ["kn", ["ರವಿ ಮತ್ತು ಮಾಯಾ ಗಾಡಿಯನ್ನು ತಳ್ಳುತ್ತಾ ಹೋದರು."], "ರವಿ", "push"],
  ["de", ["Am Abend brachte Opa Jonas in der Küche bei, Brot zu backen."], "Jonas", "cook"],
];

describe("coming and crossing", () => checkPoses(COMING));
describe("owners and possessives are no subjects", () => checkPoses(OWNERS));
describe("a group's they", () => checkPoses(GROUPS));
describe("a participle after the main verb", () => checkPoses(WHILE));
describe("kneading and rolling dough", () => checkPoses(KITCHEN));
describe("pushing on the way and teaching", () => checkPoses(MORE));

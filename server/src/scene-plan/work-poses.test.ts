import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Someone on a mount rides it, and someone who pedals rides what they pedal. */
const RIDING: PoseCase[] = [
  ["es", ["Al frente iba Pedro, montado en una yegua negra."], "Pedro", "ride"],
  ["fr", ["Devant le cortège venait Paul, monté sur un cheval noir."], "Paul", "ride"],
  ["hi", ["सबसे आगे राहुल काले घोड़े पर सवार था।"], "राहुल", "ride"],
  ["en", ["Ravi pedalled his little sister to school."], "Ravi", "ride"],
  ["fr", ["Paul a traversé le pont en pédalant."], "Paul", "ride"],
  ["hi", ["रवि पैडल मारते हुए अपनी बहन को स्कूल ले गया।"], "रवि", "ride"],
  ["kn", ["ರವಿ ಪೆಡಲ್ ತುಳಿಯುತ್ತಾ ಶಾಲೆಗೆ ಹೋದನು."], "ರವಿ", "ride"],
  ["ta", ["ரவி பெடல் மிதித்துப் பள்ளிக்குச் சென்றான்."], "ரவி", "ride"],
  ["te", ["రవి పెడల్ తొక్కుతూ బడికి వెళ్ళాడు."], "రవి", "ride"],
];

/** A rower who sets out or steers the boat somewhere keeps rowing. */
const ROWING_ON: PoseCase[] = [
  ["hi", ["रमेश नाव खेते हुए नदी में निकल पड़ा।"], "रमेश", "row"],
  ["ta", ["ரமேஷ் துடுப்பு போட்டுப் படகை ஆற்றில் ஓட்டிச் சென்றான்."], "ரமேஷ்", "row"],
];

/** Cutting fruit or flowers off a plant is picking them. */
const CUTTING: PoseCase[] = [
  ["en", ["Meena cut the ripe bunches off the vines."], "Meena", "pick"],
  ["es", ["Lucía cortaba los racimos de la parra."], "Lucía", "pick"],
  ["fr", ["Léa coupait les grappes avec des ciseaux."], "Léa", "pick"],
  ["de", ["Emma schnitt die Trauben ab."], "Emma", "pick"],
  ["hi", ["मीना ने कैंची से अंगूर के गुच्छे काटे।"], "मीना", "pick"],
  ["kn", ["ಮೀನಾ ದ್ರಾಕ್ಷಿ ಗೊಂಚಲುಗಳನ್ನು ಕತ್ತರಿಸಿದಳು."], "ಮೀನಾ", "pick"],
  ["ta", ["மீனா திராட்சைக் குலைகளை வெட்டினாள்."], "மீனா", "pick"],
  ["te", ["మీనా ద్రాక్ష గుత్తులను కత్తిరించింది."], "మీనా", "pick"],
  ["en", ["Meena cut the string."], "Meena", "stand"],
];

/** The one who cooked keeps cooking while the whole family eats. */
const COOK_AND_FAMILY: PoseCase[] = [
  [
    "es",
    [
      "Rosa y su nieto Leo pasaron el día en la granja.",
      "Por la noche, Rosa preparó una paella enorme, y toda la familia cenó en el patio.",
    ],
    "Rosa",
    "cook",
  ],
  [
    "fr",
    [
      "Rose et son petit-fils Léo ont passé la journée à la ferme.",
      "Le soir, Rose a fait cuire des pâtes, et toute la famille a mangé dans le jardin.",
    ],
    "Rose",
    "cook",
  ],
  [
    "hi",
    [
      "सीता और उसका पोता रवि दिन भर खेत पर रहे।",
      "शाम को सीता ने बड़े पतीले में खिचड़ी बनाई, और पूरा परिवार आँगन में बैठकर खाता रहा।",
    ],
    "सीता",
    "cook",
  ],
  [
    "te",
    ["సీత, ఆమె మనవడు రవి రోజంతా పొలంలో ఉన్నారు.", "సాయంత్రం సీత పెద్ద గిన్నె నిండా అన్నం వండింది; కుటుంబమంతా పెరట్లో కూర్చుని తిన్నారు."],
    "సీత",
    "cook",
  ],
];

/** Handing something up or out to someone is giving it. */
const HANDING: PoseCase[] = [
  ["fr", ["Léa leur tendait les paniers."], "Léa", "give"],
  ["hi", ["सीता टोकरी में सब्ज़ियाँ ऊपर पहुँचा देती थी।"], "सीता", "give"],
];

/** What someone lets a thing do is the thing's; a particle after "let" is no verb; a clause's own subject
 * after "and" or a semicolon does its verb, even past a word of "up to". */
const WHO_DOES_IT: PoseCase[] = [
  ["es", ["Pablo corría por la playa y dejaba subir la cometa."], "Pablo", "run"],
  ["en", ["Mrs Rao let down a bucket on a rope."], "Rao", "stand"],
  ["hi", ["मीना ने रस्सी थाम रखी थी, और रवि मैदान के किनारे तक दौड़ा।"], "रवि", "run"],
  ["kn", ["ಮೀನಾ ಹಗ್ಗ ಹಿಡಿದುಕೊಂಡಿದ್ದಳು; ರವಿ ಮೈದಾನದ ಅಂಚಿನವರೆಗೆ ಓಡಿದ."], "ರವಿ", "run"],
];

describe("riding a mount or pedalling", () => checkPoses(RIDING));
describe("rowing on", () => checkPoses(ROWING_ON));
describe("cutting fruit off a plant", () => checkPoses(CUTTING));
describe("the cook while the family eats", () => checkPoses(COOK_AND_FAMILY));
describe("handing things up", () => checkPoses(HANDING));
describe("who does the verb", () => checkPoses(WHO_DOES_IT));

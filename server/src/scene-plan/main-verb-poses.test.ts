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

/** Sitting down on a bench, the floor, a cot or the steps is drawn seated, in each language's forms of it. */
const SEATS: PoseCase[] = [
  ["en", ["Ravi sat on the steps."], "Ravi", "sit"],
  ["es", ["Los clientes ya estaban sentados a sus mesas."], "person", "sit"],
  ["fr", ["Les filles étaient assises sur le banc."], "girl", "sit"],
  ["de", ["Jonas hat sich auf die Bank gesetzt."], "Jonas", "sit"],
  ["de", ["Die Kinder saßen auf den Stufen."], "child", "sit"],
  ["hi", ["दादी खाट पर बैठ गईं।"], "old-woman", "sit"],
  ["kn", ["ರವಿ ಬೆಂಚಿನ ಮೇಲೆ ಕುಳಿತುಕೊಂಡನು."], "ರವಿ", "sit"],
  ["ta", ["குழந்தைகள் படிகளில் உட்கார்ந்திருந்தார்கள்."], "child", "sit"],
  ["te", ["సీత నేల మీద కూర్చొంది."], "సీత", "sit"],
];

/** A German verb's particle or participle closes its clause: climbing up a path, coming running along. */
const GERMAN_CLAUSE_END: PoseCase[] = [
  ["de", ["Sie stieg den steinigen Pfad hinauf."], "woman", "climb"],
  ["de", ["Der Hund kam aus dem Garten hereingerannt."], "dog", "run"],
  ["de", ["Seine Mutter kam den Bahnsteig entlanggerannt."], "woman", "run"],
];

/** Frying and tasting are cooking and eating; kneading in the present tense is kneading too. */
const FRYING_AND_TASTING: PoseCase[] = [
  ["kn", ["ಅಜ್ಜಿ ಬಾಣಲೆಯಲ್ಲಿ ಮೀನನ್ನು ಕರಿದರು."], "old-woman", "cook"],
  ["ta", ["பாட்டி அந்த மீனை வாணலியில் பொரித்தார்."], "old-woman", "cook"],
  ["te", ["అమ్మమ్మ ఆ చేపను బాణలిలో వేయించింది."], "old-woman", "cook"],
  ["kn", ["ಅಜ್ಜಿ ಪುಟ್ಟ ಚಮಚದಿಂದ ಪ್ರತಿ ಪಾತ್ರೆಯ ರುಚಿ ನೋಡಿದರು."], "old-woman", "eat"],
  ["ta", ["பாட்டி ஒரு சின்னக் கரண்டியால் ஒவ்வொரு அண்டாவையும் ருசி பார்த்தார்."], "old-woman", "eat"],
  ["te", ["అమ్మమ్మ చిన్న చెంచాతో ప్రతి గుండిగనూ రుచి చూసింది."], "old-woman", "eat"],
  ["hi", ["दादी ने छोटे चम्मच से हर देग का खाना चखा।"], "old-woman", "eat"],
  ["kn", ["ಅವರ ಮಗಳು ರೋಸಾ ಹಿಟ್ಟು ನಾದುತ್ತಾಳೆ."], "ರೋಸಾ", "cook"],
  ["ta", ["அவருடைய மகள் ரோசா மாவு பிசைகிறாள்."], "ரோசா", "cook"],
];

/** Kannada's plural walked, and carrying: taking away, carrying on the head and bringing. */
const KANNADA_FORMS: PoseCase[] = [
  ["kn", ["ಮಕ್ಕಳು ನದಿಯ ದಡದಲ್ಲಿ ನಡೆದರು."], "child", "walk"],
  ["kn", ["ಅವರು ಚೀಲದಲ್ಲಿ ಮನೆಗೆ ಒಯ್ದರು."], "person", "carry"],
  ["kn", ["ದಡದಲ್ಲಿ ಹೆಂಗಸರು ಬುಟ್ಟಿಗಳನ್ನು ತಲೆಯ ಮೇಲೆ ಹೊತ್ತು ಮೀನುಗಳನ್ನು ಸಾಗಿಸಿದರು."], "woman", "carry"],
];

/** A clause closed by a comma or a semicolon after its finite verb keeps that verb: the judges clap, and the
 * head teacher after them, who pins on a ribbon, does not. */
const CLOSED_CLAUSES: PoseCase[] = [
  [
    "de",
    ["Die Jury lachte und klatschte, und die Schulleiterin steckte jedem von ihnen eine blaue Schleife an."],
    "woman-teacher",
    "stand",
  ],
  ["kn", ["ತೀರ್ಪುಗಾರರು ನಕ್ಕು ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು, ಮುಖ್ಯೋಪಾಧ್ಯಾಯಿನಿ ಒಂದು ನೀಲಿ ರಿಬ್ಬನ್ ಸಿಕ್ಕಿಸಿದರು."], "woman-teacher", "stand"],
  [
    "ta",
    ["நடுவர்கள் சிரித்துக் கைதட்டினார்கள்; தலைமை ஆசிரியை இருவருக்கும் ஒரு நீல ரிப்பனைக் குத்தினார்."],
    "woman-teacher",
    "stand",
  ],
  ["te", ["న్యాయనిర్ణేతలు నవ్వి చప్పట్లు కొట్టారు, ప్రధానోపాధ్యాయురాలు ఇద్దరికీ ఒక్కో నీలి రిబ్బన్ పెట్టారు."], "woman-teacher", "stand"],
  ["kn", ["ಮನೆಗೆ ಬಂದು, ರವಿ ಊಟ ಮಾಡಿದನು."], "ರವಿ", "eat"],
];

describe("sitting on a seat", () => checkPoses(SEATS));
describe("German verbs that close their clause", () => checkPoses(GERMAN_CLAUSE_END));
describe("frying, tasting and kneading", () => checkPoses(FRYING_AND_TASTING));
describe("Kannada walking and carrying", () => checkPoses(KANNADA_FORMS));
describe("a subject after a closed clause", () => checkPoses(CLOSED_CLAUSES));

/** German verbs of giving, hugging, lifting, rolling and hurrying, with the subject between verb and object. */
const GERMAN_VERBS: PoseCase[] = [
  ["de", ["Dann gab sie ihm einen Lutscher."], "woman", "give"],
  ["de", ["Eine Woche später nahm Oma ihn in den Arm."], "old-woman", "hug"],
  ["de", ["Farah hob ihn hoch und drückte ihn fest an sich."], "Farah", "carry"],
  ["de", ["Ein Teeverkäufer eilte mit einem großen Kessel den Bahnsteig entlang."], "man", "run"],
  [
    "de",
    ["Seine Tochter Rosa knetet den Teig, während ein altes Radio im Regal Filmlieder spielt."],
    "Rosa",
    "cook",
  ],
  ["de", ["Während der langen Fahrt sang Jonas ein Lied."], "Jonas", "sing"],
];

/** Hindi handing out, waving both arms and frying; Telugu "straight" is no eating; Tamil throwing. */
const MORE_STEMS: PoseCase[] = [
  ["hi", ["इसके बाद लीना ने एक बड़े डिब्बे से टॉफ़ियाँ बाँटीं।"], "लीना", "give"],
  ["hi", ["सोफ़िया दोनों बाँहें हिलाते हुए उछलने लगी।"], "सोफ़िया", "wave"],
  ["hi", ["दादी ने मछली कड़ाही में तली।"], "old-woman", "cook"],
  ["te", ["ఎద్దులు లాగుతుంటే అతను నాగలిని పొలమంతా ముందుకు తోశాడు, ఎర్రమట్టి పొడవైన తిన్నని చాళ్లుగా తిరగబడింది."], "man", "push"],
  ["ta", ["அவளுடைய குட்டித் தம்பி ஈஷான் கரையில் வாத்துகளுக்கு ரொட்டித் துண்டுகளை வீசினான்."], "ஈஷான்", "throw"],
];

/** Who acts: one seated before a noun sits; the son after his father's name climbs, not the father; the cook
 * keeps cooking when all three eat after her. */
const WHO_ACTS: PoseCase[] = [
  ["ta", ["மரத்தடியில் உட்கார்ந்திருந்த ஒரு பாட்டி கீரையை ஆய்ந்துகொண்டிருந்தாள்."], "old-woman", "sit"],
  ["te", ["తోటలో కూర్చున్న ఒక ముసలి తాత పిల్లలకు కథ చెప్పాడు."], "old-man", "sit"],
  ["ta", ["தையல்காரரின் மகள் மீனா மரத்தில் ஏறி, மாம்பழங்களைப் பறித்தாள்."], "மீனா", "pick"],
  ["ta", ["தையல்காரரின் மகள் மீனா மரத்தில் ஏறி, மாம்பழங்களைப் பறித்தாள்."], "தையல்காரர்", "stand"],
  [
    "te",
    ["రవి, సీత చెరువులో చేపలు పట్టారు.", "ఇంటికి వచ్చాక అమ్మమ్మ ఆ చేపను బాణలిలో వేయించింది; అర్ధరాత్రి ముగ్గురూ కలిసి తిన్నారు."],
    "old-woman",
    "cook",
  ],
  [
    "te",
    ["రవి, సీత చెరువులో చేపలు పట్టారు.", "ఇంటికి వచ్చాక అమ్మమ్మ ఆ చేపను బాణలిలో వేయించింది; అర్ధరాత్రి ముగ్గురూ కలిసి తిన్నారు."],
    "సీత",
    "eat",
  ],
];

describe("German verbs of the hands and of hurrying", () => checkPoses(GERMAN_VERBS));
describe("more verb stems", () => checkPoses(MORE_STEMS));
describe("who does the action", () => checkPoses(WHO_ACTS));

/** French and Spanish carrying off, bringing back, frying, rowing out and waving with words between. */
const ROMANCE_FORMS: PoseCase[] = [
  ["fr", ["Kiran et son grand-père ont emporté un cerf-volant rouge à la plage."], "Kiran", "carry"],
  ["fr", ["Elle l'a rapporté chez elle dans son sac."], "woman", "carry"],
  ["fr", ["Farah et Sami s'endormirent sous les étoiles."], "Farah", "sleep"],
  ["fr", ["Léa a fait un signe de la main à Noor."], "Léa", "wave"],
  ["fr", ["Papi Thomas partit à la rame sur le lac."], "Thomas", "row"],
  ["fr", ["La grand-mère fit frire le poisson."], "old-woman", "cook"],
  ["es", ["La abuela frió el pescado en una sartén."], "old-woman", "cook"],
  ["kn", ["ರವಿ ಬುಟ್ಟಿಯನ್ನು ಹೊತ್ತನು."], "ರವಿ", "carry"],
];

describe("carrying, frying, rowing and waving in French, Spanish and Kannada", () =>
  checkPoses(ROMANCE_FORMS));

/** Handing things out to many is giving, in every language; a dinner had is eating. */
const HANDING_OUT: PoseCase[] = [
  ["en", ["After the match, Tara distributed oranges to the team."], "Tara", "give"],
  ["es", ["Después de la clase, Lucía repartió lápices a sus amigos."], "Lucía", "give"],
  ["fr", ["À la fête, Léa a distribué des ballons aux enfants."], "Léa", "give"],
  ["de", ["Nach dem Spiel verteilte Jonas Äpfel an seine Freunde."], "Jonas", "give"],
  ["kn", ["ಹಬ್ಬದಂದು ಗೀತಾ ಎಲ್ಲರಿಗೂ ಸಿಹಿ ಹಂಚಿದಳು."], "ಗೀತಾ", "give"],
  ["ta", ["திருவிழாவில் கீதா எல்லோருக்கும் இனிப்புகளை விநியோகித்தாள்."], "கீதா", "give"],
  ["te", ["పండుగ రోజు సీత అందరికీ మిఠాయిలు పంచింది."], "సీత", "give"],
  ["fr", ["Le soir, Hugo a dîné avec son oncle."], "Hugo", "eat"],
];

describe("handing things out and having dinner", () => checkPoses(HANDING_OUT));

/** "her friend Omar" in Tamil and Telugu: the pronoun before a kin word and a name owns the one named, who acts. */
const NAMED_KIN: PoseCase[] = [
  ["ta", ["அவள் நண்பன் ரகு மேடையில் பாடினான்."], "ரகு", "sing"],
  ["ta", ["அவன் தங்கை மீனா திண்ணையில் உட்கார்ந்தாள்."], "மீனா", "sit"],
  ["te", ["ఆమె స్నేహితుడు రఘు వేదిక మీద పాట పాడాడు."], "రఘు", "sing"],
  ["te", ["అతని చెల్లెలు మీనా అరుగు మీద కూర్చుంది."], "మీనా", "sit"],
  // After a comma that lists two people, the pronoun is the first of them, who plays too.
  ["te", ["ప్రతి ఆదివారం రవి గారు, ఆయన స్నేహితుడు గోపి తోటలో చదరంగం ఆడేవాళ్లు."], "రవి", "play"],
];

describe("a pronoun before a kin word and a name", () => checkPoses(NAMED_KIN));

/** Flying a kite is playing with it, however the language says it. */
const KITE_FLYING: PoseCase[] = [
  ["es", ["Por la tarde, Lucía y su primo volaron una cometa roja en la playa."], "Lucía", "play"],
  ["fr", ["Le dimanche, Léa faisait voler son cerf-volant sur la plage."], "Léa", "play"],
  ["de", ["Am Sonntag ließ Lena ihren Drachen am Strand steigen."], "Lena", "play"],
];

describe("flying a kite drawn as playing", () => checkPoses(KITE_FLYING));

/** Cooking taught in the kitchen is shown at the stove: the one who teaches cooks beside the one taught; one who
 * teaches riding stands by. */
const TAUGHT: PoseCase[] = [
  ["en", ["On Sunday, Grandma taught Meera to make chapatis in the kitchen."], "old-woman", "cook"],
  ["en", ["On Sunday, Grandma taught Meera to make chapatis in the kitchen."], "Meera", "cook"],
  [
    "en",
    ["On Sunday, Priya taught her little brother Nikhil to ride a bicycle on their street."],
    "Priya",
    "stand",
  ],
];

describe("teaching someone a skill", () => checkPoses(TAUGHT));

import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Each subject of a sentence takes its own verb's pose: both people of "X and her brother Y", each
 * clause's subject its clause's verb, a group named only by "the two of them". */
const SUBJECTS: PoseCase[] = [
  ["en", ["Meena and her younger cousin Tara walked along the river."], "Meena", "walk"],
  ["es", ["Lucía y su hermano pequeño Pablo corrieron hasta el puente."], "Lucía", "run"],
  ["fr", ["Chloé et son petit cousin Hugo ont nagé dans le lac."], "Chloé", "swim"],
  ["de", ["Lena und ihr kleiner Bruder Tim rannten zum Zaun."], "Lena", "run"],
  ["hi", ["मीना और उसका छोटा भाई टीपू नदी की ओर दौड़े।"], "टीपू", "run"],
  ["te", ["మీనా, ఆమె తమ్ముడు టిప్పు నది వైపు పరిగెత్తారు."], "టిప్పు", "run"],
  ["en", ["Omar dug a hole by the fence, and Sara planted the seeds."], "Omar", "kneel"],
  ["en", ["Omar dug a hole by the fence, and Sara planted the seeds."], "Sara", "plant"],
  ["de", ["Jonas grub ein Loch am Zaun, und Emma pflanzte die Samen."], "Jonas", "kneel"],
  [
    "en",
    ["Maya and Leo went to the fair.", "On Sunday the two of them carried the baskets home."],
    "Maya",
    "carry",
  ],
];

/** Digging a hole is drawn kneeling, in every language. */
const DIGGING: PoseCase[] = [
  ["en", ["Ravi dug a hole in the garden."], "Ravi", "kneel"],
  ["es", ["Mateo cavó un hoyo junto al árbol."], "Mateo", "kneel"],
  ["fr", ["Léa a creusé un trou près du mur."], "Léa", "kneel"],
  ["de", ["Jonas grub ein Loch im Garten."], "Jonas", "kneel"],
  ["hi", ["रवि ने बगीचे में गड्ढा खोदा।"], "रवि", "kneel"],
  ["kn", ["ರವಿ ತೋಟದಲ್ಲಿ ಗುಂಡಿ ತೋಡಿದನು."], "ರವಿ", "kneel"],
  ["ta", ["ரவி தோட்டத்தில் குழி தோண்டினான்."], "ரவி", "kneel"],
  ["te", ["రవి తోటలో గుంట తవ్వాడు."], "రవి", "kneel"],
];

/** Building a tower of blocks is drawn kneeling at it. */
const BUILDING: PoseCase[] = [
  ["en", ["Nikhil built a tower of wooden blocks."], "Nikhil", "kneel"],
  ["es", ["Pablo construyó una torre de bloques de madera."], "Pablo", "kneel"],
  ["fr", ["Hugo a construit une tour de cubes en bois."], "Hugo", "kneel"],
  ["de", ["Paul baute einen Turm aus Holzklötzen."], "Paul", "kneel"],
  ["kn", ["ನಿಖಿಲ್ ಮರದ ತುಂಡುಗಳಿಂದ ಒಂದು ಗೋಪುರ ಕಟ್ಟಿದನು."], "ನಿಖಿಲ್", "kneel"],
  ["ta", ["நிகில் மரக்கட்டைகளால் ஒரு கோபுரம் கட்டினான்."], "நிகில்", "kneel"],
  ["te", ["నిఖిల్ చెక్క ముక్కలతో ఒక గోపురం కట్టాడు."], "నిఖిల్", "kneel"],
];

/** Painting or drawing a picture is drawn seated at it; climbing up to paint a wall stays a climb. */
const PAINTING: PoseCase[] = [
  ["en", ["Priya painted a bird on a sheet of paper."], "Priya", "sit"],
  ["es", ["Lucía pintó un pájaro en una hoja de papel."], "Lucía", "sit"],
  ["fr", ["Chloé a peint un oiseau sur une feuille de papier."], "Chloé", "sit"],
  ["de", ["Emma malte einen Vogel auf ein Blatt Papier."], "Emma", "sit"],
  ["hi", ["प्रिया ने काग़ज़ पर एक चिड़िया का चित्र बनाया।"], "प्रिया", "sit"],
  ["kn", ["ಪ್ರಿಯಾ ಕಾಗದದ ಮೇಲೆ ಒಂದು ಹಕ್ಕಿಯ ಚಿತ್ರ ಬಿಡಿಸಿದಳು."], "ಪ್ರಿಯಾ", "sit"],
  ["ta", ["பிரியா காகிதத்தில் ஒரு பறவை வரைந்தாள்."], "பிரியா", "sit"],
  ["te", ["ప్రియ కాగితం మీద ఒక పక్షి బొమ్మ గీసింది."], "ప్రియ", "sit"],
];

/** A participle's pose where the main verb has none to draw, and verb forms the tables missed. */
const FORMS: PoseCase[] = [
  ["te", ["రాము పెరట్లో కూర్చుని మట్టితో కప్పులు చేశాడు."], "రాము", "sit"],
  ["kn", ["ರಾಜು ಏಣಿ ಹತ್ತಿ ಛಾವಣಿಯ ಮೇಲೆ ಹೋದನು."], "ರಾಜು", "climb"],
  ["hi", ["अर्जुन ने गेंद पकड़ी और दूर फेंक दी।"], "अर्जुन", "throw"],
  ["hi", ["रवि ने मेज़ को दीवार की ओर खिसकाया।"], "रवि", "push"],
  ["te", ["రవి జోక్ విని నవ్వుకున్నాడు."], "రవి", "laugh"],
];

const WALLS: PoseCase[] = [
  ["en", ["Asha climbed onto a stool and painted the top of the door."], "Asha", "climb"],
];

/** Choosing something is no picking: the run before it stays; choosing flowers is picking them. */
const CHOOSING: PoseCase[] = [
  ["hi", ["मीना मेले में दौड़ी और एक लाल गुब्बारा चुन लिया।"], "मीना", "run"],
  ["hi", ["मीना ने बाग़ में फूल चुने।"], "मीना", "pick"],
  ["kn", ["ಮೀನಾ ಜಾತ್ರೆಯಲ್ಲಿ ಓಡಿ ಒಂದು ಕೆಂಪು ಬಲೂನ್ ಆರಿಸಿದಳು."], "ಮೀನಾ", "run"],
  ["kn", ["ಮೀನಾ ತೋಟದಲ್ಲಿ ಹೂವುಗಳನ್ನು ಆರಿಸಿದಳು."], "ಮೀನಾ", "pick"],
];

describe("each subject takes its own verb", () => checkPoses(SUBJECTS));
describe("digging", () => checkPoses(DIGGING));
describe("building", () => checkPoses(BUILDING));
describe("painting and drawing", () => checkPoses([...PAINTING, ...WALLS]));
describe("participles and verb forms", () => checkPoses(FORMS));
describe("choosing", () => checkPoses(CHOOSING));

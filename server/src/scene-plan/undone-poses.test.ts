import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** What one does "without" doing gives no pose: the verb after "without", "sin", "sans", or before "बिना". */
const WITHOUT: PoseCase[] = [
  ["en", ["Vijay brings them dosas without once writing the order down."], "Vijay", "carry"],
  ["hi", ["विजय ऑर्डर एक बार भी लिखे बिना उनके लिए मसाला डोसे ले आता है।"], "विजय", "stand"],
];

/** Idioms of going and of hunger are no rowing and no eating; shooting off is running. */
const IDIOMS: PoseCase[] = [
  ["en", ["Then Tara and her groom go from row to row, folding their hands."], "Tara", "stand"],
  ["en", ["The little boy announces that he could eat a horse."], "boy", "stand"],
  ["en", ["When the whistle blew, Titli shot off like a rocket."], "Titli", "run"],
];

/** The one who does a verb, as the owner of a thing after it ("the drummer's chair"), does not do it. */
const AGENT_OWNERS: PoseCase[] = [
  ["kn", ["ಅಮ್ಮ ಇಡೀ ತೋಟವನ್ನು ಹುಡುಕಿದರು, ಡೋಲು ಬಾರಿಸುವವನ ಕುರ್ಚಿಯ ಕೆಳಗೆ ಬೆಕ್ಕು ಇತ್ತು."], "woman", "look"],
];

/** Spreading a mat, a blanket or a board game out on the ground is sitting on it; old newspapers spread over
 * the floor are knelt on; spreading papers over a table, clothes on a line or one's arms wide is no pose. */
const SPREADING: PoseCase[] = [
  ["en", ["Mum spread a mat on the grass and laid out sandwiches."], "woman", "sit"],
  ["es", ["La abuela Kusum extendió en el suelo el viejo tablero."], "Kusum", "sit"],
  [
    "de",
    ["Am Sonntag breitete Oma unter dem Baum eine Matte aus und öffnete ihre Dose."],
    "old-woman",
    "sit",
  ],
  ["hi", ["मम्मी ने घास पर दरी बिछाई।"], "मम्मी", "sit"],
  ["kn", ["ಅಮ್ಮ ಹುಲ್ಲಿನ ಮೇಲೆ ಚಾಪೆ ಹಾಸಿ, ಚಹಾದ ಫ್ಲಾಸ್ಕ್ ತೆಗೆದಿಟ್ಟರು."], "woman", "sit"],
  ["ta", ["அம்மா புல்லின் மேல் ஒரு பாயை விரித்தார்."], "woman", "sit"],
  ["te", ["అమ్మ గడ్డి మీద ఒక చాప పరిచింది."], "woman", "sit"],
  ["en", ["Dad spread old newspapers over the floor."], "man", "kneel"],
  ["en", ["After dinner Pari spread her maths homework over the kitchen table."], "Pari", "stand"],
  ["kn", ["ಅಮ್ಮ ಬಟ್ಟೆಗಳನ್ನು ಹಗ್ಗದ ಮೇಲೆ ಹರಡಿದರು."], "woman", "stand"],
  ["ta", ["சாகர் கைகளை அகல விரித்து நின்றான்."], "சாகர்", "stand"],
];

describe("doing without", () => checkPoses(WITHOUT));
describe("idioms of going, hunger and speed", () => checkPoses(IDIOMS));
describe("the doer of a verb as an owner", () => checkPoses(AGENT_OWNERS));
describe("spreading a cover on the ground", () => checkPoses(SPREADING));

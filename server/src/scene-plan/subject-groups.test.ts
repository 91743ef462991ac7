import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Someone named with "and the other women" does what the group does. */
const WITH_THE_OTHERS: PoseCase[] = [
  ["en", ["Parvati and the other women climbed up to the tea estate."], "Parvati", "climb"],
  ["es", ["Parvati y las demás mujeres subieron a la plantación de té."], "Parvati", "climb"],
  ["fr", ["Parvati et les autres femmes sont montées à la plantation de thé."], "Parvati", "climb"],
];

/** A noun set off by commas beside a name ("Suresh, the forest guard,") leaves the name in the group that acts. */
const SET_OFF: PoseCase[] = [
  ["en", ["Suresh, the forest guard, and his men pushed the calf from behind."], "Suresh", "push"],
  ["es", ["Suresh, el guarda forestal, y sus hombres empujaron a la cría por detrás."], "Suresh", "push"],
  ["fr", ["Suresh, le garde forestier, et ses hommes ont poussé le petit par derrière."], "Suresh", "push"],
  ["de", ["Suresh, der Förster, und seine Männer schoben das Junge von hinten an."], "Suresh", "push"],
  ["en", ["Rina and the manager, Mrs Costa, chased the oranges between the shelves."], "Rina", "run"],
  [
    "es",
    ["Rina y la encargada, la señora Costa, persiguieron las naranjas entre las estanterías."],
    "Rina",
    "run",
  ],
  ["fr", ["Rina et la gérante, Mme Costa, ont couru après les oranges entre les rayons."], "Rina", "run"],
  [
    "de",
    ["Lena und die Filialleiterin, Frau Costa, jagten den Orangen zwischen den Regalen hinterher."],
    "Lena",
    "run",
  ],
];

/** Going down on one's knees is kneeling. */
const ON_THE_KNEES: PoseCase[] = [
  ["en", ["Rina went down on her knees by the shelf."], "Rina", "kneel"],
  ["de", ["Rina ging auf die Knie neben dem Regal."], "Rina", "kneel"],
];

/** A German verb before its subject reaches past a title ("spielten der alte Herr Lapin"). */
const TITLE_AFTER_VERB: PoseCase[] = [
  [
    "de",
    ["Jeden Samstag spielten der alte Herr Lapin und sein Freund Bruno an einem Tisch Schach."],
    "Lapin",
    "play",
  ],
];

/** "and their grandson Jonas", "और उनका पोता": the two joined by "and" run together. */
const WITH_THEIR: PoseCase[] = [
  ["hi", ["एल्सा और उनका पोता जोनस उसके पीछे भागे।"], "जोनस", "run"],
  ["hi", ["शर्मा जी और उनकी दोनों बेटियाँ डिब्बे उठा-उठाकर ट्रक तक ले गए।"], "शर्मा", "carry"],
];

/** A clause after a semicolon whose subject is "it" keeps its verb from the people of the clause before. */
const ITS_CLAUSE: PoseCase[] = [
  [
    "ta",
    ["எல்சாவும் அவருடைய பேரன் ஜோனஸும் அதன் பின்னால் ஓடினார்கள்; அது மரத்தின் உச்சியில் உட்கார்ந்து கத்திக்கொண்டிருந்தது."],
    "ஜோனஸ",
    "run",
  ],
  ["kn", ["ಎಲ್ಸಾ ಮತ್ತು ಅವರ ಮೊಮ್ಮಗ ಜೋನಸ್ ಅದರ ಹಿಂದೆ ಓಡಿದರು; ಅದು ಮರದ ತುದಿಯಲ್ಲಿ ಕುಳಿತು ಕಿರುಚುತ್ತಿತ್ತು."], "ಜೋನಸ್", "run"],
];

describe("subject groups", () => {
  checkPoses(WITH_THEIR);
  checkPoses(ITS_CLAUSE);
  checkPoses(WITH_THE_OTHERS);
  checkPoses(SET_OFF);
  checkPoses(ON_THE_KNEES);
  checkPoses(TITLE_AFTER_VERB);
});

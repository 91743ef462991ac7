import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Hiding behind a person is standing behind them, in each language's word order. */
const BEHIND_SOMEONE: PoseCase[] = [
  [
    "en",
    ["Tara and Ben stood at the gate.", "Little Tara hid behind her big brother, Ben."],
    "Tara",
    "stand",
  ],
  [
    "es",
    ["Tara y Ben esperaban en la puerta.", "La pequeña Tara se escondió detrás de su hermano Ben."],
    "Tara",
    "stand",
  ],
  [
    "fr",
    ["Tara et Ben attendaient au portail.", "La petite Tara s'est cachée derrière son frère Ben."],
    "Tara",
    "stand",
  ],
  [
    "de",
    ["Tara und Ben warteten am Tor.", "Die kleine Tara versteckte sich hinter ihrem Bruder Ben."],
    "Tara",
    "stand",
  ],
  ["hi", ["तारा और बेन गेट पर खड़े थे।", "नन्ही तारा अपने भाई बेन के पीछे छिप गई।"], "तारा", "stand"],
  ["kn", ["ತಾರಾ ಮತ್ತು ಬೆನ್ ಗೇಟಿನ ಬಳಿ ಕಾಯುತ್ತಿದ್ದರು.", "ಪುಟ್ಟ ತಾರಾ ತನ್ನ ಅಣ್ಣ ಬೆನ್‌ನ ಹಿಂದೆ ಅಡಗಿಕೊಂಡಳು."], "ತಾರಾ", "stand"],
  ["ta", ["தாராவும் பென்னும் வாசலில் காத்திருந்தார்கள்.", "குட்டி தாரா தன் அண்ணன் பென்னின் பின்னால் ஒளிந்துகொண்டாள்."], "தாரா", "stand"],
  ["te", ["తార, బెన్ గేటు దగ్గర నిలబడ్డారు.", "చిన్నారి తార తన అన్న బెన్ వెనక దాక్కుంది."], "తార", "stand"],
];

/** Hiding under or in a thing still crouches. */
const UNDER_THINGS: PoseCase[] = [
  ["en", ["Ravi and his mum were at home.", "Ravi hid behind the sofa as his mum came in."], "Ravi", "kneel"],
  ["es", ["Tara se escondió debajo de la cama."], "Tara", "kneel"],
  ["hi", ["तारा पलंग के नीचे छिप गई।"], "तारा", "kneel"],
];

describe("hiding behind someone", () => checkPoses(BEHIND_SOMEONE));
describe("hiding under a thing", () => checkPoses(UNDER_THINGS));

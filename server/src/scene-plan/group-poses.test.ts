import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** A group word that is the subject after "them" or "their" in the clause before ("gave them fruit, they
 * all sat") puts every member of the group in its verb's pose, not the one who gave. */
const AFTER_THEM: PoseCase[] = [
  ["kn", ["ರವಿ ಮತ್ತು ಅವನ ಅಮ್ಮ ಮಾರುಕಟ್ಟೆಗೆ ಹೋದರು.", "ಅಂಗಡಿಯವನು ಅವರಿಗೆ ಹಣ್ಣು ಕೊಟ್ಟನು, ಅವರೆಲ್ಲರೂ ಕುಳಿತರು."], "ರವಿ", "sit"],
  ["kn", ["ರವಿ ಮತ್ತು ಅವನ ಅಮ್ಮ ಮಾರುಕಟ್ಟೆಗೆ ಹೋದರು.", "ಅಂಗಡಿಯವನು ಅವರಿಗೆ ಹಣ್ಣು ಕೊಟ್ಟನು, ಅವರೆಲ್ಲರೂ ಕುಳಿತರು."], "man", "give"],
];

/** One named before a group word that takes them in ("in Uncle Sunil's garden everyone ate") is one of the
 * group: every member eats, not only the one named. */
const OWNER_IN_GROUP: PoseCase[] = [
  ["hi", ["रवि और तारा अपने सुनील चाचा से मिलने गए।", "बाद में सुनील चाचा के बगीचे में सबने मीठे आम खाए।"], "तारा", "eat"],
  ["hi", ["रवि और तारा अपने सुनील चाचा से मिलने गए।", "बाद में सुनील चाचा के बगीचे में सबने मीठे आम खाए।"], "रवि", "eat"],
  ["te", ["రవి, తార వాళ్ళ సునీల్ మామయ్య ఇంటికి వెళ్ళారు.", "తర్వాత సునీల్ మామయ్య తోటలో అందరూ తియ్యటి మామిడి పండ్లు తిన్నారు."], "రవి", "eat"],
];

/** A group word right after its own noun ("the friends, all of them, ran off") leaves out one the sentence
 * names after it with a verb of their own. */
const NOUN_GROUP: PoseCase[] = [
  [
    "ta",
    ["ரவியும் அவன் நண்பர்களும் பூங்காவில் விளையாடினார்கள்.", "நண்பர்கள் எல்லோரும் ஓடிவிட்டார்கள், ஆனால் ரவி பந்தை எடுத்தான்."],
    "ரவி",
    "stand",
  ],
];

describe("a group that is the subject after 'them' gives its members the verb's pose", () => {
  checkPoses(AFTER_THEM);
});

describe("one named before a group word that includes them acts with the group", () => {
  checkPoses(OWNER_IN_GROUP);
});

describe("a group word after its own noun leaves out one named after it", () => {
  checkPoses(NOUN_GROUP);
});

/** Fellow passengers and teammates are people: a group of them that claps is drawn clapping. */
const FELLOWS_CLAP: PoseCase[] = [
  [
    "es",
    [
      "El señor Rao conducía el autobús por la montaña.",
      "Al llegar, los pasajeros, contentos, aplaudieron al señor Rao.",
    ],
    "person",
    "clap",
  ],
  ["fr", ["Mia a marqué un but.", "Ses coéquipières ont applaudi en criant de joie."], "woman", "clap"],
];

describe("passengers and teammates who clap are drawn clapping", () => {
  checkPoses(FELLOWS_CLAP);
});

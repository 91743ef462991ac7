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

/** One the sentence names before its group word only as an owner or an object ("Ravi's kite ..., and they
 * both laughed", "el perro le ladró al abuelo, y todos se rieron"), or a member named after it, with nothing
 * drawn of their own there, is one of the group and does what it does. */
const NAMED_BEFORE_THE_GROUP: PoseCase[] = [
  [
    "en",
    ["Ravi visited his uncle Mohan.", "Ravi's kite got stuck in a tree, and they both laughed."],
    "Ravi",
    "laugh",
  ],
  [
    "es",
    ["Ravi visitó a su tío Mohan.", "La cometa de Ravi se quedó en un árbol, y los dos se echaron a reír."],
    "Ravi",
    "laugh",
  ],
  [
    "fr",
    [
      "Ravi a rendu visite à son oncle Mohan.",
      "Le cerf-volant de Ravi est resté coincé dans un arbre, et tous les deux ont ri.",
    ],
    "Ravi",
    "laugh",
  ],
  [
    "de",
    ["Ravi besuchte seinen Onkel Mohan.", "Ravis Drachen blieb in einem Baum hängen, und beide lachten."],
    "Ravi",
    "laugh",
  ],
  [
    "es",
    ["Lena y su abuelo fueron al parque.", "El perro le ladró al abuelo, y todos se rieron."],
    "old-man",
    "laugh",
  ],
  ["hi", ["रवि अपने मोहन चाचा से मिलने गया।", "रवि की पतंग पेड़ में अटक गई, और दोनों हँस पड़े।"], "रवि", "laugh"],
  ["kn", ["ರವಿ ತನ್ನ ಮೋಹನ್ ಚಿಕ್ಕಪ್ಪನನ್ನು ನೋಡಲು ಹೋದನು.", "ರವಿಯ ಗಾಳಿಪಟ ಮರದಲ್ಲಿ ಸಿಕ್ಕಿಕೊಂಡಿತು, ಇಬ್ಬರೂ ನಕ್ಕರು."], "ರವಿ", "laugh"],
  [
    "ta",
    ["ரவி தன் மோகன் மாமாவைப் பார்க்கப் போனான்.", "ரவியின் பட்டம் மரத்தில் சிக்கிக்கொண்டது, இருவரும் சிரித்தார்கள்."],
    "ரவி",
    "laugh",
  ],
  ["te", ["రవి తన మోహన్ మామయ్యను చూడటానికి వెళ్ళాడు.", "రవి గాలిపటం చెట్టులో చిక్కుకుంది, ఇద్దరూ నవ్వారు."], "రవి", "laugh"],
];

/** A member who stands up in the sentence stands, whatever the group did before. */
const STOOD_UP: PoseCase[] = [
  [
    "en",
    ["Ravi visited his uncle Mohan.", "They laughed at the parrot, and then Ravi stood up."],
    "Ravi",
    "stand",
  ],
];

describe("one named before a group word, doing nothing of their own, acts with the group", () => {
  checkPoses(NAMED_BEFORE_THE_GROUP);
  checkPoses(STOOD_UP);
});

/** "they all walk", "they both sit": a verb in its bare form after "all" or "both" and a subject pronoun is
 * what the group does, no noun. */
const QUANTIFIED_THEY: PoseCase[] = [
  [
    "en",
    ["Gopal and Rani went to the river.", "In the evening they all walk home together."],
    "Gopal",
    "walk",
  ],
  [
    "en",
    ["Leo and Mia found a bench in the park.", "Every evening they both sit there in the sun."],
    "Leo",
    "sit",
  ],
];

describe("a bare verb after 'they all' or 'they both' is the group's pose", () => {
  checkPoses(QUANTIFIED_THEY);
});

/** One named before the group word as the subject of a clause of their own keeps that clause's pose, even
 * a standing one ("Mamá llamó a Pari y a Tinku, y los tres subieron": she calls them). */
const OWN_CLAUSE_BEFORE: PoseCase[] = [
  [
    "es",
    [
      "Lena y Tomás jugaban en el patio con su tía.",
      "La tía llamó a Lena y a Tomás, y los tres subieron a la casa.",
    ],
    "woman",
    "stand",
  ],
];

describe("one who is the subject of a clause before the group word keeps their own pose", () => {
  checkPoses(OWN_CLAUSE_BEFORE);
});

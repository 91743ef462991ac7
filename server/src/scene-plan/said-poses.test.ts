import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** A teacher who sat down before teaching keeps sitting, and the one taught sits beside her. */
const SEATED_TEACHER: PoseCase[] = [
  ["en", ["Grandma Greta sat by the stove and taught Lina to knit."], "Greta", "sit"],
  ["es", ["La abuela Greta se sentó junto a la estufa y enseñó a Lina a tejer."], "Greta", "sit"],
  ["de", ["Am Sonntag setzte sich Oma Greta an den Ofen und brachte Lina das Stricken bei."], "Greta", "sit"],
  ["kn", ["ಗ್ರೇಟಾ ಅಜ್ಜಿ ಒಲೆಯ ಪಕ್ಕ ಕುಳಿತು, ಲೀನಾಗೆ ಹೆಣಿಗೆ ಕಲಿಸಿದರು."], "ಗ್ರೇಟಾ", "sit"],
  ["te", ["గ్రేటా బామ్మ పొయ్యి దగ్గర కూర్చుని, లీనాకు అల్లిక నేర్పించింది."], "గ్రేటా", "sit"],
];

/** Wiping a tear away, or one's eyes, is crying, in each language's words for it. */
const TEARS: PoseCase[] = [
  ["en", ["Grandpa wiped his eyes."], "old-man", "cry"],
  ["fr", ["Papi s'est essuyé les yeux."], "old-man", "cry"],
  ["en", ["Grandma quietly wiped a tear from her cheek."], "old-woman", "cry"],
  ["es", ["La abuela se secó en silencio una lágrima de la mejilla."], "old-woman", "cry"],
  ["fr", ["Mamie essuya discrètement une larme sur sa joue."], "old-woman", "cry"],
  ["de", ["Oma wischte sich leise eine Träne von der Wange."], "old-woman", "cry"],
  ["kn", ["ಅಜ್ಜಿ ಮೌನವಾಗಿ ಕಣ್ಣೀರನ್ನು ಒರೆಸಿಕೊಂಡರು."], "old-woman", "cry"],
  ["te", ["నానమ్మ మెల్లగా కన్నీటిని తుడుచుకుంది."], "old-woman", "cry"],
];

/** Whoever a relative clause set off by commas names does not do the verb after it; the noun before it does. */
const RELATIVE: PoseCase[] = [
  ["en", ["Grandma, who had waited forty years to see a tiger, quietly wiped a tear."], "old-woman", "cry"],
  [
    "fr",
    ["Mamie, qui attendait depuis quarante ans de voir un tigre, essuya une larme."],
    "old-woman",
    "cry",
  ],
  [
    "de",
    ["Oma, die vierzig Jahre darauf gewartet hatte, einen Tiger zu sehen, wischte sich eine Träne ab."],
    "old-woman",
    "cry",
  ],
];

/** The present tense of giving, carrying and leading gives the same pose as the past. */
const PRESENT: PoseCase[] = [
  [
    "es",
    ["Kuttan tiene una elefanta.", "Después, Kuttan le da un gran racimo de plátanos."],
    "Kuttan",
    "give",
  ],
  [
    "de",
    ["Kuttan hat eine Elefantin.", "Danach gibt Kuttan ihr eine große Staude Bananen."],
    "Kuttan",
    "give",
  ],
  ["de", ["Jeden Morgen trägt Sona einen Eimer zum alten Brunnen."], "Sona", "carry"],
  ["fr", ["Chaque matin, Sona apporte un seau au vieux puits."], "Sona", "carry"],
  [
    "en",
    ["Kuttan has an elephant.", "Every morning Kuttan leads the elephant down to the river."],
    "Kuttan",
    "walk",
  ],
];

/** A German name set off by commas after the noun that follows the verb is that verb's subject. */
const APPOSED: PoseCase[] = [
  [
    "de",
    ["Oma hatte eine Katze, Knopf.", "Dann jagte ihr Kater, Knopf, das Knäuel unter das Sofa."],
    "Knopf",
    "run",
  ],
];

/** A verb right after "and" shares the subject of the clause before it, not the object nearest it. */
const AFTER_AND: PoseCase[] = [
  ["en", ["Ravi fed the goat and walked home."], "Ravi", "walk"],
  ["en", ["Ravi sat by the goat and read a book."], "Ravi", "read"],
  ["es", ["Ravi le dio de comer a la cabra y caminó a casa."], "Ravi", "walk"],
  ["en", ["Ravi fed the goat and walked home."], "goat", "stand"],
];

describe("a teacher seated before teaching", () => checkPoses(SEATED_TEACHER));
describe("wiping a tear", () => checkPoses(TEARS));
describe("relative clauses set off by commas", () => checkPoses(RELATIVE));
describe("present-tense verbs", () => checkPoses(PRESENT));
describe("a name set off by commas after a German verb's noun", () => checkPoses(APPOSED));
describe("a verb right after and", () => checkPoses(AFTER_AND));

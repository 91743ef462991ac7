import { describe, expect, it } from "vitest";
import { checkPoses, lastCast, type PoseCase } from "../test/last-scene";

/** A clause whose subject is a thing ("and white froth bubbled up and ran down") gives its verbs to nobody:
 * the person of the clause before keeps her own pose. */
const THING_CLAUSES: PoseCase[] = [
  [
    "en",
    ["Maya poured milk into the pan, and white froth bubbled up and ran down its sides."],
    "Maya",
    "cook",
  ],
  ["en", ["Leo opened the tap, and cold water gushed out and ran across the floor."], "Leo", "stand"],
  [
    "es",
    ["Maya echó leche en la olla, y una espuma blanca salió burbujeando y corrió por los lados."],
    "Maya",
    "stand",
  ],
  ["es", ["Leo abrió el grifo, y el agua fría salió y corrió por el suelo."], "Leo", "stand"],
];

/** A Hindi verb ("बैठे", sat; "पकड़ी", held) is read as the verb of its clause, never as someone's name. */
const HINDI_VERBS: [string[], string][] = [
  [["रवि और उसकी दीदी बगीचे में गए।", "बाद में वे बरामदे में बैठे और आम खाए।"], "बैठे"],
  [["पापा ने रस्सी पकड़ी और गीता ने ऊपर चढ़कर पके आम तोड़े।"], "पकड़ी"],
  [["अर्जुन ने पतंग की डोर पकड़ी और नेहा ने पतंग उड़ाई।"], "पकड़ी"],
];

const HINDI_POSES: PoseCase[] = [
  ["hi", ["पापा ने रस्सी पकड़ी और गीता ने ऊपर चढ़कर पके आम तोड़े।"], "गीता", "pick"],
  ["hi", ["रवि और उसकी दीदी बगीचे में गए।", "बाद में वे बरामदे में बैठे और आम खाए।"], "रवि", "eat"],
];

/** "asked Ravi to pick a flower", "bat Jonas, einen Baum zu pflanzen": the one asked does what the sentence asks,
 * not the asking. */
const ASKED: PoseCase[] = [
  ["en", ["The teacher asked Ravi to pick a flower from the garden."], "Ravi", "pick"],
  ["en", ["The coach asked Meera to throw the ball."], "Meera", "throw"],
  ["de", ["Die Mutter bat Lea, im Garten zu tanzen."], "Lea", "dance"],
  ["de", ["Der Gärtner bat Jonas, einen jungen Baum zu pflanzen."], "Jonas", "plant"],
];

/** Who sat down and then tied, built or made something stays seated ("sat on the mat and tied garlands"). */
const SEATED_WORK: PoseCase[] = [
  ["en", ["Ravi sat on the floor and built a tower of wooden blocks."], "Ravi", "sit"],
  ["kn", ["ಗೀತಾ ಚಾಪೆಯ ಮೇಲೆ ಕುಳಿತು ಹೂವುಗಳನ್ನು ಹಾರವಾಗಿ ಕಟ್ಟಿದಳು."], "ಗೀತಾ", "sit"],
  ["ta", ["கீதா பாயில் உட்கார்ந்து பூக்களை மாலையாகக் கட்டினாள்."], "கீதா", "sit"],
  ["te", ["సీత చాప మీద కూర్చుని పూలను మాలగా కట్టింది."], "సీత", "sit"],
];

describe("seated work", () => checkPoses(SEATED_WORK));

describe("the one asked to do something", () => checkPoses(ASKED));

describe("a clause with a thing for subject", () => checkPoses(THING_CLAUSES));

describe("Hindi verbs are no names", () => {
  for (const [story, verb] of HINDI_VERBS)
    it(`draws nobody named ${verb} in "${story.at(-1)}"`, () => {
      expect(lastCast(story, "hi").map((c) => c.name)).not.toContain(verb);
    });
  checkPoses(HINDI_POSES);
});

import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Searching a place or for something is drawn looking, in each language's finite forms of the verb. */
const SEARCHING: PoseCase[] = [
  ["en", ["Farah searched the whole garden with a torch."], "Farah", "look"],
  ["en", ["Grandpa and Lily searched under every leaf."], "Lily", "look"],
  ["es", ["Farah buscó por todo el jardín con una linterna."], "Farah", "look"],
  ["fr", ["Farah a fouillé tout le jardin avec une lampe de poche."], "Farah", "look"],
  ["de", ["Farah suchte mit einer Taschenlampe den ganzen Garten ab."], "Farah", "look"],
  ["hi", ["फ़राह ने बैग में अपना फ़ोन ढूँढा।"], "फ़राह", "look"],
  ["kn", ["ಫರಾ ಇಡೀ ತೋಟವನ್ನು ಹುಡುಕಿದಳು."], "ಫರಾ", "look"],
  ["ta", ["ஃபரா தோட்டம் முழுவதும் தேடினாள்."], "ஃபரா", "look"],
  ["te", ["లిల్లీ ప్రతి ఆకు కిందా వెతికింది."], "లిల్లీ", "look"],
];

/** What one sets off to look for, sits down after finding, or chooses is no searching pose. */
const NOT_SEARCHING: PoseCase[] = [
  ["kn", ["ಮೀರಾ ಅಣಬೆ ಹುಡುಕಲು ಕಾಡಿಗೆ ಹೊರಟಳು."], "ಮೀರಾ", "walk"],
  ["te", ["సనా రైల్లో తన సీటు వెతుక్కుని కూర్చుంది."], "సనా", "sit"],
  [
    "de",
    ["Ishaan suchte sich einen blauen Schulranzen, zwei Bleistifte und ein langes Lineal aus."],
    "Ishaan",
    "stand",
  ],
];

/** A search asked about in quotes is the speaker's question: the speaker is drawn talking. */
const ASKED: PoseCase[] = [
  ["kn", ['"ಏನು ಹುಡುಕುತ್ತಿದ್ದೀಯ?" ಎಂದು ಅಮ್ಮ ಕೇಳಿದರು.'], "woman", "talk"],
  ["te", ['"ఏం వెతుకుతున్నావు?" అని లైబ్రేరియన్ మెల్లగా అడిగింది.'], "woman", "talk"],
];

describe("searching", () => checkPoses(SEARCHING));
describe("no searching pose", () => checkPoses(NOT_SEARCHING));
describe("a search asked about in quotes", () => checkPoses(ASKED));

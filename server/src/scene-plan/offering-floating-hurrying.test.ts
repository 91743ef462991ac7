import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Holding something out to someone is giving it. */
const OFFERING: PoseCase[] = [
  ["en", ["Nora met a goat.", "She held out a carrot, and the goat took it."], "Nora", "give"],
  ["es", ["Nora vio una cabra.", "Nora le tendió una zanahoria."], "Nora", "give"],
  ["de", ["Nora sah eine Ziege.", "Nora hielt ihr eine Karotte hin."], "Nora", "give"],
  ["te", ["నోరా కౌంటర్ దగ్గరికి వచ్చింది.", "నోరా కిటికీలోంచి డబ్బులు అందించింది."], "నోరా", "give"],
];

/** Floating in or on the water is drawn swimming. */
const FLOATING: PoseCase[] = [
  ["en", ["Omar went to the beach.", "Omar floated on his back on the water."], "Omar", "swim"],
  ["es", ["Omar fue a la playa.", "Omar flotó boca arriba sobre el agua."], "Omar", "swim"],
  ["fr", ["Omar est allé à la plage.", "Omar a flotté sur le dos."], "Omar", "swim"],
  ["kn", ["ಓಮರ್ ಸಮುದ್ರಕ್ಕೆ ಹೋದ.", "ಓಮರ್ ನೀರಿನ ಮೇಲೆ ಬೆನ್ನು ಕೆಳಗೆ ಮಾಡಿ ತೇಲುತ್ತಿದ್ದ."], "ಓಮರ್", "swim"],
  ["ta", ["ஓமர் கடலுக்குப் போனான்.", "ஓமர் தண்ணீரின் மேல் மிதந்தான்."], "ஓமர்", "swim"],
  ["te", ["ఓమర్ సముద్రానికి వెళ్ళాడు.", "ఓమర్ నీటిపై తేలుతూ ఉన్నాడు."], "ఓమర్", "swim"],
];

/** Going at a run ("im Laufschritt", "au pas de course", "a la carrera") is running, sent or not. */
const AT_A_RUN: PoseCase[] = [
  [
    "de",
    ["Die Kinder spielten Fußball.", "Der Trainer schickte die Kinder im Laufschritt in die Halle."],
    "child",
    "run",
  ],
  ["fr", ["Omar est rentré au pas de course."], "Omar", "run"],
  ["es", ["Omar volvió a casa a la carrera."], "Omar", "run"],
];

describe("holding something out", () => checkPoses(OFFERING));
describe("floating on the water", () => checkPoses(FLOATING));
describe("going at a run", () => checkPoses(AT_A_RUN));

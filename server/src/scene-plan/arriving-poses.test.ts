import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Arriving is coming: the one who arrives with a bag or a tray is drawn walking in with it. */
const ARRIVING: PoseCase[] = [
  ["en", ["In the morning Uncle Ravi arrived with a basket of mangoes."], "Ravi", "walk"],
  ["fr", ["Le matin, l'oncle Ravi est arrivé avec un panier de mangues."], "Ravi", "walk"],
  ["de", ["Am Morgen ist Onkel Ravi mit einem Korb Mangos angekommen."], "Ravi", "walk"],
  ["te", ["ఉదయం రవి మామిడి పండ్ల బుట్టతో ఇంటికి చేరుకున్నాడు."], "రవి", "walk"],
  ["kn", ["ಬೆಳಿಗ್ಗೆ ರವಿ ಮಾವಿನ ಹಣ್ಣಿನ ಬುಟ್ಟಿಯೊಂದಿಗೆ ಮನೆಯನ್ನು ತಲುಪಿದನು."], "ರವಿ", "walk"],
];

/** What the one who arrived does next is drawn over the arriving. */
const THEN: PoseCase[] = [
  ["en", ["Later the painter arrived with a ladder and knelt by the wall."], "person", "kneel"],
  ["fr", ["Plus tard, Léa est arrivée en courant dans la cour."], "Léa", "run"],
];

describe("arriving somewhere", () => {
  checkPoses(ARRIVING);
  checkPoses(THEN);
});

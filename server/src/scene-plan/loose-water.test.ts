import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { thingsOf } from "./story-probes";

describe("water loose from a tap or a pipe", () => {
  const leaks: [Language, string][] = [
    ["en", "In the night the bathroom pipe burst and water ran across the floor."],
    ["es", "Por la noche reventó la tubería del baño y el agua corrió por el suelo."],
    ["fr", "La nuit, le tuyau de la salle de bains a éclaté et l'eau a coulé partout."],
    ["de", "In der Nacht platzte das Rohr im Bad, und Wasser lief über den Boden."],
    ["hi", "रात में बाथरूम का पाइप फट गया और पानी पूरे फ़र्श पर फैल गया।"],
    ["kn", "ರಾತ್ರಿ ಬಚ್ಚಲುಮನೆಯ ಪೈಪ್ ಒಡೆದು ನೀರು ನೆಲದ ತುಂಬಾ ಹರಿಯಿತು."],
    ["ta", "இரவில் குளியலறைக் குழாய் வெடித்துத் தண்ணீர் தரை முழுக்க ஓடியது."],
    ["te", "రాత్రి బాత్రూమ్ పైపు పగిలి నీళ్ళు నేలంతా పారాయి."],
  ];
  it.each(leaks)("draws drops of the water a burst pipe lets out (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("droplet");
  });

  it("draws no drops for water that stays where it belongs", () => {
    expect(thingsOf("The children swam in the water all afternoon.", "en")).not.toContain("droplet");
  });
});

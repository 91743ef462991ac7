import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { thingsOf } from "./story-probes";

describe("the words of Indian dishes, chillies, peanuts, saris and the banyan", () => {
  const cases: [Language, string, string][] = [
    ["en", "After the prayers everyone ate payasam in the temple hall.", "custard"],
    ["es", "Después de la boda todos comieron payasam.", "custard"],
    ["hi", "शादी के बाद सबने पायसम खाया।", "custard"],
    ["kn", "ಮದುವೆಯ ನಂತರ ಎಲ್ಲರೂ ಪಾಯಸ ಕುಡಿದರು.", "custard"],
    ["ta", "திருமணத்துக்குப் பிறகு எல்லோரும் பாயசம் குடித்தார்கள்.", "custard"],
    ["te", "పెళ్ళి తర్వాత అందరూ పాయసం తాగారు.", "custard"],
    ["es", "Papá cortó una guindilla para la salsa.", "hot-pepper"],
    ["fr", "Papa a coupé un piment pour la sauce.", "hot-pepper"],
    ["de", "Papa schnitt eine Chilischote für die Soße.", "hot-pepper"],
    ["kn", "ಅಪ್ಪ ಸಾರಿಗೆ ಹಸಿಮೆಣಸಿನಕಾಯಿಯನ್ನು ಹೆಚ್ಚಿದರು.", "hot-pepper"],
    ["te", "నాన్న కూరలోకి పచ్చిమిర్చి తరిగారు.", "hot-pepper"],
    ["es", "En el tren compramos cacahuetes tostados.", "peanuts"],
    ["kn", "ರೈಲಿನಲ್ಲಿ ನಾವು ಹುರಿದ ಕಡಲೆಕಾಯಿ ಕೊಂಡೆವು.", "peanuts"],
    ["te", "రైలులో మేము వేయించిన వేరుశనగలు కొన్నాం.", "peanuts"],
    ["es", "La tienda tenía saris de seda en el escaparate.", "sari"],
    ["fr", "La boutique montrait des saris de soie.", "sari"],
    ["de", "Der Laden zeigte Saris aus Seide.", "sari"],
    ["en", "The old men sat under the banyan in the square.", "deciduous-tree"],
    ["fr", "Les vieux étaient assis sous le banian de la place.", "deciduous-tree"],
    ["hi", "बूढ़े लोग चौक के बरगद के नीचे बैठे थे।", "deciduous-tree"],
    ["ta", "வயதானவர்கள் ஆலமரத்தின் கீழே உட்கார்ந்திருந்தார்கள்.", "deciduous-tree"],
    ["te", "ముసలివాళ్ళు మర్రిచెట్టు కింద కూర్చున్నారు.", "deciduous-tree"],
  ];
  it.each(cases)("draws the thing a story's everyday word names (%s: %s)", (language, sentence, icon) => {
    expect(thingsOf(sentence, language)).toContain(icon);
  });

  it("reads a Telugu downpour as rain, no pot", () => {
    const scene = planScenes(["మధ్యాహ్నం కుండపోత వర్షం కురిసింది."], "te")[0];
    expect(scene?.objects.map((o) => o.icon)).not.toContain("amphora");
    expect(scene?.weather).toBe("rain");
  });
});

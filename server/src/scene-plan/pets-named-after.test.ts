import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const sceneOf = (sentence: string, language: Language) => planScenes([sentence], language)[0];

describe("a pet's name right after it in the Indian languages", () => {
  const named: [Language, string][] = [
    ["hi", "शाम को उनका कुत्ता शहद बगीचे में गेंद के पीछे दौड़ता रहा।"],
    ["kn", "ಸಂಜೆ ಅವರ ನಾಯಿ ಜೇನು ತೋಟದಲ್ಲಿ ಚೆಂಡಿನ ಹಿಂದೆ ಓಡುತ್ತಲೇ ಇತ್ತು."],
    ["ta", "மாலையில் அவர்களுடைய நாய் தேன் தோட்டத்தில் பந்தின் பின்னால் ஓடிக்கொண்டே இருந்தது."],
    ["te", "సాయంత్రం వాళ్ళ కుక్క తేనె తోటలో బంతి వెనక పరుగెత్తుతూనే ఉంది."],
  ];
  it.each(named)("draws the named dog and no honey (%s)", (language, sentence) => {
    const scene = sceneOf(sentence, language);
    expect(scene?.objects.map((o) => o.icon)).not.toContain("honey-pot");
    expect(scene?.characters.map((c) => c.icon)).toContain("dog");
  });

  const eaten: [Language, string][] = [
    ["hi", "उनकी बिल्ली मक्खन खा गई।"],
    ["kn", "ಅವರ ಬೆಕ್ಕು ಬೆಣ್ಣೆ ತಿಂದಿತು."],
    ["te", "వాళ్ళ పిల్లి వెన్న తిన్నది."],
  ];
  it.each(eaten)("draws what a pet eats right before the verb (%s)", (language, sentence) => {
    expect(sceneOf(sentence, language)?.objects.map((o) => o.icon)).toContain("butter");
  });
});

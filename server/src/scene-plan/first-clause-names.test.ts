import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names and icons a one-sentence story draws. */
function cast(sentence: string, language: Language): { name?: string | undefined; icon: string }[] {
  return (planScenes([sentence], language)[0]?.characters ?? []).map((c) => ({ name: c.name, icon: c.icon }));
}

describe("the first clause's verb tells who an unlisted first word is, though a thing ends the sentence", () => {
  it.each<[Language, string, string, string]>([
    ["ta", "ரோனி பந்தை வேகமாக உதைத்தான், அது வேலிக்கு மேலே பறந்து விழுந்தது.", "ரோனி", "man"],
    ["ta", "மோனா பொம்மையை எடுத்தாள்; அது மிகவும் பழையதாக இருந்தது.", "மோனா", "woman"],
    ["kn", "ರೋನಿ ಚೆಂಡನ್ನು ಜೋರಾಗಿ ಒದ್ದನು, ಅದು ಬೇಲಿಯ ಮೇಲೆ ಬಿತ್ತು.", "ರೋನಿ", "man"],
    ["kn", "ಮೋನಾ ಗೊಂಬೆಯನ್ನು ಎತ್ತಿಕೊಂಡಳು; ಅದು ತುಂಬಾ ಹಳೆಯದಾಗಿತ್ತು.", "ಮೋನಾ", "woman"],
  ])("draws the one who acts in a %s sentence", (language, sentence, name, icon) => {
    expect(cast(sentence, language)).toContainEqual({ name, icon });
  });
});

describe("someone the sentence names in the company case is no subject", () => {
  it.each<[string, string]>([
    ["டோனி நான்கு ஆண்களுடன் படகில் உட்கார்ந்திருந்தான்; எல்லோர் கையிலும் துடுப்பு இருந்தது.", "டோனி"],
    ["மோனா ஒரு பூனையோடு தோட்டத்தில் நடந்தாள்.", "மோனா"],
  ])("draws the Tamil subject beside those with them in %s", (sentence, name) => {
    expect(cast(sentence, "ta").map((c) => c.name)).toContain(name);
  });
});

describe("an adverb of manner opening a sentence is nobody's name", () => {
  it.each<[Language, string]>([
    ["kn", "ಜೋರಾಗಿ ಚೆಂಡನ್ನು ಒದ್ದನು."],
    ["kn", "ನಿಧಾನವಾಗಿ ಕುರ್ಚಿಯ ಮೇಲೆ ಕುಳಿತನು."],
    ["te", "మెల్లగా బంతిని తన్నాడు."],
    ["te", "గట్టిగా తలుపు తోశాడు."],
    ["ta", "கவனமாகப் பெட்டியைத் தூக்கினாள்."],
    ["ta", "சட்டென்று கதவைத் திறந்தாள்."],
    ["ta", "மெல்ல கதவைத் தள்ளினான்."],
  ])("draws no one named by the adverb in a %s sentence", (language, sentence) => {
    const adverb = sentence.split(" ")[0];
    expect(cast(sentence, language).map((c) => c.name)).not.toContain(adverb);
  });
});

import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** [sentence, who (a name as written or an icon), the pose they are drawn in; "stand" is no pose]. */
type Case = [string, string, string];

const POSES: Record<Language, Case[]> = {
  en: [
    ["Maya ran to the bakery.", "Maya", "run"],
    ["After dinner Omar washed up and then read a book.", "Omar", "read"],
    ["Lily and Noah danced in the rain.", "Noah", "dance"],
    ["Ravi hugged his grandmother at the gate.", "old-woman", "hug"],
    ["Grace typed the report at her desk.", "Grace", "desk"],
    ["Jack rode his bicycle to school.", "Jack", "ride"],
    ["Maya ran out of milk.", "Maya", "stand"],
    ["Tom ran the bakery for twenty years.", "Tom", "stand"],
    ["Elena looked like her mother.", "Elena", "stand"],
    ["Maya wore a gold watch.", "Maya", "stand"],
  ],
  es: [
    ["Lucía corrió a la panadería.", "Lucía", "run"],
    ["El abuelo durmió en el sofá.", "old-man", "sleep"],
    ["Mateo y Sofía bailaron en la plaza.", "Mateo", "dance"],
    ["Diego corrió un gran riesgo.", "Diego", "stand"],
    ["Carmen cocina muy bien en su cocina.", "Carmen", "stand"],
  ],
  fr: [
    ["Léa a gravi la colline.", "Léa", "climb"],
    ["Léa a couru jusqu'à la boulangerie.", "Léa", "run"],
    ["Jules nageait dans le lac.", "Jules", "swim"],
    ["Chloé parlait avec sa voisine.", "Chloé", "talk"],
    ["Arthur a couru un risque.", "Arthur", "stand"],
    ["Manon est allée au marché.", "Manon", "stand"],
  ],
  de: [
    ["Jonas schlief ein, während das Radio lief.", "Jonas", "sleep"],
    ["Am Morgen lief Jonas zum Bäcker.", "Jonas", "run"],
    ["Emma schrieb einen Brief.", "Emma", "write"],
    ["Die Kinder spielten im Park.", "child", "play"],
    ["Paul lief rot an.", "Paul", "stand"],
  ],
  hi: [
    ["रवि ने कार चलाई।", "रवि", "drive"],
    ["माया एक छोटी बेकरी चलाती थी।", "माया", "stand"],
    ["माया बेकरी की ओर दौड़ी।", "माया", "run"],
    ["अर्जुन पेड़ के नीचे बैठकर किताब पढ़ रहा था।", "अर्जुन", "read"],
    ["दादी ने रसोई में खाना बनाया।", "old-woman", "cook"],
    ["सीता को सोने की अंगूठी मिली।", "सीता", "stand"],
    ["रवि ने गुस्सा पी लिया।", "रवि", "stand"],
  ],
  kn: [
    ["ಅಮ್ಮ ಬರುವವರೆಗೂ ಮಗು ಅಳುತ್ತಲೇ ಇತ್ತು.", "child", "cry"],
    ["ಮಾಯಾ ಬೇಕರಿಗೆ ಓಡಿದಳು.", "ಮಾಯಾ", "run"],
    ["ರವಿ ಕಾರನ್ನು ಓಡಿಸಿದನು.", "ರವಿ", "drive"],
    ["ಅಜ್ಜಿ ಹಾಡು ಹಾಡಿದಳು.", "old-woman", "sing"],
    ["ಸೀತಾ ಅಣ್ಣನ ತಲೆ ತಿಂದಳು.", "ಸೀತಾ", "stand"],
  ],
  ta: [
    ["அம்மா வரும் வரை குழந்தை அழுதுகொண்டே இருந்தது.", "child", "cry"],
    ["மாயா பேக்கரிக்கு ஓடினாள்.", "மாயா", "run"],
    ["கண்ணன் குளத்தில் நீந்தினான்.", "கண்ணன்", "swim"],
    ["பாட்டி கோவிலில் பிரார்த்தனை செய்தாள்.", "old-woman", "meditate"],
    ["மீனா ஏணியில் ஏறினாள்.", "மீனா", "climb"],
    ["ரவி அம்மாவின் காதில் பூ சுற்றினான்.", "ரவி", "stand"],
  ],
  te: [
    ["అమ్మ వచ్చే వరకూ పాప ఏడుస్తూనే ఉంది.", "girl", "cry"],
    ["రవి బడికి పరిగెత్తాడు.", "రవి", "run"],
    ["సీత పుస్తకం చదివింది.", "సీత", "read"],
    ["పిల్లలు పార్కులో ఆడుకున్నారు.", "child", "play"],
    ["రాము స్నేహితుడి తల తిన్నాడు.", "రాము", "stand"],
  ],
};

function poseOf(sentence: string, language: Language, who: string): string {
  const [plan] = planScenes([sentence], language);
  const c = plan?.characters.find(
    (x) => x.name?.startsWith(who) || x.icon === who || x.icon.startsWith(`${who}-`),
  );
  if (!c) throw new Error(`${who} is not drawn in "${sentence}": ${JSON.stringify(plan?.characters)}`);
  return c.action ?? "stand";
}

describe("a character's pose follows the sentence's verb", () => {
  for (const [language, cases] of Object.entries(POSES) as [Language, Case[]][])
    for (const [sentence, who, pose] of cases)
      it(`draws ${who} ${pose === "stand" ? "standing, no pose from an idiom or a noun," : `in the ${pose} pose`} in "${sentence}" (${language})`, () => {
        expect(poseOf(sentence, language, who)).toBe(pose);
      });

  it("draws both people who hug or talk in that pose", () => {
    const [plan] = planScenes(["Maya talked with Ravi for an hour."], "en");
    expect(plan?.characters.map((c) => [c.name, c.action])).toEqual([
      ["Maya", "talk"],
      ["Ravi", "talk"],
    ]);
  });
});

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
    ["Manon est allée au marché.", "Manon", "walk"],
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

/** Per language: two people joined by "and" who dance; the same two at work in a market or a shop; a teacher
 * who brings her pupils, then the children dance. */
const GROUPS: Record<Language, { dance: string; trade: string; school: string }> = {
  en: {
    dance: "Nina and Omar danced in the hall.",
    trade: "Nina and Omar worked at the market.",
    school: "The teacher brought her pupils to the zoo, and the children danced.",
  },
  es: {
    dance: "Elena y Pablo bailaron en la boda.",
    trade: "Elena y Pablo trabajaban en el mercado.",
    school: "La maestra trajo a sus alumnos al parque, y los niños bailaron.",
  },
  fr: {
    dance: "Chloé et Hugo dansaient dans la cour.",
    trade: "Chloé et Hugo travaillaient au marché.",
    school: "La maîtresse a amené ses élèves au parc, et les enfants ont dansé.",
  },
  de: {
    dance: "Lena und Jonas tanzten im Garten.",
    trade: "Lena und Jonas arbeiteten auf dem Markt.",
    school: "Die Lehrerin brachte ihre Schüler in den Park, und die Kinder tanzten.",
  },
  hi: {
    dance: "सीता और मोहन बगीचे में नाचे।",
    trade: "सीता और मोहन बाज़ार में काम करते थे।",
    school: "शिक्षक अपने छात्रों को मेले में ले गए, और बच्चे वहाँ नाचे।",
  },
  ta: {
    dance: "கவிதாவும் அருணும் மேடையில் நடனமாடினார்கள்.",
    trade: "கவிதாவும் அருணும் கடையில் வேலை செய்தார்கள்.",
    school: "ஆசிரியை மாணவர்களைப் பூங்காவுக்கு அழைத்துச் சென்றார், குழந்தைகள் நடனமாடினார்கள்.",
  },
  te: {
    dance: "రాధ మరియు కృష్ణ తోటలో నాట్యం చేశారు.",
    trade: "రాధ మరియు కృష్ణ దుకాణంలో పని చేశారు.",
    school: "ఉపాధ్యాయురాలు విద్యార్థులను పార్కుకు తీసుకెళ్ళింది, పిల్లలు నాట్యం చేశారు.",
  },
  kn: {
    dance: "ಸುಮಾ ಮತ್ತು ಅರುಣ್ ವೇದಿಕೆಯ ಮೇಲೆ ನೃತ್ಯ ಮಾಡಿದರು.",
    trade: "ಸುಮಾ ಮತ್ತು ಅರುಣ್ ಅಂಗಡಿಯಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದರು.",
    school: "ಶಿಕ್ಷಕಿ ವಿದ್ಯಾರ್ಥಿಗಳನ್ನು ಉದ್ಯಾನಕ್ಕೆ ಕರೆದೊಯ್ದರು, ಮಕ್ಕಳು ನೃತ್ಯ ಮಾಡಿದರು.",
  },
};

const charactersOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.characters ?? [];

describe("everyone a sentence names as its subject is drawn doing what it says", () => {
  for (const [language, { dance, trade, school }] of Object.entries(GROUPS) as [
    Language,
    (typeof GROUPS)[Language],
  ][]) {
    it(`draws both people joined by "and" dancing in "${dance}" (${language})`, () => {
      const people = charactersOf(dance, language);
      expect(people.map((c) => [c.gender, c.action])).toEqual([
        ["female", "dance"],
        ["male", "dance"],
      ]);
    });

    it(`draws both people at work in a market or shop with a box in their hands in "${trade}" (${language})`, () => {
      expect(charactersOf(trade, language).map((c) => c.action)).toEqual(["carry", "carry"]);
    });

    it(`draws a teacher's pupils as two dancing children, the teacher not dancing, in "${school}" (${language})`, () => {
      const people = charactersOf(school, language);
      const [teacher, ...children] = people;
      expect(teacher?.icon).toMatch(/teacher/);
      // She took them there: walking, or no pose where the language's "took" says no more.
      expect([undefined, "walk"]).toContain(teacher?.action);
      expect(children.map((c) => [c.age, c.action])).toEqual([
        ["child", "dance"],
        ["child", "dance"],
      ]);
      // Two children, not one drawn twice: the other gender beside the first.
      expect(new Set(children.map((c) => c.id)).size).toBe(2);
      expect(people.some((c) => /student/.test(c.icon))).toBe(false);
    });
  }

  it("draws no pose for work away from a desk, a market or a shop: no pose is better than a wrong one", () => {
    expect(charactersOf("Nina worked in the garden all day.", "en").map((c) => c.action)).toEqual([
      undefined,
    ]);
    expect(charactersOf("Nina worked at her desk all day.", "en").map((c) => c.action)).toEqual(["desk"]);
  });

  it("keeps a student with no teacher in the sentence a grown-up student, one of them", () => {
    const people = charactersOf("The student read in the library.", "en");
    expect(people.map((c) => [c.icon, c.age])).toEqual([["student", "adult"]]);
    const hindi = charactersOf("विद्यार्थी ने किताब पढ़ी।", "hi");
    expect(hindi.map((c) => [c.icon, c.age, c.action])).toEqual([["student", "adult", "read"]]);
  });

  it("draws one child for a singular word and two for the plural", () => {
    expect(charactersOf("बच्चे ने गाना गाया।", "hi").filter((c) => c.age === "child")).toHaveLength(1);
    expect(charactersOf("बच्चों ने गाना गाया।", "hi").filter((c) => c.age === "child")).toHaveLength(2);
    expect(charactersOf("The child laughed.", "en").filter((c) => c.age === "child")).toHaveLength(1);
    expect(charactersOf("The children laughed.", "en").filter((c) => c.age === "child")).toHaveLength(2);
  });
});

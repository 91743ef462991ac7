import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** The people of a story's last scene: [name or icon, age] each. */
function lastPeople(sentences: string[], language: Language) {
  const plan = planScenes(sentences, language).at(-1);
  return (plan?.characters ?? []).map((c) => [c.name ?? c.icon, c.age]);
}

describe("Names in the Indian scripts that no list holds", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಸಂಜೆ ಶಾರದಾ ಅಜ್ಜಿ ತೋಟದಲ್ಲಿ ಹೂವುಗಳಿಗೆ ನೀರು ಹಾಕಿದರು.", "ಶಾರದಾ"],
    ["ta", "மாலையில் சாரதா பாட்டி தோட்டத்தில் பூக்களுக்குத் தண்ணீர் ஊற்றினார்.", "சாரதா"],
    ["te", "సాయంత్రం శారద అమ్మమ్మ తోటలో పూలకు నీళ్ళు పోసింది.", "శారద"],
    ["hi", "शाम को शारदा दादी ने बगीचे में फूलों को पानी दिया।", "शारदा"],
  ])(
    "draws 'Sharada grandmother' (%s) as one elder called by her name, no second grandmother",
    (language, text, name) => {
      expect(lastPeople([text], language)).toEqual([[name, "elder"]]);
    },
  );

  it("draws Telugu 'Saroja grandma' (బామ్మ) as one elder by her name", () => {
    expect(lastPeople(["ఉదయం సరోజ బామ్మ గుడికి నడిచింది."], "te")).toEqual([["సరోజ", "elder"]]);
  });

  it.each<[Language, string, string]>([
    ["te", "సుబ్బారావు మామయ్య పొలంలో గడ్డి కోశాడు.", "సుబ్బారావు"],
    ["hi", "हरीश चाचा ने खेत में घास काटी।", "हरीश"],
    ["kn", "ಹರೀಶ್ ಮಾವ ಹೊಲದಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದರು.", "ಹರೀಶ್"],
    ["ta", "ஹரீஷ் மாமா வயலில் புல் அறுத்தார்.", "ஹரீஷ்"],
  ])("draws the uncle a name stands before (%s) as that one named man", (language, text, name) => {
    const people = lastPeople([text], language);
    expect(people.map(([who]) => who)).toEqual([name]);
  });

  it.each<[Language, string]>([
    ["kn", "ಕೆಂಪು ಗುದ್ದಲಿಯಿಂದ ಅವನು ಗುಂಡಿ ತೋಡಿದನು."],
    ["ta", "சிவப்பு வாளியால் அவன் செடிகளுக்குத் தண்ணீர் ஊற்றினான்."],
    ["te", "ఎర్ర బకెట్‌తో అతను మొక్కలకు నీళ్ళు పోశాడు."],
    ["kn", "ಮೊದಲ ದಿನ ಅವಳು ಶಾಲೆಗೆ ಹೋದಳು."],
  ])("reads a colour or 'first' opening the sentence (%s) as no one's name", (language, text) => {
    const people = lastPeople([text], language);
    expect(people).toHaveLength(1);
    expect(people[0]?.[0]).toMatch(/^(man|woman|girl|boy|person)$/);
  });

  it.each<[Language, string, string]>([
    ["kn", "ಅವನ ಮೊಮ್ಮಗಳು ನಿರ್ಮಲಾ ಒಂದು ಚಿತ್ರ ಬಿಡಿಸಿದಳು.", "ನಿರ್ಮಲಾ"],
    ["ta", "அவருடைய பேத்தி நிர்மலா ஒரு படம் வரைந்தாள்.", "நிர்மலா"],
  ])("draws 'his granddaughter Nirmala' (%s) as one girl by her name", (language, text, name) => {
    const people = lastPeople([text], language);
    expect(people).toContainEqual([name, "child"]);
    expect(people.filter(([, age]) => age === "child")).toHaveLength(1);
  });
});

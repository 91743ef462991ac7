import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names and icons a one-sentence Hindi story draws. */
function cast(sentence: string): { name?: string | undefined; icon: string }[] {
  return (planScenes([sentence], "hi")[0]?.characters ?? []).map((c) => ({ name: c.name, icon: c.icon }));
}

describe("a Hindi word right after an opening that says when stands where the subject does", () => {
  it.each<[string, string, string]>([
    ["सोमवार की सुबह गौरी कपड़ों की गठरी उठाकर नदी पर ले गई।", "गौरी", "woman"],
    ["मार्च की एक गरम दोपहर किरण बरामदे में बैठा पढ़ रहा था।", "किरण", "man"],
  ])("draws the one who acts in %s", (sentence, name, icon) => {
    expect(cast(sentence)).toContainEqual({ name, icon });
  });

  it.each([
    "सोमवार की सुबह बारिश हो रही थी।",
    "हर सुबह आठ बजे बस आती थी।",
    "शाम को मोहल्ले में रौनक थी।",
    "रविवार तड़के रसोई का नल फट गया, और पानी पूरे फ़र्श पर उछलने लगा।",
  ])("names nobody where a thing, an hour, a place or a time of day follows the opening: %s", (sentence) => {
    expect(cast(sentence).filter((c) => c.name !== undefined)).toEqual([]);
  });
});

/** The names a one-sentence story draws. */
function names(sentence: string, language: Language): (string | undefined)[] {
  return (planScenes([sentence], language)[0]?.characters ?? []).map((c) => c.name);
}

describe("what an opening of time is after is nobody, and the word after it is the subject", () => {
  it.each<[Language, string, string]>([
    ["kn", "ರಾತ್ರಿ ಊಟದ ನಂತರ ರಿಯಾ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಕುಳಿತು ತನ್ನ ಅಜ್ಜನಿಗೆ ಪತ್ರ ಬರೆದಳು.", "ರಿಯಾ"],
    ["ta", "இரவுச் சாப்பாட்டுக்குப் பிறகு ரியா சமையலறையில் உட்கார்ந்து தன் தாத்தாவுக்குக் கடிதம் எழுதினாள்.", "ரியா"],
    ["te", "రాత్రి భోజనం అయ్యాక రియా వంటింట్లో కూర్చుని ఉత్తరం రాసింది.", "రియా"],
  ])("draws the subject, not the meal, in a %s sentence", (language, sentence, name) => {
    expect(names(sentence, language).filter((n) => n !== undefined)).toEqual([name]);
  });

  it('takes no participle of "be" before "own" for a Telugu name', () => {
    const sentence = "రాత్రి భోజనం అయ్యాక తార వంటింట్లో కూర్చుని, పల్లెటూళ్లో ఉండే తన తాతయ్యకి ఉత్తరం రాసింది.";
    expect(names(sentence, "te")).not.toContain("ఉండే");
  });
});

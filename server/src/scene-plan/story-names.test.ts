import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";
import { planScenes } from "./planner";

/** The names a story's scene draws, by its index. */
function namesIn(story: string[], language: Language, scene: number): string[] {
  return (planScenes(story, language)[scene]?.characters ?? []).flatMap((c) => (c.name ? [c.name] : []));
}

const drawsName = (names: string[], name: string) => names.some((n) => n.startsWith(name));

describe("an unlisted name joined to a name the story knows is a second person", () => {
  it.each<[Language, string[], string, string]>([
    ["te", ["ఆమె తమ్ముడు కిషోర్ పాట పాడాడు.", "సాయంత్రం జమీలా, కిషోర్ తోటలో నడిచారు."], "జమీలా", "కిషోర్"],
    ["kn", ["ಅವಳ ತಮ್ಮ ಕಿಶೋರ್ ಹಾಡು ಹಾಡಿದನು.", "ಸಂಜೆ ಜಮೀಲಾ ಮತ್ತು ಕಿಶೋರ್ ತೋಟದಲ್ಲಿ ನಡೆದರು."], "ಜಮೀಲಾ", "ಕಿಶೋರ್"],
    ["ta", ["அவள் தம்பி கிஷோர் பாட்டுப் பாடினான்.", "மாலையில் ஜமீலாவும் கிஷோரும் தோட்டத்தில் நடந்தார்கள்."], "ஜமீலா", "கிஷோர்"],
    ["hi", ["उसका भाई किशोर गाना गाने लगा।", "शाम को जमीला और किशोर बगीचे में टहले।"], "जमीला", "किशोर"],
  ])("%s: %s", (language, story, first, second) => {
    const names = namesIn(story, language, 1);
    expect(drawsName(names, first)).toBe(true);
    expect(drawsName(names, second)).toBe(true);
    // Tamil's "-உம்" (and) is no part of the name.
    expect(names).not.toContain(`${first}வும்`);
  });
});

describe("a name the story finds in one sentence is that person in the sentences before", () => {
  it.each<[Language, string[], string]>([
    [
      "te",
      [
        "ఒక చల్లని ఉదయం, జమీలా కిటికీ దగ్గర కూర్చుని పుస్తకం చదువుతుండగా వర్షం మొదలైంది.",
        "ఆమె తమ్ముడు కిషోర్ టీ తెచ్చాడు.",
        "సాయంత్రం జమీలా, కిషోర్ తోటలో నడిచారు.",
      ],
      "జమీలా",
    ],
    [
      "kn",
      [
        "ಒಂದು ಚಳಿಯ ಬೆಳಿಗ್ಗೆ ಜಮೀಲಾ ಕಿಟಕಿಯ ಬಳಿ ಕುಳಿತು ಪುಸ್ತಕ ಓದುತ್ತಿದ್ದಾಗ ಮಳೆ ಶುರುವಾಯಿತು.",
        "ಅವಳ ತಮ್ಮ ಕಿಶೋರ್ ಚಹಾ ತಂದನು.",
        "ಸಂಜೆ ಜಮೀಲಾ ಮತ್ತು ಕಿಶೋರ್ ತೋಟದಲ್ಲಿ ನಡೆದರು.",
      ],
      "ಜಮೀಲಾ",
    ],
    [
      "ta",
      [
        "ஒரு குளிர்ந்த காலையில், ஜமீலா ஜன்னல் அருகே உட்கார்ந்து புத்தகம் படித்துக்கொண்டிருந்தபோது மழை தொடங்கியது.",
        "அவள் தம்பி கிஷோர் டீ கொண்டு வந்தான்.",
        "மாலையில் ஜமீலாவும் கிஷோரும் தோட்டத்தில் நடந்தார்கள்.",
      ],
      "ஜமீலா",
    ],
    [
      "hi",
      [
        "एक ठंडी सुबह बारिश शुरू हो गई, जब जमीला खिड़की के पास बैठी किताब पढ़ रही थी।",
        "उसका भाई किशोर चाय लाया।",
        "शाम को जमीला और किशोर बगीचे में टहले।",
      ],
      "जमीला",
    ],
  ])("%s: the first sentence draws the name", (language, story, name) => {
    expect(drawsName(namesIn(story, language, 0), name)).toBe(true);
  });
});

describe("an unlisted word after 'old' is an old person's name", () => {
  it.each<[Language, string[], string]>([
    ["te", ["గ్రామం చివర ముసలి గోవిందు ఒక చెట్టు కింద కూర్చున్నాడు."], "గోవిందు"],
    ["kn", ["ಹಳ್ಳಿಯ ಕೊನೆಯಲ್ಲಿ ವಯಸ್ಸಾದ ಗೋವಿಂದು ಮರದ ಕೆಳಗೆ ಕುಳಿತಿದ್ದರು."], "ಗೋವಿಂದು"],
    ["ta", ["கிராமத்தின் ஓரத்தில் வயதான கோவிந்து ஒரு மரத்தடியில் உட்கார்ந்திருந்தார்."], "கோவிந்து"],
    ["hi", ["गाँव के छोर पर बूढ़े गोविंदू एक पेड़ के नीचे बैठे थे।"], "गोविंदू"],
    ["en", ["At the edge of the village, old Govindu sat under a tree."], "Govindu"],
  ])("%s: draws the name as an elder", (language, story, name) => {
    const cast = lastCast(story, language);
    const named = cast.find((c) => c.name?.startsWith(name));
    expect(named?.icon).toMatch(/^old|^elder/u);
  });
});

describe("after 'old', a word before a known name is the old one's job, not a second name", () => {
  it.each<[Language, string[], string]>([
    ["te", ["ముసలి కుమ్మరి రాజు చక్రం ముందు కూర్చున్నాడు."], "రాజు"],
    ["ta", ["வயதான குயவர் முருகன் சக்கரத்தின் முன் அமர்ந்தார்."], "முருகன்"],
  ])("%s: draws one named person", (language, story, name) => {
    expect(namesIn(story, language, 0)).toEqual([name]);
  });
});

describe("a full scene draws each person the sentence names before a group's second figure or an animal", () => {
  it.each<[Language, string, string]>([
    ["en", "As the puppy chased its tail, the parents smiled, and Asha's grandfather laughed.", "Asha"],
    ["hi", "जब पिल्ला अपनी पूँछ के पीछे भागा, तो माता-पिता मुस्कुराए, और आशा के दादाजी हँस पड़े।", "आशा"],
    ["ta", "நாய்க்குட்டி தன் வாலைத் துரத்தியபோது பெற்றோர்கள் சிரித்தார்கள்; ஆஷாவின் தாத்தா உரக்கச் சிரித்தார்.", "ஆஷா"],
    ["kn", "ನಾಯಿಮರಿ ತನ್ನ ಬಾಲವನ್ನು ಬೆನ್ನಟ್ಟಿದಾಗ ಪೋಷಕರು ನಕ್ಕರು, ಆಶಾಳ ಅಜ್ಜ ಜೋರಾಗಿ ನಕ್ಕರು.", "ಆಶಾ"],
    ["te", "కుక్కపిల్ల తన తోకను వెంటాడినప్పుడు తల్లిదండ్రులు నవ్వారు; ఆశా తాతయ్య గట్టిగా నవ్వాడు.", "ఆశా"],
  ])("%s: draws the grandfather and the grandchild", (language, text, name) => {
    const cast = lastCast([text], language);
    expect(cast.some((c) => c.icon === "old-man")).toBe(true);
    expect(cast.some((c) => c.name?.startsWith(name))).toBe(true);
    expect(cast.some((c) => c.icon === "woman" || c.icon === "man" || c.icon === "person")).toBe(true);
  });
});

describe("Tamil's '-உம்' (and) on a name or a family title is no part of the name", () => {
  const story = [
    "மாலையில் ரஹீம் தாத்தாவும் அவர் பேத்தி சுஜியும் கடற்கரைக்குச் சென்றார்கள்.",
    "சுஜியின் பட்டம் உயரப் பறந்தது, அவள் சிரித்தாள்.",
  ];
  it("draws the grandfather whose title carries '-உம்' by his name", () => {
    expect(drawsName(namesIn(story, "ta", 0), "ரஹீம்")).toBe(true);
  });
  it("draws the granddaughter again by her name with another ending", () => {
    const second = planScenes(story, "ta")[1]?.characters ?? [];
    expect(second.map((c) => c.icon)).toEqual(["girl"]);
  });
});

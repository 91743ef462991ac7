import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { checkPoses, type PoseCase, poseOf } from "../test/last-scene";
import { planScenes } from "./planner";

/** The pose of each character drawn in a story's last sentence: name or icon, and action. */
function lastPoses(sentences: string[], language: Language): { who: string; action: string }[] {
  const plan = planScenes(sentences, language).at(-1);
  return (plan?.characters ?? []).map((c) => ({ who: c.name ?? c.icon, action: c.action ?? "stand" }));
}

describe("whoever the sentence puts in water moves there as a swimmer", () => {
  const cases: PoseCase[] = [
    ["en", ["Dev clung to the edge and kicked in the warm sea."], "Dev", "swim"],
    ["en", ["Arjun splashed about in the cold water."], "Arjun", "swim"],
    ["es", ["Lucas chapoteó en el agua con su hermana."], "Lucas", "swim"],
    ["de", ["Paul planschte im warmen Wasser."], "Paul", "swim"],
    ["hi", ["राहुल तालाब में हाथ-पैर मारता रहा।"], "राहुल", "swim"],
    ["kn", ["ರವಿ ಕೆರೆಯಲ್ಲಿ ಕಾಲು ಆಡಿಸಿದನು."], "ರವಿ", "swim"],
    ["ta", ["ரவி கடலில் கைகளை அசைத்தான்."], "ரவி", "swim"],
  ];
  for (const [language, story, who, pose] of cases)
    it(`draws ${who} swimming in "${story.at(-1)}" (${language})`, () => {
      expect(poseOf(story, language, who)).toBe(pose);
    });

  it("draws no swimmer for water in a bowl (ta)", () => {
    expect(poseOf(["மீனா ஒரு கோப்பைத் தண்ணீரில் பூவை நனைத்தாள்."], "ta", "மீனா")).not.toBe("swim");
  });
  it("draws no swimmer for someone beside a lake (en)", () => {
    expect(poseOf(["Sara waited by the lake."], "en", "Sara")).not.toBe("swim");
  });
});

describe("each clause's verb belongs to its own subject", () => {
  it("gives the father singing and the girl dancing when a comma and 'und' join two clauses (de)", () => {
    const drawn = lastPoses(["Im Garten sang ihr Vater, und Lena tanzte dazu."], "de");
    expect(drawn.find((x) => x.who.startsWith("Lena"))?.action).toBe("dance");
    expect(drawn.find((x) => x.who === "man")?.action).toBe("sing");
  });
  it("reads the one after 'de' as the owner, so the grandfather takes Sofía along (es)", () => {
    expect(poseOf(["El abuelo de Sofía la llevó al parque."], "es", "Sofía")).toBe("walk");
  });
  it("keeps the named fisher the one who fishes after 'el sedal de' and a name (es)", () => {
    const story = [
      "Tomás estaba en el río.",
      "De pronto el sedal de Tomás se tensó y pescó una trucha grande.",
    ];
    expect(poseOf(story, "es", "Tomás")).toBe("fish");
  });
  it("reads 'le' before a listed verb as its object pronoun (fr)", () => {
    expect(poseOf(["Maman le porta jusqu'au lit."], "fr", "woman")).toBe("carry");
  });
  it("reads a Kannada participle that ends its clause as that clause's verb", () => {
    expect(poseOf(["ರವಿ ಶಾಲೆಯತ್ತ ಓಡಿದ, ಅವನ ಚೀಲ ಮನೆಯಲ್ಲೇ ಉಳಿಯಿತು."], "kn", "ರವಿ")).toBe("run");
  });
  it("never makes Hindi 'उसे' (him, it) the subject of the verb after 'और'", () => {
    const story = ["मोहन और उसकी दादी खेत में थे।", "फिर उसने टोकरी में आम रखे और उसे उठाकर घर ले गया।"];
    expect(poseOf(story, "hi", "मोहन")).toBe("carry");
  });
});

describe("an Indian language's 'as (someone did)' clause before the main one has its own subject", () => {
  const cases: PoseCase[] = [
    ["kn", ["ಅಪ್ಪ ಬಾಗಿಲು ತೆರೆಯುತ್ತಿದ್ದಂತೆ ಮೀನಾ ಒಳಗೆ ಓಡಿದಳು."], "ಮೀನಾ", "run"],
    ["te", ["అమ్మ చెప్పినట్టే రవి మొక్కలు నాటాడు."], "రవి", "plant"],
  ];
  checkPoses(cases);
});

describe("a German verb finds its separable particle at the end of its clause", () => {
  it("draws Ben climbing in 'stiegen Ben und Lea in den Bus ein'", () => {
    expect(poseOf(["Nach der Schule stiegen Ben und Lea in den Bus ein."], "de", "Ben")).toBe("climb");
  });
  it("draws Lena walking in 'brach Lena zum See auf'", () => {
    expect(poseOf(["Am Morgen brach Lena zum See auf."], "de", "Lena")).toBe("walk");
  });
});

describe("a verb is matched in either of a language's two spellings of one sound", () => {
  it("draws Ravi walking in Telugu 'వెళ్లారు' as in 'వెళ్ళారు' (they went)", () => {
    expect(poseOf(["రవి, వాళ్ల అమ్మ గుడికి వెళ్లారు."], "te", "రవి")).toBe("walk");
  });
});

describe("a pronoun past a comma is not the person an earlier clause named", () => {
  const cases: PoseCase[] = [
    [
      "en",
      ["Tara went to the pool with her mother.", "Her mother let go of her hand, and she swam to the steps."],
      "Tara",
      "swim",
    ],
    ["kn", ["ಮೀನಾ ಅಮ್ಮನ ಜೊತೆ ಕೆರೆಗೆ ಹೋದಳು.", "ಅಮ್ಮ ಕೈಬಿಟ್ಟರು, ಆಗ ಅವಳು ಈಜಿದಳು."], "ಮೀನಾ", "swim"],
    ["ta", ["மீனா அம்மாவுடன் குளத்துக்குப் போனாள்.", "அம்மா கையை விட்டதும், அவள் நீந்தினாள்."], "மீனா", "swim"],
  ];
  for (const [language, story, who, pose] of cases)
    it(`draws ${who} swimming in "${story.at(-1)}" (${language})`, () => {
      expect(poseOf(story, language, who)).toBe(pose);
    });
  it("keeps 'his father' after a comma the named boy's father (en)", () => {
    const story = ["Rahul had a fever, so his father took him to the doctor."];
    expect(poseOf(story, "en", "Rahul")).toBe("walk");
  });
});

describe("a verb's form says whether anyone does it", () => {
  it("draws nobody swimming for a swimming cap (en)", () => {
    expect(poseOf(["Anu bought a new swimming cap."], "en", "Anu")).not.toBe("swim");
  });
  it("keeps an '-ing' form after its subject a verb (en)", () => {
    expect(poseOf(["Leo and Mia were swimming in the lake."], "en", "Mia")).toBe("swim");
  });
  it("draws someone who ran for the bus running (en)", () => {
    expect(poseOf(["Omar ran for the bus."], "en", "Omar")).toBe("run");
  });
  it("reads a Hindi infinitive before the main verb as what for, no pose", () => {
    expect(poseOf(["रिया छोटी थी।", "माँ रिया को तैरना सिखाने नदी पर ले गईं।"], "hi", "रिया")).not.toBe("swim");
  });
  it("reads a Tamil verb start that goes on with a dead consonant as another verb (pressed, not cried)", () => {
    expect(poseOf(["ரவி கதவை அழுத்தினான்."], "ta", "ரவி")).not.toBe("cry");
  });
});

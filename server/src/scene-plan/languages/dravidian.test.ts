import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** The characters of a story's last scene: [name or icon, action] each. */
function lastScene(sentences: string[], language: Language) {
  const plan = planScenes(sentences, language).at(-1);
  return {
    people: (plan?.characters ?? []).map((c) => [c.name ?? c.icon, c.action ?? "stand"]),
    icons: (plan?.characters ?? []).map((c) => c.icon),
    things: (plan?.objects ?? []).map((o) => o.icon),
    place: plan?.setting.place,
  };
}

describe("Kannada, Tamil and Telugu stories", () => {
  it.each<[Language, string, string[]]>([
    ["kn", "ಶುಕ್ರವಾರ ಸಂಜೆ ಮೀರಾ ಮತ್ತು ಲಿಯೋ ಒಂದು ಚಿಕ್ಕ ರೆಸ್ಟೋರೆಂಟ್‌ಗೆ ಹೋದರು.", ["ಮೀರಾ", "ಲಿಯೋ"]],
    ["ta", "வெள்ளிக்கிழமை மாலை மீராவும் லியோவும் ஒரு சிறிய உணவகத்துக்குச் சென்றார்கள்.", ["மீராவும்", "லியோவும்"]],
    ["te", "శుక్రవారం సాయంత్రం మీరా, లియో ఒక చిన్న రెస్టారెంట్‌కి వెళ్ళారు.", ["మీరా", "లియో"]],
  ])(
    "draws the two friends a %s sentence names as two people walking, no lion and no chick",
    (language, text, names) => {
      const scene = lastScene([text], language);
      expect(scene.people).toEqual(names.map((n) => [n, "walk"]));
      expect(scene.icons.some((i) => /lion|chick/.test(i))).toBe(false);
    },
  );

  it.each<[Language, string[], string]>([
    ["kn", ["ಭಾನುವಾರ ಕಬೀರ್ ಮತ್ತು ಅವನ ಅಜ್ಜ ನದಿಗೆ ಹೋದರು.", "ಅವನ ಅಜ್ಜ ಚಪ್ಪಾಳೆ ತಟ್ಟಿ, ಮೀನು ಹಿಡಿದಿದ್ದ ಅವನ ಫೋಟೋ ತೆಗೆದರು."], "ಅಜ್ಜ"],
    [
      "ta",
      ["கபீரும் அவன் தாத்தாவும் ஆற்றுக்குச் சென்றார்கள்.", "அவன் தாத்தா கைதட்டி, மீனைப் பிடித்தபடி நின்ற அவனைப் புகைப்படம் எடுத்தார்."],
      "தாத்தா",
    ],
  ])("draws the grandfather who claps clapping, not the grandson his 'his' names (%s)", (language, story) => {
    const plan = planScenes(story, language).at(-1);
    const elder = plan?.characters.find((c) => c.age === "elder");
    expect(elder?.action).toBe("clap");
  });

  it.each<[Language, string[]]>([
    ["kn", ["ಒಂದು ಕಂದು ಮೇಕೆ ಮನೆಯವರೆಗೂ ಬಂದಿತು.", "ಚಿಕ್ಕಪ್ಪ ಗದರಿದಾಗ ಅದು ಓಡಿಹೋಯಿತು."]],
    ["ta", ["ஒரு பழுப்பு நிற ஆடு வீடு வரை வந்தது.", "மாமா அதட்டியதும் அது ஓடிவிட்டது."]],
    ["te", ["ఒక గోధుమ రంగు మేక ఇంటి దాకా వచ్చింది.", "మామయ్య గట్టిగా అరిచేసరికి అది పారిపోయింది."]],
  ])(
    "draws the goat that 'it' means after 'when the uncle shouted' running, and the uncle as a man (%s)",
    (language, story) => {
      const plan = planScenes(story, language).at(-1);
      expect(plan?.characters.map((c) => [c.icon, c.action ?? "stand"])).toEqual([
        ["man", "stand"],
        ["goat", "run"],
      ]);
    },
  );

  it.each<[Language, string]>([
    ["kn", "ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ ಪ್ರಿಯಾ ಗ್ರಂಥಾಲಯಕ್ಕೆ ನಡೆದುಕೊಂಡು ಹೋದಳು."],
    ["ta", "பள்ளி முடிந்ததும் பிரியா நூலகத்துக்கு நடந்து சென்றாள்."],
    ["te", "బడి అయిపోయాక ప్రియ గ్రంథాలయానికి నడుచుకుంటూ వెళ్ళింది."],
  ])("reads 'once school was over' as a time: the %s scene is the library", (language, text) => {
    expect(lastScene([text], language).place).toBe("library");
  });

  it.each<[Language, string, string]>([
    ["kn", "ಮಧ್ಯಾಹ್ನದ ಊಟದ ನಂತರ ಸ್ಯಾಮ್ ತನ್ನ ತಂಗಿಯನ್ನು ಆಟದ ಮೈದಾನಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದನು.", "playground"],
    ["te", "మధ్యాహ్నం భోజనం అయ్యాక సామ్ తన చెల్లెల్ని పార్కుకి తీసుకెళ్ళాడు.", "park"],
  ])("draws a younger sister as a girl beside her brother (%s)", (language, text, place) => {
    const scene = lastScene([text], language);
    expect(scene.icons).toEqual(["man", "girl"]);
    expect(scene.place).toBe(place);
  });

  it("draws the reflexive 'own' as nobody: her own desk is Rita's (kn)", () => {
    const scene = lastScene(["ರೀತಾ ಒಂದು ಕಚೇರಿಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಾಳೆ.", "ತನ್ನ ಮೇಜಿಗೆ ಮರಳಿ ಅವಳು ಇಮೇಲ್‌ಗಳಿಗೆ ಉತ್ತರ ಬರೆದಳು."], "kn");
    expect(scene.people).toEqual([["ರೀತಾ", "write"]]);
  });

  it.each<[Language, string, string, RegExp]>([
    ["ta", "ஒரு சின்ன நாய் அவர்கள் பின்னால் ஓடியது.", "dog", /pushpin/],
    ["te", "ఒక చిన్న కుక్క తోక ఊపుతూ పరిగెత్తింది.", "dog", /comet/],
    ["kn", "ಆಮೇಲೆ ಇಬ್ಬರೂ ದೊಡ್ಡ ಜಾರುಬಂಡಿಯಿಂದ ಜಾರಿದರು.", "playground-slide", /mammoth|jar/],
  ])("draws no look-alike picture in the %s sentence '%s'", (language, text, drawn, wrong) => {
    const scene = lastScene([text], language);
    expect([...scene.icons, ...scene.things]).toContain(drawn);
    expect([...scene.icons, ...scene.things].some((i) => wrong.test(i))).toBe(false);
  });
});

describe("Kannada, Tamil and Telugu places and groups across a story", () => {
  it.each<[Language, string[]]>([
    ["kn", ["ಸ್ಯಾಮ್ ತನ್ನ ತಂಗಿಯನ್ನು ಆಟದ ಮೈದಾನಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದನು.", "ಮನೆಗೆ ಹಿಂತಿರುಗುವಾಗ ಒಂದು ಪುಟ್ಟ ನಾಯಿ ಓಡಿತು."]],
    [
      "ta",
      ["சாம் தன் தங்கையை விளையாட்டுப் பூங்காவுக்கு அழைத்துச் சென்றான்.", "வீட்டுக்குத் திரும்பும் வழியில் ஒரு சின்ன நாய் ஓடியது."],
    ],
    ["te", ["సామ్ తన చెల్లెల్ని పార్కుకి తీసుకెళ్ళాడు.", "ఇంటికి తిరిగి వెళ్తుంటే ఒక చిన్న కుక్క పరిగెత్తింది."]],
  ])("draws the way home as the street: the %s dog is not drawn in a house", (language, story) => {
    expect(planScenes(story, language).at(-1)?.setting.place).toBe("street");
  });

  it.each<[Language, string[]]>([
    ["kn", ["ನೀನಾ ತನ್ನ ಮಗನನ್ನು ತನ್ನ ಚಿಕ್ಕಪ್ಪನ ತೋಟಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದಳು.", "ಅವರು ಸೇಬುಗಳನ್ನು ಕಿತ್ತರು."]],
    ["ta", ["நீனா தன் மகனைத் தன் மாமாவின் பண்ணைக்கு அழைத்துச் சென்றாள்.", "அவர்கள் ஆப்பிள்களைப் பறித்தார்கள்."]],
  ])("draws 'they' as the mother and her son, not the uncle whose farm it is (%s)", (language, story) => {
    const icons = planScenes(story, language)
      .at(-1)
      ?.characters.map((c) => c.icon);
    expect(icons).toEqual(["woman", "boy"]);
  });
});

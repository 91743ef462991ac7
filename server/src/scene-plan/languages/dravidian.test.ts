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
    ["ta", "வெள்ளிக்கிழமை மாலை மீராவும் லியோவும் ஒரு சிறிய உணவகத்துக்குச் சென்றார்கள்.", ["மீரா", "லியோ"]],
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

describe("Kannada, Tamil and Telugu everyday nouns are drawn in their own sense", () => {
  it.each<[Language, string, string[], string[]]>([
    [
      "ta",
      "விவசாயிகள் வெள்ளைக் கூடாரங்களுக்குக் கீழே உருளைக்கிழங்கும் தேன் பாட்டில்களும் விற்றுக்கொண்டிருந்தார்கள்.",
      ["honey-pot", "potato", "tent"],
      ["honeybee", "baby-bottle"],
    ],
    [
      "ta",
      "அவர் சூப்புக்காக வெங்காயம், கேரட், குடைமிளகாய் நறுக்கினார்.",
      ["onion", "carrot", "bell-pepper"],
      ["umbrella"],
    ],
    ["ta", "படகு காலை ஆறு மணிக்குத் துறைமுகத்திலிருந்து புறப்பட்டது.", ["canoe"], ["bell"]],
    ["ta", "அவர்கள் தண்ணீரில் தட்டையான கற்களை எறிந்தார்கள்.", ["rock"], ["rice-cracker"]],
    [
      "kn",
      "ಶ್ರೀಮತಿ ರಾವ್ ಒಂದು ಬಾಟಲಿ ಜೇನುತುಪ್ಪ ಕೊಂಡು ನೋಟು ಕೊಟ್ಟು ಹಣ ಪಾವತಿಸಿದರು.",
      ["honey-pot", "dollar-banknote"],
      ["credit-card"],
    ],
    ["kn", "ಚೌಕದ ಹಳೆಯ ಗಡಿಯಾರ ಹನ್ನೆರಡು ಗಂಟೆ ಹೊಡೆಯಿತು.", ["mantelpiece-clock"], ["watch", "bell"]],
    [
      "te",
      "రైతులు తెల్లటి గుడారాల కింద బంగాళదుంపలు, తేనె సీసాలు అమ్ముతున్నారు.",
      ["tent", "potato", "honey-pot"],
      ["hindu-temple", "amphora"],
    ],
    ["te", "అది పడవ వెనకాల వస్తున్న సముద్రపు పక్షులను చూసి మొరిగింది.", ["canoe", "bird"], ["jellyfish"]],
  ])("draws what a %s sentence names, not a neighbour of the word: %s", (language, text, drawn, never) => {
    const plan = planScenes([text], language)[0];
    const icons = [...(plan?.objects ?? []), ...(plan?.characters ?? [])].map((o) => o.icon);
    expect(icons).toEqual(expect.arrayContaining(drawn));
    for (const icon of never) expect(icons).not.toContain(icon);
  });

  it.each<[Language, string[]]>([
    ["ta", ["திருமதி ராவ் தேன் வாங்கினார்.", "அவர் அதைத் தன் துணிப் பையில் வீட்டுக்கு எடுத்துச் சென்றார்."]],
    ["te", ["శ్రీమతి రావు తేనె కొన్నది.", "ఆమె దాన్ని తన గుడ్డ సంచిలో ఇంటికి తీసుకెళ్ళింది."]],
  ])("draws no one named 'it' when a %s shopper carries it home in her bag", (language, story) => {
    const plan = planScenes(story, language).at(-1);
    expect(plan?.characters.map((c) => c.name).filter(Boolean)).not.toContain(story[1]?.split(" ")[1]);
  });
});

describe("Kannada, Tamil and Telugu people a sentence only points at", () => {
  it.each<[Language, string[]]>([
    ["kn", ["ರವಿ ಮತ್ತು ಅವನ ತಂಗಿ ಉದ್ಯಾನಕ್ಕೆ ಹೋದರು.", "ಒಂದು ನಾಯಿ ಅವರ ಹಿಂದೆ ಓಡಿತು."]],
    ["ta", ["ரவியும் அவன் தங்கையும் பூங்காவுக்குச் சென்றார்கள்.", "ஒரு நாய் அவர்களைப் பின்தொடர்ந்து ஓடியது."]],
    ["ta", ["ரவியும் அவன் தங்கையும் பூங்காவுக்குச் சென்றார்கள்.", "ஒரு நாய் அவர்கள் பின்னால் ஓடியது."]],
    ["te", ["రవి, వాళ్ళ చెల్లెలు పార్కుకి వెళ్ళారు.", "ఒక కుక్క వాళ్ళ వెనకాల పరిగెత్తింది."]],
  ])("a dog running after 'them' (%s) draws the two people with the dog", (language, story) => {
    const plan = planScenes(story, language).at(-1);
    expect(plan?.characters.map((c) => c.icon).sort()).toEqual(["dog", "girl", "man"]);
  });

  it("a Telugu kin word after 'తన' before a place only owns it: 'they' after it are mother and son", () => {
    const plan = planScenes(["రాధ తన కొడుకుని తన మామయ్య పొలానికి తీసుకెళ్ళింది.", "వాళ్ళు మామిడి పండ్లు కోశారు."], "te").at(-1);
    expect(plan?.characters.map((c) => c.icon).sort()).toEqual(["boy", "woman"]);
  });

  it.each<[Language, string[]]>([
    ["kn", ["ರವಿ ಅಂಗಡಿಗೆ ಹೋದನು.", '"ನಿನಗೆ ಏನು ಬೇಕು?" ಎಂದು ಅಂಗಡಿಯವಳು ಕೇಳಿದಳು.']],
    ["ta", ["ரவி கடைக்குச் சென்றான்.", '"உனக்கு என்ன வேண்டும்?" என்று கடைக்காரி கேட்டாள்.']],
    ["te", ["రవి దుకాణానికి వెళ్ళాడు.", '"నీకు ఏం కావాలి?" అని దుకాణదారు అడిగింది.']],
  ])(
    "a quoted question 'what do you want?' (%s) draws the one asked beside the one asking",
    (language, story) => {
      const plan = planScenes(story, language).at(-1);
      expect(plan?.characters.length).toBe(2);
      expect(plan?.characters.some((c) => c.name !== undefined)).toBe(true);
    },
  );

  it("Kannada 'ಕೇಳಿದರು' after no question is listening: nobody else is drawn", () => {
    const plan = planScenes(["ರವಿ ಅಂಗಡಿಗೆ ಹೋದನು.", "ಅಜ್ಜಿ ಹಾಡು ಕೇಳಿದರು."], "kn").at(-1);
    expect(plan?.characters.map((c) => c.name ?? c.icon)).not.toContain("ರವಿ");
  });
});

describe("Kannada, Tamil and Telugu places the scene is not in", () => {
  it.each<[Language, string[]]>([
    ["kn", ["ರವಿ ಬಸ್ ನಿಲ್ದಾಣಕ್ಕೆ ಬಂದನು.", "ಅವನು ತನ್ನ ಚೀಲವನ್ನು ಶಾಲೆಯಲ್ಲೇ ಮರೆತಿದ್ದನು."]],
    ["ta", ["ரவி பேருந்து நிலையத்துக்கு வந்தான்.", "அவன் தன் பையைப் பள்ளியிலேயே மறந்துவிட்டான்."]],
    ["te", ["మీరా వంటగదిలో ఉంది.", "ఆమె తన సంచిని బడిలోనే మర్చిపోయింది."]],
  ])("a bag forgotten at school (%s) keeps the scene where the story is", (language, story) => {
    const [first, second] = planScenes(story, language);
    expect(second?.setting.place).not.toBe("school");
    expect(second?.setting.place).toBe(first?.setting.place);
  });

  it.each<[Language, string[]]>([
    ["kn", ["ಮೀರಾ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಇದ್ದಳು.", "ಅವಳ ಬೆಕ್ಕು ತೋಟದಿಂದ ಒಳಗೆ ಬಂತು."]],
    ["ta", ["மீரா சமையலறையில் இருந்தாள்.", "அவள் பூனை தோட்டத்திலிருந்து உள்ளே வந்தது."]],
    ["te", ["మీరా వంటగదిలో ఉంది.", "ఆమె పిల్లి తోట నుంచి లోపలికి వచ్చింది."]],
  ])("a cat that came in from the garden (%s) is drawn in the kitchen it came into", (language, story) => {
    expect(planScenes(story, language).at(-1)?.setting.place).toBe("kitchen");
  });

  it.each<[Language, string]>([
    ["kn", "ದೋಣಿ ಬಂದರಿನಿಂದ ಹೊರಟಿತು."],
    ["te", "పడవ రేవు నుంచి బయలుదేరింది."],
  ])("a boat leaving the harbour (%s) is drawn at the harbour", (language, text) => {
    expect(planScenes([text], language)[0]?.setting.place).toBe("harbour");
  });
});

describe("Telugu 'అతను' (he) is a subject though it ends as an object does", () => {
  it("'అందుకే అతను ఆమెను తోశాడు': the brother pushes, the sister does not", () => {
    const plan = planScenes(
      ["రవి తన చెల్లెల్ని పార్కుకి తీసుకెళ్ళాడు.", "ఆమె ఉయ్యాల ఊగాలనుకుంది, అందుకే అతను ఆమెను తోశాడు."],
      "te",
    ).at(-1);
    expect(plan?.characters.find((c) => c.name === "రవి")?.action).toBe("push");
  });
});

describe("a Tamil simile word is no thing", () => {
  it("'தங்கம் போன்ற மணல்' (sand like gold) draws no phone for போன்ற", () => {
    const things = lastScene(["கடற்கரையில் தங்கம் போன்ற மணலில் குழந்தைகள் ஓடினார்கள்."], "ta").things;
    expect(things).not.toContain("mobile-phone");
  });
});

describe("a Kannada genitive before a subject pronoun owns a time or place, no one", () => {
  it.each<[string[], string, string]>([
    [["ಲತಾ ತೋಟದಲ್ಲಿ ಹೂವು ಕಿತ್ತಳು.", "ಶಾಲೆಯ ಆಟದ ದಿನ ಅವಳು ವೇಗವಾಗಿ ಓಡಿದಳು."], "ಲತಾ", "run"],
    [["ಕಿರಣ್ ಅಂಗಡಿಗೆ ಹೋದನು.", "ಹಬ್ಬದ ಸಂಜೆ ಅವನು ಅಂಗಳದಲ್ಲಿ ಕುಳಿತನು."], "ಕಿರಣ್", "sit"],
  ])("'%s': the pronoun is the named girl, who acts", (sentences, name, action) => {
    expect(lastScene(sentences, "kn").people).toEqual([[name, action]]);
  });
});

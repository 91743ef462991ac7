import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names drawn in each scene of a story. */
const namesOf = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));

/** Each scene's people: [name or icon, role or icon] each. */
const peopleOf = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.characters.map((c) => [c.name ?? c.icon, c.icon]));

describe("Counts and times are nobody's name", () => {
  it.each<[Language, string]>([
    ["kn", "ಗಂಟೆಗಟ್ಟಲೆ ಅವನು ಹೊಲದಲ್ಲಿ ಕೆಲಸ ಮಾಡಿದನು."],
    ["kn", "ಸಂಜೆ ಅವರ ಅಪ್ಪ ಮಾರುಕಟ್ಟೆಯಿಂದ ಹಣ್ಣು ತಂದರು."],
    ["te", "సాయంత్రం వాళ్ల నాన్న సంత నుంచి పండ్లు తెచ్చాడు."],
    ["ta", "ஒரே மூச்சில் அவன் மலை உச்சிக்கு ஓடினான்."],
    ["kn", "ಒಂದೇ ಉಸಿರಿನಲ್ಲಿ ಅವನು ಬೆಟ್ಟದ ತುದಿಗೆ ಓಡಿದನು."],
    ["te", "ఒక్క ఉదుటున అతను కొండ పైకి పరిగెత్తాడు."],
  ])("names nobody for a time or a count that opens the sentence (%s)", (language, text) => {
    expect(namesOf(language, [text])[0]).toEqual([]);
  });
});

describe("A name with a school's title after it", () => {
  it.each<[Language, string, string]>([
    ["ta", "ரோஸ் டீச்சர் குழந்தைகளை நூலகத்துக்கு அழைத்துச் சென்றார்.", "ரோஸ்"],
    ["kn", "ರೋಸ್ ಮಿಸ್ ಮಕ್ಕಳನ್ನು ಗ್ರಂಥಾಲಯಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ರೋಸ್"],
    ["te", "రోజ్ టీచర్ పిల్లలను గ్రంథాలయానికి తీసుకెళ్లారు.", "రోజ్"],
    ["hi", "रोज़ मैडम ने बच्चों को पुस्तकालय में बुलाया।", "रोज़"],
  ])(
    "draws Miss Rose (%s) as one person by her name, no flower and no second teacher",
    (language, text, name) => {
      const [people] = peopleOf(language, [text]);
      expect(people?.filter(([who]) => who === name)).toHaveLength(1);
      expect(people?.filter(([, icon]) => icon === "teacher")).toHaveLength(
        people?.some(([who, icon]) => who === name && icon === "teacher") ? 1 : 0,
      );
    },
  );

  it.each<[Language, string[], string]>([
    ["te", ["కమల టీచర్ బల్ల దగ్గర నిలబడ్డారు.", "కమల టీచర్ గంట మోగించగానే పిల్లలు బయటికి పరుగెత్తారు."], "కమల"],
    ["ta", ["கமலா டீச்சர் மேசை அருகே நின்றார்.", "கமலா டீச்சர் மணி அடித்ததும் குழந்தைகள் வெளியே ஓடினார்கள்."], "கமலா"],
  ])("takes no word after the title for a second name (%s)", (language, story, name) => {
    expect(namesOf(language, story).at(-1)).toEqual([name]);
  });
});

describe("A name set beside a person word", () => {
  it.each<[Language, string[], string]>([
    ["kn", ["ಓಟದಲ್ಲಿ ಅತ್ಯಂತ ವೇಗದ ಹುಡುಗಿ ಬಬ್ಲಿ ಮೊದಲು ಬಂದಳು.", "ಆಮೇಲೆ ಬಬ್ಲಿ ನೀರು ಕುಡಿದಳು."], "ಬಬ್ಲಿ"],
    ["te", ["పరుగులో అందరికంటే వేగమైన అమ్మాయి బబ్లీ ముందుగా వచ్చింది.", "తర్వాత బబ్లీ నీళ్ళు తాగింది."], "బబ్లీ"],
    ["ta", ["ஓட்டத்தில் மிக வேகமான பெண்ணான பப்லி முதலில் வந்தாள்.", "பிறகு பப்லி தண்ணீர் குடித்தாள்."], "பப்லி"],
    ["hi", ["दौड़ में सबसे तेज़ लड़की बबली सबसे पहले आई।", "फिर बबली ने पानी पिया।"], "बबली"],
  ])(
    "reads the word after 'the fastest girl' as her name where the story uses it again (%s)",
    (language, story, name) => {
      expect(namesOf(language, story)[0]).toEqual([name]);
    },
  );

  it.each<[Language, string[]]>([
    ["kn", ["ಹುಡುಗ ಜೋರಾಗಿ ಕೂಗಿದನು.", "ಹುಡುಗ ಜೋರಾಗಿ ನಕ್ಕನು."]],
    ["te", ["అబ్బాయి గట్టిగా అరిచాడు.", "అబ్బాయి గట్టిగా నవ్వాడు."]],
  ])("takes no word right before the verb for a name (%s)", (language, story) => {
    expect(namesOf(language, story)).toEqual([[], []]);
  });

  it("reads no finite verb before a comma as a name joined to the next one", () => {
    const story = ["తరగతిలో పొట్టి అబ్బాయి బబ్లీ వెనక నిలబడ్డాడు.", "గాలి గాలిపటాన్ని ఎగరేసింది, బబ్లీ జట్టు నవ్వుకున్నారు."];
    expect(namesOf("te", story).at(-1)).toEqual(["బబ్లీ"]);
  });
});

describe("A name after a day or an hour that opens the sentence", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಶನಿವಾರ ಸಂಜೆ ಚಂಪಾ ಹಳ್ಳಿಯ ಕೆರೆಯಲ್ಲಿ ಬಟ್ಟೆ ಒಗೆದಳು.", "ಚಂಪಾ"],
    ["ta", "சனிக்கிழமை மாலை, சம்பா கிராமத்துக் குளத்தில் துணி துவைத்தாள்.", "சம்பா"],
  ])("reads the unknown word after the opening day as the subject's name (%s)", (language, text, name) => {
    expect(namesOf(language, [text])[0]).toEqual([name]);
  });
});

describe("What a relative does is no name of theirs", () => {
  it.each<[Language, string[], string]>([
    ["kn", ["ಶಾರದಾ ಅಜ್ಜಿ ಕೋಣೆಯಲ್ಲಿ ಕುಳಿತಿದ್ದರು.", "ಅಜ್ಜಿ ದಾರ ತೆಗೆದುಕೊಂಡು ಸೂಜಿಗೆ ಪೋಣಿಸಿದರು."], "ಶಾರದಾ"],
    ["te", ["శారద బామ్మ గదిలో కూర్చుంది.", "బామ్మ దారం తీసుకుని సూదిలో ఎక్కించింది."], "శారద"],
  ])("reads the word before the relative's verb as what she takes (%s)", (language, story, name) => {
    expect(namesOf(language, story).at(-1)).toEqual([name]);
  });
});

describe("A subject pronoun whose ending looks like a case", () => {
  it("names nobody before Telugu 'అతను' (he)", () => {
    expect(namesOf("te", ["ఒక్క ఉదుటున అతను గోడ దూకాడు."])[0]).toEqual([]);
  });
});

describe("A name that is also a word", () => {
  it("reads a bird's word joined to 'her friends' as a girl's name, in every later sentence too", () => {
    const story = ["रविवार सुबह मैना और उसकी दो सहेलियाँ पार्क में खेलने गईं।", "मैना झूले पर बैठ गई।"];
    expect(namesOf("hi", story)).toEqual([["मैना"], ["मैना"]]);
    expect(planScenes(story, "hi")[1]?.characters.some((c) => c.icon === "bird")).toBe(false);
  });
});

describe("A word that draws nothing before a family title", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಆಶಾ ಅಜ್ಜಿಗೆ ಭಾನುವಾರ ತೊಂಬತ್ತು ವರ್ಷ ತುಂಬಿತು.", "ಆಶಾ"],
    ["te", "ఆశ బామ్మకు ఆదివారం తొంభై ఏళ్ళు నిండాయి.", "ఆశ"],
  ])("reads hope before 'to grandmother' as her name (%s)", (language, text, name) => {
    expect(peopleOf(language, [text])[0]).toEqual([[name, "old-woman"]]);
  });
});

describe("A lady's title after a name", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಅಂಗಡಿಯಲ್ಲಿ ರೋಸ್ ಮೇಡಂ ಹುಡುಗನಿಗೆ ಒಂದು ಪುಸ್ತಕ ಕೊಟ್ಟರು.", "ರೋಸ್"],
    ["te", "దుకాణంలో రోజ్ మేడం అబ్బాయికి ఒక పుస్తకం ఇచ్చారు.", "రోజ్"],
  ])("draws Madam Rose as a woman (%s)", (language, text, name) => {
    expect(peopleOf(language, [text])[0]).toContainEqual([name, "woman"]);
  });
});

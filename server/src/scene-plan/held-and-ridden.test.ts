import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const scenesOf = (sentences: string[], language: Language) => planScenes(sentences, language);
const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language)[0];
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("what people hold, carry and ride", () => {
  const mountIdioms: [Language, string][] = [
    ["en", "The guide said the camel was the ship of the desert."],
    ["es", "El guía dijo que el camello era el barco del desierto."],
    ["fr", "Le guide a dit que le chameau était le vaisseau du désert."],
    ["de", "Der Führer nannte das Kamel ein Wüstenschiff."],
    ["hi", "गाइड ने कहा कि ऊँट रेगिस्तान का जहाज़ है।"],
    ["kn", "ಒಂಟೆ ಮರುಭೂಮಿಯ ಹಡಗು ಎಂದು ಮಾರ್ಗದರ್ಶಿ ಹೇಳಿದರು."],
    ["ta", "ஒட்டகம்தான் பாலைவனத்தின் கப்பல் என்று வழிகாட்டி சொன்னார்."],
    ["te", "ఒంటె ఎడారి ఓడ అని గైడ్ చెప్పాడు."],
  ];
  it.each(mountIdioms)("draws the ship of the desert as a camel, never a ship (%s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons.some((i) => /camel/.test(i))).toBe(true);
    expect(icons.some((i) => /ship|boat/.test(i))).toBe(false);
  });

  it("draws the story's bicycle for a rider and for its seat, not a chair", () => {
    const scenes = scenesOf(
      [
        "Maya got a red bicycle for her birthday.",
        "Her father held the seat while she pedalled.",
        "By the afternoon she was riding alone.",
      ],
      "en",
    );
    for (const scene of scenes.slice(1)) {
      expect(scene.objects.map((o) => o.icon)).toContain("bicycle");
      expect(scene.objects.map((o) => o.icon)).not.toContain("seat");
    }
    expect(scenes[2]?.characters[0]?.action).toBe("ride");
  });

  it("draws the bicycle of a Telugu story again where a later sentence holds its seat", () => {
    const scenes = scenesOf(["మాయకి ఒక ఎర్ర సైకిల్ వచ్చింది.", "వాళ్ళ నాన్న సీటు పట్టుకున్నాడు."], "te");
    expect(scenes[1]?.objects.map((o) => o.icon)).toEqual(["bicycle"]);
  });

  const mounted: [Language, string][] = [
    ["en", "Ravi and his uncle climbed onto their horses and left."],
    ["hi", "राजू और उसके चाचा घोड़ों पर सवार होकर चल पड़े।"],
    ["te", "రాజు, వాళ్ళ మామయ్య గుర్రాల మీద ఎక్కి బయలుదేరారు."],
  ];
  it.each(mounted)("draws people who climb onto horses riding them (%s)", (language, sentence) => {
    const scene = planScenes([sentence], language)[0];
    const people = scene?.characters.filter((c) => c.kind === "person") ?? [];
    expect(people.map((c) => c.action)).toEqual(["ride", "ride"]);
  });

  const carriedChild: [Language, string][] = [
    ["en", "The father carried his sleeping son up the stairs."],
    ["en", "Grandma held the baby on her lap."],
    ["de", "Die Mutter hielt das Baby im Arm."],
    ["hi", "माँ ने बच्चे को गोद में लिया।"],
    ["te", "అమ్మ పాపను ఒళ్లో పెట్టుకుంది."],
  ];
  it.each(carriedChild)("draws someone who holds or carries a child carrying (%s)", (language, sentence) => {
    const scene = planScenes([sentence], language)[0];
    expect(scene?.characters[0]?.action).toBe("carry");
  });

  it("still draws someone who brings people somewhere walking, not carrying them", () => {
    const scene = planScenes(["Ms Rao brought her pupils to the museum."], "en")[0];
    expect(scene?.characters[0]?.action).not.toBe("carry");
  });

  const teaching: [Language, string][] = [
    ["en", "Anna taught her son Leo to swim."],
    ["es", "Ana enseñó a su hijo Leo a nadar."],
    ["te", "అమ్మ తమ్ముడికి ఈత నేర్పింది."],
  ];
  it.each(teaching)(
    "draws the one taught doing what is taught, not the teacher (%s)",
    (language, sentence) => {
      const scene = planScenes([sentence], language)[0];
      const actions = scene?.characters.map((c) => c.action ?? "stand") ?? [];
      expect(actions).toContain("swim");
      expect(scene?.characters[0]?.action ?? "stand").toBe("stand");
    },
  );
});

describe("family words and the night sky", () => {
  const grandparents: [Language, string][] = [
    ["en", "Granny baked bread."],
    ["es", "La abuelita leyó un cuento."],
    ["fr", "Mamie a lu une histoire."],
    ["de", "Opi las die Zeitung."],
    ["hi", "एक बुज़ुर्ग ने अख़बार पढ़ा।"],
    ["kn", "ಅಜ್ಜಿ ಪುಸ್ತಕ ಓದಿದರು."],
    ["ta", "பாட்டி புத்தகம் படித்தார்."],
    ["te", "నాయనమ్మ పుస్తకం చదివింది."],
    ["te", "తాతయ్య పుస్తకం చదివాడు."],
  ];
  it.each(grandparents)("draws a grandparent word as an old person (%s: %s)", (language, sentence) => {
    const people = planScenes([sentence], language)[0]?.characters ?? [];
    expect(people.map((c) => c.age)).toEqual(["elder"]);
  });

  const stars: [Language, string][] = [
    ["en", "They lay on the grass and counted the stars."],
    ["es", "Se tumbaron en la hierba y contaron las estrellas."],
    ["fr", "Ils se sont allongés dans l'herbe et ont compté les étoiles."],
    ["de", "Sie lagen im Gras und zählten die Sterne."],
    ["hi", "वे घास पर लेटकर तारे गिनते रहे।"],
    ["kn", "ಅವರು ಹುಲ್ಲಿನ ಮೇಲೆ ಮಲಗಿ ನಕ್ಷತ್ರಗಳನ್ನು ಎಣಿಸಿದರು."],
    ["ta", "அவர்கள் புல்லில் படுத்து நட்சத்திரங்களை எண்ணினார்கள்."],
    ["te", "వాళ్ళు గడ్డి మీద పడుకుని నక్షత్రాలు లెక్కపెట్టారు."],
  ];
  it.each(stars)("draws the stars a night scene names (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("star");
  });
});

describe("case endings and adverbs in the Dravidian languages", () => {
  it("finds the Telugu kitchen and home by their changed stems (వంటింట్లో, ఇంట్లో)", () => {
    expect(planScenes(["మీరా వంటింట్లో టీ చేసింది."], "te")[0]?.setting.place).toBe("kitchen");
    expect(planScenes(["మీరా ఇంట్లో టీ తాగింది."], "te")[0]?.setting.place).toBe("home");
  });

  it("finds a Tamil river by its changed stem (ஆற்றில்)", () => {
    expect(planScenes(["மீனா ஆற்றில் நீந்தினாள்."], "ta")[0]?.setting.place).toBe("river");
  });

  const adverbs: [Language, string][] = [
    ["te", "మీరా వాడిని మెల్లగా తన ఒళ్లో పెట్టుకుంది."],
    ["kn", "ಮೀರಾ ಅವನನ್ನು ಮೆಲ್ಲಗೆ ತನ್ನ ಮಡಿಲಲ್ಲಿ ಇಟ್ಟುಕೊಂಡಳು."],
  ];
  it.each(adverbs)(
    "takes no adverb before 'own' for a person once a name came first (%s)",
    (language, sentence) => {
      const words = planScenes([sentence], language)[0]?.characters.map((c) => c.word) ?? [];
      expect(words.some((w) => /మెల్లగా|ಮೆಲ್ಲಗೆ/u.test(w ?? ""))).toBe(false);
    },
  );
});

describe("who and where a Dravidian sentence points at", () => {
  it("reads both Telugu spellings of 'they' (వాళ్ళు, వాళ్లు) as the story's people", () => {
    for (const they of ["వాళ్ళు", "వాళ్లు"]) {
      const scenes = planScenes(["రాజు, వాళ్ళ మామయ్య పార్కుకి వెళ్ళారు.", `${they} ఒక బెంచి మీద కూర్చున్నారు.`], "te");
      expect(scenes[1]?.characters.filter((c) => c.kind === "person")).toHaveLength(2);
    }
  });

  it("draws the Telugu 'him' (వాడిని) as the boy of the sentence before", () => {
    const scenes = planScenes(["నర్సు బాబును తీసుకొచ్చింది.", "మీరా వాడిని ఒళ్లో పెట్టుకుంది."], "te");
    expect(scenes[1]?.characters.map((c) => c.age)).toContain("child");
  });

  const neighbours: [Language, string[]][] = [
    ["kn", ["ರಾಜು ರಸ್ತೆಯಲ್ಲಿ ಓಡಿದನು.", "ಪಕ್ಕದ ಮನೆಯ ನಾಯಿ ಅವನ ಹಿಂದೆ ಓಡಿತು."]],
    ["ta", ["ராஜு தெருவில் ஓடினான்.", "பக்கத்து வீட்டு நாய் அவன் பின்னால் ஓடியது."]],
  ];
  it.each(neighbours)("keeps the street where a home only owns a dog (%s)", (language, sentences) => {
    expect(planScenes(sentences, language)[1]?.setting.place).toBe("street");
  });

  it.each<[Language, string[]]>([
    ["kn", ["ಮಕ್ಕಳು ಬೀದಿಯಲ್ಲಿ ಆಡುತ್ತಿದ್ದರು.", "ಪಕ್ಕದ ಮನೆಯ ಬಿಳಿ ಬೆಕ್ಕು ಗೋಡೆಯ ಮೇಲೆ ಮಲಗಿತ್ತು."]],
    ["ta", ["குழந்தைகள் தெருவில் விளையாடினார்கள்.", "பக்கத்து வீட்டு வெள்ளை பூனை சுவரில் தூங்கியது."]],
    ["te", ["పిల్లలు వీధిలో ఆడుకున్నారు.", "పక్కింటి తెల్ల పిల్లి గోడ మీద పడుకుంది."]],
  ])("keeps the street where a home owns a cat with a colour word between (%s)", (language, sentences) => {
    expect(planScenes(sentences, language)[1]?.setting.place).toBe("street");
  });

  it("still draws the home whose wall or door a Telugu sentence is at (ఇంటి గోడకు, ఇంటి ముందు)", () => {
    expect(planScenes(["దివ్య ఇంటి గోడకు రంగు వేసింది."], "te")[0]?.setting.place).toBe("home");
    expect(planScenes(["స్వాతి ఇంటి ముందు ముగ్గు వేసింది."], "te")[0]?.setting.place).toBe("home");
  });
});

describe("an omelette made", () => {
  const omelettes: [Language, string][] = [
    ["fr", "Papa a fait cuire une omelette."],
    ["hi", "पापा ने ऑमलेट बनाया।"],
    ["te", "నాన్న ఆమ్లెట్ వేశాడు."],
  ];
  it.each(omelettes)("draws someone making an omelette cooking, with the pan (%s)", (language, sentence) => {
    const scene = planScenes([sentence], language)[0];
    expect(scene?.characters[0]?.action).toBe("cook");
    expect(scene?.objects.map((o) => o.icon)).toContain("cooking");
  });
});

describe("riders and who walks beside them", () => {
  it("draws the one who walks beside a Telugu rider walking, not riding", () => {
    const scene = planScenes(["మీరా గుర్రం స్వారీ చేసింది, తాతయ్య పక్కనే నడిచాడు."], "te")[0];
    const people = scene?.characters.filter((c) => c.kind === "person") ?? [];
    expect(people.map((c) => c.action)).toEqual(["ride", "walk"]);
  });

  it("gives a horse no hands: it never holds the reins", () => {
    const scene = planScenes(["Grandpa lifted Meera onto the horse and held the reins."], "en")[0];
    expect(scene?.characters.find((c) => c.icon === "horse")?.action).toBeUndefined();
  });
});

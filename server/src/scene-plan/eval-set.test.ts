import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { EVAL_LANGUAGES, type EvalPart, readEvalSet, scoreSet } from "./eval-score";
import { planScenes } from "./planner";

/**
 * The floors the planner reached on the evaluation set (bench/scene-plan): a change to the
 * lexicon or the planner that draws a wrong picture, or misses what it drew before, fails here. Raise them
 * when the planner gets better; `npm run bench:planner -- --details` shows what changed.
 */
const FLOORS: Record<EvalPart, { precision: number; recall: number; sentences: number }> = {
  "eval-set": { precision: 1, recall: 0.98, sentences: 25 },
  "held-out": { precision: 1, recall: 0.94, sentences: 8 },
  // Never tuned on when written: the first score, per language below; a change may only raise it.
  unseen: { precision: 0, recall: 0, sentences: 4 },
  fresh: { precision: 0, recall: 0, sentences: 25 },
  // Written after the fresh part's fixes, scored once (docs/BENCHMARKS.md), then fixed: floors below.
  blind: { precision: 0, recall: 0, sentences: 5 },
};

/**
 * The parts written last (2026-11-26), per language: precision and recall reached after fixing what their
 * first score showed (docs/BENCHMARKS.md keeps the first scores). Fresh grew to 25 sentences a language
 * the same day; what it still misses is in bench/scene-plan/README.md.
 */
const all = (p: number, r: number): Record<string, [number, number]> =>
  Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, [p, r] as [number, number]]));
const FIRST: Partial<Record<EvalPart, Record<string, [number, number]>>> = {
  unseen: all(1, 1),
  fresh: {
    ...all(1, 1),
    de: [0.985, 1],
    te: [1, 0.981],
  },
  blind: { ...all(1, 1), de: [1, 0.923], te: [1, 0.846] },
};

/** Poses drawn as labelled (the `actions` of a sentence), per part. */
const POSES: Partial<Record<EvalPart, Record<string, number>>> = {
  // Telugu Aisha is not found ("-ంది" is "it" as often as "she"); "learning to play" in hi/ta and "stieg
  // ... auf den Berg" give no pose.
  fresh: { en: 1, es: 1, fr: 1, de: 0.95, hi: 0.95, kn: 1, ta: 0.95, te: 0.95 },
  "eval-set": Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, 1])),
  // Carrying a basket (llevaba, portait, trug) is no pose yet: those verbs also mean wearing.
  "held-out": { ...Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, 1])), es: 0.66, fr: 0.66, de: 0.66 },
  unseen: Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, 1])),
  // Telugu Nina is not found ("-ేది", she or it used to).
  blind: { ...Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, 1])), te: 0.75 },
};

describe("scene planner on the evaluation set", () => {
  for (const part of Object.keys(FLOORS) as EvalPart[])
    for (const language of EVAL_LANGUAGES) {
      it(`draws only what the ${language} sentences (${part}) mean and most of what they name`, () => {
        const first = FIRST[part]?.[language];
        const FLOOR = first ? { ...FLOORS[part], precision: first[0], recall: first[1] } : FLOORS[part];
        const score = scoreSet(readEvalSet(language, part));
        const wrong = score.details.flatMap((d) => d.wrong.map((w) => `${w} in "${d.text}"`));
        const missed = score.details.flatMap((d) => d.missed.map((w) => `${w} in "${d.text}"`));
        expect(score.sentences).toBeGreaterThanOrEqual(FLOOR.sentences);
        expect(score.precision, wrong.join("\n")).toBeGreaterThanOrEqual(FLOOR.precision);
        expect(score.recall, missed.join("\n")).toBeGreaterThanOrEqual(FLOOR.recall);
        const poses = score.details.flatMap((d) => d.wrongActions.map((w) => `${w} in "${d.text}"`));
        expect(score.actionAccuracy, poses.join("\n")).toBeGreaterThanOrEqual(POSES[part]?.[language] ?? 0);
      });
    }

  it("reads words once drawn wrong: no newspaper for a storm, no DNA, a building, no cats and dogs", () => {
    const [storm] = planScenes(["A storm rolled in over the harbour."], "en");
    expect(storm?.objects.map((o) => o.icon)).not.toContain("rolled-up-newspaper");
    expect(storm?.setting.place).toBe("harbour");
    const [soil] = planScenes(["मिट्टी की खुशबू से पूरा गाँव महक उठा।"], "hi");
    expect(soil?.objects.map((o) => o.icon)).not.toContain("dna");
    expect(soil?.characters).toEqual([]);
    const [mira] = planScenes(["Mira lives on the top floor of a tall gray building."], "en");
    expect(mira?.characters.map((c) => c.name)).toEqual(["Mira"]);
    expect(mira?.objects.map((o) => o.icon)).toContain("office-building");
    const [rain] = planScenes(["It was raining cats and dogs all afternoon."], "en");
    expect(rain?.characters).toEqual([]);
    expect(rain?.weather).toBe("rain");
    // No emoji set has a lighthouse: the sentence is drawn by the sea, with nothing in its place.
    const [lighthouse] = planScenes(["The white lighthouse stood at the end of the pier."], "en");
    expect(lighthouse?.setting.place).toBe("sea");
  });

  it("draws the fox in the forest, and no ruler for the forest's edge", () => {
    const [fox] = planScenes(["A small fox lived at the edge of a quiet forest."], "en");
    expect(fox?.characters.map((c) => c.icon)).toEqual(["fox"]);
    expect(fox?.setting.place).toBe("forest");
    expect(fox?.objects).toEqual([]);
  });

  it("draws a roti as a flatbread, never a loaf (hi, kn)", () => {
    for (const [text, language] of [
      ["दादी ने रसोई में रोटियाँ बनाईं।", "hi"],
      ["माया ने रोटी बनाई।", "hi"],
      ["ಅಜ್ಜಿ ರೊಟ್ಟಿ ಮಾಡಿದರು.", "kn"],
    ] as const) {
      const icons = planScenes([text], language)[0]?.objects.map((o) => o.icon);
      expect(icons, text).toContain("flatbread");
      expect(icons, text).not.toContain("bread");
    }
  });

  it("sets the scene in the kitchen that the words name, in every language and after a street", () => {
    const kitchens: Record<string, string> = {
      en: "Mother cut vegetables in the kitchen.",
      es: "Mamá cortó verduras en la cocina.",
      fr: "Maman a coupé des légumes dans la cuisine.",
      de: "Mama schnitt in der Küche Gemüse.",
      hi: "माँ ने रसोई में सब्ज़ियाँ काटीं।",
      kn: "ಅಮ್ಮ ಅಡುಗೆಮನೆಯಲ್ಲಿ ತರಕಾರಿ ಹೆಚ್ಚಿದರು.",
      ta: "அம்மா சமையலறையில் காய்கறிகளை நறுக்கினார்.",
      te: "అమ్మ వంటగదిలో కూరగాయలు తరిగింది.",
    };
    for (const [language, text] of Object.entries(kitchens)) {
      const [plan] = planScenes([text], language as Language);
      expect(plan?.setting.place, text).toBe("kitchen");
      expect(
        plan?.objects.map((o) => o.icon),
        text,
      ).toContain("carrot");
    }
    const story = planScenes(
      [
        "माया सेविल की एक शांत गली में एक छोटी बेकरी चलाती थी।",
        "हर सुबह सूरज निकलने से पहले वह अपनी रसोई में रोटी और गरम क्रोसां बनाती थी।",
      ],
      "hi",
    );
    // The bakery in a lane is drawn as the bakery, as in English; the lane gives way.
    expect(story.map((p) => p.setting.place)).toEqual(["bakery", "kitchen"]);
  });

  it("draws no one for a TV, the rain's il or a verb that opens the sentence", () => {
    const people = (text: string, language: Language) =>
      planScenes([text], language)[0]?.characters.map((c) => c.name ?? c.icon);
    expect(people("Tom fell asleep on the sofa while the TV was on.", "en")).toEqual(["Tom"]);
    expect(people("टीवी चलता रहा और टॉम सोफ़े पर सो गया।", "hi")).not.toContain("टीवी");
    expect(people("Il a commencé à pleuvoir, alors Lina a ouvert son parapluie.", "fr")).toEqual(["Lina"]);
    expect(people("Empezó a llover, así que Lina abrió su paraguas.", "es")).toEqual(["Lina"]);
    expect(people("Il marchait sous la pluie.", "fr")).toEqual(["man"]);
  });

  it("reads look-alike words by their sense: the sea's accusative, a bag, hot, all", () => {
    const things = (text: string, language: Language) => {
      const [plan] = planScenes([text], language);
      return [plan?.setting.place, ...(plan?.objects.map((o) => o.icon) ?? [])];
    };
    expect(things("அவள் சூடான தேநீர் குடித்துக்கொண்டே கடலைப் பார்த்தாள்.", "ta")).toEqual(["sea", "hot-beverage"]);
    expect(things("Un gato dormía sobre el tejado caliente.", "es")).toEqual(["studio"]);
    expect(things("ప్రియ మార్కెట్లో ఒక సంచి ఆపిల్స్ కొన్నది.", "te")).not.toContain("money-bag");
    expect(things("సామ్ తన తాళంచెవులు పోగొట్టుకుని అన్ని చోట్లా వెతికాడు.", "te")).toEqual(["studio", "key"]);
    expect(things("Il marchait sous la pluie.", "fr")).toEqual(["studio"]);
    // Hours are no bells (மணி, గంట are both); grains for the birds are no peanuts.
    expect(things("ரவி இரண்டு மணி நேரம் காத்திருந்தான்.", "ta")).not.toContain("bell");
    expect(things("రవి రెండు గంటలు ఎదురుచూశాడు.", "te")).not.toContain("bell");
    expect(things("ముసలాయన కూడలిలో పావురాలకు గింజలు వేశాడు.", "te")).toEqual(["square"]);
  });

  it("finds a name by what follows it: an own thing, a possessive, a genitive with a pronoun after", () => {
    const people = (text: string, language: Language) =>
      planScenes([text], language)[0]?.characters.map((c) => c.name ?? c.icon);
    expect(people("மழையில் லீனா தன் குடையை எடுத்தாள்.", "ta")).toEqual(["லீனா"]);
    expect(people("Am Abend las Lina ihren Brief.", "de")).toEqual(["Lina"]);
    expect(people("सैम की किताब खो गई और उसने उसे ढूँढा।", "hi")).toEqual(["सैम"]);
    // "und suchte sie": them, nobody new; "Dann suchte sie": she.
    expect(people("Sam verlor seine Schlüssel und suchte sie überall.", "de")).toEqual(["Sam"]);
    expect(people("Dann suchte sie überall.", "de")).toEqual(["woman"]);
    // A known name the lexicon reads as a mood: Ravi, and ravi (delighted).
    expect(people("Ravi a pris le train.", "fr")).toEqual(["Ravi"]);
    expect(people("Il était ravi de la voir.", "fr")).toEqual(["man"]);
    // The first word of the main clause, after "while ..." or after "and" that follows a verb.
    expect(people("रेडियो चलता रहा और लियो कुर्सी पर सो गया।", "hi")).toEqual(["लियो"]);
    expect(people("ಮಳೆ ಬರುತ್ತಿರುವಾಗಲೇ ಲಿಯೋ ಮನೆಗೆ ಓಡಿದನು.", "kn")).toEqual(["ಲಿಯೋ"]);
    expect(people("மழை பெய்யும்போதே கவின் வீட்டுக்கு ஓடினான்.", "ta")).toEqual(["கவின்"]);
    expect(people("వర్షం పడుతుండగానే కవిన్ ఇంటికి పరిగెత్తాడు.", "te")).toEqual(["కవిన్"]);
    // "रोटी और गरम क्रोसां" joins two things: no one named गरम.
    expect(people("वह अपनी रसोई में रोटी और गरम क्रोसां बनाती थी।", "hi")).toEqual(["woman"]);
  });

  it("lets the Hindi story's town come to the park alone and its children, not the teacher, dance", () => {
    const plans = planScenes(
      [
        "संतरों की टोकरी लिए एक किसान ने उसे गाँव की फ़सल के बारे में बताया।",
        "रविवार को पूरा शहर संगीत उत्सव के लिए पार्क में आया।",
        "एक शिक्षिका अपने छात्रों को लाई, और बच्चे हँसे और नाचे।",
      ],
      "hi",
    );
    expect(plans[1]?.characters).toEqual([]);
    const poses = plans[2]?.characters.map((c) => [c.icon, c.action ?? "stand"]);
    expect(poses).toContainEqual(["child", "dance"]);
    const teacher = poses?.find(([icon]) => icon === "woman-teacher");
    expect(teacher?.[1]).not.toBe("dance");
  });

  it("sets a teacher's story that names no place at school, and keeps a named one", () => {
    const place = (texts: string[], language: Language) =>
      planScenes(texts, language).map((p) => p.setting.place);
    expect(place(["टीचर ने बोर्ड पर तारीख लिखी।"], "hi")).toEqual(["school"]);
    expect(place(["The teacher wrote the date on the board."], "en")).toEqual(["school"]);
    expect(place(["The children ran to the park.", "A teacher brought her students."], "en")).toEqual([
      "park",
      "park",
    ]);
  });
});

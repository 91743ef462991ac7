import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("the things an action implies", () => {
  const reading: [Language, string][] = [
    ["en", "After dinner Maya read until midnight."],
    ["es", "Después de cenar, Marta leyó hasta medianoche."],
    ["fr", "Après le dîner, Claire a lu jusqu'à minuit."],
    ["de", "Nach dem Essen las die Großmutter bis Mitternacht."],
    ["hi", "खाने के बाद दादी आधी रात तक पढ़ती रहीं।"],
    ["ta", "இரவு உணவுக்குப் பிறகு மீனா நள்ளிரவு வரை படித்தாள்."],
  ];
  it.each(reading)(
    "shows a book in the hands of someone who reads with no book named (%s)",
    (language, sentence) => {
      expect(thingsOf(sentence, language)).toContain("open-book");
    },
  );

  const fishing: [Language, string][] = [
    ["en", "On Saturday Tom and his uncle went fishing at the lake."],
    ["de", "Am Samstag gingen Tom und sein Onkel am See angeln."],
    ["hi", "शनिवार को राजू और उसके चाचा झील पर मछली पकड़ने गए।"],
    ["kn", "ಶನಿವಾರ ರಾಜು ಮತ್ತು ಅವನ ಚಿಕ್ಕಪ್ಪ ಕೆರೆಗೆ ಮೀನು ಹಿಡಿಯಲು ಹೋದರು."],
    ["te", "శనివారం రాజు, వాళ్ళ మామయ్య చెరువులో చేపలు పట్టడానికి వెళ్ళారు."],
  ];
  it.each(fishing)("gives someone who goes fishing a fishing pole (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("fishing-pole");
  });

  it("draws no second book where the sentence names the one being read", () => {
    const things = thingsOf("Maya opened a novel and read it by the window.", "en");
    expect(things.filter((t) => /book/.test(t))).toHaveLength(1);
  });

  it("adds nothing to someone who only walks", () => {
    expect(thingsOf("After dinner Maya walked to the corner.", "en")).toEqual([]);
  });

  const drinks: [Language, string, string][] = [
    ["en", "Grandma poured a cup of tea for Sam.", "He drank it slowly on the porch."],
    ["es", "La abuela sirvió una taza de té para Sam.", "Él se lo bebió despacio en el porche."],
    ["de", "Oma goss Sam eine Tasse Tee ein.", "Er trank ihn langsam auf der Veranda."],
    ["ta", "பாட்டி சாமுக்கு ஒரு கப் டீ ஊற்றினாள்.", "அவன் அதைத் தாழ்வாரத்தில் மெதுவாகக் குடித்தான்."],
  ];
  it.each(drinks)(
    'shows the drink named just before when someone drinks "it" (%s)',
    (language, first, second) => {
      const [before, after] = planScenes([first, second], language);
      const drink = before?.objects.find((o) => /beverage|teacup/.test(o.icon))?.icon;
      expect(drink).toBeDefined();
      expect(after?.objects.map((o) => o.icon)).toContain(drink);
    },
  );

  it("draws no cup for drinking when no drink was named before", () => {
    const [, after] = planScenes(["Sam came home from school.", "He drank it slowly on the porch."], "en");
    expect(after?.objects.filter((o) => /beverage|teacup|cup/.test(o.icon))).toEqual([]);
  });

  it("reads the bank of a river as its shore, not a bank building", () => {
    const [, shore] = planScenes(
      ["Lena walked down to the river.", "She rested on the bank under a willow."],
      "en",
    );
    expect(shore?.setting.place).toBe("river");
    expect(shore?.objects.map((o) => o.icon)).not.toContain("bank");
    const [town] = planScenes(["Lena went to the bank to open an account."], "en");
    expect(town?.objects.map((o) => o.icon)).toContain("bank");
  });
});

import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names the one scene draws. */
function names(sentence: string, language: Language): string[] {
  return planScenes([sentence], language)[0]?.characters.flatMap((c) => (c.name ? [c.name] : [])) ?? [];
}

describe("two children joined by 'and', the second called little, are both drawn", () => {
  it.each<[Language, string, string[]]>([
    ["de", "Mama kochte, während Riya und der kleine Bablu im Hof spielten.", ["Riya", "Bablu"]],
    ["de", "Während Riya und die kleine Mitu im Hof spielten, kochte Mama.", ["Riya", "Mitu"]],
    ["hi", "माँ ने खाना बनाया, जबकि रिया और नन्हा बबलू आँगन में खेलते रहे।", ["रिया", "बबलू"]],
    ["kn", "ಅಮ್ಮ ಅಡುಗೆ ಮಾಡಿದರು, ರಿಯಾ ಮತ್ತು ಪುಟ್ಟ ಬಬ್ಲು ಅಂಗಳದಲ್ಲಿ ಆಟವಾಡಿದರು.", ["ರಿಯಾ", "ಬಬ್ಲು"]],
    ["kn", "ರಿಯಾ ಮತ್ತು ಬಬ್ಲು ಅಂಗಳದಲ್ಲಿ ಆಟವಾಡಿದರು.", ["ರಿಯಾ", "ಬಬ್ಲು"]],
    ["ta", "அம்மா சமைத்தார், ரியாவும் குட்டி பப்லுவும் முற்றத்தில் விளையாடினார்கள்.", ["ரியா", "பப்லு"]],
  ])("finds the name after 'and' as well as the one before (%s: %s)", (language, sentence, expected) => {
    expect(names(sentence, language)).toEqual(expect.arrayContaining(expected));
  });

  it("never takes 'little' itself for the second child's name", () => {
    expect(names("ರಿಯಾ ಮತ್ತು ಪುಟ್ಟ ಬಬ್ಲು ಅಂಗಳದಲ್ಲಿ ಆಟವಾಡಿದರು.", "kn")).not.toContain("ಪುಟ್ಟ");
  });
});

import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a name that only owns the place someone goes to leaves the subject to the word before it", () => {
  const cases: [Language, string, string][] = [
    ["ta", "ஒவ்வொரு சனிக்கிழமையும் பள்ளி முடிந்ததும் நிலா வயதான ஜோசப் ஐயாவின் பேக்கரிக்குப் போகிறாள்.", "நிலா"],
    ["ta", "காலையில் நிலா ஜோசப் ஐயாவின் கடைக்குப் போனாள்.", "நிலா"],
  ];
  for (const [language, sentence, name] of cases)
    it(`draws ${name} who goes, beside the owner, in "${sentence}" (${language})`, () => {
      const scene = planScenes([sentence], language)[0];
      expect(scene?.characters.some((c) => c.name === name && c.kind === "person")).toBe(true);
      expect(scene?.characters.some((c) => c.name === "ஜோசப்")).toBe(true);
    });

  it("never takes the word for old before the owner's name for a name of its own", () => {
    const sentence = "ஞாயிற்றுக்கிழமை மாலை கவின் வயதான ராமசாமி ஐயாவின் தோட்டத்துக்குப் போனான்.";
    const names = planScenes([sentence], "ta")[0]?.characters.map((c) => c.name);
    expect(names).not.toContain("வயதான");
    expect(names).toContain("ராமசாமி");
  });
});

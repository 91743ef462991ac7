import { describe, expect, it } from "vitest";
import { localStory } from "../local-story";
import { seededRandom } from "./compose";
import { scriptShare } from "./script";

/** What a user of each language might have written, with the names the story must keep. */
const written: Record<string, { text: string; names: string[] }> = {
  en: { text: "Maya and her brother Leo kept an old key from the harbour.", names: ["Maya", "Leo"] },
  es: { text: "Lucía y Mateo guardaban una llave vieja del puerto.", names: ["Lucía", "Mateo"] },
  fr: { text: "Léa et Hugo gardaient une petite boîte du port.", names: ["Léa", "Hugo"] },
  de: { text: "Lena und Jonas hatten einen Schlüssel aus dem Hafen.", names: ["Lena", "Jonas"] },
  hi: { text: "माया और कबीर के पास बंदरगाह की एक पुरानी चाबी थी।", names: ["माया", "कबीर"] },
  kn: { text: "ಮೀನಾ ಮತ್ತು ರವಿ ಬಂದರಿನಲ್ಲಿ ಒಂದು ಹಳೆಯ ಪೆಟ್ಟಿಗೆಯನ್ನು ಇಟ್ಟುಕೊಂಡಿದ್ದರು.", names: ["ಮೀನಾ", "ರವಿ"] },
  ta: { text: "மீனாவும் ரவியும் துறைமுகத்தில் ஒரு பழைய பெட்டியை வைத்திருந்தார்கள்.", names: ["மீனா", "ரவி"] },
  te: { text: "మీనా మరియు రవి ఓడరేవులో ఒక పాత పెట్టెను దాచుకున్నారు.", names: ["మీనా", "రవి"] },
};

const stories = (language: string, text: string, maxLength: (i: number) => number) =>
  Array.from({ length: 50 }, (_, i) => {
    const max = maxLength(i);
    const content = localStory({ currentText: text, maxLength: max, language }, seededRandom(i + 1)) ?? "";
    return { content, max };
  });

describe("the story shapes", () => {
  it("teaches how to use, or sells, something one uses: never a letter or a ring", () => {
    const out = Array.from({ length: 200 }, (_, i) =>
      localStory({ currentText: "", maxLength: 1500, language: "en" }, seededRandom(5000 + i)),
    );
    for (const s of out)
      expect(s).not.toMatch(/(use|tried|showed (him|her|them)) (the|a|an) (letter|ring|box|key)\b/);
    expect(out.some((s) => /how to use|tried the|showed (him|her|them)/.test(s ?? ""))).toBe(true);
  });
});

describe.each(Object.keys(written))("the offline writer in %s", (language) => {
  const { text, names } = written[language] as { text: string; names: string[] };

  it("continues the user's story 50 times within the limit, in the language's script, each time differently, with the user's names", () => {
    const out = stories(language, text, (i) => 400 + ((i * 137) % 1100));
    for (const { content, max } of out) {
      expect(content.length).toBeGreaterThan(0);
      expect(text.length + 2 + content.length).toBeLessThanOrEqual(max);
      expect(scriptShare(content, language)).toBe(1);
      expect(content).not.toMatch(/[{}[\]]/);
      expect(names.some((n) => content.includes(n))).toBe(true);
      expect(content.startsWith(text)).toBe(false);
    }
    expect(new Set(out.map((s) => s.content)).size).toBe(50);
  });

  it("writes 50 new stories from an empty box within the limit, in the script, all different", () => {
    const out = stories(language, "", (i) => 300 + ((i * 211) % 1200));
    for (const { content, max } of out) {
      expect(content.length).toBeGreaterThan(0);
      expect(content.length).toBeLessThanOrEqual(max);
      expect(scriptShare(content, language)).toBe(1);
    }
    expect(new Set(out.map((s) => s.content)).size).toBe(50);
  });

  it("never cuts a sentence to fit a short limit", () => {
    for (let i = 0; i < 20; i++) {
      const content = localStory({ currentText: "", maxLength: 50 + i * 5, language }, seededRandom(i)) ?? "";
      expect(content.length).toBeLessThanOrEqual(50 + i * 5);
      if (content) expect(content).toMatch(/[.!?।]$/u);
    }
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every icon a one-sentence scene draws: its people's, animals' and things'. */
const drawn = (language: Language, sentence: string) => {
  const [plan] = planScenes([sentence], language);
  return [...(plan?.characters.map((c) => c.icon) ?? []), ...(plan?.objects.map((o) => o.icon) ?? [])];
};

describe("what a comparative measures against is not in the scene", () => {
  it.each<[Language, string]>([
    ["en", "The puppy was no bigger than her old teddy bear."],
    ["es", "El cachorro no era más grande que su viejo osito de peluche."],
    ["fr", "Le chiot n'était pas plus grand que son vieux nounours."],
    ["de", "Der Welpe war nicht größer als ihr alter Teddy."],
    ["te", "ఆ కుక్కపిల్ల ఆమె పాత టెడ్డీ బేర్ కంటే పెద్దగా లేదు."],
  ])("draws no teddy bear (%s: %s)", (language, sentence) => {
    const icons = drawn(language, sentence);
    expect(icons).not.toContain("teddy-bear");
  });

  it.each<[Language, string]>([
    ["en", "The old tree was taller than a giraffe."],
    ["es", "El viejo árbol era más alto que una jirafa."],
    ["fr", "Le vieil arbre était plus haut qu'une girafe."],
    ["de", "Der alte Baum war höher als eine Giraffe."],
    ["hi", "वह पेड़ जिराफ़ से भी ज़्यादा ऊँचा था।"],
    ["kn", "ಆ ಮರ ಜಿರಾಫೆಗಿಂತ ಎತ್ತರವಾಗಿತ್ತು."],
    ["ta", "அந்த மரம் ஒட்டகச்சிவிங்கியை விட உயரமாக இருந்தது."],
    ["te", "ఆ చెట్టు జిరాఫీ కంటే ఎత్తుగా ఉంది."],
  ])("draws no animal a size is measured by (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).not.toContain("giraffe");
  });

  it.each<[Language, string]>([
    ["en", "She bought more than a dozen apples."],
    ["de", "Sie arbeitete als Bäckerin und verkaufte Äpfel."],
  ])("still draws what is counted or named as a role (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).toContain("red-apple");
  });
});

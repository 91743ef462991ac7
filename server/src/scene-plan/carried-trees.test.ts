import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of a story. */
const thingsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((p) => p.objects.map((o) => o.icon));

describe("a tree the story's people choose and carry", () => {
  const carried: [Language, string, string][] = [
    ["en", "Neha and her dad chose a small fir tree at the fair.", "They carried it home on the bus."],
    ["es", "Neha y su padre eligieron un abeto pequeño en la feria.", "Lo llevaron a casa en el autobús."],
    [
      "fr",
      "Neha et son père ont choisi un petit sapin à la foire.",
      "Ils l'ont rapporté à la maison dans le bus.",
    ],
  ];
  it.each(carried)("is drawn where a pronoun carries it on (%s)", (language, chosen, carrying) => {
    const [, later] = thingsOf([chosen, carrying], language);
    expect(later).toContain("evergreen-tree");
  });

  it("is drawn where a Kannada neuter pronoun carries it on", () => {
    const [, later] = thingsOf(
      ["ನೇಹಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ಸಂತೆಯಲ್ಲಿ ಒಂದು ಪುಟ್ಟ ಮರವನ್ನು ಆರಿಸಿದರು.", "ಇಬ್ಬರೂ ಅದನ್ನು ಬಸ್ಸಿನಲ್ಲಿ ಮನೆಗೆ ಹೊತ್ತು ತಂದರು."],
      "kn",
    );
    expect(later).toContain("deciduous-tree");
  });
});

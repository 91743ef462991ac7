import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const genders = (language: Language, sentence: string) =>
  (planScenes([sentence], language)[0]?.characters ?? []).map((c) => c.gender);

describe("a group of girls or of boys is drawn as two of them", () => {
  it.each<[Language, string, string]>([
    ["en", "The girls ran to school.", "female"],
    ["en", "Three boys played cricket in the lane.", "male"],
    ["fr", "Les filles ont couru à l'école.", "female"],
    ["hi", "लड़कियाँ दौड़कर स्कूल गईं।", "female"],
    ["kn", "ಹುಡುಗಿಯರು ಶಾಲೆಗೆ ಓಡಿದರು.", "female"],
    ["ta", "சிறுமிகள் பள்ளிக்கு ஓடினார்கள்.", "female"],
    ["te", "అమ్మాయిలు బడికి పరుగెత్తారు.", "female"],
  ])("draws both of one gender (%s: %s)", (language, sentence, gender) => {
    expect(genders(language, sentence)).toEqual([gender, gender]);
  });

  it("draws a group of children as a girl and a boy", () => {
    expect(new Set(genders("en", "The children played in the park."))).toContain("male");
    expect(genders("en", "The children played in the park.")).toHaveLength(2);
  });
});

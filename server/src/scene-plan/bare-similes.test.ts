import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every icon a one-sentence scene draws: its people's, animals' and things'. */
const drawn = (language: Language, sentence: string) => {
  const [plan] = planScenes([sentence], language);
  return [...(plan?.characters.map((c) => c.icon) ?? []), ...(plan?.objects.map((o) => o.icon) ?? [])];
};

describe("a simile whose picture is a plural with no article draws no picture", () => {
  it.each<[Language, string]>([
    ["en", "The children walk home slowly, dripping like wet umbrellas."],
    ["es", "Los niños vuelven despacio a casa, chorreando como paraguas mojados."],
    ["fr", "Les enfants rentrent lentement, dégoulinants comme des parapluies mouillés."],
    ["de", "Die Kinder gehen langsam heim und tropfen wie nasse Regenschirme."],
    ["ta", "குழந்தைகள் நனைந்த குடைகளைப் போலச் சொட்டச் சொட்ட வீடு திரும்புகிறார்கள்."],
  ])("draws no umbrella (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).not.toContain("umbrella");
  });

  it("keeps the thing a person likes, where the comparison word is a verb", () => {
    expect(drawn("en", "The children like umbrellas.")).toContain("umbrella");
  });
});

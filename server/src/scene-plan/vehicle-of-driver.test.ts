import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const planOf = (sentence: string, language: Language) => planScenes([sentence], language)[0];
const objectsOf = (sentence: string, language: Language) =>
  planOf(sentence, language)?.objects.map((o) => o.icon) ?? [];

describe("the vehicle that says which driver someone is is no vehicle in the scene", () => {
  it.each<[Language, string]>([
    ["en", "The bus driver drank his tea."],
    ["es", "El conductor del autobús se tomó su té."],
    ["fr", "Le chauffeur du bus a bu son thé."],
    ["hi", "बस ड्राइवर ने चाय पी।"],
    ["kn", "ಬಸ್ ಚಾಲಕ ಚಹಾ ಕುಡಿದನು."],
    ["ta", "பேருந்து ஓட்டுநர் தேநீர் குடித்தார்."],
    ["te", "బస్సు డ్రైవరు టీ తాగాడు."],
  ])("%s: %s", (language, sentence) => {
    const plan = planOf(sentence, language);
    expect(plan?.characters.length).toBeGreaterThan(0);
    expect(plan?.objects.map((o) => o.icon)).toContain("hot-beverage");
    expect(plan?.objects.map((o) => o.icon)).not.toContain("bus");
  });

  it("draws the vehicle where the sentence names it again on its own", () => {
    expect(objectsOf("The bus driver climbed into the bus.", "en")).toContain("bus");
  });

  it("draws a vehicle a comma parts from the driver", () => {
    expect(objectsOf("He took the bus, the driver waved.", "en")).toContain("bus");
  });
});

import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The last scene of a story: who is drawn doing what, and the things drawn. */
const lastScene = (language: Language, sentences: string[]) => {
  const scene = planScenes(sentences, language).at(-1);
  return {
    cast: scene?.characters.map((c) => `${c.icon}:${c.action ?? "stand"}`) ?? [],
    things: scene?.objects.map((o) => o.icon) ?? [],
  };
};

describe("the fish in a net a person hauls are the catch", () => {
  it.each<[Language, string[]]>([
    ["en", ["Kofi rowed out past the reef.", "Later he hauled in his net, full of silver fish."]],
    [
      "fr",
      ["Kofi a ramé au-delà du récif.", "Plus tard, il a remonté son filet plein de poissons argentés."],
    ],
    ["de", ["Kofi ruderte hinaus.", "Später zog er sein Netz voller silberner Fische ein."]],
    ["hi", ["कोफ़ी नाव खेकर दूर गया।", "बाद में उसने चाँदी जैसी मछलियों से भरा जाल खींचा।"]],
    ["ta", ["கோஃபி படகை ஓட்டிச் சென்றார்.", "பிறகு அவர் வெள்ளி மீன்கள் நிறைந்த வலையை இழுத்தார்."]],
    ["te", ["కోఫీ పడవ నడుపుకుంటూ వెళ్ళాడు.", "తర్వాత అతను వెండి చేపలతో నిండిన వలను లాగాడు."]],
  ])("%s: the fish are a thing in the scene, no animal swimming beside him", (language, story) => {
    const { cast, things } = lastScene(language, story);
    expect(cast.some((c) => c.startsWith("fish:"))).toBe(false);
    expect(things).toContain("fish");
  });
});

describe("a catch a person handles is a thing, not an animal swimming", () => {
  it.each<[Language, string]>([
    ["en", "Aunt Meera fried the fish with garlic."],
    ["es", "La tía Meera frió el pescado con ajo."],
    ["hi", "मीरा मौसी ने लहसुन के साथ मछली तली।"],
    ["kn", "ಮೀರಾ ಚಿಕ್ಕಮ್ಮ ಬೆಳ್ಳುಳ್ಳಿ ಹಾಕಿ ಮೀನು ಹುರಿದರು."],
    ["ta", "மீரா சித்தி பூண்டு போட்டு மீன் பொரித்தார்."],
    ["te", "మీరా పిన్ని వెల్లుల్లి వేసి చేపలు వేయించింది."],
  ])("%s: fried fish is on the cook's pan, not beside her: %s", (language, sentence) => {
    const { cast, things } = lastScene(language, [sentence]);
    expect(cast.some((c) => c.startsWith("fish:"))).toBe(false);
    expect(things).toContain("fish");
  });

  it("draws crabs carried in a basket as the catch", () => {
    const { cast, things } = lastScene("en", ["Leela carried a basket of crabs up from the boats."]);
    expect(cast.some((c) => c.startsWith("crab:"))).toBe(false);
    expect(things).toContain("crab");
  });

  it("keeps a fish that someone only watches alive, swimming", () => {
    const { cast } = lastScene("en", ["Tomas watched a fish dart under the jetty."]);
    expect(cast).toContain("fish:swim");
  });
});

describe("a sea creature painted is a picture, not an animal in the room", () => {
  it.each<[Language, string]>([
    ["en", "After lunch Kiran painted a big orange crab on the classroom wall."],
    ["fr", "Après le déjeuner, Kiran a peint un gros crabe orange sur le mur de la classe."],
  ])("%s: %s", (language, sentence) => {
    const { cast, things } = lastScene(language, [sentence]);
    expect(cast.some((c) => c.startsWith("crab:"))).toBe(false);
    expect(things).toContain("crab");
  });
});

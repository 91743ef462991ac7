import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names of the people each scene draws. */
function names(story: string[], language: Language): string[][] {
  return planScenes(story, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));
}

describe("wind, rain, waves, water and fire that act are drawn as no one", () => {
  it.each<[Language, string[], string]>([
    ["hi", ["रोहन मैदान में गेंद से खेल रहा था।", "अचानक ठंडी हवा ने उसकी टोपी उड़ा दी।"], "रोहन"],
    ["hi", ["सीमा नदी के किनारे बैठी थी।", "पानी ने उसकी चप्पल बहा दी।"], "सीमा"],
    ["hi", ["सीमा नदी के किनारे बैठी थी।", "हवा चली और पत्ते उड़ गए।"], "सीमा"],
    ["kn", ["ಮೀನಾ ತೋಟದಲ್ಲಿದ್ದಳು.", "ಗಾಳಿ ಅವಳ ಟೋಪಿಯನ್ನು ಹಾರಿಸಿತು."], "ಮೀನಾ"],
    ["ta", ["மீனா தோட்டத்தில் இருந்தாள்.", "காற்று அவள் தொப்பியை பறித்தது."], "மீனா"],
    ["te", ["మీనా తోటలో ఆడుకుంటోంది.", "గాలి ఆమె టోపీని ఎగరేసింది."], "మీనా"],
    ["es", ["Ana jugaba en el jardín.", "Viento y lluvia golpearon la casa."], "Ana"],
    ["fr", ["Léa jouait au jardin.", "Vent et pluie frappaient la maison."], "Léa"],
    ["de", ["Lena spielte im Garten.", "Wind und Regen peitschten gegen das Haus."], "Lena"],
    ["en", ["Maya played in the garden.", "Wind tore the hat from her head."], "Maya"],
  ])("names only the child of a story where a force of nature acts (%s)", (language, story, child) => {
    for (const scene of names(story, language)) expect(scene.every((name) => name === child)).toBe(true);
  });
});

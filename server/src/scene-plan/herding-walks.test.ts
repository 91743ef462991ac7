import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose of the first scene's character with this name. */
function poseOf(text: string, language: Language, name: string) {
  return planScenes([text], language)[0]?.characters.find((c) => c.name === name)?.action;
}

describe("one who drives animals along somewhere walks behind them", () => {
  it.each<[Language, string, string]>([
    ["fr", "Chaque après-midi, Gopal mène les deux buffles jusqu'à la rivière.", "Gopal"],
    ["fr", "Léa emmène son chien au parc.", "Léa"],
    ["de", "Jeden Nachmittag treibt Gopal die zwei Büffel zum Fluss.", "Gopal"],
    ["te", "రోజూ మధ్యాహ్నం గోపాల్ రెండు గేదెల్ని నదికి తోలుకెళ్తాడు.", "గోపాల్"],
  ])("draws the driver walking in a %s sentence: %s", (language, text, name) => {
    expect(poseOf(text, language, name)).toBe("walk");
  });
});

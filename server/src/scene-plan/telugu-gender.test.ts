import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The gender each scene gives the character named `name`. */
function gendersOf(sentences: string[], name: string): string[] {
  return planScenes(sentences, "te").flatMap((p) =>
    p.characters.filter((c) => c.name === name).map((c) => c.gender),
  );
}

describe("a Telugu name's gender comes from the verbs that are its own", () => {
  it("draws a man whose scooter the first sentence's -ంది verb agrees with as a man in every scene", () => {
    const story = [
      "పనికి వెళ్తుంటే జమాల్ పాత స్కూటర్ రెండుసార్లు దగ్గి రోడ్డు మీద ఆగిపోయింది.",
      "జమాల్ దాన్ని తోసుకుంటూ చిన్న గ్యారేజీకి తీసుకెళ్ళాడు.",
      "జమాల్ ఒక కప్పు టీ తాగాడు.",
    ];
    const genders = gendersOf(story, "జమాల్");
    expect(genders.length).toBeGreaterThanOrEqual(2);
    expect(new Set(genders)).toEqual(new Set(["male"]));
  });

  it("gives the main verb to the one after a while-clause, not to the one who works in it", () => {
    const story = ["మెకానిక్ లత ప్లగ్ శుభ్రం చేస్తుంటే కిరణ్ ఒక కప్పు టీ తాగాడు.", "తర్వాత కిరణ్ ఇంటికి వెళ్ళాడు."];
    expect(gendersOf(story, "లత")).not.toContain("male");
    expect(new Set(gendersOf(story, "కిరణ్"))).toEqual(new Set(["male"]));
  });

  it("keeps a woman whose every verb is -ంది a woman", () => {
    const story = ["సీత బజారుకు వెళ్ళింది.", "సీత కూరగాయలు కొన్నది.", "సీత ఇంటికి తిరిగి వచ్చింది."];
    expect(new Set(gendersOf(story, "సీత"))).toEqual(new Set(["female"]));
  });
});

import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const cast = (sentences: string[]) =>
  planScenes(sentences, "hi").map((scene) => scene.characters.map((c) => `${c.name ?? c.id}:${c.icon}`));

describe("a royal word that names someone's animal is that animal's name", () => {
  const story = [
    "दादी अपने तोते राजा को रोज़ सुबह अमरूद खिलाती थीं।",
    "एक दिन राजा पिंजरे से निकलकर छत पर बैठ गया और सीटी बजाने लगा।",
  ];

  it("reads a Hindi masculine noun in its oblique form as the animal before a postposition", () => {
    const [first] = cast(story);
    expect(first).toContain("राजा:parrot");
  });

  it("draws the named animal, not a prince, when the story names it again", () => {
    const [, second] = cast(story);
    expect(second).toContain("राजा:parrot");
    expect(second?.some((c) => c.endsWith(":prince"))).toBe(false);
  });
});

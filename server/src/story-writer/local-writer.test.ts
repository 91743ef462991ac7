import { describe, expect, it } from "vitest";
import { keywordsOf, localScenes, storyToSceneTexts, titleFromStory } from "./local-writer";

describe("local writer", () => {
  it("splits a story into sentence scenes", () => {
    expect(
      storyToSceneTexts("One sun rose. Two birds sang. Three boats left. Four men rowed.", "en"),
    ).toEqual(["One sun rose.", "Two birds sang.", "Three boats left.", "Four men rowed."]);
  });

  it("splits long sentences until there are three scenes", () => {
    expect(
      storyToSceneTexts("The quick brown fox jumps over the lazy dog near the river bank.", "en").length,
    ).toBe(3);
  });

  it("merges the shortest neighbours down to ten scenes", () => {
    const story = Array.from({ length: 14 }, (_, i) => `Sentence number ${i + 1} is here.`).join(" ");
    const scenes = storyToSceneTexts(story, "en");
    expect(scenes.length).toBe(10);
    expect(scenes.join(" ")).toBe(story);
  });

  it("knows the danda and other scripts' sentence ends", () => {
    expect(storyToSceneTexts("नदी बहती है। नावें लौटती हैं। सूरज उगता है।", "hi")).toEqual([
      "नदी बहती है।",
      "नावें लौटती हैं।",
      "सूरज उगता है।",
    ]);
  });

  it("picks key words and a title", () => {
    expect(keywordsOf("The lighthouse keeper climbed the stairs", "en")).toEqual([
      "lighthouse",
      "keeper",
      "climbed",
    ]);
    expect(titleFromStory("A short tale. And more.")).toBe("A short tale");
    expect(titleFromStory(`${"word ".repeat(30)}end.`).endsWith("…")).toBe(true);
    expect(localScenes("One. Two three four five six.", "en").every((s) => Array.isArray(s.keywords))).toBe(
      true,
    );
  });
});

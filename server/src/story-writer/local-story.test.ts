import { languageCodes } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { localStory, localStoryLanguages } from "./local-story";

const seeded = () => {
  let s = 42;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
};

describe("the offline story writer", () => {
  it("writes a new story of several sentences when the text is empty", () => {
    const story = localStory({ currentText: "", maxLength: 1500, language: "en" }, seeded());
    expect(story).toBeTruthy();
    expect((story ?? "").split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(3);
    expect(story).not.toMatch(/\{\w+\}/);
  });

  it("continues an existing story without repeating it", () => {
    const current = "The lighthouse keeper woke to silence.";
    const more = localStory({ currentText: current, maxLength: 1500, language: "en" }, seeded()) ?? "";
    expect(more.length).toBeGreaterThan(20);
    expect(more).not.toContain(current);
  });

  it("never lets the story grow past the limit", () => {
    const current = "x".repeat(1400);
    const more = localStory({ currentText: current, maxLength: 1500, language: "en" }, seeded()) ?? "";
    expect(current.length + 2 + more.length).toBeLessThanOrEqual(1500);
  });

  it("writes in the chosen language's own words", () => {
    expect(localStory({ currentText: "", maxLength: 1500, language: "hi" }, seeded())).toMatch(
      /[\u0900-\u097F]/,
    );
    expect(localStory({ currentText: "", maxLength: 1500, language: "de" }, seeded())).toMatch(
      /\b(und|der|die|das|eine?n?)\b/i,
    );
  });

  it("writes in every language the editor offers", () => {
    expect([...localStoryLanguages].sort()).toEqual([...languageCodes].sort());
    for (const language of languageCodes) {
      expect(localStory({ currentText: "", maxLength: 1500, language }, seeded())?.length).toBeGreaterThan(
        40,
      );
    }
  });
});

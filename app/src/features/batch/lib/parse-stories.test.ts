import { describe, expect, it } from "vitest";
import { batchParseMessages, parseStoriesCsv, parseStoriesText, storyProblem } from "./parse-stories";

describe("parseStoriesCsv", () => {
  it("reads title and story columns in any case and order, with quoted commas and line breaks", () => {
    const csv =
      'Story,Title\n"A fox runs, then stops.\nIt looks back.",The fox\nRain falls on the roof.,\n\n';
    expect(parseStoriesCsv(csv)).toEqual({
      stories: [
        { title: "The fox", story: "A fox runs, then stops.\nIt looks back." },
        { title: "", story: "Rain falls on the roof." },
      ],
      error: null,
    });
  });

  it("skips rows without a story and ignores a byte-order mark", () => {
    const csv = "\uFEFFtitle,story\nEmpty,\nKept,The sun rises.";
    expect(parseStoriesCsv(csv).stories).toEqual([{ title: "Kept", story: "The sun rises." }]);
  });

  it("says what is missing when there is no story column", () => {
    expect(parseStoriesCsv("name,text2\na,b").error).toBe(batchParseMessages.noStoryColumn);
  });

  it("keeps the first 50 stories of a longer file and says so", () => {
    const csv = ["story", ...Array.from({ length: 60 }, (_, i) => `Story number ${i + 1}.`)].join("\n");
    const parsed = parseStoriesCsv(csv);
    expect(parsed.stories).toHaveLength(50);
    expect(parsed.stories.at(-1)?.story).toBe("Story number 50.");
    expect(parsed.error).toBe(batchParseMessages.tooMany);
  });
});

describe("parseStoriesText", () => {
  it("splits pasted stories on blank lines and reads an optional Title: line", () => {
    const text = "Title: Morning\nThe baker opens the shop.\nBread is warm.\n\n\nA cat sleeps.\r\n\r\n  \n";
    expect(parseStoriesText(text)).toEqual({
      stories: [
        { title: "Morning", story: "The baker opens the shop.\nBread is warm." },
        { title: "", story: "A cat sleeps." },
      ],
      error: null,
    });
  });

  it("finds nothing in blank text", () => {
    expect(parseStoriesText(" \n\n ")).toEqual({ stories: [], error: batchParseMessages.empty });
  });
});

describe("storyProblem", () => {
  it("names an empty or too long story with the create-video messages", () => {
    expect(storyProblem("  ")).toBe("Story content is required");
    expect(storyProblem("x".repeat(1501))).toBe("Story must be at most 1500 characters");
    expect(storyProblem("A short story.")).toBeNull();
  });
});

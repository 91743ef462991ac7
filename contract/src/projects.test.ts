import { describe, expect, it } from "vitest";
import {
  downloadFileName,
  projectListQuerySchema,
  thumbnailFromVideoData,
  typesMatchingSearch,
} from "./projects";
import { projectStatusFor } from "./task-status";

describe("downloadFileName", () => {
  it("lowercases the title, turns each non-alphanumeric into _, and adds the date and .mp4", () => {
    expect(downloadFileName("My Summer Trip!", "2025-08-15T10:20:30Z")).toBe(
      "my_summer_trip__2025-08-15.mp4",
    );
    expect(downloadFileName("Café Ad #2", new Date("2026-01-02T23:59:00Z"))).toBe(
      "caf__ad__2_2026-01-02.mp4",
    );
    expect(downloadFileName("", "2025-01-01T00:00:00Z")).toBe("_2025-01-01.mp4");
  });
});

describe("projectStatusFor", () => {
  it.each([2, 3, 4, 5, 6])("task status %i is a DRAFT", (s) => expect(projectStatusFor(s)).toBe("DRAFT"));
  it("7 is FAILED and 8 PUBLISHED", () => {
    expect(projectStatusFor(7)).toBe("FAILED");
    expect(projectStatusFor(8)).toBe("PUBLISHED");
  });
});

describe("library helpers", () => {
  it("matches types by any case, with an underscore or a space", () => {
    expect(typesMatchingSearch("story")).toEqual(["STORY_REEL"]);
    expect(typesMatchingSearch("Product Ad")).toEqual(["PRODUCT_AD"]);
    expect(typesMatchingSearch("product_AD")).toEqual(["PRODUCT_AD"]);
    expect(typesMatchingSearch("Story Reels")).toEqual(["STORY_REEL"]);
    expect(typesMatchingSearch("ads")).toEqual(["PRODUCT_AD"]);
    expect(typesMatchingSearch("_")).toEqual(["STORY_REEL", "PRODUCT_AD"]);
    expect(typesMatchingSearch("sunset")).toEqual([]);
  });

  it("takes the first image of video_data as the thumbnail", () => {
    expect(thumbnailFromVideoData(JSON.stringify({ images: ["/a.png", "/b.png"] }))).toBe("/a.png");
    expect(thumbnailFromVideoData(JSON.stringify({ images: [{ url: "/c.png" }] }))).toBe("/c.png");
    expect(thumbnailFromVideoData("not json")).toBeNull();
    expect(thumbnailFromVideoData(undefined)).toBeNull();
  });

  it("defaults and bounds the list query", () => {
    expect(projectListQuerySchema.parse({})).toEqual({
      search: "",
      type: "ALL",
      sort: "newest",
      page: 1,
      pageSize: 12,
    });
    expect(projectListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ sort: "random" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { parseRange } from "./storage.routes";

describe("byte ranges for video seeking", () => {
  it("reads a start-end range and clamps the end to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=10-", 1000)).toEqual({ start: 10, end: 999 });
  });
  it("reads a suffix range as the last bytes", () => {
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });
  it("refuses ranges that cannot be served", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("invalid");
    expect(parseRange("bytes=5-2", 1000)).toBe("invalid");
    expect(parseRange("items=0-1", 1000)).toBe("invalid");
  });
  it("means the whole file without a header", () => {
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

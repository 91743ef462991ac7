import { describe, expect, it } from "vitest";
import { cachePrefix, canonicalJson, inputsHash } from "./render-cache";

describe("render cache names", () => {
  it("hashes the same inputs the same whatever the order of their keys", () => {
    const a = { plan: { time: "day", mood: "calm", setting: { place: "sea", indoor: false } }, index: 2 };
    const b = { index: 2, plan: { setting: { indoor: false, place: "sea" }, mood: "calm", time: "day" } };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(inputsHash(a)).toBe(inputsHash(b));
  });

  it("names different inputs differently", () => {
    expect(inputsHash({ text: "A boat." })).not.toBe(inputsHash({ text: "A boat!" }));
    expect(inputsHash({ a: [1, 2] })).not.toBe(inputsHash({ a: [2, 1] }));
  });

  it("keeps the cache beside a project's versions", () => {
    expect(cachePrefix({ prefix: "renders/p1/v3" })).toBe("renders/p1/cache");
  });
});

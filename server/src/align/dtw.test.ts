import { describe, expect, it } from "vitest";
import { wordPath } from "./dtw";

const frame = (v: number) => Float32Array.of(v, 0);
const costs = { extra: 0.8, pause: 0.45, skip: 6 };

// The reference says two words of ten frames each, "a" (0) then "b" (0.4). The narrator draws "a" out:
// fifteen frames of it, ten that lie as near "a" as "b" (0.2), a pause of five frames, then "b".
const reference = {
  features: [...Array(20)].map((_, r) => frame(r < 10 ? 0 : 0.4)),
  quiet: new Uint8Array(20),
};
const recording = {
  features: [...Array(40)].map((_, t) => frame(t < 15 ? 0 : t < 30 ? 0.2 : 0.4)),
  quiet: Uint8Array.from({ length: 40 }, (_, t) => (t >= 25 && t < 30 ? 1 : 0)),
};
const firstOnB = (refAt: Int32Array) => [...refAt].findIndex((r) => r >= 10);

describe("the fine warping of one scene", () => {
  it("begins a word where starting one costs least: after the pause, not inside a drawn-out word", () => {
    const startsAt = new Uint8Array(20);
    startsAt[0] = 1;
    startsAt[10] = 1;
    const cost = new Float64Array(40).fill(2);
    cost[0] = 0;
    cost[30] = -0.5;
    expect(firstOnB(wordPath(reference, recording, costs, { startsAt, cost }).refAt)).toBe(30);
  });
});

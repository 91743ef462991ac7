import { describe, expect, it } from "vitest";
import { narrationArgs } from "./narration";

describe("the narration", () => {
  it("pads each scene's speech to its slot and joins them", () => {
    const args = narrationArgs(["a.wav", "b.wav"], [1500, 2000], "voice.wav");
    expect(args.slice(0, 4)).toEqual(["-i", "a.wav", "-i", "b.wav"]);
    const graph = args[args.indexOf("-filter_complex") + 1];
    expect(graph).toContain("apad=whole_dur=1.500,atrim=duration=1.500[a0]");
    expect(graph).toContain("[a0][a1]concat=n=2:v=0:a=1[voice]");
  });
});

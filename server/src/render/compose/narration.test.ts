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

describe("the narration with the mouth's samples", () => {
  it("also writes it as raw 16 kHz mono samples for the avatar's mouth", () => {
    const args = narrationArgs(["a.wav"], [1500], "voice.wav", "mouth.pcm");
    const graph = args[args.indexOf("-filter_complex") + 1];
    expect(graph).toContain(
      "concat=n=1:v=0:a=1[joined];[joined]aformat=sample_fmts=s16,asplit=2[voice][mouth]",
    );
    expect(args.slice(-14)).toEqual([
      ...["-map", "[voice]", "-c:a", "pcm_s16le", "voice.wav"],
      ...["-map", "[mouth]", "-ac", "1", "-ar", "16000", "-f", "s16le", "mouth.pcm"],
    ]);
  });
});

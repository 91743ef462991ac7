import { describe, expect, it } from "vitest";
import { FPS, scenePlan } from "./compose-args";
import { ENTRANCE_FRAMES, entranceFrames, entranceSteps, motionOf, wordStartMs } from "./scene-motion";

const words = (list: [string, number][]) =>
  list.map(([text, startMs]) => ({ text, startMs, endMs: startMs + 300 }));

describe("motion that follows the words", () => {
  it("starts an element's entrance on the video frame where its word starts", () => {
    const durationsMs = [3_210, 4_470, 2_980];
    const { outStartF, streamF } = scenePlan(durationsMs);
    const sceneStartMs = durationsMs[0] as number;
    const said = words([
      ["Maya", 0],
      ["baked", 420],
      ["fresh", 910],
      ["bread,", 1_333],
      ["and", 1_800],
      ["the", 1_950],
      ["cat", 2_177],
      ["watched.", 2_600],
    ]);
    const frames = entranceFrames({
      sceneStartF: outStartF[1] as number,
      sceneStartMs,
      words: said,
      elementWords: ["bread", "Cat", "Maya"],
      fps: FPS,
      streamF: streamF[1] as number,
      kind: "pop",
    });
    const videoFrame = (ms: number) => Math.round(((sceneStartMs + ms) * FPS) / 1000);
    expect((outStartF[1] as number) + (frames[0] as number)).toBe(videoFrame(1_333));
    expect((outStartF[1] as number) + (frames[1] as number)).toBe(videoFrame(2_177));
    // Maya is named as the scene opens: she is there from its first frame.
    expect(frames[2]).toBeNull();
  });

  it("finds a word through punctuation, case and a joined ending, and not a word that is not said", () => {
    const said = words([
      ["«Pan", 100],
      ["caliente»,", 500],
      ["bakery's", 900],
    ]);
    expect(wordStartMs("pan", said)).toBe(100);
    expect(wordStartMs("Caliente", said)).toBe(500);
    expect(wordStartMs("bakery", said)).toBe(900);
    expect(wordStartMs("tortilla", said)).toBeNull();
  });

  it("ends an entrance with the element at rest, and pops bold styles, fades soft ones and slides the others", () => {
    for (const kind of ["pop", "fade", "slide"] as const) {
      const steps = entranceSteps(kind);
      expect(steps).toHaveLength(ENTRANCE_FRAMES[kind]);
      expect(steps.at(-1)).toEqual({ scale: 1, drop: 0, alpha: 1 });
      expect(steps[0]?.alpha).toBeLessThan(1);
    }
    expect(motionOf("comic").entrance).toBe("pop");
    expect(motionOf("watercolor").entrance).toBe("fade");
    expect(motionOf("anime").entrance).toBe("slide");
    expect(motionOf("minimal").transitions).toEqual(["fade"]);
    expect(motionOf(null)).toEqual(motionOf("cinematic"));
  });
});

import { describe, expect, it } from "vitest";
import { PAN_ZOOM, PANS } from "../layout/frame-layout";
import { type CameraMove, cameraMove } from "./compose/camera";
import { FPS } from "./compose/encoding";
import { scenePlan } from "./compose/timeline";
import {
  ENTRANCE_FRAMES,
  entranceFrames,
  entranceSteps,
  motionOf,
  styledCameraMove,
  wordStartMs,
} from "./scene-motion";

const words = (list: [string, number][]) =>
  list.map(([text, startMs]) => ({ text, startMs, endMs: startMs + 300 }));

/**
 * The popping entrances of the elements (a small bread, a small cat, a large Maya) of a video's second scene,
 * as frames of the whole video (null: there from its first frame), and the video's frame `ms` into that scene.
 */
function secondSceneEntrances(
  durationsMs: number[],
  given: Pick<Parameters<typeof entranceFrames>[0], "words" | "elementWords" | "elementStartsMs">,
) {
  const { outStartF, streamF } = scenePlan(durationsMs);
  const sceneStartF = outStartF[1] as number;
  const sceneStartMs = durationsMs[0] as number;
  const frames = entranceFrames({
    sceneStartF,
    sceneStartMs,
    elementAreas: [1, 1, 4],
    fps: FPS,
    streamF: streamF[1] as number,
    kind: "pop",
    ...given,
  });
  return {
    videoFrames: frames.map((f) => (f === null ? null : sceneStartF + f)),
    atMs: (ms: number) => Math.round(((sceneStartMs + ms) * FPS) / 1000),
  };
}

describe("motion that follows the words", () => {
  it("starts an element's entrance on the video frame where its word starts", () => {
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
    const { videoFrames, atMs } = secondSceneEntrances([3_210, 4_470, 2_980], {
      words: said,
      elementWords: ["bread", "Cat", "Maya"],
    });
    // Maya is named as the scene opens: she is there from its first frame.
    expect(videoFrames).toEqual([atMs(1_333), atMs(2_177), null]);
  });

  it("in another language, enters an element at the time it is given, not on a word left unsaid", () => {
    const { videoFrames, atMs } = secondSceneEntrances([3_000, 4_000], {
      // The Spanish words of the scene; the elements' words are the English original's.
      words: words([
        ["El", 0],
        ["gato", 900],
        ["come", 1_500],
        ["pan", 2_600],
      ]),
      elementWords: ["bread", "cat", "Maya"],
      elementStartsMs: [2_400, 800, null],
    });
    expect(videoFrames).toEqual([atMs(2_400), atMs(800), null]);
  });

  it("puts the subject on screen from the start when every element's word is said late, the rest on their words", () => {
    const said = words([
      ["One", 0],
      ["rainy", 250],
      ["day", 600],
      ["a", 900],
      ["little", 1_050],
      ["boy", 1_400],
      ["came", 1_800],
      ["in", 2_050],
      ["with", 2_250],
      ["his", 2_450],
      ["dog.", 2_650],
    ]);
    const opening = (elementWords: string[], elementAreas: number[]) =>
      entranceFrames({
        sceneStartF: 0,
        sceneStartMs: 0,
        words: said,
        elementWords,
        elementAreas,
        fps: FPS,
        streamF: 150,
        kind: "pop",
      });
    // The dog is drawn behind the boy; the boy is the larger: he is there from the first frame.
    expect(opening(["dog", "boy"], [2, 5])).toEqual([Math.round(2.65 * FPS), null]);
    // With an element already there from the start (its word unsaid), the others keep their words.
    expect(opening(["dog", "boy", "umbrella"], [2, 5, 1])).toEqual([
      Math.round(2.65 * FPS),
      Math.round(1.4 * FPS),
      null,
    ]);
    // Said within the first 0.8 s, every element still enters on its word.
    expect(opening(["day", "rainy"], [3, 1])).toEqual([Math.round(0.6 * FPS), Math.round(0.25 * FPS)]);
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

/** How far the camera's window travels over a scene at 1080x1920, in pixels (the default pan when null). */
function travelPx(move: CameraMove | null, index: number): number {
  const [x0, y0, x1, y1] = move?.pan ?? (PANS[index % PANS.length] as CameraMove["pan"]);
  const zoom = move?.zoom ?? PAN_ZOOM;
  return Math.hypot((x1 - x0) * 1080 * (zoom - 1), (y1 - y0) * 1920 * (zoom - 1));
}

describe("the camera's pace of a style", () => {
  it("pans a cinematic scene half as far as an anime one in the same time, inside the usual move", () => {
    for (let index = 0; index < PANS.length; index++) {
      const slow = styledCameraMove(null, index, motionOf("cinematic"));
      const usual = styledCameraMove(null, index, motionOf("anime"));
      expect(usual, "anime keeps the composition's own pan").toBeNull();
      const pixels = travelPx(usual, index);
      expect(pixels).toBeGreaterThan(30);
      expect(travelPx(slow, index)).toBeCloseTo(pixels / 2, 3);
      // The shorter move stays on the usual one's path: the captions stay clear of the elements.
      const [x0, , x1] = PANS[index % PANS.length] as CameraMove["pan"];
      const [sx0, , sx1] = (slow as CameraMove).pan;
      for (const x of [sx0, sx1]) {
        expect(x).toBeGreaterThanOrEqual(Math.min(x0, x1));
        expect(x).toBeLessThanOrEqual(Math.max(x0, x1));
      }
    }
  });

  it("slows a storyboard's chosen pan in a cinematic video too, and keeps its closeness", () => {
    const chosen = cameraMove({ shot: "close", pan: "left" });
    const slow = styledCameraMove(chosen, 0, motionOf("cinematic")) as CameraMove;
    expect(slow.zoom).toBe(chosen.zoom);
    expect(travelPx(slow, 0)).toBeCloseTo(travelPx(chosen, 0) / 2, 3);
    expect(styledCameraMove(chosen, 0, motionOf("comic"))).toBe(chosen);
  });
});

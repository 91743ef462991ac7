import { describe, expect, it } from "vitest";
import type { NarrationMode } from "../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, leo, mother, ravi } from "../test/scene-fixtures";
import { sheetFrame } from "../test/sheet-frame";
import { CHILD_STATURE } from "./figures";
import { composeScene, type SceneElement } from "./scene-composer";

/** How the people of a scene stand in the frame: large, forward, with large things beside them in proportion. */
const [style] = allStyles();
const plan = (
  characters: SceneCharacter[],
  objects: string[],
  place: ScenePlan["setting"]["place"],
  indoor: boolean,
): ScenePlan => ({
  characters,
  objects: objects.map((icon) => ({ icon, word: icon })),
  setting: { place, indoor },
  time: "day",
  weather: "rain",
  mood: "neutral",
});
const compose = (p: ScenePlan, width: number, height: number, mode: NarrationMode, index: number) =>
  composeScene({
    plan: p,
    style: style as NonNullable<typeof style>,
    width,
    height,
    seed: 5,
    index,
    frame: sheetFrame(width, height, mode, { position: "bottom", fontSize: 20 }),
  });
const RATIOS = [
  { width: 360, height: 640 },
  { width: 360, height: 450 },
  { width: 360, height: 360 },
  { width: 640, height: 360 },
];
const MODES: NarrationMode[] = ["voice", "avatar"];
const figures = (elements: SceneElement[]) => elements.filter((e) => e.pose === "figure");
const feet = (e: SceneElement) => e.box.y + e.box.h;

describe("the people of a scene", () => {
  it("stand a man alone in a kitchen at least 40 % of a 9:16 frame's height with the presenter in its corner, bread and tea named beside him", () => {
    const kitchen = plan([{ ...ravi, action: "walk" }], ["bread", "hot-beverage"], "kitchen", true);
    const short: string[] = [];
    for (let index = 0; index < 4; index++) {
      const { elements } = compose(kitchen, 360, 640, "avatar", index);
      const him = elements.find((e) => e.role === "subject") as SceneElement;
      expect(him.word).toBe("Ravi");
      if (him.box.h < 640 * 0.4) short.push(`scene ${index}: ${((him.box.h / 640) * 100).toFixed(1)} %`);
    }
    expect(short).toEqual([]);
  });

  it("stand a boy and his mother walking to the market at least 30 % of the frame's height, a child measured at a grown-up's, in every ratio and layout", () => {
    const market = plan(
      [
        { ...leo, action: "walk" },
        { ...mother, action: "walk" },
      ],
      ["basket"],
      "market",
      false,
    );
    const small: string[] = [];
    for (const { width, height } of RATIOS)
      for (const mode of MODES)
        for (let index = 0; index < 4; index++) {
          const people = figures(compose(market, width, height, mode, index).elements);
          expect(people.map((e) => e.word).sort()).toEqual(["Leo", "mother"]);
          for (const e of people) {
            const share = e.box.h / height / (e.word === "Leo" ? CHILD_STATURE : 1);
            if (share < 0.3)
              small.push(
                `${width}x${height} ${mode} scene ${index}: ${e.word} ${(share * 100).toFixed(0)} %`,
              );
          }
        }
    expect(small).toEqual([]);
  });

  it("stand forward in a room: everyone's feet in the lower half of the frame and the table beside them, never in front", () => {
    const home = plan([ravi, { ...mother, action: "eat" }], ["bread", "pot-of-food"], "home", true);
    const back: string[] = [];
    for (const { width, height } of RATIOS)
      for (const mode of MODES)
        for (let index = 0; index < 4; index++) {
          const { elements } = compose(home, width, height, mode, index);
          const people = figures(elements);
          expect(people).toHaveLength(2);
          const where = `${width}x${height} ${mode} scene ${index}`;
          for (const e of people)
            if (feet(e) < height * 0.5)
              back.push(`${where}: ${e.word}'s feet at ${((feet(e) / height) * 100).toFixed(0)} %`);
          const front = Math.max(...people.map(feet));
          for (const e of elements)
            if (e.icon === "drawn:table" && feet(e) > front + height * 0.01)
              back.push(`${where}: the table in front of the people`);
        }
    expect(back).toEqual([]);
  });
});

describe("a large thing beside a person alone", () => {
  it("stands a bicycle beside a man alone at least 0.45 of his height in every ratio and layout, never a token, with a table of bread and tea there too", () => {
    const home = plan([ravi], ["bicycle", "bread", "hot-beverage"], "home", true);
    const tokens: string[] = [];
    for (const { width, height } of RATIOS)
      for (const mode of MODES)
        for (let index = 0; index < 4; index++) {
          const { elements } = compose(home, width, height, mode, index);
          const him = elements.find((e) => e.role === "subject") as SceneElement;
          const bicycle = elements.find((e) => e.icon === "fluent-emoji:bicycle");
          const share = bicycle ? bicycle.box.h / him.box.h : 0;
          if (share < 0.45)
            tokens.push(`${width}x${height} ${mode} scene ${index}: ${share.toFixed(2)} of his height`);
          // Still in proportion: no taller than he is.
          if (bicycle) expect(bicycle.box.h).toBeLessThan(him.box.h);
        }
    expect(tokens).toEqual([]);
  });
});

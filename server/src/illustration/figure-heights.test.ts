import { ASPECTS, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { describe, expect, it } from "vitest";
import { type FrameLayout, frameAreaInPicture, frameLayout } from "../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, leo, mother, ravi } from "../test/scene-fixtures";
import { composeScene, type SceneElement } from "./scene-composer";

/**
 * What a viewer measures on a finished frame: how tall each drawn person stands against the frame, in
 * every ratio, narrated and with the presenter in its corner bubble. (A presenter band across the foot
 * of a 9:16 frame leaves the scene a third of its height: the band's own tests measure that layout.)
 */
const layouts = [
  { name: "voice", input: { mode: "voice" as const } },
  { name: "presenter in a corner", input: { mode: "avatar" as const, presenter: "corner" as const } },
];
const style = allStyles()[0];

function* everyFrame() {
  for (const aspect of ASPECTS)
    for (const layout of layouts) {
      const dims = frameSizeForShortSide(aspect, 360);
      const frame = frameLayout({ ...dims, ...layout.input, captions: { position: "bottom", fontSize: 20 } });
      yield { aspect, layout: layout.name, dims, frame };
    }
}

const draw = (plan: ScenePlan, dims: { width: number; height: number }, frame: FrameLayout, index: number) =>
  composeScene({ plan, style: style as NonNullable<typeof style>, ...dims, seed: 11, index, frame }).elements;

const scene = (
  characters: SceneCharacter[],
  objects: ScenePlan["objects"],
  place: ScenePlan["setting"]["place"],
  indoor = false,
): ScenePlan => ({
  characters,
  objects,
  setting: { place, indoor },
  time: "day" as const,
  weather: "clear" as const,
  mood: "neutral" as const,
});
const share = (e: SceneElement, height: number) => e.box.h / height;
const percent = (v: number) => `${(v * 100).toFixed(0)} %`;
const people = (elements: SceneElement[]) => elements.filter((e) => e.pose === "figure");

describe("how tall the people stand in a finished frame", () => {
  const boyAtMarket = scene([{ ...leo, action: "walk" }], [], "market");
  const womanInPark = scene([{ ...mother, action: "stand" }], [], "park");
  const girlWithKite = scene(
    [{ ...leo, id: "meena", name: "Meena", word: "Meena", gender: "female", icon: "girl", action: "stand" }],
    [{ icon: "kite", word: "kite" }],
    "river",
  );
  const grandmaUnderUmbrella = scene(
    [{ ...mother, id: "gran", age: "elder", icon: "old-woman", action: "stand" }],
    [{ icon: "umbrella", word: "umbrella" }],
    "street",
  );

  it("stands a person alone, grown-up or child, at least 40 % of the frame's height in every ratio, narrated or with the presenter", () => {
    const short: string[] = [];
    for (const { aspect, layout, dims, frame } of everyFrame())
      for (const plan of [boyAtMarket, womanInPark, girlWithKite, grandmaUnderUmbrella])
        for (const index of [0, 1]) {
          const [person] = people(draw(plan, dims, frame, index));
          const where = `${aspect} ${layout} ${plan.characters[0]?.icon} scene ${index}`;
          if (!person) short.push(`${where}: not drawn`);
          else if (share(person, dims.height) < 0.4)
            short.push(`${where}: ${percent(share(person, dims.height))}`);
        }
    expect(short).toEqual([]);
  });

  it("draws three grown-ups together at least a quarter of the frame's height each, and no basket or table taller than them", () => {
    const group = scene(
      [
        { ...ravi, action: "talk" },
        { ...mother, action: "stand" },
        {
          ...ravi,
          id: "farid",
          name: "Farid",
          word: "Farid",
          icon: "man",
          skinTone: "medium",
          action: "stand",
        },
      ],
      [{ icon: "basket", word: "basket" }],
      "market",
    );
    const wrong: string[] = [];
    for (const { aspect, layout, dims, frame } of everyFrame()) {
      const elements = draw(group, dims, frame, 0);
      const cast = people(elements);
      const where = `${aspect} ${layout}`;
      if (cast.length !== 3) wrong.push(`${where}: ${cast.length} of 3 people drawn`);
      const tallest = Math.max(...cast.map((e) => e.box.h));
      for (const e of cast)
        if (share(e, dims.height) < 0.25) wrong.push(`${where}: ${e.word} ${percent(share(e, dims.height))}`);
      for (const e of elements)
        if (e.pose !== "figure" && e.box.h > tallest)
          wrong.push(`${where}: ${e.icon} taller than the people`);
    }
    expect(wrong).toEqual([]);
  });

  it("stands a person alone in a 9:16 frame beside the presenter's bubble, feet below its top, not above a bare floor", () => {
    const dims = frameSizeForShortSide("9:16", 360);
    const frame = frameLayout({
      ...dims,
      mode: "avatar",
      presenter: "corner",
      captions: { position: "bottom", fontSize: 20 },
    });
    const high: string[] = [];
    // A person holding something up beside or over the head (a kite's line, an umbrella) is laid out with
    // it, and a wide pose (a walker's stride, a runner's) as the square it is, on the stage's floor: both
    // stand a little higher (58 % against 59 %); the 40 % test above holds for them too.
    const girlAlone = scene([girlWithKite.characters[0] as SceneCharacter], [], "river");
    const boyStanding = scene([{ ...leo, action: "stand" }], [], "market");
    for (const plan of [boyStanding, womanInPark, girlAlone])
      for (const index of [0, 1, 2, 3]) {
        const [person] = people(draw(plan, dims, frame, index));
        const bubble = frameAreaInPicture(
          frame.presenter as NonNullable<FrameLayout["presenter"]>,
          index,
          dims.width,
          dims.height,
        );
        if (!person || person.box.y + person.box.h <= bubble.y)
          high.push(
            `${plan.characters[0]?.icon} scene ${index}: feet at ${percent(person ? (person.box.y + person.box.h) / dims.height : 0)}, bubble's top at ${percent(bubble.y / dims.height)}`,
          );
      }
    expect(high).toEqual([]);
  });
});

describe("a lamp in a room at night", () => {
  // "At night she wrote a letter to her sister by the light of a lamp."
  const letter: ScenePlan = {
    characters: [{ ...mother, id: "maya", name: "Maya", word: "Maya", action: "write" }],
    objects: [
      { icon: "envelope", word: "letter" },
      { icon: "light-bulb", word: "lamp" },
    ],
    setting: { place: "home", indoor: true },
    time: "night",
    weather: "clear",
    mood: "neutral",
  };

  it("stands the lamp on a table at a lamp's size, never floating beside the writer's head", () => {
    const wrong: string[] = [];
    for (const { aspect, layout, dims, frame } of everyFrame())
      for (const index of [0, 1]) {
        const elements = draw(letter, dims, frame, index);
        const where = `${aspect} ${layout} scene ${index}`;
        const lamp = elements.find((e) => e.word === "lamp");
        const writer = elements.find((e) => e.word === "Maya");
        if (!lamp || !writer) {
          wrong.push(`${where}: ${lamp ? "" : "no lamp "}${writer ? "" : "no writer"}`);
          continue;
        }
        const table = elements.find((e) => e.icon === "drawn:table" || e.icon === "drawn:counter");
        if (!lamp.standsOn || !table || lamp.standsOn !== table.box)
          wrong.push(`${where}: the lamp stands on nothing`);
        else if (Math.abs(lamp.box.y + lamp.box.h - table.box.y) > 1)
          wrong.push(`${where}: the lamp off its table's top`);
        // A table lamp is about a quarter of a grown-up's height: a fifth to a half of the writer's figure.
        const ratio = lamp.box.h / writer.box.h;
        if (ratio < 0.15 || ratio > 0.5)
          wrong.push(`${where}: the lamp ${ratio.toFixed(2)} of the writer's height`);
      }
    expect(wrong).toEqual([]);
  });
});

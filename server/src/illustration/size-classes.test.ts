import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { slugOf } from "../scene-plan/concepts";
import { fluentIconNames } from "../scene-plan/fluent-names";
import { setOnTable, sizeClassOf } from "./size-classes";

const require = createRequire(import.meta.url);

/** Unicode's Food & Drink group (fruit, vegetables, prepared food, sweets, drinks, dishware) by code point. */
const FOOD_AND_DRINK: [number, number][] = [
  [0x1f32d, 0x1f32f],
  [0x1f345, 0x1f37f],
  [0x1f950, 0x1f96f],
  [0x1f9c0, 0x1f9cb],
  [0x1fad0, 0x1fadc],
  [0x2615, 0x2615],
];
/** Things of the group that are not small: a bottle of wine is, a whole cooking pot on a stove is not. */
const NOT_SMALL = new Set(["fork-and-knife-with-plate"]);

function foodIcons(): string[] {
  const { annotations } = require("cldr-annotations-full/annotations/en/annotations.json").annotations as {
    annotations: Record<string, { tts?: string[] }>;
  };
  const icons = fluentIconNames();
  return Object.entries(annotations)
    .filter(([emoji]) => {
      const cp = emoji.codePointAt(0) ?? 0;
      return [...emoji].length <= 2 && FOOD_AND_DRINK.some(([a, b]) => cp >= a && cp <= b);
    })
    .map(([, v]) => slugOf(v.tts?.[0] ?? ""))
    .filter((slug) => icons.has(slug) && !NOT_SMALL.has(slug));
}

describe("size classes of food and drink", () => {
  it("draws every food and drink Fluent has at most a baguette's size and sets it on a table, never as big as a child", () => {
    const icons = foodIcons();
    expect(icons.length).toBeGreaterThan(100);
    const tooBig = icons.filter((icon) => sizeClassOf(icon) > 0.3 || !setOnTable(icon));
    expect(tooBig).toEqual([]);
  });

  it("draws a lime, a flatbread and a pretzel no larger than a loaf", () => {
    for (const icon of ["lime", "flatbread", "pretzel"])
      expect(sizeClassOf(icon), icon).toBeLessThanOrEqual(0.2);
  });
});

describe("size classes of a fair's rides", () => {
  it("draws a Ferris wheel and a roller coaster taller than a tree, and a carousel horse as large as a horse", () => {
    for (const icon of ["ferris-wheel", "roller-coaster", "circus-tent"])
      expect(sizeClassOf(icon), icon).toBeGreaterThan(sizeClassOf("deciduous-tree"));
    expect(sizeClassOf("carousel-horse")).toBe(sizeClassOf("horse"));
  });
});

import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import type { StyleEntry } from "../catalog/types";
import type { ScenePlan, ThingColour } from "../scene-plan/scene-plan-schema";
import { allStyles } from "../test/scene-fixtures";
import { findIcon, type Icon } from "./icon-library";
import { composeScene } from "./scene-composer";
import { inColour } from "./thing-colour";

/** The mean hue (degrees) and lightness of an SVG's strongly coloured pixels, and how many there are. */
function colourOf(svg: string): { hue: number; light: number; count: number; dark: number } {
  const png = new Resvg(svg).render();
  const px = png.pixels;
  let x = 0;
  let y = 0;
  let light = 0;
  let count = 0;
  let dark = 0;
  let opaque = 0;
  for (let i = 0; i < px.length; i += 4) {
    if ((px[i + 3] ?? 0) < 128) continue;
    opaque++;
    const [r, g, b] = [px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0].map((v) => v / 255) as [
      number,
      number,
      number,
    ];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max < 0.3) dark++;
    if (max - min < 0.25) continue;
    const h =
      max === r
        ? ((g - b) / (max - min)) % 6
        : max === g
          ? (b - r) / (max - min) + 2
          : (r - g) / (max - min) + 4;
    const rad = (((h * 60 + 360) % 360) * Math.PI) / 180;
    x += Math.cos(rad);
    y += Math.sin(rad);
    light += (max + min) / 2;
    count++;
  }
  return {
    hue: ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360,
    light: light / count,
    count,
    dark: dark / opaque,
  };
}

const iconSvg = (icon: Icon) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`;

/** The colour of the element named `icon` in a park scene of the style with these things or characters. */
function drawnColour(
  style: StyleEntry,
  cast: Partial<Pick<ScenePlan, "characters" | "objects">>,
  icon: string,
) {
  const plan: ScenePlan = {
    characters: cast.characters ?? [],
    objects: cast.objects ?? [],
    setting: { place: "park", indoor: false },
    time: "day",
    weather: "clear",
    mood: "joyful",
  };
  const scene = composeScene({ plan, style, width: 540, height: 960, seed: 1, index: 0 });
  const element = scene.elements.find((e) => e.icon.endsWith(icon));
  expect(element, style.public.id).toBeDefined();
  return colourOf(element?.svg ?? "");
}

const hueNear = (hue: number, want: number) => Math.min(Math.abs(hue - want), 360 - Math.abs(hue - want));

describe("a thing in the colour its sentence gives it", () => {
  it("draws a red balloon blue and a purple umbrella red, in the colour set's own shading", () => {
    const balloon = findIcon("balloon") as Icon;
    const umbrella = findIcon("umbrella") as Icon;
    expect(hueNear(colourOf(iconSvg(balloon)).hue, 0)).toBeLessThan(25);
    expect(hueNear(colourOf(iconSvg(inColour(balloon, "blue"))).hue, 214)).toBeLessThan(25);
    expect(hueNear(colourOf(iconSvg(umbrella)).hue, 270)).toBeLessThan(30);
    expect(hueNear(colourOf(iconSvg(inColour(umbrella, "red"))).hue, 2)).toBeLessThan(25);
  });

  it("draws a black umbrella mostly dark and a white one light, with no colour left in either", () => {
    const umbrella = findIcon("umbrella") as Icon;
    const black = colourOf(iconSvg(inColour(umbrella, "black")));
    const white = colourOf(iconSvg(inColour(umbrella, "white")));
    expect(black.dark).toBeGreaterThan(0.5);
    expect(black.count).toBe(0);
    expect(white.dark).toBeLessThan(0.2);
    expect(white.count).toBe(0);
  });

  it("leaves an icon's ids and gradients working: the recoloured body still refers to its own ids", () => {
    const kite = findIcon("kite") as Icon;
    const body = inColour(kite, "green").body;
    const refs = [...body.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    for (const id of refs) expect(body).toContain(`id="${id}"`);
    expect(refs.length).toBeGreaterThan(0);
  });

  it("colours a raster picture through its lightness", () => {
    const raster: Icon = {
      set: "fluent-emoji-3d",
      name: "balloon",
      body: '<image width="32" height="32" href="data:image/png;base64,AAAA"/>',
      width: 32,
      height: 32,
      hFlip: false,
    };
    const body = inColour(raster, "blue").body;
    expect(body).toMatch(/<filter id="[^"]+"[^>]*><feColorMatrix type="matrix"/);
    expect(body).toContain('<g filter="url(#');
  });

  it("draws the plan's coloured thing in its colour in every style that draws it in colour", () => {
    const colours: [ThingColour, number][] = [
      ["blue", 214],
      ["green", 122],
    ];
    for (const style of allStyles()) {
      if (style.public.id === "neon") continue; // line art in one neon colour
      for (const [colour, hue] of colours) {
        const seen = drawnColour(
          style,
          { objects: [{ icon: "balloon", word: "balloon", colour }] },
          "balloon",
        );
        expect(seen.count, `${style.public.id} ${colour}: coloured pixels`).toBeGreaterThan(1000);
        expect(hueNear(seen.hue, hue), `${style.public.id} ${colour}`).toBeLessThan(35);
      }
    }
  });

  it("draws an animal in the colour its story gives it, in every style that draws it in colour", () => {
    for (const style of allStyles()) {
      if (style.public.id === "neon") continue; // line art in one neon colour
      const dogIn = (colour?: ThingColour) => {
        const dog = { id: "dog", kind: "animal", gender: "unknown", age: "adult", icon: "dog" } as const;
        return drawnColour(style, { characters: [colour ? { ...dog, colour } : dog] }, "dog");
      };
      const asDrawn = dogIn();
      const blue = dogIn("blue");
      expect(hueNear(asDrawn.hue, 214), `${style.public.id} as drawn`).toBeGreaterThan(60);
      expect(hueNear(blue.hue, 214), `${style.public.id} blue`).toBeLessThan(35);
    }
  });
});

import { captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import type { StyleEntry } from "../catalog/types";
import { frameLayout, PAN_ZOOM, PANS } from "../layout/frame-layout";
import { planScenes } from "../scene-plan/planner";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, bakeryStory } from "../test/scene-fixtures";
import { findIcon } from "./icon-library";
import { composeScene } from "./scene-composer";
import { type Box, inside, MOST_HIDDEN, overlaps, reservedOf, STEP_BEHIND, safeArea } from "./scene-layout";
import { sizeClassOf } from "./size-classes";

const size = { width: 1080, height: 1920 };
/** A plan composed as a video's first scene, full size. */
const firstSceneOf = (plan: ScenePlan, style: StyleEntry, seed: number) =>
  composeScene({ plan, style, ...size, seed, index: 0 });
const modes = [
  { avatar: true, captionPosition: "bottom" as const },
  { avatar: true, captionPosition: "center" as const },
  { avatar: false, captionPosition: "top" as const },
  { avatar: false, captionPosition: "bottom" as const },
  { avatar: false, captionPosition: null },
];

/** A picture box where the viewer sees it at moment t (0..1) of scene `index`'s camera move. */
function onScreen(b: Box, index: number, t: number): Box {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const ox = (x0 + (x1 - x0) * t) * size.width * (PAN_ZOOM - 1);
  const oy = (y0 + (y1 - y0) * t) * size.height * (PAN_ZOOM - 1);
  return { x: b.x * PAN_ZOOM - ox, y: b.y * PAN_ZOOM - oy, w: b.w * PAN_ZOOM, h: b.h * PAN_ZOOM };
}

describe("the scene composer", () => {
  it("keeps every element off the caption block, its emoji and the presenter through the camera's move, for every caption preset, style and mode", () => {
    const presets = [null, ...captionStylePresets];
    allStyles().forEach((style, s) => {
      for (const mode of ["avatar", "voice"] as const)
        for (const preset of presets) {
          const frame = frameLayout({
            ...size,
            mode,
            captions: preset ? { position: preset.position, fontSize: preset.fontSize } : null,
            emoji: true,
          });
          const owned = [frame.captions, frame.emoji, frame.presenter].filter((b): b is Box => b !== null);
          // Three scenes per combination, a different three per style: every scene of the story is met.
          for (const index of [s % 10, (s + 3) % 10, (s + 7) % 10]) {
            const plan = bakeryStory[index]?.plan as ScenePlan;
            const scene = composeScene({ plan, style, ...size, seed: 5, index, frame });
            const where = `${style.public.id} ${mode} ${preset?.name ?? "no captions"} scene ${index}`;
            expect(
              scene.elements.some((e) => e.role === "subject"),
              `${where}: subject`,
            ).toBe(true);
            for (const e of scene.elements)
              for (const t of [0, 0.5, 1])
                for (const b of owned)
                  expect(overlaps(onScreen(e.box, index, t), b), `${where}: ${e.icon} at ${t}`).toBe(false);
          }
        }
    });
  });

  it("puts the subject largest, inside the safe area, and no element in a reserved box, in every mode", () => {
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    for (const mode of modes) {
      const frame = frameLayout({
        ...size,
        mode: mode.avatar ? "avatar" : "voice",
        captions: mode.captionPosition ? { position: mode.captionPosition, fontSize: 32 } : null,
      });
      const reserved = reservedOf(frame).map((b) => b.box);
      bakeryStory.forEach(({ plan }, index) => {
        const scene = composeScene({ plan, style, ...size, seed: 5, index, reserved });
        const subject = scene.elements.find((e) => e.role === "subject");
        expect(subject, `scene ${index} has its subject`).toBeDefined();
        if (!subject) return;
        for (const e of scene.elements) {
          expect(inside(e.box, safeArea(size.width, size.height))).toBe(true);
          for (const box of reserved) expect(overlaps(e.box, box)).toBe(false);
          // Less tall than the subject, but for what is larger in the world (a house behind a person).
          if (e !== subject && sizeClassOf(e.icon) <= sizeClassOf(subject.icon))
            expect(e.box.h, `scene ${index}: ${e.icon} beside ${subject.icon}`).toBeLessThan(subject.box.h);
        }
        // The subject is a large figure: at least 30 % of the frame's width tall.
        expect(subject.box.h).toBeGreaterThanOrEqual(size.width * 0.3 - 1);
        // Elements do not sit on each other (a thing on a table stands on its top edge). A person, an
        // animal or a large thing may stand partly behind another, a step further up the ground, most of
        // its width in view; nothing stands in front of the subject.
        for (const a of scene.elements)
          for (const b of scene.elements) {
            if (a === b || !overlaps(a.box, b.box)) continue;
            const where = `scene ${index}: ${a.icon} over ${b.icon}`;
            const [back, front] = a.box.y + a.box.h < b.box.y + b.box.h ? [a, b] : [b, a];
            expect(back, where).not.toBe(subject);
            // Drawn first, so that the one in front covers it.
            expect(scene.elements.indexOf(back), where).toBeLessThan(scene.elements.indexOf(front));
            expect(back.box.y + back.box.h, where).toBeLessThanOrEqual(
              front.box.y + front.box.h - size.height * STEP_BEHIND + 0.5,
            );
            const across = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
            expect(across, where).toBeLessThanOrEqual(back.box.w * MOST_HIDDEN + 0.5);
          }
      });
    }
  });

  it("draws the plan's characters and objects, the subject first in the plan, with the word that names each, a small thing in her hand", () => {
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    const scene = firstSceneOf(bakeryStory[4]?.plan as ScenePlan, style, 1);
    expect(scene.elements.map((e) => [e.role, e.icon, e.word])).toEqual(
      expect.arrayContaining([
        ["subject", "fluent-emoji:woman-standing-medium", "Maya"],
        ["character", "fluent-emoji:boy-medium-light", "Leo"],
      ]),
    );
    // The croissant she gives is in her free hand.
    expect(scene.elements.find((e) => e.role === "subject")?.held?.map((h) => h.icon)).toEqual(["croissant"]);
    const subject = scene.elements.find((e) => e.role === "subject");
    expect(subject?.depth).toBe(2);
    expect(scene.elements.filter((e) => e.role !== "subject").every((e) => e.depth === 1)).toBe(true);
  });

  it("draws a person alone close and a step back in turn, so scenes that stay with her change shot", () => {
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    const frame = frameLayout({ ...size, mode: "avatar", captions: { position: "bottom", fontSize: 24 } });
    const first = bakeryStory[0]?.plan as ScenePlan;
    const plan: ScenePlan = { ...first, characters: first.characters.slice(0, 1), objects: [] };
    const heights = [0, 1, 2, 3].map(
      (index) => composeScene({ plan, style, ...size, seed: 5, index, frame }).elements[0]?.box.h ?? 0,
    );
    const [close0 = 0, medium1 = 0, close2 = 0, medium3 = 0] = heights;
    for (const [close, medium] of [
      [close0, medium1],
      [close2, medium3],
    ] as const) {
      expect(medium).toBeLessThan(close * 0.85);
      // Still a third of the frame tall: a step back, not a long shot.
      expect(medium).toBeGreaterThanOrEqual(size.height * 0.33);
    }
  });

  it("writes no words into the picture: the backdrop and the elements have no text", () => {
    for (const style of allStyles()) {
      const scene = firstSceneOf(bakeryStory[0]?.plan as ScenePlan, style, 2);
      for (const svg of [scene.backdropSvg, scene.overlaySvg, ...scene.elements.map((e) => e.svg)])
        expect(svg).not.toMatch(/<text|<tspan/);
    }
  });

  it("falls back to Noto where Fluent lacks a concept, and to a figure of the character's age and gender", () => {
    expect(findIcon("harp")?.set).toBe("noto");
    expect(findIcon("woman-cook", "dark")?.name).toBe("woman-cook-dark");
    expect(findIcon("harp", "dark")?.name).toBe("harp");
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    const plan: ScenePlan = {
      characters: [
        { id: "x", kind: "person", gender: "female", age: "elder", icon: "no-such-icon", skinTone: "dark" },
      ],
      objects: [{ icon: "harp", word: "harp" }],
      setting: { place: "stage", indoor: true },
      time: "night",
      weather: "clear",
      mood: "calm",
    };
    const scene = firstSceneOf(plan, style, 1);
    expect(scene.elements.map((e) => e.icon)).toEqual(["noto:harp", "fluent-emoji:old-woman-dark"]);
  });

  it("draws gulls circling a mast as a bird up in the sky over the boat, not a giant bird standing on the sea", () => {
    const [plan] = planScenes(["Gulls circled the mast."], "en");
    if (!plan) throw new Error("no plan");
    const style = allStyles()[0] as ReturnType<typeof allStyles>[number];
    for (const seed of [1, 2, 3]) {
      const scene = composeScene({ plan, style, width: 540, height: 960, seed, index: 0 });
      const bird = scene.elements.find((e) => e.icon.includes("bird"));
      const boat = scene.elements.find((e) => e.icon.includes("sailboat"));
      if (!bird || !boat) throw new Error(`missing: ${scene.elements.map((e) => e.icon)}`);
      expect(boat.role).toBe("subject");
      expect(bird.role).not.toBe("subject");
      // Up in the air: the bird's bottom is well above the boat's waterline.
      expect(bird.box.y + bird.box.h).toBeLessThan(boat.box.y + boat.box.h * 0.6);
      expect(bird.box.h).toBeLessThan(boat.box.h);
    }
  });

  it("draws the book of someone reading once, in her hands, not again beside her", () => {
    const [plan] = planScenes(["After dinner Maya read until midnight."], "en");
    if (!plan) throw new Error("no plan");
    const style = allStyles()[0] as ReturnType<typeof allStyles>[number];
    const scene = composeScene({ plan, style, width: 540, height: 960, seed: 2, index: 0 });
    const books = scene.elements.flatMap((e) => [e.icon, ...(e.held ?? []).map((h) => h.icon)]);
    expect(books.filter((icon) => icon.includes("open-book"))).toHaveLength(1);
  });

  it("stands the apples and lemons bought at a market on a stall's counter, not on the bare ground", () => {
    const plan = (place: "market" | "park"): ScenePlan => ({
      characters: [],
      objects: [
        { icon: "red-apple", word: "apples" },
        { icon: "lemon", word: "lemons" },
      ],
      setting: { place, indoor: false },
      time: "day",
      weather: "clear",
      mood: "neutral",
    });
    const style = allStyles()[0] as ReturnType<typeof allStyles>[number];
    const market = composeScene({ plan: plan("market"), style, width: 270, height: 480, seed: 3, index: 0 });
    expect(market.elements.map((e) => e.icon)).toContain("drawn:counter");
    const park = composeScene({ plan: plan("park"), style, width: 270, height: 480, seed: 3, index: 0 });
    expect(park.elements.filter((e) => e.icon.startsWith("drawn:"))).toEqual([]);
  });

  it("composes every place, time and weather of the plan schema in every style", () => {
    const places = [
      "street",
      "bakery",
      "space",
      "forest",
      "hospital",
      "stage",
      "sea",
      "farm",
      "market",
    ] as const;
    for (const style of allStyles())
      places.forEach((place, i) => {
        const plan: ScenePlan = {
          characters: [],
          objects: [{ icon: "red-apple", word: "apple" }],
          setting: { place, indoor: i % 2 === 1 },
          time: (["dawn", "day", "dusk", "night"] as const)[i % 4] ?? "day",
          weather: (["clear", "cloudy", "rain", "snow", "storm", "fog"] as const)[i % 6] ?? "clear",
          mood: "neutral",
        };
        const scene = composeScene({ plan, style, width: 270, height: 480, seed: 3, index: i });
        expect(scene.backdropSvg.startsWith("<svg")).toBe(true);
        // The apple; indoors (and at a market's stall) on its table or counter.
        expect(scene.elements.filter((e) => e.icon === "fluent-emoji:red-apple")).toHaveLength(1);
        const supported = i % 2 === 1 || place === "market";
        expect(scene.elements.filter((e) => e.icon.startsWith("drawn:"))).toHaveLength(supported ? 1 : 0);
      });
  });
});

import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeScene, planFromWords } from "../illustration";
import { allStyles } from "../test/scene-fixtures";
import { localImages } from "./scene-images";

const draw = (input: Partial<Parameters<typeof localImages.draw>[0]>) => {
  const [style] = allStyles();
  if (!style) throw new Error("no style");
  return localImages.draw({
    style,
    prompt: "",
    text: "",
    keywords: [],
    width: 180,
    height: 320,
    seed: 7,
    index: 0,
    ...input,
  });
};

describe("the local image provider", () => {
  it("draws each style differently, at the size asked for", async () => {
    const hashes = new Set<string>();
    for (const style of allStyles()) {
      const png = await draw({ style, text: "A quiet morning in the park", keywords: ["morning", "park"] });
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 180, 320]);
      hashes.add(createHash("sha256").update(png).digest("hex"));
    }
    expect(hashes.size).toBe(allStyles().length);
  });

  it("is deterministic for a seed and index, and varies with them", async () => {
    const input = { text: "The sky", keywords: ["sky"], width: 90, height: 160, seed: 3, index: 1 };
    const a = await draw(input);
    const b = await draw(input);
    const c = await draw({ ...input, index: 2 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("illustrates a scene without a plan from its words instead of writing them in capitals", () => {
    const plan = planFromWords({
      text: "She rode her bicycle to the bakery at night.",
      keywords: ["bicycle", "bakery"],
      style: "cinematic",
      index: 0,
    });
    expect(plan.setting).toEqual({ place: "bakery", indoor: true });
    expect(plan.time).toBe("night");
    expect(plan.objects.map((o) => o.icon)).toContain("bicycle");
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    const scene = composeScene({ plan, style, width: 540, height: 960, seed: 1, index: 0 });
    expect(scene.elements.map((e) => e.icon)).toContain("fluent-emoji:bicycle");
    expect(scene.backdropSvg).not.toMatch(/BICYCLE|<text/);
  });

  it("renders a full-size 1080x1920 scene for an Indic sentence without a plan", async () => {
    const png = await draw({ text: "ಹೊಸ ದಿನ ಬಂದಿತು", keywords: ["ಹೊಸ ದಿನ"], width: 1080, height: 1920 });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  });
});

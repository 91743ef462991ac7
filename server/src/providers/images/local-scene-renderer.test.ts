import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { styleDefinitions } from "../../catalog/definitions/styles";
import type { StyleEntry } from "../../catalog/types";
import { renderScene, sceneSvg } from "./local-scene-renderer";

const entry = (s: (typeof styleDefinitions)[number]): StyleEntry => ({
  public: {
    id: s.id,
    style_name: s.name,
    description: s.description,
    reference_url: "",
    colors: { ...s.palette },
    tags: s.tags,
  },
  palette: s.palette,
  motif: s.motif,
  fontFamily: s.fontFamily,
});

describe("local scene renderer", () => {
  it("draws each style differently, at the size asked for", async () => {
    const hashes = new Set<string>();
    for (const s of styleDefinitions) {
      const png = await renderScene({
        style: entry(s),
        text: "A quiet morning",
        keywords: ["Morning"],
        width: 180,
        height: 320,
        seed: 7,
        index: 0,
      });
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 180, 320]);
      hashes.add(createHash("sha256").update(png).digest("hex"));
    }
    expect(hashes.size).toBe(styleDefinitions.length);
  });

  it("puts the key words in the picture, escaped, and falls back to the text's first words", () => {
    const style = entry(styleDefinitions[0] as (typeof styleDefinitions)[number]);
    const withWords = sceneSvg({
      style,
      text: "ignored",
      keywords: ["Tom & Jerry", "<chase>"],
      width: 540,
      height: 960,
      seed: 1,
      index: 0,
    });
    expect(withWords).toContain("TOM &amp; JERRY");
    expect(withWords).toContain("&lt;chase&gt;");
    const fallback = sceneSvg({
      style,
      text: "नमस्ते दुनिया यह कहानी है",
      keywords: [],
      width: 540,
      height: 960,
      seed: 1,
      index: 0,
    });
    expect(fallback).toContain("नमस्ते दुनिया");
    expect(fallback).toContain("यह कहानी");
    expect(fallback).not.toContain("है");
  });

  it("is deterministic for a seed and index, and varies with them", async () => {
    const style = entry(styleDefinitions[1] as (typeof styleDefinitions)[number]);
    const input = { style, text: "", keywords: ["Sky"], width: 90, height: 160, seed: 3, index: 1 };
    const a = await renderScene(input);
    const b = await renderScene(input);
    const c = await renderScene({ ...input, index: 2 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("renders a full-size 1080x1920 scene with Indic text", async () => {
    const style = entry(styleDefinitions[6] as (typeof styleDefinitions)[number]);
    const png = await renderScene({
      style,
      text: "",
      keywords: ["ಹೊಸ ದಿನ", "தமிழ் · తెలుగు"],
      width: 1080,
      height: 1920,
      seed: 1,
      index: 0,
    });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  });
});

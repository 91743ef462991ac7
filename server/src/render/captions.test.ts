import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { testFrame } from "../test/render/compose-test-video";
import { buildAss, highlightColor, legibilityFor, tagColor } from "./captions";
import type { WordEvent } from "./types";

/** A voice-mode frame with a preset's captions. */
const layers = (width: number, height: number, style: CaptionStyle) =>
  testFrame(width, height, { captionStyle: style }).layers;

const story = "Maya baked bread at dawn. The whole street smelled it, and Leo came running.";
const timed = (text: string): WordEvent[] =>
  text.split(" ").map((t, i) => ({ text: t, startMs: 200 + i * 410, endMs: 200 + i * 410 + 330 }));

/** Each word of each Dialogue with the override block in front of it (a typed word's first letter's). */
function wordsWithTags(ass: string) {
  const out: { word: string; tags: string; startMs: number }[] = [];
  for (const line of ass.split("\n").filter((l) => l.startsWith("Dialogue:"))) {
    const [, start] = /^Dialogue: 0,(\d+:\d+:\d+\.\d+)/.exec(line) ?? [];
    const [h, m, sc] = (start ?? "0:0:0").split(":").map(Number) as [number, number, number];
    const startMs = Math.round((h * 3600 + m * 60 + sc) * 1000);
    const text = line.slice(line.indexOf(",,0,0,0,,") + 9).replace(/^\{[^}]*\}/, "");
    // Words are separated by spaces or \N outside the override blocks.
    for (const piece of text.split(/ (?=\{)|\\N(?=\{)/)) {
      const tags = /^\{([^}]*)\}/.exec(piece)?.[1] ?? "";
      const word = piece.replace(/\{[^}]*\}/g, "");
      out.push({ word, tags, startMs });
    }
  }
  return out;
}

describe("karaoke captions", () => {
  it("highlights every word in its preset's colour from the moment it is spoken, in every preset", () => {
    const words = timed(story);
    for (const style of captionStylePresets) {
      const ass = buildAss({ style, language: "en", layout: layers(1080, 1920, style), words });
      const found = wordsWithTags(ass);
      expect(found.map((f) => f.word)).toEqual(words.map((w) => w.text));
      const hl = tagColor(highlightColor(style));
      expect(hl).not.toBe(tagColor(style.color));
      found.forEach((f, i) => {
        const at = (words[i]?.startMs ?? 0) - f.startMs;
        // The transform that brings the highlight starts at the word's own time in its caption.
        const re = new RegExp(`\\\\t\\(${at},\\d+,\\\\1c${hl.replace(/&/g, "&")}`);
        expect(f.tags, `${style.name}: "${f.word}" at ${at} ms`).toMatch(re);
        // And it starts from the preset's colour, not the previous word's highlight.
        expect(f.tags.startsWith(`\\1c${tagColor(style.color)}`), `${style.name}: "${f.word}" resets`).toBe(
          true,
        );
      });
    }
  });

  it("gives each preset its own highlight move", () => {
    const words = timed("one two");
    const tagsOf = (id: string) => {
      const style = captionStylePresets.find((p) => p.id === id);
      if (!style) throw new Error(id);
      return wordsWithTags(buildAss({ style, language: "en", layout: layers(1080, 1920, style), words }))[1]
        ?.tags;
    };
    expect(tagsOf("dynamic")).toMatch(/\\fscx122/);
    expect(tagsOf("cinematic")).toMatch(/\\fscx108/);
    expect(tagsOf("typewriter")).toMatch(/\\3c&H2C3D0B&/);
    expect(tagsOf("minimalist")).not.toMatch(/\\fscx1[1-9]/);
  });
});

describe("caption legibility", () => {
  it("sets white text off with a thin outline on a dark picture, and on a box over a light one", () => {
    expect(legibilityFor("#ffffff", { luma: 0.15, spread: 0.05 })).toBe("outline");
    expect(legibilityFor("#ffde59", { luma: 0.88, spread: 0.04 })).toBe("box");
    expect(legibilityFor("#ff6b6b", { luma: 0.62, spread: 0.1 })).toBe("box");
  });

  it("uses a heavier treatment where the picture is busy, even if its mean is dark", () => {
    expect(legibilityFor("#ffffff", { luma: 0.35, spread: 0.05 })).toBe("outline");
    expect(legibilityFor("#ffffff", { luma: 0.35, spread: 0.35 })).not.toBe("outline");
  });

  it("picks each caption's style from the scene behind it", () => {
    const style = captionStylePresets.find((p) => p.id === "cinematic");
    if (!style) throw new Error("no preset");
    const words: WordEvent[] = [
      { text: "Dark.", startMs: 0, endMs: 400 },
      { text: "Light.", startMs: 1000, endMs: 1400 },
    ];
    const ass = buildAss({
      style,
      language: "en",
      layout: layers(1080, 1920, style),
      words,
      backdrops: [
        { startMs: 0, luma: 0.1, spread: 0.05 },
        { startMs: 1000, luma: 0.9, spread: 0.03 },
      ],
    });
    const events = ass.split("\n").filter((l) => l.startsWith("Dialogue:"));
    expect(events[0]).toContain(",Caption,");
    expect(events[1]).toContain(",CaptionBox,");
    // One box around each event (libass's BorderStyle 4), no outline.
    expect(ass).toMatch(/^Style: CaptionBox,.*,4,0,\d+,/m);
  });

  it("gives each line of a boxed caption its own event and box, a line apart", () => {
    const style = captionStylePresets.find((p) => p.id === "dynamic");
    if (!style) throw new Error("no preset");
    const words = timed("A double-walled steel bottle");
    const ass = buildAss({
      style,
      language: "en",
      layout: layers(360, 640, style),
      words,
      backdrops: [{ startMs: 0, luma: 0.9, spread: 0.03 }],
    });
    const events = ass.split("\n").filter((l) => l.startsWith("Dialogue:"));
    expect(events).toHaveLength(2);
    const ys = events.map((e) => Number(/\\pos\(\d+,(\d+)\)/.exec(e)?.[1]));
    const size = Number(/^Style: CaptionBox,[^,]+,(\d+),/m.exec(ass)?.[1]);
    expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBe(Math.round(size * 1.25));
    // Each line's words once, the highlight timed within the whole caption.
    expect(events.map((e) => e.replace(/\{[^}]*\}/g, ""))).toEqual([
      expect.stringMatching(/A double-walled$/),
      expect.stringMatching(/steel bottle$/),
    ]);
  });
});

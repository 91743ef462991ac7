import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { testFrame } from "../test/render/compose-test-video";
import {
  buildAss,
  captionFontFamily,
  captionFontSize,
  chunkText,
  chunkWords,
  entranceTags,
  highlightColor,
  legibilityFor,
  tagColor,
} from "./captions";
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

const preset = (name: string) => {
  const p = captionStylePresets.find((x) => x.name === name);
  if (!p) throw new Error(name);
  return p;
};
const words = (list: string, stepMs = 300) =>
  list.split(" ").map((text, i) => ({ text, startMs: i * stepMs, endMs: (i + 1) * stepMs }));

/** English captions of a preset for a 1080x1920 video. */
const fullHdAss = (presetName: string, text: string) =>
  buildAss({
    style: preset(presetName),
    language: "en",
    layout: layers(1080, 1920, preset(presetName)),
    words: words(text),
  });

describe("caption sizes, fonts, chunks and animations", () => {
  it("scales the preset's preview size by 1080 / 360, never below the minimum that reads on a phone", () => {
    expect(captionFontSize(preset("Minimalist"), 1080)).toBe(72);
    expect(captionFontSize(preset("Cinematic"), 1080)).toBe(96);
    expect(captionFontSize(preset("Professional"), 1080)).toBe(72);
    expect(captionFontSize(preset("Typewriter"), 540)).toBe(36);
  });

  it("uses a font that covers each script", () => {
    expect(captionFontFamily("en", preset("Minimalist"))).toBe("Inter");
    expect(captionFontFamily("hi", preset("Minimalist"))).toBe("Noto Sans Devanagari");
    expect(captionFontFamily("kn", preset("Minimalist"))).toBe("Noto Sans Kannada");
    expect(captionFontFamily("ta", preset("Minimalist"))).toBe("Noto Sans Tamil");
    expect(captionFontFamily("te", preset("Minimalist"))).toBe("Noto Sans Telugu");
  });

  it("groups words into short captions that end with their sentence and leave no orphan", () => {
    const chunks = chunkWords(words("Morning light on the hills. Birds sing."), 72, 900);
    expect(chunks.map((c) => c.words.map((w) => w.text).join(" "))).toEqual([
      "Morning light on",
      "the hills.",
      "Birds sing.",
    ]);
    expect(chunks[0]?.endMs).toBe(chunks[1]?.startMs);
  });

  it("animates each preset its own way", () => {
    const a = { x: 540, y: 960, an: 5 };
    expect(entranceTags(preset("Minimalist"), a, 1920)).toContain("\\fad(");
    expect(entranceTags(preset("Cinematic"), a, 1920)).toContain("\\move(540,1018,540,960");
    expect(entranceTags(preset("Dynamic"), a, 1920)).toContain("\\fscx114");
    const [chunk] = chunkWords(words("Hi there"), 66, 900);
    if (!chunk) throw new Error("no chunk");
    const typed = chunkText(chunk, preset("Typewriter"), "en");
    expect(typed.match(/\\alpha&HFF&/g)?.length).toBe("Hithere".length);
    // The second word, spoken from 300 ms into the caption, eases into Minimalist's yellow then.
    expect(chunkText(chunk, preset("Minimalist"), "en")).toMatch(/\\t\(300,380,\\1c&H3FD2FF&\)[^}]*\}there/);
  });

  it("types Indic words whole, so their clusters are shaped together", () => {
    const [chunk] = chunkWords(words("नदी समुद्र"), 66, 900);
    if (!chunk) throw new Error("no chunk");
    expect(chunkText(chunk, preset("Typewriter"), "hi").match(/\\alpha&HFF&/g)?.length).toBe(2);
  });

  it("places top, center and bottom captions inside the safe area with the preset colour", () => {
    const ass = fullHdAss("Cinematic", "One two");
    expect(ass).toContain("PlayResX: 1080");
    expect(ass).toContain("Style: Caption,Inter,96,&H0059DEFF");
    const top = fullHdAss("Professional", "a b");
    // At the top of the safe zone (12 % down), centred in it (left of the buttons' column).
    expect(top).toContain("\\an8\\pos(497,253)");
    const bottom = fullHdAss("Minimalist", "a b");
    expect(bottom).toContain("\\an2\\pos(497,1514)");
  });
});

describe("a template's caption choices", () => {
  const base = captionStylePresets[0] as CaptionStyle;
  const words = timed(story);
  const dialogues = (style: CaptionStyle, backdrop: { luma: number; spread: number }) =>
    buildAss({
      style,
      language: "en",
      layout: layers(1080, 1920, style),
      words,
      backdrops: [{ startMs: 0, ...backdrop }],
    })
      .split("\n")
      .filter((l) => l.startsWith("Dialogue:"));

  it("draws the box or the outline asked for, whatever the picture behind", () => {
    const dark = { luma: 0.05, spread: 0.02 };
    const light = { luma: 0.95, spread: 0.02 };
    expect(dialogues(base, dark).every((l) => l.includes(",Caption,"))).toBe(true);
    expect(dialogues({ ...base, background: "box" }, dark).every((l) => l.includes(",CaptionBox,"))).toBe(
      true,
    );
    expect(dialogues(base, light).every((l) => l.includes(",CaptionBox,"))).toBe(true);
    const outlined = dialogues({ ...base, background: "outline" }, light);
    expect(outlined.every((l) => l.includes(",CaptionStrong,"))).toBe(true);
  });

  it("puts at most the words per line asked for on one line, in capitals when asked", () => {
    const chunks = chunkWords(words, 72, 900, 2);
    expect(chunks.every((c) => c.words.length <= 2 && c.lineBreaks.length === 0)).toBe(true);
    expect(chunks.map((c) => c.words.map((w) => w.text).join(" ")).join(" ")).toBe(story);
    const upper = wordsWithTags(
      buildAss({
        style: { ...base, uppercase: true },
        language: "en",
        layout: layers(1080, 1920, base),
        words,
      }),
    ).map((w) => w.word);
    expect(upper.slice(0, 3)).toEqual(["MAYA", "BAKED", "BREAD"]);
  });
});

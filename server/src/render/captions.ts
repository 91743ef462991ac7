import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { CAPTION_FONT_WEIGHTS, CAPTION_FONTS } from "@reelsmith/contract/caption-fonts";
import { captionFontFamily, highlightColor, relativeLuminance } from "@reelsmith/contract/caption-look";
import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { isLanguage, languageProfiles } from "@reelsmith/contract/languages";
import { CAPTION_LINE_EM, captionFontPx, type FrameLayout, PREVIEW_WIDTH_PX } from "../layout/frame-layout";
import type { WordEvent } from "./types";

/**
 * Captions as an ASS script for libass. The presets' sizes are the editor preview's CSS pixels; the
 * preview is PREVIEW_WIDTH_PX wide, so the video scales them by width / PREVIEW_WIDTH_PX (3x at 1080),
 * never below the minimum that reads on a phone (layout/frame-layout.ts). The caption block is the frame
 * layout's: inside the platforms' safe zone, clear of the presenter.
 */
export { captionFontFamily, highlightColor, PREVIEW_WIDTH_PX, relativeLuminance };

/** The first preset (Minimalist): what captions and cards are lettered like when a video has no style. */
export const MINIMALIST = captionStylePresets[0] as CaptionStyle;

/** The subsets of a caption font libass is given: Latin, its extension, and a script font's own script. */
const fontFileOf = /-(latin|latin-ext|devanagari|kannada|tamil|telugu)-(\d+)-normal\.woff2$/;

let fontsDir: Promise<string> | null = null;
/**
 * A folder holding the caption fonts' files exactly as the npm packages ship them (contract's
 * caption-fonts.ts; the editor's preview loads the same packages), for libass's `fontsdir`: each family's
 * Latin and Latin Extended subsets in the weights captions are drawn in. FreeType reads the packages'
 * WOFF2 as it is. The Indic scripts' Noto families are the system's whole fonts (fonts-noto-core, the
 * same Noto design the preview loads): their packages' subsets split one family over several files, and
 * libass then logs each glyph it had to look for in the next file as missing. Made once per process, as
 * links to the package files.
 */
export function captionFontsDir(): Promise<string> {
  fontsDir ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "caption-fonts-"));
    const weights = new Set(CAPTION_FONT_WEIGHTS.map(String));
    for (const font of CAPTION_FONTS) {
      const files = path.join(path.dirname(require.resolve(`${font.package}/package.json`)), "files");
      for (const name of await fs.readdir(files)) {
        const m = fontFileOf.exec(name);
        if (m && weights.has(m[2] as string)) await fs.symlink(path.join(files, name), path.join(dir, name));
      }
    }
    return dir;
  })();
  return fontsDir;
}

/** Indic clusters are shaped together, so a typewriter caption types them a whole word at a time. */
const typesWholeWords = (language: string) => isLanguage(language) && languageProfiles[language].indic;

/** Counted on the frame's short side (a 16:9 frame's captions are a 9:16 frame's of the same quality). */
export function captionFontSize(preset: CaptionStyle, videoWidth: number, videoHeight = videoWidth): number {
  return captionFontPx(preset.fontSize, videoWidth, videoHeight);
}

/** #rrggbb → ASS &HAABBGGRR (alpha 00 = opaque). */
export function assColor(hex: string, alpha = 0): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const [r, g, b] = m ? [m[1], m[2], m[3]] : ["FF", "FF", "FF"];
  const a = alpha.toString(16).padStart(2, "0");
  return `&H${a}${b}${g}${r}`.toUpperCase();
}

/** #rrggbb → the colour of an override tag (\\1c, \\3c): &HBBGGRR&. */
export const tagColor = (hex: string) => `&H${assColor(hex).slice(4)}&`;

export function assTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(c).padStart(2, "0")}`;
}

const escapeText = (t: string) => t.replace(/\\/g, "\\\\").replace(/[{}]/g, "").replace(/\n/g, " ");

export interface CaptionChunk {
  words: WordEvent[];
  startMs: number;
  endMs: number;
  /** Indexes into words where a new line starts (besides 0). */
  lineBreaks: number[];
}

/**
 * Groups timed words into short captions (up to four words, or fewer when they would not fit on two
 * lines, and always ending at a sentence's end), timed from the first word's start to the next caption.
 */
export function chunkWords(
  words: WordEvent[],
  fontSize: number,
  lineWidth: number,
  wordsPerLine?: number,
): CaptionChunk[] {
  const most = wordsPerLine ?? 4;
  const lineChars = Math.max(8, Math.floor(lineWidth / (fontSize * 0.56)));
  const chunks: CaptionChunk[] = [];
  const charsOf = (ws: WordEvent[]) =>
    ws.map((x) => Array.from(x.text).length).reduce((a, b) => a + b + 1, -1);
  // Sentences (and long clauses) first, then each into the fewest even pieces of at most four words (or
  // the style's words per line, then on one line) that fit on two lines, so no caption is a lone orphan word.
  const groups: WordEvent[][] = [];
  let current: WordEvent[] = [];
  for (const w of words) {
    current.push(w);
    const sentenceEnd = /[.!?।॥]["'”»)]*$/u.test(w.text);
    const clauseEnd = /[,;:]$/u.test(w.text) && current.length >= 3;
    if (sentenceEnd || clauseEnd) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  for (const group of groups) {
    let k = Math.ceil(group.length / most);
    const piece = (i: number) =>
      group.slice(Math.round((i * group.length) / k), Math.round(((i + 1) * group.length) / k));
    while (
      k < group.length &&
      Array.from({ length: k }, (_, i) => charsOf(piece(i))).some(
        (c) => c > lineChars * (wordsPerLine ? 1 : 1.6),
      )
    )
      k++;
    for (let i = 0; i < k; i++) {
      const ws = piece(i);
      if (ws.length > 0)
        chunks.push({
          words: ws,
          startMs: ws[0]?.startMs ?? 0,
          endMs: ws.at(-1)?.endMs ?? 0,
          lineBreaks: [],
        });
    }
  }
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i] as CaptionChunk;
    const next = chunks[i + 1];
    // Held until the next caption when the gap is short, so captions do not flicker between words.
    c.endMs = next && next.startMs - c.endMs < 400 ? next.startMs : c.endMs + 250;
    // One line break when the caption is wider than a line, at the word nearest the middle.
    const lens = c.words.map((w) => Array.from(w.text).length);
    const total = lens.reduce((a, b) => a + b + 1, -1);
    if (total > lineChars && c.words.length > 1) {
      let acc = 0;
      let best = 1;
      let bestDiff = Number.POSITIVE_INFINITY;
      for (let k = 1; k < c.words.length; k++) {
        acc += (lens[k - 1] ?? 0) + 1;
        const diff = Math.abs(acc - total / 2);
        if (diff < bestDiff) {
          bestDiff = diff;
          best = k;
        }
      }
      c.lineBreaks = [best];
    }
  }
  return chunks;
}

/** What lies behind the caption block during a span of the video: its mean luma and spread (0..1). */
export interface CaptionBackdrop {
  startMs: number;
  luma: number;
  spread: number;
}

/** How a caption is set off from the picture behind it. */
export type Legibility = "outline" | "strong" | "box";

/**
 * The treatment for a caption colour over a backdrop: the contrast ratio of the text against the mean of
 * the pixels behind the block (their luma taken as luminance), lowered where the picture is busy (a large
 * spread means parts of it are as light as the text). A thin dark outline where the text stands out by 4.5:1
 * (WCAG AA), a heavy outline and shadow from 2.5:1, a translucent dark box below that.
 */
export function legibilityFor(
  color: string,
  backdrop: Pick<CaptionBackdrop, "luma" | "spread"> | null,
): Legibility {
  if (!backdrop) return "strong";
  const text = relativeLuminance(color);
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  // The lightest (or darkest) of what is behind counts: mean plus one spread toward the text's side.
  const behind =
    text > 0.3
      ? lin(Math.min(1, backdrop.luma + backdrop.spread))
      : lin(Math.max(0, backdrop.luma - backdrop.spread));
  const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
  if (ratio >= 4.5) return "outline";
  if (ratio >= 2.5) return "strong";
  return "box";
}

export interface AssInput {
  style: CaptionStyle;
  language: string;
  /**
   * The frame's layout with the captions in it (frame.ts's `layers`): its caption block, kept clear of the
   * presenter in avatar mode and beside the emoji accent's box where there is one.
   */
  layout: FrameLayout;
  /** Words with absolute times on the video's timeline. */
  words: WordEvent[];
  /** What is behind the caption block, per scene (by start time); unknown: the strong outline throughout. */
  backdrops?: CaptionBackdrop[];
}

/** The caption block of the frame layout and the anchor of its text. */
export function captionBlock(input: Pick<AssInput, "style" | "layout">) {
  const { style, layout } = input;
  const block = layout.captions as NonNullable<typeof layout.captions>;
  const size = captionFontSize(style, layout.frame.w, layout.frame.h);
  const pad = Math.round(size * 0.3);
  const x = Math.round(block.x + block.w / 2);
  const anchor =
    style.position === "top"
      ? { x, y: block.y + pad, an: 8 }
      : style.position === "center"
        ? { x, y: Math.round(block.y + block.h / 2), an: 5 }
        : { x, y: block.y + block.h - pad, an: 2 };
  return { block, anchor, size, lineWidth: block.w - 2 * pad };
}

export function captionAnchor(input: Pick<AssInput, "style" | "layout">) {
  return captionBlock(input).anchor;
}

/** The override tags that start a caption: position and the preset's entrance animation. */
export function entranceTags(
  style: CaptionStyle,
  anchor: { x: number; y: number; an: number },
  height: number,
): string {
  const { x, y, an } = anchor;
  switch (style.animation) {
    case "slide": {
      const dy = Math.round(height * 0.03);
      return `\\an${an}\\move(${x},${y + dy},${x},${y},0,220)\\fad(180,120)`;
    }
    case "bounce":
      return `\\an${an}\\pos(${x},${y})\\fscx60\\fscy60\\t(0,140,\\fscx114\\fscy114)\\t(140,260,\\fscx100\\fscy100)`;
    case "typewriter":
      return `\\an${an}\\pos(${x},${y})`;
    default:
      return `\\an${an}\\pos(${x},${y})\\fad(150,120)`;
  }
}

/**
 * A word's karaoke: from its start to the next word's (so nothing flickers between words) it takes the
 * highlight colour, with the preset's own move: fade eases the colour in, slide lifts the word a little
 * larger, bounce pops it, typewriter lights its outline as it is typed. The block opens by setting the
 * preset's colour and scale, so a word never inherits the previous word's highlight.
 */
export function karaokeTags(style: CaptionStyle, fromMs: number, toMs: number): string {
  const hl = tagColor(highlightColor(style));
  const base = tagColor(style.color);
  const a = Math.max(0, Math.round(fromMs));
  const b = Math.max(a + 60, Math.round(toMs));
  const reset = `\\1c${base}\\3c&H101010&\\fscx100\\fscy100`;
  switch (style.animation) {
    case "slide":
      return `${reset}\\t(${a},${a + 120},\\1c${hl}\\fscx108\\fscy108)\\t(${b},${b + 150},\\1c${base}\\fscx100\\fscy100)`;
    case "bounce":
      return `${reset}\\t(${a},${a + 90},\\1c${hl}\\fscx122\\fscy122)\\t(${a + 90},${a + 200},\\fscx108\\fscy108)\\t(${b},${b + 120},\\1c${base}\\fscx100\\fscy100)`;
    case "typewriter":
      return `${reset}\\t(${a},${a + 1},\\1c${hl}\\3c${tagColor("#0b3d2c")})\\t(${b},${b + 1},\\1c${base}\\3c&H101010&)`;
    default:
      return `${reset}\\t(${a},${a + 80},\\1c${hl})\\t(${b},${b + 120},\\1c${base})`;
  }
}

/**
 * The caption's text, word-timed: each word is highlighted while it is spoken (karaoke, karaokeTags);
 * with typewriter the letters also appear as they are spoken (whole words in Indic scripts, whose clusters
 * must be shaped together). `range`: only the words [from, to) (one line), timed within the whole caption.
 */
export function chunkText(
  chunk: CaptionChunk,
  style: CaptionStyle,
  language: string,
  range: [number, number] = [0, chunk.words.length],
): string {
  const parts: string[] = [];
  chunk.words.forEach((w, i) => {
    if (i < range[0] || i >= range[1]) return;
    if (i > range[0]) parts.push(chunk.lineBreaks.includes(i) ? "\\N" : " ");
    const at = Math.max(0, w.startMs - chunk.startMs);
    const next = chunk.words[i + 1];
    const until = Math.max(w.endMs, next ? next.startMs : w.endMs) - chunk.startMs;
    const text = escapeText(style.uppercase ? w.text.toLocaleUpperCase(language) : w.text);
    const karaoke = karaokeTags(style, at, until);
    if (style.animation === "typewriter") {
      const units = typesWholeWords(language)
        ? [text]
        : Array.from(
            new Intl.Segmenter(language, { granularity: "grapheme" }).segment(text),
            (s) => s.segment,
          );
      const span = Math.max(1, w.endMs - w.startMs) * 0.8;
      units.forEach((u, k) => {
        const t = Math.round(at + (span * k) / units.length);
        parts.push(`{${k === 0 ? karaoke : ""}\\alpha&HFF&\\t(${t},${t + 1},\\alpha&H00&)}${u}`);
      });
    } else {
      parts.push(`{${karaoke}}${text}`);
    }
  });
  return parts.join("");
}

/** The three caption styles of the ASS script, one per legibility treatment. */
function styleLines(style: CaptionStyle, font: string, size: number, an: number, side: number): string[] {
  const color = assColor(style.color);
  const outline = Math.max(1, Math.round(size * 0.07));
  const shadow = Math.max(1, Math.round(size * 0.04));
  const head = (name: string) => `Style: ${name},${font},${size},${color},${color}`;
  const tail = `${an},${side},${side},0,1`;
  return [
    `${head("Caption")},&H00101010,&H90000000,-1,0,0,0,100,100,0,0,1,${outline},${shadow},${tail}`,
    `${head("CaptionStrong")},&H00000000,&H60000000,-1,0,0,0,100,100,0,0,1,${Math.max(2, Math.round(size * 0.12))},${Math.max(1, Math.round(size * 0.07))},${tail}`,
    // BorderStyle 4 (libass): one box of the back colour (a translucent near-black) around the whole
    // event, padded by the shadow's x and y sizes, no outline. BorderStyle 3 boxed each run of text (each
    // karaoke word) on its own, and the translucent boxes overlapped into darker patches; each line of a
    // boxed caption is its own event (boxedLines), so each line has one box.
    `${head("CaptionBox")},&H00101010,&H50101010,-1,0,0,0,100,100,0,0,4,0,${boxPad(size).x},${tail}`,
  ];
}

/** A boxed line's padding: the shadow sizes of BorderStyle 4 (\\xshad, \\yshad), in pixels. */
const boxPad = (size: number) => ({
  x: Math.max(2, Math.round(size * 0.22)),
  y: Math.max(1, Math.round(size * 0.06)),
});

/**
 * A boxed caption as one event per line, each line placed CAPTION_LINE_EM font sizes below the one before
 * around the caption's anchor. libass sets a line's height to the font size (its ascender and descender),
 * so each box is the size plus twice its y padding high, and the boxes of two lines leave a gap of
 * (CAPTION_LINE_EM - 1) sizes less the padding between them, wider than the bounce's pop (a word at 122%
 * grows its line by 11% of the size up and down): the boxes never overlap.
 */
function boxedLines(
  c: CaptionChunk,
  style: CaptionStyle,
  language: string,
  anchor: { x: number; y: number; an: number },
  size: number,
  height: number,
): string[] {
  const starts = [0, ...c.lineBreaks, c.words.length];
  const n = starts.length - 1;
  const step = Math.round(size * CAPTION_LINE_EM);
  const pad = boxPad(size);
  return Array.from({ length: n }, (_, i) => {
    // Line i's anchor: the block's anchor is the middle, foot or top of all the lines together.
    const offset =
      anchor.an >= 7 ? i * step : anchor.an >= 4 ? (i - (n - 1) / 2) * step : (i - (n - 1)) * step;
    const at = { ...anchor, y: Math.round(anchor.y + offset) };
    const text = chunkText(c, style, language, [starts[i] ?? 0, starts[i + 1] ?? 0]);
    return `Dialogue: 0,${assTime(c.startMs)},${assTime(c.endMs)},CaptionBox,,0,0,0,,{${entranceTags(style, at, height)}\\xshad${pad.x}\\yshad${pad.y}}${text}`;
  });
}

const styleNameOf: Record<Legibility, string> = {
  outline: "Caption",
  strong: "CaptionStrong",
  box: "CaptionBox",
};

/** The backdrop behind the captions at a moment: the last scene that started by then. */
function backdropAt(backdrops: CaptionBackdrop[] | undefined, ms: number): CaptionBackdrop | null {
  if (!backdrops || backdrops.length === 0) return null;
  let found: CaptionBackdrop | null = null;
  for (const b of backdrops) if (b.startMs <= ms + 1) found = b;
  return found ?? backdrops[0] ?? null;
}

/** The caption chunks of a video as buildAss makes them (the emoji accents follow the same chunks). */
export function captionChunks(input: AssInput): CaptionChunk[] {
  const { size, lineWidth } = captionBlock(input);
  return chunkWords(input.words, size, lineWidth, input.style.wordsPerLine);
}

export function buildAss(input: AssInput): string {
  const { style } = input;
  const { w: width, h: height } = input.layout.frame;
  const font = captionFontFamily(input.language, style);
  const { anchor, size, lineWidth, block } = captionBlock(input);
  const side = Math.max(0, Math.round(Math.min(block.x, width - block.x - block.w)));
  const header = [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "YCbCr Matrix: TV.709",
    `; caption block ${block.x},${block.y},${block.w},${block.h}; line height ${CAPTION_LINE_EM} em`,
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    ...styleLines(style, font, size, anchor.an, side),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  ];
  const chunks = chunkWords(input.words, size, lineWidth, style.wordsPerLine);
  const events = chunks.flatMap((c) => {
    // The style's own box or (heavy) outline; else the one the picture behind the caption needs.
    const treatment: Legibility =
      style.background === "box"
        ? "box"
        : style.background === "outline"
          ? "strong"
          : input.backdrops
            ? legibilityFor(style.color, backdropAt(input.backdrops, c.startMs))
            : "strong";
    if (treatment === "box") return boxedLines(c, style, input.language, anchor, size, height);
    return [
      `Dialogue: 0,${assTime(c.startMs)},${assTime(c.endMs)},${styleNameOf[treatment]},,0,0,0,,{${entranceTags(style, anchor, height)}}${chunkText(c, style, input.language)}`,
    ];
  });
  return `${[...header, ...events].join("\n")}\n`;
}

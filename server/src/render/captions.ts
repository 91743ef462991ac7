import type { CaptionStyle } from "@reelsmith/contract/catalog";
import type { WordEvent } from "./types";

/**
 * Captions as an ASS script for libass. The presets' sizes are the editor preview's CSS pixels; the
 * preview is PREVIEW_WIDTH_PX wide, so the video scales them by width / PREVIEW_WIDTH_PX (3x at 1080) and
 * looks like the preview. Positions stay inside the 9:16 safe area (SAFE_AREA).
 */
export const PREVIEW_WIDTH_PX = 360;

/** Fractions of the frame that platform UI covers (TikTok, Reels, Shorts): keep text out of them. */
export const SAFE_AREA = { top: 0.12, bottom: 0.2, side: 0.08 };

const indicLanguages = new Set(["hi", "kn", "ta", "te"]);

/** A family that covers the language's script; Latin presets keep their own family. */
export function captionFontFamily(language: string, preset: CaptionStyle): string {
  switch (language) {
    case "hi":
      return "Noto Sans Devanagari";
    case "kn":
      return "Noto Sans Kannada";
    case "ta":
      return "Noto Sans Tamil";
    case "te":
      return "Noto Sans Telugu";
    default:
      return preset.fontFamily || "Inter";
  }
}

export function captionFontSize(preset: CaptionStyle, videoWidth: number): number {
  return Math.round((preset.fontSize * videoWidth) / PREVIEW_WIDTH_PX);
}

/** #rrggbb → ASS &HAABBGGRR (alpha 00 = opaque). */
export function assColor(hex: string, alpha = 0): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const [r, g, b] = m ? [m[1], m[2], m[3]] : ["FF", "FF", "FF"];
  const a = alpha.toString(16).padStart(2, "0");
  return `&H${a}${b}${g}${r}`.toUpperCase();
}

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
export function chunkWords(words: WordEvent[], fontSize: number, width: number): CaptionChunk[] {
  const lineChars = Math.max(8, Math.floor((width * (1 - 2 * SAFE_AREA.side)) / (fontSize * 0.56)));
  const chunks: CaptionChunk[] = [];
  const charsOf = (ws: WordEvent[]) =>
    ws.map((x) => Array.from(x.text).length).reduce((a, b) => a + b + 1, -1);
  // Sentences (and long clauses) first, then each into the fewest even pieces of at most four words that
  // fit on two lines, so no caption is a lone orphan word.
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
    let k = Math.ceil(group.length / 4);
    const piece = (i: number) =>
      group.slice(Math.round((i * group.length) / k), Math.round(((i + 1) * group.length) / k));
    while (
      k < group.length &&
      Array.from({ length: k }, (_, i) => charsOf(piece(i))).some((c) => c > lineChars * 1.6)
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

export interface AssInput {
  style: CaptionStyle;
  language: string;
  width: number;
  height: number;
  /** Words with absolute times on the video's timeline. */
  words: WordEvent[];
  /** In avatar mode, the top of the avatar layer: bottom captions sit above it. */
  avoidBottomFromY?: number;
}

export function captionAnchor(input: Pick<AssInput, "style" | "width" | "height" | "avoidBottomFromY">) {
  const { width, height, style } = input;
  const x = Math.round(width / 2);
  if (style.position === "top") return { x, y: Math.round(height * SAFE_AREA.top), an: 8 };
  if (style.position === "center") return { x, y: Math.round(height * 0.5), an: 5 };
  const floor = Math.round(height * (1 - SAFE_AREA.bottom));
  const y = input.avoidBottomFromY
    ? Math.min(floor, Math.round(input.avoidBottomFromY - height * 0.015))
    : floor;
  return { x, y, an: 2 };
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
 * The caption's text, word-timed: each word brightens when it is spoken (fade, slide, bounce); with
 * typewriter the letters appear as they are spoken (whole words in Indic scripts, whose clusters must be
 * shaped together).
 */
export function chunkText(chunk: CaptionChunk, style: CaptionStyle, language: string): string {
  const parts: string[] = [];
  chunk.words.forEach((w, i) => {
    if (i > 0) parts.push(chunk.lineBreaks.includes(i) ? "\\N" : " ");
    const at = Math.max(0, w.startMs - chunk.startMs);
    const text = escapeText(w.text);
    if (style.animation === "typewriter") {
      const units = indicLanguages.has(language)
        ? [text]
        : Array.from(
            new Intl.Segmenter(language, { granularity: "grapheme" }).segment(text),
            (s) => s.segment,
          );
      const span = Math.max(1, w.endMs - w.startMs) * 0.8;
      units.forEach((u, k) => {
        const t = Math.round(at + (span * k) / units.length);
        parts.push(`{\\alpha&HFF&\\t(${t},${t + 1},\\alpha&H00&)}${u}`);
      });
    } else {
      parts.push(`{\\1a&H80&\\t(${at},${at + 90},\\1a&H00&)}${text}`);
    }
  });
  return parts.join("");
}

export function buildAss(input: AssInput): string {
  const { style, width, height } = input;
  const size = captionFontSize(style, width);
  const font = captionFontFamily(input.language, style);
  const outline = Math.max(1, Math.round(size * 0.07));
  const shadow = Math.max(1, Math.round(size * 0.04));
  const side = Math.round(width * SAFE_AREA.side);
  const anchor = captionAnchor(input);
  const header = [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "YCbCr Matrix: TV.709",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    `Style: Caption,${font},${size},${assColor(style.color)},${assColor(style.color)},&H00101010,&H90000000,-1,0,0,0,100,100,0,0,1,${outline},${shadow},${anchor.an},${side},${side},${Math.round(height * SAFE_AREA.bottom)},1`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  ];
  const chunks = chunkWords(input.words, size, width);
  const events = chunks.map(
    (c) =>
      `Dialogue: 0,${assTime(c.startMs)},${assTime(c.endMs)},Caption,,0,0,0,,{${entranceTags(style, anchor, height)}}${chunkText(c, style, input.language)}`,
  );
  return `${[...header, ...events].join("\n")}\n`;
}

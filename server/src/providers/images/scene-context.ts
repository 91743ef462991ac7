import type { StyleEntry } from "../../catalog/types";
import type { SeededRandom } from "../../lib/random";
import { esc, n } from "./svg";

export interface SceneContext {
  w: number;
  h: number;
  /** One unit: 1/100 of the shorter side, so drawings scale with the output size. */
  u: number;
  p: StyleEntry["palette"];
  r: SeededRandom;
  font: string;
  title: string;
  subtitle: string;
  index: number;
}

/** The parts of a scene: filter/gradient definitions, the picture, and the typography on top. */
export interface SceneLayers {
  defs: string;
  art: string;
  text: string;
}

/** True for scripts without letter case (the Indic ones), where upper-casing and letter spacing do not apply. */
export const isLatin = (s: string) => !/[\u0900-\u0dff]/.test(s);

/** Estimated advance width of a line, in ems (Indic clusters are wider per code point than Latin). */
export function lineEms(line: string, widthFactor = 0.58) {
  let ems = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x0900 && cp <= 0x0dff)
      ems += /[\u093e-\u094d\u0962\u0963\u0bbe-\u0bcd\u0c3e-\u0c56\u0cbe-\u0cd6]/.test(ch) ? 0.15 : 0.62;
    else if (ch === " ") ems += 0.28;
    else ems += /[A-ZMW]/.test(ch) ? widthFactor * 1.15 : widthFactor;
  }
  return ems;
}

/** Breaks text into at most maxLines lines of about maxChars characters. */
export function wrap(text: string, maxChars: number, maxLines = 3): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Font size that makes the widest line fit maxWidth, capped at maxSize. */
export function fitSize(
  lines: string[],
  maxWidth: number,
  maxSize: number,
  widthFactor?: number,
  spacingEm = 0,
) {
  const widest = Math.max(...lines.map((l) => lineEms(l, widthFactor) + spacingEm * [...l].length), 1);
  return Math.min(maxSize, maxWidth / widest);
}

export interface TextOptions {
  lines: string[];
  x: number;
  y: number;
  size: number;
  anchor?: "start" | "middle" | "end";
  weight?: number;
  fill: string;
  font: string;
  lineHeight?: number;
  spacing?: number;
  italic?: boolean;
  extra?: string;
}

/** A block of lines; y is the baseline of the first line. */
export function textBlock(o: TextOptions) {
  const lh = o.size * (o.lineHeight ?? 1.15);
  const tspans = o.lines
    .map((line, i) => `<tspan x="${n(o.x)}" y="${n(o.y + i * lh)}">${esc(line)}</tspan>`)
    .join("");
  const spacing = o.spacing && o.lines.every(isLatin) ? ` letter-spacing="${n(o.spacing)}"` : "";
  const style = o.italic ? ` font-style="italic"` : "";
  return `<text font-family="${o.font}" font-size="${n(o.size)}" font-weight="${o.weight ?? 700}" fill="${o.fill}" text-anchor="${o.anchor ?? "middle"}"${spacing}${style} ${o.extra ?? ""}>${tspans}</text>`;
}

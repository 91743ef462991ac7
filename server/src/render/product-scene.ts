import sharp from "sharp";
import type { StyleEntry } from "../catalog/types";
import type { Box, ProductSceneParts } from "../layout/frame-layout";
import { backdropSvg, escapeXml, fitPx, photoLayers, shade } from "./closing-card";

/**
 * A Product Ad's scene: the product's real photo framed large on a backdrop in the product's colours, and
 * the scene's claim as a short line over it, each in the box the frame layout gives it (clear of the
 * captions and the presenter for the whole camera move). The composition pans it like any scene.
 */

/** The photo's box: as large as its shape allows inside `room`, centred, so it is framed whole, never cut. */
export function fitPhotoBox(room: Box, photo: { width: number; height: number }): Box {
  const scale = Math.min(room.w / photo.width, room.h / photo.height);
  const w = Math.max(1, Math.floor(photo.width * scale));
  const h = Math.max(1, Math.floor(photo.height * scale));
  return {
    x: Math.round(room.x + (room.w - w) / 2),
    y: Math.round(room.y + (room.h - h) / 2),
    w,
    h,
  };
}

const CONNECTORS =
  /^(it|it's|its|this|that|these|they|you|your|our|we|and|but|so|with|el|la|los|las|es|il|elle|c'est|er|sie|es|das|die|der)\s+/i;

const TRAILING =
  /^(a|an|the|of|for|to|and|or|with|in|on|at|by|from|your|our|its|de|del|la|el|los|las|le|les|du|des|et|und|der|die|das|mit|für)$/i;

/**
 * Words a phrase ends before: relative words and conjunctions (a clause follows) and the prepositions that
 * start a phrase of their own ("for hours", "with a lid"); "of" is left out, it binds a noun to its noun.
 */
const BOUNDARY =
  /^(that|which|who|whom|whose|where|when|while|because|so|and|but|or|if|as|until|since|though|although|for|with|to|from|by|in|on|at|without|into|que|qui|quand|parce|pour|avec|sans|et|mais|ou|y|pero|porque|para|con|sin|und|aber|oder|weil|wenn|damit|mit|ohne|für)$/i;
/** The most words a headline shows. */
const HEADLINE_WORDS = 7;

/**
 * The scene's headline: a whole phrase of its sentence for the screen, the claim a viewer reads with the
 * sound off (the narration says the rest). Its first clause without a leading pronoun ("It keeps water
 * cold all day." reads "Keeps water cold all day") when that has at most seven words; else the clause up to
 * where a phrase ends, before a relative word, conjunction or preposition ("A double-walled steel bottle
 * that keeps drinks cold for a day" reads "A double-walled steel bottle"), the longest such phrase of at
 * most seven words; the same for a scene's text that stops inside its sentence. Never cut inside a
 * phrase: a clause with no such place has no headline. The product's name (`productName`, a Product Ad's)
 * is one phrase however long: a headline that holds it holds all of it ("Meet Lumen Glow Insulated Water
 * Bottle With Bamboo Lid"), its "With" no place to cut, and a phrase may end where the name does.
 */
export function claimLine(sentence: string, productName?: string | null): string {
  const text = sentence.trim();
  const first = text.split(/[,;:–—]|\s-\s/)[0] ?? text;
  // A scene's text may stop inside its sentence (a long sentence spread over two scenes): its last words
  // then lead into the next scene's, and only a phrase that ends before them is whole.
  const ends = first.length < text.length || /[.!?。！？।॥]["'”»)]*$/u.test(text);
  const clause = first.replace(/[.!?。！？।॥]+["'”»)]*$/u, "").trim();
  const short = clause.replace(CONNECTORS, "");
  const words = (short.split(/\s+/).length >= 2 ? short : clause).split(/\s+/).filter(Boolean);
  const name = nameSpan(words, productName);
  // The name's words count as one: the limit stretches to the name's end.
  const limit = name ? Math.max(HEADLINE_WORDS, name.end) : HEADLINE_WORDS;
  const insideName = (i: number) => name !== null && i > name.start && i < name.end;
  let kept = words;
  if (words.length > limit || !ends) {
    let end = 0;
    for (let i = 2; i <= Math.min(limit, words.length - 1); i++)
      if ((BOUNDARY.test(words[i] ?? "") && !insideName(i)) || i === name?.end) end = i;
    kept = words.slice(0, end);
  }
  const keep = name && name.end <= kept.length ? name.end : 2;
  while (kept.length > keep && TRAILING.test(kept.at(-1) ?? "")) kept.pop();
  const line = kept.join(" ");
  return line ? line.charAt(0).toLocaleUpperCase() + line.slice(1) : "";
}

/** Where the product's name stands among `words` (matched without case or punctuation), or null. */
function nameSpan(words: string[], productName?: string | null): { start: number; end: number } | null {
  const want = (productName ?? "").split(/\s+/).map(bare).filter(Boolean);
  if (want.length < 2) return null;
  const said = words.map(bare);
  for (let i = 0; i + want.length <= said.length; i++)
    if (want.every((w, k) => said[i + k] === w)) return { start: i, end: i + want.length };
  return null;
}

const bare = (w: string) => w.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The narration's words without the ones a scene's headline prints (its first run of the headline's words,
 * matched without case or punctuation): the caption does not repeat the headline on screen at the same
 * time; it goes on with the rest of the sentence.
 */
export function withoutHeadline<W extends { text: string }>(words: W[], headline: string): W[] {
  const want = headline.split(/\s+/).map(bare).filter(Boolean);
  if (want.length === 0) return words;
  const said = words.map((w) => bare(w.text));
  for (let i = 0; i + want.length <= said.length; i++) {
    if (want.every((w, k) => said[i + k] === w))
      return [...words.slice(0, i), ...words.slice(i + want.length)];
  }
  return words;
}

/** The most rows a headline is set in. */
const HEADLINE_MAX_ROWS = 4;
/** Row height as a share of the font size. */
const ROW_LEADING = 1.08;
/** A glyph's width as a share of the font size, for the bold headline font (on the wide side). */
const HEADLINE_CHAR_W = 0.56;

/** `words` in `n` rows of about equal length (in characters), in order. */
function balancedRows(words: string[], n: number): string[] {
  const total = Array.from(words.join(" ")).length;
  const rows: string[] = [];
  let row: string[] = [];
  for (const [i, word] of words.entries()) {
    row.push(word);
    const left = words.length - i - 1;
    const done = rows.length + 1;
    const target = (total * done) / n;
    const sofar = Array.from([...rows, row.join(" ")].join(" ")).length;
    if (done < n && left >= n - done && sofar >= target - Array.from(word).length / 2) {
      rows.push(row.join(" "));
      row = [];
    }
  }
  if (row.length) rows.push(row.join(" "));
  return rows;
}

/**
 * The headline set in its box: one row when it fits large enough, else as many rows as make it largest
 * (up to four), every word kept, each row no wider than the box and all rows within its height.
 */
export function headlineRows(text: string, box: Box): { rows: string[]; px: number } {
  const words = text.split(/\s+/).filter(Boolean);
  const sizeOf = (rows: string[]) => {
    const longest = rows.reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a), "");
    const maxPx = rows.length === 1 ? box.h * 0.72 : (box.h / rows.length) * 0.86;
    return fitPx(longest, box, maxPx, HEADLINE_CHAR_W);
  };
  let best = { rows: [text], px: sizeOf([text]) };
  if (words.length <= 2 || best.px >= box.h * 0.5) return best;
  for (let n = 2; n <= Math.min(HEADLINE_MAX_ROWS, words.length); n++) {
    const rows = balancedRows(words, n);
    const px = sizeOf(rows);
    if (px > best.px * 1.05) best = { rows, px };
  }
  return best;
}

/** The headline's SVG over the whole frame: its rows centred in `box`. */
export function lineSvg(
  text: string,
  box: Box,
  color: string,
  font: string,
  size: { width: number; height: number },
) {
  const { rows, px } = headlineRows(text, box);
  const cx = box.x + box.w / 2;
  const top = box.y + box.h / 2 - (px * ROW_LEADING * (rows.length - 1)) / 2;
  const shadow = Math.max(1, px * 0.06).toFixed(1);
  const text_ = rows
    .map(
      (row, i) =>
        `<text x="${cx.toFixed(1)}" y="${(top + i * px * ROW_LEADING).toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(font)}, Noto Sans, sans-serif" font-weight="800" font-size="${px.toFixed(1)}" fill="${color}" filter="url(#d)">${escapeXml(row)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs><filter id="d" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="${shadow}" stdDeviation="${shadow}" flood-color="#000000" flood-opacity="0.35"/></filter></defs>${text_}</svg>`;
}

export async function renderProductScene(input: {
  photo: Buffer;
  line: string;
  palette: StyleEntry["palette"];
  font: string;
  size: { width: number; height: number };
  parts: ProductSceneParts;
}): Promise<Buffer> {
  const { size, parts, palette } = input;
  const meta = await sharp(input.photo).rotate().metadata();
  // Width and height as shown: EXIF orientations 5-8 turn the picture a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  const shape = {
    width: (turned ? meta.height : meta.width) ?? 1,
    height: (turned ? meta.width : meta.height) ?? 1,
  };
  const box = fitPhotoBox(parts.photo, shape);
  const backdrop = await sharp(Buffer.from(backdropSvg(palette, size, box)))
    .png()
    .toBuffer();
  // A thin frame in the brand's light tone, so a photo on white stands off a light ground too.
  const border = shade(palette.background, 0.85);
  const layers = await photoLayers(input.photo, box, size, border);
  if (input.line)
    layers.push({
      input: Buffer.from(lineSvg(input.line, parts.line, palette.text, input.font, size)),
      left: 0,
      top: 0,
    });
  return sharp(backdrop).composite(layers).png({ compressionLevel: 2 }).toBuffer();
}

/**
 * The product's colours from its photos, for an ad whose page gave none (or that has no page): the most
 * common saturated hue among the photos' pixels (white product-shot grounds, shadows and greys ignored),
 * as a deep ground and the colour itself as its accent. None when the photos are all neutral.
 */
export async function photoColors(photos: Buffer[]): Promise<string[]> {
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (const photo of photos) {
    const { data, info } = await sharp(photo)
      .rotate()
      .resize(32, 32, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) {
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max < 40 || max - min < 0.25 * max) continue;
      const d = max - min;
      const hue = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4; // 0..6
      const bin = Math.floor(hue * 2) % 12;
      const acc = bins.get(bin) ?? { n: 0, r: 0, g: 0, b: 0 };
      bins.set(bin, { n: acc.n + 1, r: acc.r + r, g: acc.g + g, b: acc.b + b });
    }
  }
  const top = [...bins.values()].sort((a, b) => b.n - a.n)[0];
  const total = photos.length * 32 * 32;
  if (!top || top.n < total * 0.03) return [];
  const hex = (v: number) =>
    Math.round(v / top.n)
      .toString(16)
      .padStart(2, "0");
  const color = `#${hex(top.r)}${hex(top.g)}${hex(top.b)}`;
  return [shade(color, -0.55), color];
}

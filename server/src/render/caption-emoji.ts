import fs from "node:fs/promises";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import { findIcon, iconElement } from "../illustration";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import type { CaptionChunk } from "./captions";

/**
 * Emoji accents on captions: a caption that says one of the things or people its scene shows gets that
 * thing's emoji beside it, popping in when the word is spoken (as the caption-led editors do). libass
 * cannot draw colour emoji, so the emoji are PNGs (the scene's own Fluent Emoji, the scene plan's icon for
 * the word) shown by one small overlay in the composition, from an ffconcat list of frames: a blank
 * while no accent shows, two pop frames, then the emoji until its caption ends.
 */
export interface EmojiAccent {
  startMs: number;
  endMs: number;
  /** Icon name in the illustration sets ("bread", "woman-cook-medium"). */
  icon: string;
}

const normalise = (word: string) =>
  word
    .normalize("NFC")
    .toLocaleLowerCase()
    .replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");

/** The words of the scenes' plans that name a thing or a person, and the icon each is drawn with. */
export function keywordIcons(plans: (ScenePlan | undefined)[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const plan of plans) {
    if (!plan) continue;
    for (const o of plan.objects) if (o.word) out.set(normalise(o.word), o.icon);
    for (const c of plan.characters) {
      // A name ("Maya") is a person, not a key word: the accent goes to words for things and roles.
      if (!c.word || (c.name && normalise(c.name) === normalise(c.word))) continue;
      const icon = findIcon(c.icon, c.kind === "person" ? c.skinTone : undefined);
      if (icon) out.set(normalise(c.word), icon.name);
    }
  }
  out.delete("");
  return out;
}

/** One accent per caption at most: its first key word, from the moment it is spoken to the caption's end. */
export function emojiAccents(chunks: CaptionChunk[], keywords: Map<string, string>): EmojiAccent[] {
  const out: EmojiAccent[] = [];
  for (const c of chunks) {
    const hit = c.words.find((w) => keywords.has(normalise(w.text)));
    const icon = hit ? keywords.get(normalise(hit.text)) : undefined;
    if (hit && icon && findIcon(icon)) out.push({ startMs: hit.startMs, endMs: c.endMs, icon });
  }
  return out;
}

async function emojiPng(icon: string, side: number, scale: number): Promise<Buffer> {
  const found = findIcon(icon);
  const s = side * scale;
  const o = (side - s) / 2;
  const art = found ? iconElement(found, o, o, s, s) : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${art}</svg>`;
  return Buffer.from((await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng());
}

const POP = [0.55, 1.18];

/**
 * The accents as an ffconcat list of square PNG frames of `side` pixels for the span of output frames
 * [fromF, toF) at `fps` (the list starts at fromF, as a part of a split composition reads it).
 */
export async function writeEmojiTrack(
  accents: EmojiAccent[],
  o: { dir: string; side: number; fps: number; fromF: number; toF: number; name: string },
): Promise<string> {
  const files = new Map<string, string>();
  const file = async (key: string, make: () => Promise<Buffer>) => {
    const known = files.get(key);
    if (known) return known;
    const p = path.join(o.dir, `emoji-${key.replace(/[^a-z0-9-]/gi, "_")}.png`);
    await fs.writeFile(p, await make());
    files.set(key, p);
    return p;
  };
  const blank = await file("blank", () => emojiPng("", o.side, 1));
  // Runs of frames: [file, frames], in order, covering fromF..toF.
  const runs: [string, number][] = [];
  let at = o.fromF;
  const push = (p: string, untilF: number) => {
    const from = Math.max(at, o.fromF);
    const to = Math.min(untilF, o.toF);
    if (to > from) runs.push([p, to - from]);
    at = Math.max(at, untilF);
  };
  for (const a of accents) {
    const startF = Math.round((a.startMs * o.fps) / 1000);
    const endF = Math.max(startF + POP.length + 1, Math.round((a.endMs * o.fps) / 1000));
    // An accent that began before this part (the composition is cut at every scene, often on the
    // scene's first word) shows its remaining frames; push() clips every run to the part.
    if (endF <= Math.max(at, o.fromF) || startF >= o.toF) continue;
    push(blank, startF);
    for (const [k, scale] of POP.entries())
      push(await file(`${a.icon}-pop${k}`, () => emojiPng(a.icon, o.side, scale)), startF + k + 1);
    push(await file(a.icon, () => emojiPng(a.icon, o.side, 1)), endF);
  }
  push(blank, o.toF);
  const lines = ["ffconcat version 1.0"];
  for (const [p, frames] of runs)
    lines.push(`file '${p.replace(/'/g, "'\\''")}'`, `duration ${(frames / o.fps).toFixed(5)}`);
  // The demuxer ignores the last entry's duration unless the file is listed once more.
  const last = runs.at(-1);
  if (last) lines.push(`file '${last[0].replace(/'/g, "'\\''")}'`);
  const listPath = path.join(o.dir, `${o.name}.ffconcat`);
  await fs.writeFile(listPath, `${lines.join("\n")}\n`);
  return listPath;
}

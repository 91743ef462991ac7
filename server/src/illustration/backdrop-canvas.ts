import type { SeededRandom } from "../lib/random";
import { mix, n } from "../lib/svg";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { artView, findIcon, iconElement } from "./icon-library";
import { type Box, overlaps } from "./scene-layout";
import type { Look } from "./scene-looks";
import { backdropIcon } from "./style-assets";

/**
 * What every part of a scene's backdrop draws with: the frame, the look, the one random stream (drawn from in
 * a fixed order, so a seed gives the same picture) and the defs the parts add as they go.
 */
export interface Canvas {
  plan: ScenePlan;
  look: Look;
  w: number;
  h: number;
  /** One hundredth of the width. */
  u: number;
  r: SeededRandom;
  /** Where the ground (or the floor) starts, in pixels. */
  horizonY: number;
  /** Dusk and night: windows are lit. */
  lit: boolean;
  /** Gradients, masks, clips and filters, in the order the parts asked for them. */
  defs: string[];
  /** A def's id, new on each call. */
  id: (name: string) => string;
  /** The story's elements, in the backdrop's own coordinates (it may be drawn mirrored and zoomed). */
  avoid: Box[];
}

/** Fill (and stroke) for a shape of natural colour c, in the look. */
export function paint(c: Canvas, colour: string, opts: { shade?: boolean } = {}): string {
  const { look, u } = c;
  if (look.glow)
    return `fill="${mix(colour, look.p.background, 0.64)}" stroke="${mix(look.glow, colour, 0.3)}" stroke-width="${n(u * 0.35)}"`;
  const col = look.tone(colour);
  const stroke = look.ink
    ? ` stroke="${look.ink[0]}" stroke-width="${n(u * look.ink[1])}" stroke-linejoin="round"`
    : "";
  if (opts.shade !== false && look.shaded) {
    const g = c.id("sh");
    c.defs.push(
      `<linearGradient id="${g}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${mix(col, "#ffffff", 0.3)}"/><stop offset="1" stop-color="${mix(col, "#000000", 0.22)}"/></linearGradient>`,
    );
    return `fill="url(#${g})"${stroke}`;
  }
  return `fill="${col}"${stroke}`;
}

/** A small illustration standing at (x, y), unless it would hide behind one of the story's elements. */
export function icon(c: Canvas, name: string, x: number, y: number, s: number): string {
  const found = findIcon(name);
  const box = { x: x - s / 2, y: y - s, w: s, h: s };
  if (!found || c.avoid.some((b) => overlaps(b, box))) return "";
  return iconElement(backdropIcon(found, c.look), box.x, box.y, s, s);
}

/** Wavy band from y with amplitude a, filled to the bottom. */
export function hill(c: Canvas, y: number, a: number, colour: string, phase: number, freq = 1.4): string {
  const { w, h, u } = c;
  let d = `M${n(-u * 2)} ${n(h + u)} L${n(-u * 2)} ${n(y)}`;
  for (let x = 0; x <= w + w / 20; x += w / 20)
    d += ` L${n(x)} ${n(y - Math.sin((x / w) * Math.PI * freq + phase) * a)}`;
  return `<path d="${d} L${n(w + u * 2)} ${n(h + u)}Z" ${paint(c, colour)}/>`;
}

/**
 * A ware drawn through the view of its art (icon-library's artView), so its lowest point is its box's foot:
 * an emoji's own margin would lift it a tenth of its size off the ledge. Left out behind the story's elements.
 */
export function standingIcon(
  c: Canvas,
  { name, x, bottom, size }: { name: string; x: number; bottom: number; size: number },
): string {
  const found = findIcon(name);
  const box = { x: x - size / 2, y: bottom - size, w: size, h: size };
  if (!found || c.avoid.some((b) => overlaps(b, box))) return "";
  const drawn = backdropIcon(found, c.look);
  return iconElement(drawn, box.x, box.y, size, size, "", artView(drawn));
}

import type { ThingColour } from "@reelsmith/contract/scene-plan";
import { rgbOf } from "../lib/svg";
import type { Icon } from "./icon-library";

/**
 * A thing drawn in the colour its sentence gives it (a red kite, a black umbrella): a vector icon's own
 * colours moved to the colour's hue, each keeping its light and shade (the greys of a handle and the white
 * of a highlight stay); a raster icon (the 3D set) coloured through its lightness.
 */

interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Each colour's hue, saturation and middle lightness: where the icon's coloured parts are moved to. */
const TARGETS: Record<ThingColour, Hsl> = {
  red: { h: 2, s: 0.78, l: 0.5 },
  orange: { h: 28, s: 0.9, l: 0.55 },
  yellow: { h: 50, s: 0.92, l: 0.58 },
  green: { h: 122, s: 0.55, l: 0.42 },
  blue: { h: 214, s: 0.75, l: 0.5 },
  purple: { h: 275, s: 0.55, l: 0.45 },
  pink: { h: 330, s: 0.75, l: 0.7 },
  brown: { h: 26, s: 0.5, l: 0.33 },
  black: { h: 0, s: 0, l: 0.16 },
  white: { h: 0, s: 0, l: 0.92 },
  grey: { h: 0, s: 0, l: 0.58 },
};

/** A colour counted as the thing's own (not an outline, a highlight or a grey handle). */
const chromatic = (c: Hsl) => c.s >= 0.2 && c.l > 0.08 && c.l < 0.95;

function toHsl(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Colour literals in paint attributes and style properties (never an id such as url(#fcafe-…)). */
const PAINT =
  /((?:fill|stroke|stop-color|flood-color|lighting-color|color)\s*[=:]\s*"?)(#[0-9a-f]{6}|#[0-9a-f]{3})(?![0-9a-z])/gi;

/** A vector body with its coloured parts in the colour; null where it has none (line art). */
function recolouredBody(body: string, colour: ThingColour): string | null {
  const own = [...body.matchAll(PAINT)].map((m) => toHsl(m[2] as string)).filter(chromatic);
  if (own.length === 0) return null;
  const target = TARGETS[colour];
  const meanL = own.reduce((sum, c) => sum + c.l, 0) / own.length;
  return body.replace(PAINT, (_, attr: string, hex: string) => {
    const c = toHsl(hex);
    if (!chromatic(c)) return attr + hex;
    const s = target.s === 0 ? 0.03 : clamp(target.s * (0.75 + 0.25 * c.s), 0, 1);
    return attr + toHex({ h: target.h, s, l: clamp(c.l + target.l - meanL, 0.04, 0.97) });
  });
}

/** A raster body coloured through its lightness: dark parts stay dark, the rest takes the colour. */
function colourisedRaster(icon: Icon, colour: ThingColour): string {
  const hex = toHex(TARGETS[colour]);
  const rgb = rgbOf(hex);
  // Lightness 0.55 (a middle tone of the picture) becomes the colour itself.
  const row = (v: number) => [0.2126, 0.7152, 0.0722].map((k) => ((k * v) / 0.55).toFixed(4)).join(" ");
  const values = `${rgb.map((v) => `${row(v)} 0 0`).join(" ")} 0 0 0 1 0`;
  const id = `tint-${icon.set}-${icon.name}-${colour}`.replace(/[^a-z0-9-]/gi, "");
  return `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values}"/></filter><g filter="url(#${id})">${icon.body}</g>`;
}

/** Coloured icons by the icon they were coloured from (each set's icons are made once and kept). */
const tinted = new WeakMap<Icon, Map<ThingColour, Icon>>();

/** The icon in the colour (once per icon and colour); the icon as it is where nothing is coloured. */
export function inColour(icon: Icon, colour: ThingColour): Icon {
  const known = tinted.get(icon) ?? new Map<ThingColour, Icon>();
  tinted.set(icon, known);
  let out = known.get(colour);
  if (!out) {
    const body = icon.body.includes("<image")
      ? colourisedRaster(icon, colour)
      : recolouredBody(icon.body, colour);
    out = body ? { ...icon, body, tint: colour } : { ...icon, tint: colour };
    known.set(colour, out);
  }
  return out;
}

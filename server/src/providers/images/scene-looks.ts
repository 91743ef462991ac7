import type { StyleEntry } from "../../catalog/types";
import { mix, n } from "./svg";

/**
 * How a visual style treats an illustrated scene: the colours of the backdrop (the place's natural colours
 * pulled toward the style's palette), how shapes are painted (flat, inked, glowing, shaded), the filter over
 * the illustrations and the finish over the whole frame (grade, grain, vignette). The eight styles keep
 * their look language from the typographic renderer: watercolor bleed and paper, comic ink and halftone,
 * neon glow at night, vintage sepia and grain, minimal flat fields, 3D shading and soft shadows, anime cel
 * bands and outlines, cinematic teal-and-amber grade.
 */
export interface Look {
  id: string;
  p: StyleEntry["palette"];
  /** Maps a natural colour (a wall, grass, the sky) into the style. */
  tone: (c: string) => string;
  /** Skies in solid bands instead of a gradient. */
  banded: boolean;
  /** No gradients at all on shapes (minimal, comic). */
  flat: boolean;
  /** Shape outline: [colour, width in units], or null. */
  ink: [string, number] | null;
  /** Neon: shapes dark with glowing edges of this colour. */
  glow: string | null;
  halftone: boolean;
  /** Watercolor: the backdrop's shapes bleed and the paper shows. */
  bleed: boolean;
  /** How elements stand on the ground. */
  shadow: "soft" | "hard" | "glow" | "ink";
  /** Depth of field: the backdrop's blur, in units (1/100 of the width); 0 for sharp. */
  depthBlur: number;
  /** The backdrop is drawn at this fraction of the frame's size and scaled up (soft looks afford less). */
  backdropScale: number;
  /** SVG filter primitives for the illustrations (in an element's own SVG); "" for none. */
  iconFilter: (u: number) => string;
  finish: Finish;
}

/** Over the whole flattened frame (sharp): a colour matrix, grain and a vignette, all mild. */
export interface Finish {
  /** 3x3 RGB matrix (sharp recomb), or null. */
  grade: [[number, number, number], [number, number, number], [number, number, number]] | null;
  /** 0..1 strength of film grain. */
  grain: number;
  /** 0..1 darkening of the corners (never a band: the edges' middles stay light). */
  vignette: number;
}

const SEPIA: Finish["grade"] = [
  [0.5, 0.55, 0.12],
  [0.42, 0.55, 0.1],
  [0.3, 0.42, 0.1],
];
/** Teal shadows, amber highlights: red and blue pulled apart a little. */
const TEAL_AMBER: Finish["grade"] = [
  [1.08, 0.02, -0.06],
  [0.0, 1.0, 0.02],
  [-0.04, 0.06, 0.94],
];

/** A line of `color` around the picture's silhouette, under `source` (a result name). */
const outline = (color: string, radius: number, source = "SourceGraphic") =>
  `<feMorphology in="SourceAlpha" operator="dilate" radius="${n(radius)}" result="grown"/><feFlood flood-color="${color}"/><feComposite in2="grown" operator="in" result="line"/><feMerge><feMergeNode in="line"/><feMergeNode in="${source}"/></feMerge>`;

/** Cel shading: eight flat steps of each channel (in sRGB, so dark skin keeps its tones). */
const CEL = "0.04 0.17 0.3 0.43 0.57 0.7 0.84 0.97";

const saturate = (v: number, result = "sat") =>
  `<feColorMatrix in="SourceGraphic" type="saturate" values="${v}" result="${result}"/>`;

export function lookOf(style: StyleEntry): Look {
  const p = style.palette;
  const base = {
    id: style.motif,
    p,
    banded: false,
    flat: false,
    ink: null,
    glow: null,
    halftone: false,
    bleed: false,
    shadow: "soft" as Look["shadow"],
    depthBlur: 0,
    backdropScale: 0.5,
    iconFilter: () => "",
    finish: { grade: null, grain: 0, vignette: 0 } as Finish,
  };
  switch (style.motif) {
    case "anime":
      return {
        ...base,
        tone: (c) => mix(mix(c, "#ffffff", 0.12), p.secondary, 0.12),
        banded: true,
        ink: [mix(p.secondary, "#1b2a5a", 0.7), 0.35],
        shadow: "ink",
        iconFilter: (u) =>
          `${saturate(1.2)}<feComponentTransfer result="cel">${["R", "G", "B"].map((c) => `<feFunc${c} type="discrete" tableValues="${CEL}"/>`).join("")}</feComponentTransfer>${outline("#1b2a5a", u * 0.45, "cel")}`,
      };
    case "watercolor":
      return {
        ...base,
        tone: (c) => mix(c, p.background, 0.38),
        bleed: true,
        shadow: "soft",
        backdropScale: 0.34,
        iconFilter: (u) =>
          `<feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="5"/><feDisplacementMap in="SourceGraphic" scale="${n(u * 1.2)}" xChannelSelector="R" yChannelSelector="G" result="wobble"/><feColorMatrix in="wobble" type="matrix" values="0.85 0.1 0.05 0 0.04  0.05 0.85 0.1 0 0.04  0.05 0.1 0.85 0 0.04  0 0 0 0.92 0"/>`,
        finish: { grade: null, grain: 0.05, vignette: 0 },
      };
    case "3d":
      return {
        ...base,
        tone: (c) => mix(mix(c, p.primary, 0.12), "#ffffff", 0.1),
        shadow: "soft",
        depthBlur: 0.7,
        iconFilter: (u) =>
          `<feDropShadow dx="${n(u * 0.6)}" dy="${n(u * 1.2)}" stdDeviation="${n(u * 1.2)}" flood-color="#1f1a3a" flood-opacity="0.35"/>`,
      };
    case "comic":
      return {
        ...base,
        tone: (c) => mix(c, p.primary, 0.12),
        flat: true,
        ink: ["#111111", 0.55],
        halftone: true,
        shadow: "ink",
        iconFilter: (u) => `${saturate(1.35)}${outline("#111111", u * 0.7, "sat")}`,
      };
    case "minimal":
      return {
        ...base,
        tone: (c) => mix(c, p.secondary, 0.3),
        flat: true,
        banded: true,
        shadow: "hard",
        iconFilter: () => saturate(0.75),
      };
    case "neon":
      return {
        ...base,
        tone: (c) => mix(c, p.background, 0.62),
        glow: p.secondary,
        shadow: "glow",
        iconFilter: (u) =>
          `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(u * 1.4)}" result="b"/><feFlood flood-color="${p.primary}"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge>`,
        finish: { grade: null, grain: 0, vignette: 0.15 },
      };
    case "vintage":
      return {
        ...base,
        tone: (c) => mix(c, p.primary, 0.2),
        shadow: "soft",
        finish: { grade: SEPIA, grain: 0.16, vignette: 0.3 },
      };
    default:
      // Cinematic, and any style without a look of its own.
      return {
        ...base,
        tone: (c) => mix(c, p.secondary, 0.22),
        shadow: "soft",
        depthBlur: 0.3,
        iconFilter: () =>
          `<feComponentTransfer><feFuncR type="gamma" exponent="0.95" amplitude="1.04"/><feFuncB type="gamma" exponent="1.05" amplitude="0.96"/></feComponentTransfer>`,
        finish: { grade: TEAL_AMBER, grain: 0.08, vignette: 0.22 },
      };
  }
}

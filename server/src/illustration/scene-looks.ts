import type { StyleEntry } from "../catalog/types";
import { styleModuleOf } from "../styles";
import type { Palette, StyleAssets, StyleLook } from "../styles/style-module";

/**
 * How a visual style treats an illustrated scene (its module's look, server/src/styles/<id>.ts) with the
 * palette the catalogue holds: watercolor bleed and paper, comic ink and halftone, neon glow at night,
 * vintage sepia and grain, minimal flat fields, 3D shading and soft shadows, anime cel bands and outlines,
 * cinematic teal-and-amber grade.
 */
export type Look = StyleLook & { p: Palette; assets: StyleAssets };

export function lookOf(style: StyleEntry): Look {
  const module = styleModuleOf(style);
  return { ...module.look(style.palette), p: style.palette, assets: module.assets };
}

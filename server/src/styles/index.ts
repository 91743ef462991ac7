import { type StyleId, styleIdSchema } from "@reelsmith/contract/style-ids";
import { render3d } from "./3d-render";
import { anime } from "./anime";
import { cinematic } from "./cinematic";
import { comic } from "./comic";
import { minimal } from "./minimal";
import { neon } from "./neon";
import type { StyleModule } from "./style-module";
import { vintageFilm } from "./vintage-film";
import { watercolor } from "./watercolor";

/** Every visual style by id: a new style is its module and one line here (and its id in the contract). */
export const styleModules: Record<StyleId, StyleModule> = {
  cinematic,
  anime,
  watercolor,
  "3d-render": render3d,
  comic,
  minimal,
  neon,
  "vintage-film": vintageFilm,
};

/**
 * The id of a catalogue style (the catalogue is data in storage): one no module draws is an error, never
 * another style's look.
 */
export function styleIdOf(style: { public: { id: string } }): StyleId {
  const id = styleIdSchema.safeParse(style.public.id);
  if (!id.success)
    throw new Error(`Unknown visual style "${style.public.id}": no module in server/src/styles`);
  return id.data;
}

export const styleModuleOf = (style: { public: { id: string } }): StyleModule =>
  styleModules[styleIdOf(style)];

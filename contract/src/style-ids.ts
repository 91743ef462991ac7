import { z } from "zod";

/**
 * The visual styles, in the catalogue's order (the first is the default). Each id has one module in
 * server/src/styles/ (its catalogue entry, look, motion, usual places and sample scene); a new id here makes
 * the type checker point at the table that lists them.
 */
export const styleIds = [
  "cinematic",
  "anime",
  "watercolor",
  "3d-render",
  "comic",
  "minimal",
  "neon",
  "vintage-film",
] as const;

export const styleIdSchema = z.enum(styleIds);
export type StyleId = z.infer<typeof styleIdSchema>;

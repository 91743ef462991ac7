import { styleDefinitions } from "../catalog/definitions/styles";
import type { StyleEntry } from "../catalog/types";
import { renderIllustratedScene } from "../illustration";
import { styleModules } from "../styles";
import { mapPool } from "./pool";
import { hashOf, type PartContext } from "./seed-context";

/** Bump the number when the scene renderer's drawing changes. */
export const stylesVersion = () => `styles-5-${hashOf(styleDefinitions)}`;

/** Each style's reference image: an illustrated sample scene in the style, 540x960. */
export async function seedStyles(ctx: PartContext): Promise<StyleEntry[]> {
  let done = 0;
  return mapPool(styleDefinitions, ctx.pool, async (s) => {
    const key = `${ctx.prefix}/${s.id}.png`;
    const entry: StyleEntry = {
      public: {
        id: s.id,
        style_name: s.name,
        description: s.description,
        reference_url: ctx.storage.publicUrl(key),
        colors: { ...s.palette },
        tags: s.tags,
      },
      palette: s.palette,
      fontFamily: s.fontFamily,
    };
    const png = await renderIllustratedScene({
      style: entry,
      plan: styleModules[s.id].samplePlan,
      width: 540,
      height: 960,
      seed: 1,
      index: 0,
    });
    await ctx.storage.put(key, png, "image/png");
    ctx.progress(++done, styleDefinitions.length);
    return entry;
  });
}

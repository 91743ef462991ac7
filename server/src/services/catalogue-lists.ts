import { publicAvatars, publicMusic, publicStyles, publicVoices, tryLoadCatalog } from "../catalog/catalog";
import type { CatalogManifest } from "../catalog/types";
import { AppError } from "../lib/app-error";
import type { Storage } from "../storage/storage";

/** The four catalogues a video is made from, with the spec's message for each while it is not built. */
const catalogues = {
  avatars: {
    part: "presenters",
    pick: publicAvatars,
    unavailable: "Failed to load avatars. Please try again later.",
  },
  voices: {
    part: "voices",
    pick: publicVoices,
    unavailable: "Failed to load voice data. Please try again later.",
  },
  music: {
    part: "music",
    pick: publicMusic,
    unavailable: "Failed to load background music. Please try again later.",
  },
  styles: {
    part: "styles",
    pick: publicStyles,
    unavailable: "Failed to load visual styles. Please try again later.",
  },
} as const;

export type CatalogueName = keyof typeof catalogues;
type Items<N extends CatalogueName> = ReturnType<(typeof catalogues)[N]["pick"]>;

/**
 * One public catalogue, with the spec's field names, and the manifest it came from; CATALOG_UNAVAILABLE
 * while the first start has not built that part yet (the seed builds the parts one by one).
 */
export async function catalogueList<N extends CatalogueName>(
  storage: Storage,
  name: N,
): Promise<{ manifest: CatalogManifest; items: Items<N> }> {
  const { part, pick, unavailable } = catalogues[name];
  const manifest = await tryLoadCatalog(storage);
  if (!manifest?.parts?.[part]) throw new AppError("CATALOG_UNAVAILABLE", unavailable);
  return { manifest, items: pick(manifest) as Items<N> };
}

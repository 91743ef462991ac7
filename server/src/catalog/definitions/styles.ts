import { type StyleId, styleIds } from "@reelsmith/contract/style-ids";
import { styleModules } from "../../styles";
import type { StyleCatalogueEntry } from "../../styles/style-module";

/** The visual styles as the seed lists them, from their modules (server/src/styles/); reference_url is the seed's. */
export type StyleDefinition = StyleCatalogueEntry & { id: StyleId };

export const styleDefinitions: StyleDefinition[] = styleIds.map((id) => ({
  id,
  ...styleModules[id].catalogue,
}));

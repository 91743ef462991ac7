import { invalidateCatalog, loadCatalog, MANIFEST_KEY } from "../catalog/catalog";
import type { Storage } from "../storage/storage";

/**
 * Marks every part of the stored catalogue as built, as the seed does when it finishes, so the catalogue
 * endpoints answer the fixture catalogue instead of "still building" (503).
 */
export async function markCatalogueBuilt(storage: Storage): Promise<void> {
  const manifest = await loadCatalog(storage);
  const parts = { voices: "fixture", presenters: "fixture", music: "fixture", styles: "fixture" };
  await storage.put(MANIFEST_KEY, Buffer.from(JSON.stringify({ ...manifest, parts })), "application/json");
  invalidateCatalog(storage);
}

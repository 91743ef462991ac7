import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MANIFEST_KEY } from "../../server/src/catalog/catalog";
import { createRenderHarness } from "../../server/src/test/render/harness";

/**
 * A render harness in a fresh temp folder (named from `prefix`) with the seeded catalogue of the data
 * folder `data` (npm run seed) when it has one, else the test fixture catalogue; its first music and
 * presenter.
 */
export async function benchRenderHarness(data: string | undefined, prefix: string) {
  const dataDir = data ? path.resolve(data) : null;
  const seeded = Boolean(dataDir && fs.existsSync(path.join(dataDir, "storage", MANIFEST_KEY)));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (seeded && dataDir)
    fs.cpSync(path.join(dataDir, "storage", "catalog"), path.join(work, "storage", "catalog"), {
      recursive: true,
    });
  const h = await createRenderHarness({ dataDir: work, seedFixture: !seeded });
  const manifest = JSON.parse((await h.deps.storage.read(MANIFEST_KEY)).toString("utf8"));
  return {
    h,
    seeded,
    music: manifest.music[0].public.id as string,
    presenter: manifest.presenters[0].public.id as string,
  };
}

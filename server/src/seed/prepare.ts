import { MANIFEST_KEY } from "../catalog/catalog";
import type { AppDeps } from "../http/context";
import { seedPublicData } from "./public-data";
import { runSeed } from "./seed";

export type SeedState = {
  state: "running" | "done" | "failed";
  error?: string;
  /** The sample videos of the landing page and /showcase, rendered after the catalogue is ready. */
  samples?: "running" | "done";
};

/**
 * Start-up data: the public tables (fast, awaited) and the catalogues (built in the background when missing
 * or out of date, so the server answers at once and /readyz says when the catalogue is ready).
 */
export async function prepareData(deps: AppDeps): Promise<{ seed: SeedState; done: Promise<void> }> {
  await seedPublicData(deps.database.db);
  if (!deps.config.SEED_ON_START) return awaitSeededCatalogue(deps);
  const seed: SeedState = { state: "running", samples: "running" };
  const done = runSeed({
    storage: deps.storage,
    database: deps.database,
    logger: deps.logger,
    sampleSize: deps.config.SAMPLE_VIDEO_SIZE,
    onCatalogueReady: () => {
      seed.state = "done";
      deps.logger.info("catalogue ready; sample videos follow");
    },
  })
    .then((r) => {
      seed.state = "done";
      seed.samples = "done";
      deps.logger.info({ built: r.built, skipped: r.skipped, ms: Math.round(r.ms) }, "catalogue ready");
    })
    .catch((err: unknown) => {
      seed.state = "failed";
      seed.error = err instanceof Error ? err.message : String(err);
      deps.logger.error(
        { err },
        "catalogue seed failed; the catalogue endpoints answer 503 until it succeeds",
      );
    });
  return { seed, done };
}

/**
 * SEED_ON_START=false (APIs of a scaled deployment): `npm run seed` writes the catalogue to storage once;
 * this process builds nothing and is ready once the manifest is there, looking again every few seconds.
 */
function awaitSeededCatalogue(deps: AppDeps): { seed: SeedState; done: Promise<void> } {
  const seed: SeedState = { state: "running", samples: "done" };
  const done = (async () => {
    for (let waited = 0; ; waited++) {
      if (await deps.storage.exists(MANIFEST_KEY).catch(() => false)) break;
      if (waited === 0)
        deps.logger.warn("SEED_ON_START=false and no catalogue in storage yet: run npm run seed");
      await new Promise((r) => setTimeout(r, 3000).unref());
    }
    seed.state = "done";
    deps.logger.info("catalogue found in storage");
  })();
  return { seed, done };
}

import type { AppDeps } from "../lib/context";
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

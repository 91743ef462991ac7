import { createRouter } from "../http/create-router";
import { undocumented } from "../http/documented-router";
import { catalogueState, dependencyChecks } from "../http/readiness";

export const systemRoutes = createRouter()
  .get("/healthz", (c) => c.json({ ok: true }))
  .get("/readyz", async (c) => {
    const { database, storage, seedState } = c.var.deps;
    const checks = await dependencyChecks(c.var.deps);
    // Ready once the database, the job queue and the files answer and the catalogues exist: the editors are not usable before.
    const catalogue = catalogueState(c.var.deps);
    const ok = checks.database && checks.queue && checks.storage && catalogue === "done";
    const samples = seedState?.samples ?? "done";
    return c.json(
      { ok, database: database.kind, storage: storage.kind, checks, catalogue, samples },
      ok ? 200 : 503,
    );
  })
  .get("/api/config", undocumented("the web app's settings"), (c) => {
    const { config } = c.var.deps;
    return c.json({
      googleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      supportEmail: config.SUPPORT_EMAIL,
      discordUrl: config.DISCORD_URL,
      betaMode: config.BETA_MODE,
      // A storyboard scene may be stock footage only where a Pexels key is configured.
      stockFootage: Boolean(config.PEXELS_API_KEY),
    });
  });

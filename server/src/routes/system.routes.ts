import { Hono } from "hono";
import type { AppEnv } from "../lib/context";

export const systemRoutes = new Hono<AppEnv>()
  .get("/healthz", (c) => c.json({ ok: true }))
  .get("/readyz", async (c) => {
    await c.var.deps.database.executeSql("select 1");
    return c.json({ ok: true, database: c.var.deps.database.kind });
  })
  .get("/api/config", (c) => {
    const { config } = c.var.deps;
    return c.json({
      googleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      supportEmail: config.SUPPORT_EMAIL,
      discordUrl: config.DISCORD_URL,
      betaMode: config.BETA_MODE,
    });
  });

import { profileUpdateSchema } from "@reelsmith/contract/profile";
import { Hono } from "hono";
import type { AppEnv } from "../lib/context";
import { currentUser, requireUser } from "../lib/session";
import { cachedJson } from "../lib/user-cache";
import { jsonBody } from "../lib/validate";
import { getProfile, getSubscription, updateProfile } from "../services/profiles";

// Guarded per path: a catch-all guard here would answer 401 for every /api path mounted after it.
export const profileRoutes = new Hono<AppEnv>()
  .use("/profile", requireUser)
  .use("/subscription", requireUser)
  .get("/profile", async (c) => {
    const userId = currentUser(c).id;
    return cachedJson(c, userId, "profile", "profile", () => getProfile(c.var.deps.database.db, userId));
  })
  .patch("/profile", async (c) => {
    const input = await jsonBody(c, profileUpdateSchema);
    return c.json(await updateProfile(c.var.deps.database.db, currentUser(c).id, input));
  })
  .get("/subscription", async (c) => {
    const userId = currentUser(c).id;
    return cachedJson(c, userId, "credits", "subscription", () =>
      getSubscription(c.var.deps.database.db, userId),
    );
  });

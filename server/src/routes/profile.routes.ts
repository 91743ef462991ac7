import { profileUpdateSchema } from "@reelsmith/contract/profile";
import { createAuthedRouter } from "../http/create-router";
import { cachedJson } from "../http/user-cache";
import { jsonBody } from "../http/validate";
import { getProfile, getSubscription, updateProfile } from "../services/profiles";

export const profileRoutes = createAuthedRouter()
  .get("/profile", async (c) => {
    const userId = c.var.user.id;
    return cachedJson(c, userId, "profile", "profile", () => getProfile(c.var.deps.database.db, userId));
  })
  .patch("/profile", async (c) => {
    const input = await jsonBody(c, profileUpdateSchema);
    return c.json(await updateProfile(c.var.deps.database.db, c.var.user.id, input));
  })
  .get("/subscription", async (c) => {
    const userId = c.var.user.id;
    return cachedJson(c, userId, "credits", "subscription", () =>
      getSubscription(c.var.deps.database.db, userId),
    );
  });

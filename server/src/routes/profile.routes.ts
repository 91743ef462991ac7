import { profileSchema, profileUpdateSchema, subscriptionSchema } from "@reelsmith/contract/profile";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { cachedJson } from "../http/user-cache";
import { getProfile, getSubscription, updateProfile } from "../services/profiles";

/** Your profile, as reading and changing it answer. */
const profileAnswer = { status: 200, description: "The profile", schema: profileSchema } as const;

export const profileRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Account" })
  .get(
    "/subscription",
    {
      operationId: "getSubscription",
      summary: "Your plan and credits",
      response: { status: 200, description: "The subscription", schema: subscriptionSchema },
      errors: ["PROFILE_NOT_FOUND"],
    },
    async (c) => {
      const userId = c.var.user.id;
      return cachedJson(c, userId, "credits", "subscription", () =>
        getSubscription(c.var.deps.database.db, userId),
      );
    },
  )
  .get(
    "/profile",
    {
      operationId: "getProfile",
      summary: "Your username and full name",
      response: profileAnswer,
      errors: ["PROFILE_NOT_FOUND"],
    },
    async (c) => {
      const userId = c.var.user.id;
      return cachedJson(c, userId, "profile", "profile", () => getProfile(c.var.deps.database.db, userId));
    },
  )
  .patch(
    "/profile",
    {
      operationId: "updateProfile",
      summary: "Change your username and full name",
      body: profileUpdateSchema,
      response: profileAnswer,
      errors: ["PROFILE_NOT_FOUND", "USERNAME_TAKEN", "PROFILE_UPDATE_FAILED"],
    },
    async (c) => {
      const input = c.req.valid("json");
      return c.json(await updateProfile(c.var.deps.database.db, c.var.user.id, input));
    },
  );

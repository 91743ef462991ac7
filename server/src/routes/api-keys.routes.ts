import { createApiKeySchema } from "@reelsmith/contract/api-keys";
import { createAuthedRouter } from "../http/create-router";
import { browserSessionOnly } from "../http/session";
import { jsonBody } from "../http/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "../services/api-keys";

/** Personal API keys (profile page): signed in with a browser session only, never with a key. */
export const apiKeyRoutes = createAuthedRouter()
  .get("/api-keys", browserSessionOnly, async (c) =>
    c.json({ keys: await listApiKeys(c.var.deps.database.db, c.var.user.id) }),
  )
  .post("/api-keys", browserSessionOnly, async (c) => {
    const { name } = await jsonBody(c, createApiKeySchema);
    return c.json(await createApiKey(c.var.deps.database.db, c.var.user.id, name), 201);
  })
  .delete("/api-keys/:id", browserSessionOnly, async (c) =>
    c.json(await revokeApiKey(c.var.deps.database.db, c.var.user.id, c.req.param("id"))),
  );

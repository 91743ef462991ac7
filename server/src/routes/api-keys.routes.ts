import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  revokedApiKeySchema,
} from "@reelsmith/contract/api-keys";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { createApiKey, listApiKeys, revokeApiKey } from "../services/api-keys";
import { onOwnRecord, ownRecordAnswers } from "./answers";

/** Personal API keys (profile page): signed in with a browser session only, never with a key. */
export const apiKeyRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Account" })
  .get(
    "/api-keys",
    {
      operationId: "listApiKeys",
      summary: "List your API keys (never their secret)",
      auth: "session",
      response: { status: 200, description: "The keys", schema: apiKeyListSchema },
      errors: [],
    },
    async (c) => c.json({ keys: await listApiKeys(c.var.deps.database.db, c.var.user.id) }),
  )
  .post(
    "/api-keys",
    {
      operationId: "createApiKey",
      summary: "Create an API key; the answer is the only time the whole key is shown",
      auth: "session",
      body: createApiKeySchema,
      response: { status: 201, description: "The new key", schema: createdApiKeySchema },
      errors: ["CONFLICT"],
    },
    async (c) => {
      const { name } = c.req.valid("json");
      return c.json(await createApiKey(c.var.deps.database.db, c.var.user.id, name), 201);
    },
  )
  .delete(
    "/api-keys/:id",
    {
      operationId: "revokeApiKey",
      summary: "Revoke an API key: it is refused from the next request on",
      auth: "session",
      ...ownRecordAnswers("Revoked", revokedApiKeySchema),
    },
    onOwnRecord(revokeApiKey),
  );

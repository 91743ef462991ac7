import { z } from "zod";

/** The messages of personal API keys, shared by the server and the profile page. */
export const apiKeyMessages = {
  nameRequired: "Give the key a name",
  nameTooLong: "The name must be at most 60 characters",
  notFound: "API key not found",
  invalidKey: "Invalid or revoked API key",
  /** Minting or revoking keys needs the owner's browser session, so a leaked key cannot make more keys. */
  sessionRequired:
    "API keys are managed from your profile page while signed in; an API key cannot manage keys.",
  tooManyKeys: (max: number) => `You can have at most ${max} active API keys. Revoke one first.`,
  rateLimited: (perMinute: number) =>
    `This API key made more than ${perMinute} requests in a minute. Please wait and try again.`,
} as const;

/** Every key starts with this, so a key pasted into the wrong place is recognisable (and scannable). */
export const API_KEY_PREFIX = "rs_";
export const API_KEY_NAME_MAX = 60;
export const API_KEYS_PER_USER_MAX = 20;

/** POST /api/api-keys */
export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
});

/** A key as listed: never the secret, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  rate_limit_per_minute: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to POST /api/api-keys: the only time the whole key is shown. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  start: z.string(),
  created_at: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const revokedApiKeySchema = z.object({ id: z.string(), revoked: z.literal(true) });

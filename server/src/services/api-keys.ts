import crypto from "node:crypto";
import {
  API_KEY_PREFIX,
  API_KEYS_PER_USER_MAX,
  type ApiKey,
  apiKeyMessages,
  type CreatedApiKey,
} from "@reelsmith/contract/api-keys";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { hashApiKey } from "../http/api-key-auth";
import { AppError, notFound } from "../lib/app-error";

export { verifyApiKey } from "../http/api-key-auth";

/** How many characters of a key the list shows: the prefix and seven more, enough to tell keys apart. */
const START_LENGTH = 10;

/** A new key: the prefix and 40 url-safe characters (30 random bytes, 240 bits). */
function newKey(): string {
  return `${API_KEY_PREFIX}${crypto.randomBytes(30).toString("base64url")}`;
}

/** Makes a key for `userId`; the whole key is in this answer only, the table keeps its hash. */
export async function createApiKey(db: Db, userId: string, name: string): Promise<CreatedApiKey> {
  const [active] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
  if ((active?.n ?? 0) >= API_KEYS_PER_USER_MAX)
    throw new AppError("CONFLICT", apiKeyMessages.tooManyKeys(API_KEYS_PER_USER_MAX));
  const key = newKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      name,
      start: key.slice(0, START_LENGTH),
      key_hash: hashApiKey(key),
    })
    .returning();
  if (!row) throw new Error("The API key was not saved");
  return { id: row.id, name: row.name, key, start: row.start, created_at: row.created_at.toISOString() };
}

/** The owner's keys that still work, oldest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .orderBy(asc(apiKeys.created_at), asc(apiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start: row.start,
    rate_limit_per_minute: row.rate_limit_per_minute,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
}

/**
 * Revokes one of the owner's keys: it stops working at once. Another user's key, or one already
 * revoked, is "not found" (no hint that the id exists).
 */
export async function revokeApiKey(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; revoked: true }> {
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound(apiKeyMessages.notFound);
  return { id: row.id, revoked: true };
}

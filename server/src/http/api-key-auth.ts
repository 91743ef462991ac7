import { createHash } from "node:crypto";
import { API_KEY_PREFIX } from "@reelsmith/contract/api-keys";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";

/** A key's last use is written at most this often, so a busy script does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The only form of a key that is stored: its SHA-256 in hex (a key is 240 random bits; no salt needed). */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The key of an `Authorization: Bearer <key>` header; null when the header is absent or another scheme. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Whether a bearer token looks like one of our personal keys (better-auth's own tokens do not). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export type VerifiedApiKey = { userId: string; keyId: string; rateLimitPerMinute: number };

/**
 * The owner of an API key (the key itself, or a whole "Bearer <key>" header value); null for an unknown
 * or revoked key. Records the key's last use, at most once a minute.
 */
export async function verifyApiKey(db: Db, bearer: string): Promise<VerifiedApiKey | null> {
  const key = bearerToken(bearer) ?? bearer.trim();
  if (!isApiKeyToken(key)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      user_id: apiKeys.user_id,
      rate_limit_per_minute: apiKeys.rate_limit_per_minute,
      last_used_at: apiKeys.last_used_at,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.key_hash, hashApiKey(key)), isNull(apiKeys.revoked_at)));
  if (!row) return null;
  const now = new Date();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ last_used_at: now }).where(eq(apiKeys.id, row.id));
  }
  return { userId: row.user_id, keyId: row.id, rateLimitPerMinute: row.rate_limit_per_minute };
}

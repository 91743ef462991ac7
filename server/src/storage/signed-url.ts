import crypto from "node:crypto";
import type { Storage } from "./storage";

/**
 * Short-lived links to private files: the file's URL with an expiry time and an HMAC of the key and that
 * time, made with a key derived from the server secret. Anyone holding the link may read that one file
 * until it expires; changing the key, the time or the signature breaks it. The links point at this
 * server's /storage/* on every store, a bucket included (where S3_PRESIGNED_URLS may then redirect on).
 */
const PURPOSE = "reelsmith signed storage url v1";

function signingKey(secret: string): Buffer {
  // Never sign with an empty secret: every server would then accept every link.
  if (!secret) throw new Error("No server secret to sign storage URLs with");
  return crypto.createHmac("sha256", secret).update(PURPOSE).digest();
}

function mac(secret: string, key: string, expires: number): string {
  return crypto.createHmac("sha256", signingKey(secret)).update(`${key}\n${expires}`).digest("base64url");
}

/** A URL for `key` that works without a session for `ttlS` seconds. */
export function signedStorageUrl(
  deps: { storage: Storage; config: { authSecret: string } },
  key: string,
  ttlS: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlS));
  const signature = mac(deps.config.authSecret, key, expires);
  return `${deps.storage.publicUrl(key)}?expires=${expires}&signature=${signature}`;
}

/** Whether `expires` and `signature` (query values of a signed URL) sign `key` and have not expired. */
export function verifyStorageSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret || !expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(mac(secret, key, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The avatar's client-generated id (the contract allows 8-64 of [A-Za-z0-9_-]).
 * crypto.randomUUID exists only in secure contexts (https, localhost); over plain http on a LAN address the
 * same 122 random bits come from getRandomValues.
 */
export function newAvatarId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

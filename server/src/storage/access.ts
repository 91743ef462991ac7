import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import type { Storage } from "./storage";

/**
 * Who a storage key belongs to, from its folder: the catalogue (presenters, voices, music, styles, the
 * landing samples) is public; `avatars/{userId}/` and `uploads/{userId}/` are a user's; `renders/{projectId}/`
 * belong to the project's owner. Anything else is nobody's to read without a signed URL.
 */
export type KeyOwner =
  | { kind: "public" }
  | { kind: "user"; userId: string }
  | { kind: "project"; projectId: string }
  | { kind: "nobody" };

export function ownerOfKey(key: string): KeyOwner {
  const [top, id] = key.split("/");
  if (top === "catalog") return { kind: "public" };
  if (!id) return { kind: "nobody" };
  if (top === "avatars" || top === "uploads") return { kind: "user", userId: id };
  if (top === "renders") return { kind: "project", projectId: id };
  return { kind: "nobody" };
}

/** Whether `userId` (null for a guest) may read the file at `key`. */
export async function mayRead(db: Db, key: string, userId: string | null): Promise<boolean> {
  const owner = ownerOfKey(key);
  if (owner.kind === "public") return true;
  if (!userId || owner.kind === "nobody") return false;
  if (owner.kind === "user") return owner.userId === userId;
  const [row] = await db
    .select({ user_id: projects.user_id })
    .from(projects)
    .where(eq(projects.id, owner.projectId));
  return row?.user_id === userId;
}

/**
 * The storage key behind a URL when the URL is one of ours (a `/storage/...` path, or the same path on our
 * own origin); null for any other address, which is then fetched like any page on the internet.
 * Throws for a URL of ours that names no valid key (`..`, an encoded NUL).
 */
export function ownStorageKey(storage: Storage, url: string, publicUrl: string): string | null {
  let pathname: string;
  if (url.startsWith("/") && !url.startsWith("//")) {
    pathname = new URL(url, publicUrl).pathname;
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(publicUrl).origin) return null;
    pathname = parsed.pathname;
  }
  return storage.keyFromUrl(pathname);
}

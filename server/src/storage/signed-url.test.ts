import { describe, expect, it } from "vitest";
import { ownerOfKey } from "./access";
import { signedStorageUrl, verifyStorageSignature } from "./signed-url";
import { createLocalStorage } from "./storage";

const secret = "a-server-secret-of-some-length-0123456789";
const deps = { storage: createLocalStorage("/nonexistent"), config: { authSecret: secret } };
const now = Date.UTC(2026, 0, 1);
const key = "renders/p1/v1/video.mp4";

/** The parts of a signed URL the storage route reads. */
function partsOf(url: string) {
  const u = new URL(url, "http://localhost");
  return {
    path: u.pathname,
    expires: u.searchParams.get("expires") ?? undefined,
    signature: u.searchParams.get("signature") ?? undefined,
  };
}

describe("signed storage URLs", () => {
  it("open the one file they were made for until they expire", () => {
    const { path, expires, signature } = partsOf(signedStorageUrl(deps, key, 600, now));
    expect(path).toBe(`/storage/${key}`);
    expect(verifyStorageSignature(secret, key, expires, signature, now)).toBe(true);
    expect(verifyStorageSignature(secret, key, expires, signature, now + 599_000)).toBe(true);
    expect(verifyStorageSignature(secret, key, expires, signature, now + 600_000)).toBe(false);
  });

  it("refuse another file, a changed expiry, a changed signature and another server's secret", () => {
    const { expires, signature } = partsOf(signedStorageUrl(deps, key, 600, now));
    expect(verifyStorageSignature(secret, "renders/p2/v1/video.mp4", expires, signature, now)).toBe(false);
    expect(verifyStorageSignature(secret, key, String(Number(expires) + 3600), signature, now)).toBe(false);
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;
    expect(verifyStorageSignature(secret, key, expires, flipped, now)).toBe(false);
    expect(verifyStorageSignature(`${secret}x`, key, expires, signature, now)).toBe(false);
    expect(verifyStorageSignature(secret, key, undefined, signature, now)).toBe(false);
    expect(verifyStorageSignature(secret, key, "soon", signature, now)).toBe(false);
    expect(verifyStorageSignature("", key, expires, signature, now)).toBe(false);
  });

  it("are never made without a server secret", () => {
    expect(() => signedStorageUrl({ ...deps, config: { authSecret: "" } }, key, 60)).toThrow(/secret/);
  });
});

describe("who a stored file belongs to", () => {
  it("reads it from the folder: the catalogue is public, avatars and uploads a user's, renders a project's", () => {
    expect(ownerOfKey("catalog/voices/en.ogg")).toEqual({ kind: "public" });
    expect(ownerOfKey("avatars/u1/avatar_1.jpeg")).toEqual({ kind: "user", userId: "u1" });
    expect(ownerOfKey("uploads/u1/shot.jpg")).toEqual({ kind: "user", userId: "u1" });
    expect(ownerOfKey("renders/p1/v1/scenes.json")).toEqual({ kind: "project", projectId: "p1" });
    expect(ownerOfKey("renders")).toEqual({ kind: "nobody" });
    expect(ownerOfKey("elsewhere/file.png")).toEqual({ kind: "nobody" });
  });
});

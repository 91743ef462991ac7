import { avatarMessages } from "@reelsmith/contract/avatars";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customAvatars, users } from "../db/schema";
import { faceKeyOf, parseFace } from "../providers/avatar/face-landmarks";
import { filesUnder, photo, postAvatar, tone } from "../test/avatar-test-media";
import { groupPhoto, objectPicture, twoPeoplePhoto } from "../test/face-photos";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/test-app";

/** A custom avatar's photo must show one face: the presenter talks with it. */
describe("custom avatar photo faces", () => {
  let ctx: TestContext;
  let owner: TestClient;
  let ownerId: string;
  let wav: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext();
    const signedUp = await signUpVerifiedUser(ctx);
    owner = signedUp.client;
    const [u] = await ctx.deps.database.db.select().from(users).where(eq(users.email, signedUp.user.email));
    ownerId = u?.id ?? "";
    wav = await tone("wav", 220);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const save = (image: Buffer) =>
    postAvatar(ctx, owner.jar, {
      name: "Me",
      image: { data: image, filename: "me.jpg", type: "image/jpeg" },
      voice: { data: wav, filename: "me.wav", type: "audio/wav" },
    });

  it("refuses a picture with no face with its message, and keeps nothing", async () => {
    const res = await save(await objectPicture());
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(avatarMessages.noFace);
    expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual([]);
    expect(await ctx.deps.database.db.select().from(customAvatars)).toEqual([]);
  });

  it("refuses a photo of two people, and of a group, with its message", async () => {
    for (const image of [await twoPeoplePhoto(), await groupPhoto()]) {
      const res = await save(image);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.message).toBe(avatarMessages.manyFaces);
    }
    expect(await ctx.deps.database.db.select().from(customAvatars)).toEqual([]);
  });

  it("saves a portrait with its face's landmarks beside the photo, and deletes them with it", async () => {
    const res = await save(await photo("jpeg"));
    expect(res.status).toBe(201);
    const { avatar } = await readJson(res);
    const face = parseFace((await ctx.deps.storage.read(faceKeyOf(avatar.storage_path))).toString("utf8"));
    expect(face?.points).toHaveLength(68);
    // The landmarks are in the stored photo's pixels: its mouth lies inside the picture.
    const [mx, my] = face?.points[57] ?? [0, 0];
    expect(mx).toBeGreaterThan(0);
    expect(mx).toBeLessThan(face?.width ?? 0);
    expect(my).toBeLessThan(face?.height ?? 0);
    expect((await owner.delete(`/api/avatars/${avatar.id}`)).status).toBe(204);
    expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual([]);
  });

  /** The dialog's upload step asks as soon as a photo is chosen, before any crop, name or voice. */
  const faceCheck = (image: Buffer | null, jar = owner.jar) => {
    const body = new FormData();
    if (image) body.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "me.jpg");
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return ctx.app.request("/api/avatars/face-check", { method: "POST", headers, body });
  };

  it("answers the face check at upload with the same refusals as the save, and keeps nothing", async () => {
    const none = await faceCheck(await objectPicture());
    expect(none.status).toBe(400);
    expect((await readJson(none)).error.message).toBe(avatarMessages.noFace);
    for (const image of [await twoPeoplePhoto(), await groupPhoto()]) {
      const many = await faceCheck(image);
      expect(many.status).toBe(400);
      expect((await readJson(many)).error.message).toBe(avatarMessages.manyFaces);
    }
    const missing = await faceCheck(null);
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.message).toBe(avatarMessages.imageRequired);
    expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual([]);
  });

  it("finds the one face of a portrait at upload, as shares of the photo", async () => {
    const res = await faceCheck(await photo("jpeg"));
    expect(res.status).toBe(200);
    const { face } = await readJson(res);
    for (const v of [face.x, face.y]) expect(v).toBeGreaterThanOrEqual(0);
    expect(face.x + face.width).toBeLessThanOrEqual(1);
    expect(face.y + face.height).toBeLessThanOrEqual(1);
    expect(face.width).toBeGreaterThan(0.05);
  });

  it("checks faces for signed-in users only", async () => {
    expect((await faceCheck(await photo("jpeg"), new Map())).status).toBe(401);
  });
});

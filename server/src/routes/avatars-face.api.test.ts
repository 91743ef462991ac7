import { type AvatarCropInput, avatarMessages, cropAroundFace } from "@reelsmith/contract/avatars";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customAvatars, users } from "../db/schema";
import { faceKeyOf, parseFace } from "../presenter";
import { filesUnder, photo, postAvatar, tone } from "../test/avatar-test-media";
import { faceLeftLandscape, groupPhoto, objectPicture, twoPeoplePhoto } from "../test/face-photos";
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
  const faceCheck = (image: Buffer | null, jar = owner.jar, crop?: AvatarCropInput | string) => {
    const body = new FormData();
    if (image) body.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "me.jpg");
    if (crop !== undefined) body.set("crop", typeof crop === "string" ? crop : JSON.stringify(crop));
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

  it("tells the 10MB limit for a 20 MB photo, as the save does, and the save the limit of each file", async () => {
    const huge = Buffer.concat([await photo("jpeg"), Buffer.alloc(20 * 1024 * 1024)]);
    const check = await faceCheck(huge);
    expect(check.status).toBe(400);
    expect((await readJson(check)).error).toEqual({
      code: "VALIDATION_ERROR",
      message: avatarMessages.imageTooLarge,
    });
    const both = await postAvatar(ctx, owner.jar, {
      name: "Huge",
      image: { data: huge, filename: "huge.jpg", type: "image/jpeg" },
      voice: { data: huge, filename: "huge.wav", type: "audio/wav" },
    });
    expect(both.status).toBe(400);
    expect((await readJson(both)).error.message).toBe(
      "The photo and the voice sample must each be less than 10MB.",
    );
  });

  it("checks faces for signed-in users only", async () => {
    expect((await faceCheck(await photo("jpeg"), new Map())).status).toBe(401);
  });

  describe("the crop that will be saved, so a crop that passed the face check is not refused at save", () => {
    const saveCropped = (image: Buffer, crop: AvatarCropInput) =>
      postAvatar(ctx, owner.jar, {
        name: "Left",
        image: { data: image, filename: "left.jpg", type: "image/jpeg" },
        voice: { data: wav, filename: "me.wav", type: "audio/wav" },
        crop: JSON.stringify(crop),
      });
    /** The dialog's default: the largest centred 9:16 crop of the 1800x1000 photo. */
    const centred = { x: (1 - (1000 * 9) / 16 / 1800) / 2, y: 0, width: (1000 * 9) / 16 / 1800, height: 1 };

    it("refuses a centred 9:16 crop that cuts the face away, at the check as at the save", async () => {
      const landscape = await faceLeftLandscape();
      expect((await faceCheck(landscape)).status).toBe(200);
      const check = await faceCheck(landscape, owner.jar, centred);
      expect(check.status).toBe(400);
      expect((await readJson(check)).error.message).toBe(avatarMessages.noFace);
      const save = await saveCropped(landscape, centred);
      expect(save.status).toBe(400);
      expect((await readJson(save)).error.message).toBe(avatarMessages.noFace);
      expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual([]);
    });

    it("passes a 9:16 crop around the face at the check, and the save keeps exactly that crop", async () => {
      const landscape = await faceLeftLandscape();
      const whole = (await readJson(await faceCheck(landscape))).face;
      const crop = cropAroundFace(whole, 1800 / 1000, 9 / 16);
      const check = await faceCheck(landscape, owner.jar, crop);
      expect(check.status).toBe(200);
      const found = await readJson(check);
      // The box in the crop, and the same face in the photo's frame (where the cropper draws it).
      expect(found.picture).toEqual({ width: Math.round(crop.width * 1800), height: 1000 });
      expect(found.face.x).toBeGreaterThan(0);
      expect(found.face.x + found.face.width).toBeLessThan(1);
      // The detector's box size varies with the picture's scale; its centre does not.
      const centre = (b: typeof whole) => [b.x + b.width / 2, b.y + b.height / 2];
      const [wx = 0, wy = 0] = centre(whole);
      const [px = 0, py = 0] = centre(found.face_in_photo);
      expect(Math.abs(px - wx)).toBeLessThan(0.01);
      expect(Math.abs(py - wy)).toBeLessThan(0.01);
      expect(found.face_in_photo.width / whole.width).toBeGreaterThan(0.7);
      expect(found.face_in_photo.width / whole.width).toBeLessThan(1.3);

      const save = await saveCropped(landscape, crop);
      expect(save.status).toBe(201);
      const { avatar } = await readJson(save);
      const stored = await sharp(await ctx.deps.storage.read(avatar.storage_path)).metadata();
      expect({ width: stored.width, height: stored.height }).toEqual(found.picture);
      expect((await owner.delete(`/api/avatars/${avatar.id}`)).status).toBe(204);
    });

    it("turns the photo before cutting, as the cropper does", async () => {
      // A 600x800 portrait lying on its side (turned a quarter anticlockwise): the cropper turns it back.
      const lying = await sharp(await photo("jpeg"))
        .rotate(270)
        .jpeg()
        .toBuffer();
      const upright = { x: 0, y: 0, width: 1, height: 1, rotation: 90 } as const;
      const check = await faceCheck(lying, owner.jar, upright);
      expect(check.status).toBe(200);
      expect((await readJson(check)).picture).toEqual({ width: 600, height: 800 });
      const save = await saveCropped(lying, upright);
      expect(save.status).toBe(201);
      const { avatar } = await readJson(save);
      const stored = await sharp(await ctx.deps.storage.read(avatar.storage_path)).metadata();
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 600, height: 800 });
      expect((await owner.delete(`/api/avatars/${avatar.id}`)).status).toBe(204);
    });

    it("names the crop field when the crop is not one", async () => {
      const portrait = await photo("jpeg");
      const outside = await faceCheck(portrait, owner.jar, { x: 0.8, y: 0, width: 0.5, height: 1 });
      expect(outside.status).toBe(400);
      expect((await readJson(outside)).error.message).toBe("crop: The crop must lie inside the photo.");
      const notJson = await faceCheck(portrait, owner.jar, "left half");
      expect((await readJson(notJson)).error.message).toMatch(/^crop: /);
      const turn = await saveCropped(portrait, { x: 0, y: 0, width: 1, height: 1, rotation: 45 as 0 });
      expect(turn.status).toBe(400);
      expect((await readJson(turn)).error.message).toMatch(/^crop\.rotation: /);
    });
  });
});

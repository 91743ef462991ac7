import { describe, expect, it } from "vitest";
import { avatarCropSchema, cropAroundFace } from "./avatars";

describe("avatar crop contract", () => {
  it("reads a crop as shares of the turned photo, turned 0 degrees unless told", () => {
    expect(avatarCropSchema.parse({ x: 0.1, y: 0, width: 0.42, height: 1 })).toEqual({
      x: 0.1,
      y: 0,
      width: 0.42,
      height: 1,
      rotation: 0,
    });
    expect(avatarCropSchema.parse({ x: 0, y: 0, width: 1, height: 1, rotation: 90 }).rotation).toBe(90);
  });

  it("refuses a crop outside the photo, an odd turn and an empty crop", () => {
    expect(avatarCropSchema.safeParse({ x: 0.7, y: 0, width: 0.42, height: 1 }).success).toBe(false);
    expect(avatarCropSchema.safeParse({ x: 0, y: 0, width: 1, height: 1, rotation: 45 }).success).toBe(false);
    expect(avatarCropSchema.safeParse({ x: 0, y: 0, width: 0, height: 1 }).success).toBe(false);
  });

  it("centres the default crop on a face in the left half of a landscape photo, inside the photo", () => {
    // A 3:2 photo with the face at the left edge's quarter: a centred 9:16 crop would miss it.
    const face = { x: 0.15, y: 0.3, width: 0.1, height: 0.15 };
    const crop = cropAroundFace(face, 3 / 2, 9 / 16);
    expect(crop.height).toBeCloseTo(1);
    expect((crop.width * 3) / 2 / crop.height).toBeCloseTo(9 / 16);
    expect(crop.x).toBeLessThanOrEqual(face.x);
    expect(crop.x + crop.width).toBeGreaterThanOrEqual(face.x + face.width);
    expect(crop.x + crop.width / 2).toBeCloseTo(face.x + face.width / 2);
  });

  it("keeps the crop inside the photo when the face is at its edge", () => {
    const crop = cropAroundFace({ x: 0, y: 0.4, width: 0.08, height: 0.12 }, 16 / 9, 9 / 16);
    expect(crop.x).toBe(0);
    const right = cropAroundFace({ x: 0.92, y: 0.4, width: 0.08, height: 0.12 }, 16 / 9, 9 / 16);
    expect(right.x + right.width).toBeCloseTo(1);
  });
});

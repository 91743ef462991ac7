import { describe, expect, it } from "vitest";
import { faceInCrop, faceShareInside, turnBox } from "@/shared/custom-avatars/lib/face-in-crop";

describe("the face box while cropping", () => {
  const face = { x: 0.1, y: 0.2, width: 0.2, height: 0.3 };

  it("turns with the photo, a quarter at a time, and four quarters bring it back", () => {
    const q1 = turnBox(face, 90);
    expect(q1.x).toBeCloseTo(0.5);
    expect(q1.y).toBeCloseTo(0.1);
    expect([q1.width, q1.height]).toEqual([0.3, 0.2]);
    const q2 = turnBox(face, 180);
    expect(q2.x).toBeCloseTo(0.7);
    expect(q2.y).toBeCloseTo(0.5);
    const q3 = turnBox(face, 270);
    expect(q3.x).toBeCloseTo(0.2);
    expect(q3.y).toBeCloseTo(0.7);
    const back = turnBox(turnBox(q2, 90), 90);
    expect(back.x).toBeCloseTo(face.x);
    expect(back.y).toBeCloseTo(face.y);
  });

  it("is placed inside the crop box, and says how much of the face the crop holds", () => {
    const crop = { x: 0, y: 0, width: 0.5, height: 1 };
    const inCrop = faceInCrop(face, crop);
    for (const [k, v] of Object.entries({ x: 0.2, y: 0.2, width: 0.4, height: 0.3 }))
      expect(inCrop[k as keyof typeof inCrop]).toBeCloseTo(v);
    expect(faceShareInside(inCrop)).toBeCloseTo(1);
    const away = faceInCrop(face, { x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(faceShareInside(away)).toBe(0);
    expect(faceShareInside(faceInCrop(face, { x: 0.2, y: 0, width: 0.5, height: 1 }))).toBeCloseTo(0.5);
  });
});

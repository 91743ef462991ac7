import type { FaceBox } from "@reelsmith/contract/avatars";

/** A rectangle as shares (0-1) of a picture. */
export type Shares = FaceBox;

/** A box on the upright photo, as shares of the photo turned clockwise by `rotation` (0, 90, 180, 270). */
export function turnBox(box: Shares, rotation: number): Shares {
  const quarter = ((Math.round(rotation / 90) % 4) + 4) % 4;
  const { x, y, width: w, height: h } = box;
  if (quarter === 1) return { x: 1 - y - h, y: x, width: h, height: w };
  if (quarter === 2) return { x: 1 - x - w, y: 1 - y - h, width: w, height: h };
  if (quarter === 3) return { x: y, y: 1 - x - w, width: h, height: w };
  return { ...box };
}

/** The face box as shares of the crop (both given as shares of the same turned photo). */
export function faceInCrop(face: Shares, crop: Shares): Shares {
  return {
    x: (face.x - crop.x) / crop.width,
    y: (face.y - crop.y) / crop.height,
    width: face.width / crop.width,
    height: face.height / crop.height,
  };
}

/** How much of the face's area the crop holds, 0 to 1. */
export function faceShareInside(box: Shares): number {
  const w = Math.max(0, Math.min(1, box.x + box.width) - Math.max(0, box.x));
  const h = Math.max(0, Math.min(1, box.y + box.height) - Math.max(0, box.y));
  return box.width > 0 && box.height > 0 ? Math.min(1, (w * h) / (box.width * box.height)) : 0;
}

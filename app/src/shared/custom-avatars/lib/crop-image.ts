import { avatarMessages } from "@reelsmith/contract/avatars";

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cropped picture is uploaded as JPEG at quality 0.8. */
export const CROP_JPEG_QUALITY = 0.8;
/** The longest side kept: the video is 1080x1920, a larger picture only costs upload time. */
export const CROP_MAX_SIDE = 1920;

/** The spec's crop aspect ratios, 9:16 first as the avatar default. */
export const cropAspects = [
  { label: "9:16", value: 9 / 16 },
  { label: "16:9", value: 16 / 9 },
  { label: "1:1", value: 1 },
] as const;

/** The size of a picture turned by a multiple of 90 degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const quarter = ((Math.round(rotation / 90) % 4) + 4) % 4;
  return quarter % 2 === 1 ? { width: height, height: width } : { width, height };
}

/** The largest centred area of an aspect ratio inside a box (used before the cropper reports an area). */
export function centredArea(width: number, height: number, aspect: number): PixelArea {
  const w = Math.min(width, height * aspect);
  const h = w / aspect;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/** Output size: the area's own size, shrunk so its longest side is at most CROP_MAX_SIDE. */
export function outputSize(area: PixelArea) {
  const scale = Math.min(1, CROP_MAX_SIDE / Math.max(area.width, area.height));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/**
 * Draws the chosen area of the picture, turned by `rotation` degrees (a multiple of 90), into a JPEG.
 * `area` is in the turned picture's pixels, as react-easy-crop reports it; without one the centred area of
 * `aspect` is used. Throws the spec's 'Could not crop image.' when the browser cannot do it.
 */
export async function cropImage(
  file: Blob,
  { area, rotation, aspect }: { area: PixelArea | null; rotation: number; aspect: number },
): Promise<Blob> {
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
    const turned = rotatedSize(bitmap.width, bitmap.height, rotation);
    const rotatedCanvas = document.createElement("canvas");
    rotatedCanvas.width = turned.width;
    rotatedCanvas.height = turned.height;
    const rctx = rotatedCanvas.getContext("2d");
    if (!rctx) throw new Error("no 2d context");
    rctx.translate(turned.width / 2, turned.height / 2);
    rctx.rotate((rotation * Math.PI) / 180);
    rctx.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);

    const chosen = area ?? centredArea(turned.width, turned.height, aspect);
    const size = outputSize(chosen);
    const out = document.createElement("canvas");
    out.width = size.width;
    out.height = size.height;
    const ctx = out.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.drawImage(
      rotatedCanvas,
      chosen.x,
      chosen.y,
      chosen.width,
      chosen.height,
      0,
      0,
      size.width,
      size.height,
    );
    const blob = await new Promise<Blob | null>((resolve) =>
      out.toBlob(resolve, "image/jpeg", CROP_JPEG_QUALITY),
    );
    if (!blob) throw new Error("toBlob gave nothing");
    return blob;
  } catch (error) {
    console.error("Crop failed", error);
    throw new Error(avatarMessages.cropFailed);
  } finally {
    bitmap?.close();
  }
}

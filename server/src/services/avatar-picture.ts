import { type AvatarCrop, avatarCropSchema, avatarMessages, type FaceBox } from "@reelsmith/contract/avatars";
import { sniffImage } from "@reelsmith/contract/file-kinds";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../lib/app-error";

/**
 * The picture a custom avatar keeps, made in one place for the face check and the save: the photo upright
 * (EXIF orientation applied), turned and cut as the dialog's crop says when one is sent, its longest side
 * capped, as JPEG. Both endpoints look for the face in the bytes this returns, so a crop that passes the
 * check is the picture the save stores.
 */

/** The longest side a stored avatar photo keeps (the image route crops 1080x1920 from it). */
export const AVATAR_IMAGE_MAX_SIDE = 1920;
const MAX_INPUT_PIXELS = 64_000_000;

const bad = (message: string) => new AppError("VALIDATION_ERROR", message);

/** The multipart field `crop` (a JSON string, contract avatarCropSchema), or null when none was sent. */
export function parseCropField(value: unknown): AvatarCrop | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string")
    throw bad('crop: must be a JSON object such as {"x":0,"y":0,"width":1,"height":1}.');
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    throw bad('crop: must be a JSON object such as {"x":0,"y":0,"width":1,"height":1}.');
  }
  const parsed = avatarCropSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `crop.${issue.path.join(".")}` : "crop";
    throw bad(`${field}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

const finish = (img: Sharp) =>
  img
    .resize({
      width: AVATAR_IMAGE_MAX_SIDE,
      height: AVATAR_IMAGE_MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 });

/** The photo as a JPEG (quality 80, no metadata, upright, longest side capped), or the image message. */
export async function normaliseImage(buf: Buffer): Promise<Buffer> {
  if (!sniffImage(buf)) throw bad(avatarMessages.invalidImage);
  try {
    return await finish(sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient()).toBuffer();
  } catch {
    throw bad(avatarMessages.invalidImage);
  }
}

/** The crop's rectangle in pixels of the photo turned by its rotation, at least one pixel each way. */
export function cropPixels(crop: AvatarCrop, upright: { width: number; height: number }) {
  const quarter = crop.rotation === 90 || crop.rotation === 270;
  const width = quarter ? upright.height : upright.width;
  const height = quarter ? upright.width : upright.height;
  const left = Math.min(width - 1, Math.max(0, Math.round(crop.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(crop.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))),
  };
}

/** The photo turned and cut as the crop says, then as normaliseImage makes it; or the image message. */
export async function croppedImage(buf: Buffer, crop: AvatarCrop): Promise<Buffer> {
  if (!sniffImage(buf)) throw bad(avatarMessages.invalidImage);
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    // sharp turns (after the EXIF orientation) before it cuts: the call order is the operation order.
    const img = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .rotate(crop.rotation)
      .extract(cropPixels(crop, upright));
    return await finish(img).toBuffer();
  } catch {
    throw bad(avatarMessages.invalidImage);
  }
}

/** The picture to check and keep: the crop of the photo when one is sent, else the photo as it is. */
export function avatarPicture(buf: Buffer, crop: AvatarCrop | null): Promise<Buffer> {
  return crop ? croppedImage(buf, crop) : normaliseImage(buf);
}

/** A box in shares of the crop, as shares of the whole (turned) photo the crop was cut from. */
export function boxInPhoto(box: FaceBox, crop: AvatarCrop | null): FaceBox {
  if (!crop) return box;
  return {
    x: crop.x + box.x * crop.width,
    y: crop.y + box.y * crop.height,
    width: box.width * crop.width,
    height: box.height * crop.height,
  };
}

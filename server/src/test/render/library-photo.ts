import sharp from "sharp";
import { media } from "../../db/schema";
import type { RenderHarness } from "./harness";

/**
 * A ready photo in the harness user's media library, stored as the library keeps one (photo and poster
 * JPEGs under `uploads/{userId}/media/{id}/`), for a storyboard scene to show.
 */
export async function addLibraryPhoto(
  h: RenderHarness,
  id: string,
  image: Buffer,
  name = "photo.jpg",
  quality = 80,
) {
  const folder = `uploads/${h.userId}/media/${id}`;
  const photo = await sharp(image).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  await h.deps.storage.put(`${folder}/photo.jpg`, photo.data, "image/jpeg");
  await h.deps.storage.put(`${folder}/poster.jpg`, photo.data, "image/jpeg");
  await h.deps.database.db.insert(media).values({
    id,
    user_id: h.userId,
    kind: "photo",
    name,
    mime: "image/jpeg",
    status: "ready",
    width: photo.info.width,
    height: photo.info.height,
    original_key: `${folder}/photo.jpg`,
    proxy_key: `${folder}/photo.jpg`,
    poster_key: `${folder}/poster.jpg`,
  });
}

import {
  ownPhotosMessages,
  productPhotoResponseSchema,
  type WriteAdScriptRequest,
  writeAdScriptResponseSchema,
} from "@reelsmith/contract/product";
import { ApiError, api, postForm, readError } from "@/lib/api-client";

/** POST /api/product-photos: one photo as multipart; answers its URL (the seller's own upload). */
export async function uploadProductPhoto(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set("photo", file, file.name || "photo");
  let res: Response;
  try {
    res = await postForm("/api/product-photos", form, signal);
  } catch {
    throw new Error(ownPhotosMessages.uploadFailed);
  }
  if (!res.ok) {
    const error = await readError(res);
    // The server's own words (the photo rules) when it gave them.
    throw new Error(
      error.code !== "HTTP_ERROR" && error.message ? error.message : ownPhotosMessages.uploadFailed,
    );
  }
  const parsed = productPhotoResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new Error(ownPhotosMessages.uploadFailed);
  return parsed.data.url;
}

/** POST /api/functions/write-ad-script: the writer's ad script from the product's name, description and price. */
export async function writeAdScript(body: WriteAdScriptRequest): Promise<string> {
  try {
    const data = await api.post<unknown>("/api/functions/write-ad-script", body);
    const parsed = writeAdScriptResponseSchema.safeParse(data);
    if (!parsed.success) throw new Error(ownPhotosMessages.writeFailed);
    return parsed.data.generated_script;
  } catch (error) {
    if (error instanceof ApiError && error.code !== "HTTP_ERROR" && error.message)
      throw new Error(error.message);
    throw new Error(ownPhotosMessages.writeFailed);
  }
}

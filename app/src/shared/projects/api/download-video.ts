import { downloadFileName, type Project, projectMessages } from "@reelsmith/contract/projects";
import { REQUEST_TIMEOUT_MS, readError } from "@/lib/api-client";

export class DownloadError extends Error {
  override name = "DownloadError";
}

/** The server streams the owner's video with the spec's file name; the browser only needs the bytes. */
export const downloadUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/download`;

/** Hands a blob to the browser as a file download with the given name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Spec: fetch the video as a blob and save it as `{title}_{YYYY-MM-DD}.mp4`. Throws a DownloadError with
 * the spec's alert text: no video yet, or any failure to fetch it.
 */
export async function downloadProjectVideo(
  project: Pick<Project, "id" | "title" | "created_at" | "metadata">,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<string> {
  if (!project.metadata.generated_video) throw new DownloadError(projectMessages.noVideo);
  let blob: Blob;
  try {
    const res = await fetch(downloadUrl(project.id), {
      credentials: "include",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) {
      const error = await readError(res);
      if (error.code === "NOT_FOUND") throw new DownloadError(projectMessages.noVideo);
      throw error;
    }
    blob = await res.blob();
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    console.error("Failed to fetch video", error);
    throw new DownloadError(projectMessages.downloadFailed);
  }
  const fileName = downloadFileName(project.title, project.created_at);
  save(blob, fileName);
  return fileName;
}

import {
  type MediaInUseResponse,
  type MediaItem,
  type MediaListResponse,
  mediaListResponseSchema,
  mediaMessages,
  mediaResponseSchema,
} from "@reelsmith/contract/media";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, NetworkError, readError, TimeoutError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

/**
 * The media library's calls (contract media.ts), shared by the Media page and the storyboard editor's
 * scene picker: the list (read again every 2 s while a clip is being prepared), an upload with progress,
 * and a delete that says when a storyboard uses the item.
 */
export const MEDIA_POLL_MS = 2_000;
/** A 200 MB clip on a slow line: the upload may take this long before it is given up. */
export const MEDIA_UPLOAD_TIMEOUT_MS = 30 * 60_000;

export const mediaKeys = {
  all: ["media"] as const,
  list: (userId: string | null) => [...mediaKeys.all, userId] as const,
};

export async function getMediaLibrary(signal?: AbortSignal): Promise<MediaListResponse> {
  return mediaListResponseSchema.parse(await api.get<unknown>("/api/media", { signal }));
}

export const isPreparing = (data: MediaListResponse | undefined) =>
  (data?.media ?? []).some((m) => m.status === "processing");

export const mediaLibraryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: mediaKeys.list(userId),
    queryFn: ({ signal }) => getMediaLibrary(signal),
    enabled: userId !== null,
    staleTime: 30_000,
    refetchInterval: (query) => (isPreparing(query.state.data) ? MEDIA_POLL_MS : false),
  });

/** The signed-in user's photos and clips, newest first, with the quota's use. */
export function useMediaLibrary() {
  const { user } = useAuth();
  return useQuery(mediaLibraryQueryOptions(user?.id ?? null));
}

/**
 * POST /api/media with the file (XMLHttpRequest: fetch cannot report an upload's progress). `onProgress`
 * gets 0..1 of the bytes sent; `signal` stops the upload. Throws the server's message (a file that is not
 * a photo or a clip, a clip over 60 s, the quota) or the network's.
 */
export function uploadMedia(
  file: File,
  {
    signal,
    onProgress,
    use,
  }: {
    signal?: AbortSignal;
    onProgress?: (share: number) => void;
    /** "talking-video": a clip of the creator saying the story, allowed up to 3 minutes. */
    use?: "talking-video";
  } = {},
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    if (signal?.aborted) return reject(new DOMException("The upload was replaced.", "AbortError"));
    signal?.addEventListener("abort", abort, { once: true });
    const done = () => signal?.removeEventListener("abort", abort);
    xhr.open("POST", "/api/media");
    xhr.withCredentials = true;
    xhr.timeout = MEDIA_UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Client-Info", "reelsmith-web");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = async () => {
      done();
      const res = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { "Content-Type": "application/json" },
      });
      if (!res.ok) return reject(await readError(res));
      try {
        resolve(mediaResponseSchema.parse(await res.json()).media);
      } catch {
        reject(new Error("The upload's answer could not be read. Please try again."));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError("/api/media"));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TimeoutError("/api/media"));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException("The upload was replaced.", "AbortError"));
    };
    const form = new FormData();
    form.set("file", file, file.name);
    if (use) form.set("use", use);
    xhr.send(form);
  });
}

export type DeleteMediaOutcome = { deleted: true } | { deleted: false; inUse: MediaInUseResponse };

/**
 * DELETE /api/media/{id}; without `force`, an item a storyboard uses is not deleted and the answer names the
 * scenes using it (409 MEDIA_IN_USE).
 */
export async function deleteMediaItem(id: string, force = false): Promise<DeleteMediaOutcome> {
  const res = await fetch(`/api/media/${encodeURIComponent(id)}${force ? "?force=true" : ""}`, {
    method: "DELETE",
    credentials: "include",
    headers: { Accept: "application/json", "X-Client-Info": "reelsmith-web" },
  }).catch(() => {
    throw new NetworkError(`/api/media/${id}`);
  });
  if (res.status === 204) return { deleted: true };
  if (res.status === 409) {
    const body = (await res.json().catch(() => null)) as MediaInUseResponse | null;
    if (body?.error?.code === "MEDIA_IN_USE") return { deleted: false, inUse: body };
  }
  throw res.ok ? new ApiError(res.status, "HTTP_ERROR", mediaMessages.notFound) : await readError(res);
}

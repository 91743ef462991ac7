import type { MediaItem } from "@reelsmith/contract/media";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { mediaKeys, uploadMedia } from "@/components/media/media-api";

export interface MediaUploadState {
  /** The file being sent, or null. */
  file: File | null;
  /** 0..1 of its bytes sent. */
  progress: number;
  error: string | null;
  /** The item the last finished upload made. */
  uploaded: MediaItem | null;
}

/**
 * One upload at a time, and only the latest pick's answer counts: a new pick stops the upload of the one
 * before, and any late answer (an item or an error) of an older pick is dropped.
 */
export function useMediaUpload({ onUploaded }: { onUploaded?: (item: MediaItem) => void } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<MediaUploadState>({
    file: null,
    progress: 0,
    error: null,
    uploaded: null,
  });
  const latest = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  useEffect(() => () => latest.current?.abort(), []);

  const pick = useCallback(
    async (file: File) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      const current = () => latest.current === controller;
      setState({ file, progress: 0, error: null, uploaded: null });
      try {
        const item = await uploadMedia(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (current()) setState((s) => ({ ...s, progress }));
          },
        });
        if (!current()) return;
        setState({ file: null, progress: 1, error: null, uploaded: item });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        onUploadedRef.current?.(item);
      } catch (e) {
        if (!current() || (e instanceof DOMException && e.name === "AbortError")) return;
        setState({ file: null, progress: 0, error: (e as Error).message, uploaded: null });
      } finally {
        if (current()) latest.current = null;
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => {
    latest.current?.abort();
    latest.current = null;
    setState({ file: null, progress: 0, error: null, uploaded: null });
  }, []);

  return { ...state, uploading: state.file !== null, pick, cancel };
}

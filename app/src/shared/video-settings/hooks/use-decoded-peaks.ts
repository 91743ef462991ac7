import { useEffect, useState } from "react";
import { peaksOf } from "@/shared/video-settings/lib/recording";

/** Bars of a whole story's waveform: enough for a scene of a few seconds to show its words. */
const BARS = 240;
/** Decoded recordings of this page, by URL: a view shown again (a resize, a route) draws at once. */
const decodedByUrl = new Map<string, { peaks: number[]; duration: number }>();

/**
 * A recording's waveform, decoded in the browser from `url`: its peaks and length in seconds; null while
 * it loads. A file the browser cannot decode gives no peaks (the scenes still show, on a flat line).
 */
export function useDecodedPeaks(url: string | null): { peaks: number[]; duration: number } | null {
  const [decoded, setDecoded] = useState<{ url: string; peaks: number[]; duration: number } | null>(() => {
    const known = url ? decodedByUrl.get(url) : undefined;
    return url && known ? { url, ...known } : null;
  });
  useEffect(() => {
    if (!url || decodedByUrl.has(url)) return;
    const abort = new AbortController();
    void (async () => {
      let result = { peaks: [] as number[], duration: 0 };
      try {
        const bytes = await (
          await fetch(url, { signal: abort.signal, credentials: "include" })
        ).arrayBuffer();
        const context = new AudioContext();
        try {
          const audio = await context.decodeAudioData(bytes);
          result = { peaks: peaksOf(audio.getChannelData(0), BARS), duration: audio.duration };
        } finally {
          void context.close();
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (abort.signal.aborted) return;
      if (result.peaks.length > 0) decodedByUrl.set(url, result);
      setDecoded({ url, ...result });
    })();
    return () => abort.abort();
  }, [url]);
  const known = url ? decodedByUrl.get(url) : undefined;
  if (known) return known;
  return decoded && decoded.url === url ? { peaks: decoded.peaks, duration: decoded.duration } : null;
}

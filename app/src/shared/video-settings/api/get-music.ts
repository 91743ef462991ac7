import { type MusicTrack, musicResponseSchema } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CATALOG_GC_MS, CATALOG_STALE_MS } from "@/shared/video-settings/api/catalog-cache";

/** A track shipped in app/public/music, listed for the story editor in this order. */
const builtInTrack = (file: string, name: string, tags: string[], order: number): MusicTrack => ({
  id: `builtin-${file}`,
  name,
  url: `/music/${file}.mp3`,
  preview: `/music/${file}.mp3`,
  tags,
  priority: { use_case: "story", order },
});

/** When the catalogue fails, music falls back to two built-in tracks (files in app/public). */
export const builtInMusic: MusicTrack[] = [
  builtInTrack("calm-horizon", "Calm Horizon", ["calm", "ambient"], 1),
  builtInTrack("bright-steps", "Bright Steps", ["upbeat", "light"], 2),
];

export async function getMusic(signal?: AbortSignal): Promise<MusicTrack[]> {
  const data = await api.get<unknown>("/api/catalog/music", { signal });
  return [...musicResponseSchema.parse(data).music].sort(
    (a, b) => a.priority.order - b.priority.order || a.name.localeCompare(b.name),
  );
}

/** Music 5 min fresh, 30 min kept, 3 retries. */
export const musicQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "music"],
    queryFn: ({ signal }) => getMusic(signal),
    staleTime: CATALOG_STALE_MS,
    gcTime: CATALOG_GC_MS,
    retry: 3,
  });

export function useMusic() {
  return useQuery(musicQueryOptions());
}

import { type MusicTrack, musicResponseSchema } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CATALOG_GC_MS, CATALOG_STALE_MS } from "@/features/video-settings/api/catalog-cache";
import { api } from "@/lib/api-client";

/** When the catalogue fails, music falls back to two built-in tracks (files in app/public). */
export const builtInMusic: MusicTrack[] = [
  {
    id: "builtin-calm-horizon",
    name: "Calm Horizon",
    url: "/music/calm-horizon.mp3",
    preview: "/music/calm-horizon.mp3",
    tags: ["calm", "ambient"],
    priority: { use_case: "story", order: 1 },
  },
  {
    id: "builtin-bright-steps",
    name: "Bright Steps",
    url: "/music/bright-steps.mp3",
    preview: "/music/bright-steps.mp3",
    tags: ["upbeat", "light"],
    priority: { use_case: "story", order: 2 },
  },
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

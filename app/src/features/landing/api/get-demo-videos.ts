import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** One slide of the landing demo carousel. */
export interface DemoVideo {
  title: string;
  description?: string;
  videoUrl: string;
  posterUrl: string;
  features: string[];
}

/**
 * The demo videos: the three samples our own pipeline rendered at seed time (GET /api/catalog/samples,
 * in the order AI Spokesperson, Product Showcase, AI Presenter). An empty list while the seed
 * is still rendering them.
 */
export async function getDemoVideos(signal?: AbortSignal): Promise<DemoVideo[]> {
  // The schema (and zod) load with the answer, not with the landing page's first paint.
  const [{ samplesResponseSchema }, data] = await Promise.all([
    import("@reelsmith/contract/catalog"),
    api.get<unknown>("/api/catalog/samples", { signal }),
  ]);
  return samplesResponseSchema.parse(data).samples.map((s) => ({
    title: s.title,
    description: s.description,
    videoUrl: s.video_url,
    posterUrl: s.poster_url,
    features: s.features,
  }));
}

export const demoVideosQueryOptions = queryOptions({
  queryKey: ["landing", "demo-videos"],
  queryFn: ({ signal }) => getDemoVideos(signal),
  staleTime: 5 * 60_000,
});

export const useDemoVideos = (enabled = true) => useQuery({ ...demoVideosQueryOptions, enabled });

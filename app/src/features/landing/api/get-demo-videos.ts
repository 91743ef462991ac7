import { avatarsResponseSchema } from "@reelsmith/contract/catalog";
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

/** The spec's three samples (platform.md section 2, Landing page), in order. */
const samples = [
  {
    title: "AI Spokesperson",
    description: "A presenter speaks your script to camera, lips in time with the voice.",
    features: ["Lip-synced presenter", "Natural AI voice", "Word-timed captions"],
  },
  {
    title: "Product Showcase",
    description: "A product page turned into a short ad with a script, scenes and music.",
    features: ["Script from a product page", "Background music ducked under the voice", "9:16 export"],
  },
  {
    title: "AI Presenter",
    description: "Your story told by one of 50+ presenters, captioned word by word.",
    features: ["50+ stock presenters", "Captions in 20+ languages", "Ready for TikTok, Reels and Shorts"],
  },
] as const;

/**
 * The demo videos. Until a showcase endpoint exists, the three samples play the talking-presenter clips our
 * own pipeline rendered at seed time (GET /api/catalog/avatars: avatar_video, poster avatar_image).
 * Switching the source is this one function.
 */
export async function getDemoVideos(signal?: AbortSignal): Promise<DemoVideo[]> {
  const data = await api.get<unknown>("/api/catalog/avatars", { signal });
  const clips = avatarsResponseSchema.parse(data).avatars.filter((a) => a.avatar_video);
  return samples.flatMap((sample, i) => {
    const clip = clips[i];
    return clip
      ? [
          {
            ...sample,
            features: [...sample.features],
            videoUrl: clip.avatar_video,
            posterUrl: clip.avatar_image,
          },
        ]
      : [];
  });
}

export const demoVideosQueryOptions = queryOptions({
  queryKey: ["landing", "demo-videos"],
  queryFn: ({ signal }) => getDemoVideos(signal),
  staleTime: 5 * 60_000,
});

export const useDemoVideos = (enabled = true) => useQuery({ ...demoVideosQueryOptions, enabled });

import type { CustomAvatarsResponse } from "@reelsmith/contract/avatars";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { customAvatarsQueryOptions } from "@/shared/custom-avatars/api/get-custom-avatars";

const avatar = (sample: string | null) => ({
  id: "a",
  user_id: "u",
  name: "n",
  image_url: "/storage/i.jpeg",
  voice_url: null,
  avatar_sample_url: sample,
  voice_clone_id: null,
  storage_path: "i",
  voice_storage_path: null,
  processing_outcome: null,
  voice_id: null,
  created_at: "2026-11-20T10:00:00.000Z",
});

/** The refetch interval the options give for a cached list. */
function intervalFor(data: CustomAvatarsResponse) {
  const client = new QueryClient();
  const options = customAvatarsQueryOptions("u");
  client.setQueryData(options.queryKey, data);
  const query = client.getQueryCache().find({ queryKey: options.queryKey });
  const interval = options.refetchInterval;
  return typeof interval === "function" && query ? interval(query as never) : interval;
}

describe("the custom avatars list", () => {
  it("stays fresh for 1 minute and is not read for guests", () => {
    expect(customAvatarsQueryOptions("u").staleTime).toBe(60_000);
    expect(customAvatarsQueryOptions(null).enabled).toBe(false);
  });

  it("is read every 3 s while an avatar is Processing, and not once all are Ready", () => {
    expect(intervalFor({ avatars: [avatar(null), avatar("/s.mp4")], count: 2, limit: 3 })).toBe(3_000);
    expect(intervalFor({ avatars: [avatar("/s.mp4")], count: 1, limit: 3 })).toBe(false);
  });
});

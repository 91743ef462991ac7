import type { VideoSettings } from "@/features/video-settings/lib/types";

type LastVideo = NonNullable<VideoSettings["lastVideo"]>;

const key = (userId: string) => `reelsmith:last-video:${userId}`;

/** The last video followed on the preview, kept in this browser so the export page finds it after a reload. */
export function readLastVideo(userId: string): LastVideo | null {
  try {
    const raw = localStorage.getItem(key(userId));
    return raw ? (JSON.parse(raw) as LastVideo) : null;
  } catch {
    return null;
  }
}

export function writeLastVideo(userId: string, video: LastVideo) {
  try {
    localStorage.setItem(key(userId), JSON.stringify(video));
  } catch {
    // Not kept across reloads; the session store still has it.
  }
}

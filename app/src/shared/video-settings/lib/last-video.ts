import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

type LastVideo = NonNullable<VideoSettings["lastVideo"]>;

// The Story Reel's key is the one kept before videos were told apart by editor; such an old entry has no
// `editor` and may be a product ad's, so it is not taken for the Story Reel's.
const key = (userId: string, editor: EditorKind) =>
  editor === "story-reel" ? `reelsmith:last-video:${userId}` : `reelsmith:last-video:${editor}:${userId}`;

/** The last video of an editor followed on the preview, kept in this browser so the export page finds it. */
export function readLastVideo(userId: string, editor: EditorKind = "story-reel"): LastVideo | null {
  try {
    const raw = localStorage.getItem(key(userId, editor));
    const video = raw ? (JSON.parse(raw) as LastVideo) : null;
    return video?.editor === editor ? video : null;
  } catch {
    return null;
  }
}

export function writeLastVideo(userId: string, video: LastVideo & { editor: EditorKind }) {
  try {
    localStorage.setItem(key(userId, video.editor), JSON.stringify(video));
  } catch {
    // Not kept across reloads; the session store still has it.
  }
}

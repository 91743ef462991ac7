import { useEffect } from "react";
import { previewMessages } from "@/shared/preview/lib/messages";
import { isFinished, progressFor, TASK_FAILED } from "@/shared/preview/lib/task-status";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";
import { writeLastVideo } from "@/shared/video-settings/lib/last-video";
import { setVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/**
 * The store holds render progress; the export page reads the last video from it, and
 * from the browser's copy after a reload.
 */
export function useRenderState(
  taskId: string,
  status: number | null,
  videoUrl: string | null,
  userId: string | null,
  editor: EditorKind,
) {
  useEffect(() => {
    if (status === null) return;
    const video = { taskId, url: videoUrl, status, editor };
    setVideoSettings({
      progress: progressFor(status),
      rendering: !isFinished(status),
      error: status === TASK_FAILED ? previewMessages.failed : null,
      lastVideo: video,
    });
    if (userId) writeLastVideo(userId, video);
  }, [status, videoUrl, taskId, userId, editor]);
}

import { shareMessages } from "@reelsmith/contract/shares";
import { useState } from "react";
import { previewMessages } from "@/shared/preview/lib/messages";
import { useStartSharing, useStopSharing, useVideoShare } from "@/shared/video-settings/api/video-share";
import { absoluteUrl, downloadVideo, shareVideo } from "@/shared/video-settings/lib/share-download";

/**
 * Share, copy the link, stop sharing and download, with the one notice or error they leave. The video
 * itself is private: Share makes (or reuses) a public link to it alone, then hands that on.
 */
export function useVideoActions(taskId: string, ready: boolean, videoUrl: string | null, title: string) {
  const share = useVideoShare(taskId, ready);
  const startSharing = useStartSharing(taskId);
  const stopSharing = useStopSharing(taskId);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const sharedUrl = share.data?.enabled ? share.data.url : null;

  const onShare = async () => {
    if (!videoUrl) return;
    setError(null);
    setNotice(null);
    try {
      const link = sharedUrl ?? (await startSharing.mutateAsync()).url;
      if (!link) throw new Error("no link");
      const result = await shareVideo(link, title);
      if (result === "copied") setNotice(shareMessages.copied);
    } catch {
      setError(shareMessages.failed);
    }
  };

  const onCopyLink = async () => {
    if (!sharedUrl) return;
    setError(null);
    try {
      await navigator.clipboard.writeText(absoluteUrl(sharedUrl));
      setNotice(shareMessages.copied);
    } catch {
      setError(shareMessages.failed);
    }
  };

  const onStopSharing = () => {
    setError(null);
    setNotice(null);
    stopSharing.mutate(undefined, {
      onSuccess: () => setNotice(shareMessages.turnedOff),
      onError: () => setError(shareMessages.stopFailed),
    });
  };

  const onDownload = async () => {
    if (!videoUrl) return;
    setError(null);
    setDownloading(true);
    try {
      await downloadVideo(videoUrl);
    } catch {
      setError(previewMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return {
    sharedUrl,
    sharing: startSharing.isPending,
    stopping: stopSharing.isPending,
    downloading,
    notice,
    error,
    onShare,
    onCopyLink,
    onStopSharing,
    onDownload,
  };
}

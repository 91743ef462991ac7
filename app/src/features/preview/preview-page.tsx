import { shareMessages } from "@reelsmith/contract/shares";
import { ArrowLeft, BellRing, Download, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useEnableNotify } from "@/features/preview/api/enable-notify";
import { NotifyDialog } from "@/features/preview/components/notify-dialog";
import { PreviewError } from "@/features/preview/components/preview-error";
import { ProgressDisplay } from "@/features/preview/components/progress-display";
import { SharePanel } from "@/features/preview/components/share-panel";
import { VideoPlayer } from "@/features/preview/components/video-player";
import { VideoSettingsCard } from "@/features/preview/components/video-settings-card";
import { useFinalVideo } from "@/features/preview/hooks/use-final-video";
import { useTaskStatus } from "@/features/preview/hooks/use-task-status";
import { previewMessages } from "@/features/preview/lib/messages";
import { readTaskId } from "@/features/preview/lib/task-id";
import {
  canNotify,
  isFinished,
  progressFor,
  TASK_FAILED,
  TASK_GENERATED,
} from "@/features/preview/lib/task-status";
import { useStartSharing, useStopSharing, useVideoShare } from "@/features/video-settings/api/video-share";
import { restoreSettings } from "@/features/video-settings/lib/defaults";
import { writeLastVideo } from "@/features/video-settings/lib/last-video";
import { readLocalDraft } from "@/features/video-settings/lib/local-draft";
import { absoluteUrl, downloadVideo, shareVideo } from "@/features/video-settings/lib/share-download";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/features/video-settings/lib/video-settings-store";
import { useAuth } from "@/lib/auth";

export function PreviewPage() {
  const location = useLocation();
  const input = readTaskId(location.state);
  return (
    <Page title="Preview & Finalize">
      {input.taskId !== null ? (
        <PreviewPanel taskId={input.taskId} />
      ) : (
        <PreviewError message={input.error} />
      )}
    </Page>
  );
}

function PreviewPanel({ taskId }: { taskId: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const settings = useVideoSettings();

  // After a reload the settings store is empty: the editor's autosaved copy tells what was chosen.
  useEffect(() => {
    if (!user || videoSettingsStore.get().story) return;
    const local = readLocalDraft(user.id);
    if (local) setVideoSettings({ story: local.story ?? "", ...restoreSettings(local.settings) });
  }, [user]);
  const { task, loadError } = useTaskStatus(taskId);
  const finalVideo = useFinalVideo(task);
  const notify = useEnableNotify();
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [notifyError, setNotifyError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const status = task?.task_status ?? null;
  const ready = status === TASK_GENERATED;
  const videoUrl = ready ? (finalVideo.data?.url ?? null) : null;
  const share = useVideoShare(taskId, ready);
  const startSharing = useStartSharing(taskId);
  const stopSharing = useStopSharing(taskId);
  const sharedUrl = share.data?.enabled ? share.data.url : null;

  // The store holds render progress (spec section 3); the export page reads the last video from it.
  useEffect(() => {
    if (status === null) return;
    setVideoSettings({
      progress: progressFor(status),
      rendering: !isFinished(status),
      error: status === TASK_FAILED ? previewMessages.failed : null,
      lastVideo: { taskId, url: videoUrl, status },
    });
    if (user) writeLastVideo(user.id, { taskId, url: videoUrl, status });
  }, [status, videoUrl, taskId, user]);

  if (loadError) return <PreviewError message={loadError} />;
  const title = finalVideo.data?.title ?? "My Story Reel";

  // The video itself is private: Share makes (or reuses) a public link to it alone, then hands that on.
  const onShare = async () => {
    if (!videoUrl) return;
    setActionError(null);
    setNotice(null);
    try {
      const link = sharedUrl ?? (await startSharing.mutateAsync()).url;
      if (!link) throw new Error("no link");
      const result = await shareVideo(link, title);
      if (result === "copied") setNotice(shareMessages.copied);
    } catch {
      setActionError(shareMessages.failed);
    }
  };

  const onCopyLink = async () => {
    if (!sharedUrl) return;
    setActionError(null);
    try {
      await navigator.clipboard.writeText(absoluteUrl(sharedUrl));
      setNotice(shareMessages.copied);
    } catch {
      setActionError(shareMessages.failed);
    }
  };

  const onStopSharing = () => {
    setActionError(null);
    setNotice(null);
    stopSharing.mutate(undefined, {
      onSuccess: () => setNotice(shareMessages.turnedOff),
      onError: () => setActionError(shareMessages.stopFailed),
    });
  };

  const onDownload = async () => {
    if (!videoUrl) return;
    setActionError(null);
    setDownloading(true);
    try {
      await downloadVideo(videoUrl);
    } catch {
      setActionError(previewMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const onNotify = () => {
    setNotifyError(null);
    notify.mutate(taskId, {
      onSuccess: () => navigate(paths.dashboard, { state: { message: previewMessages.notifySuccess } }),
      onError: (e) => setNotifyError(previewMessages.notifyFailed(e.message)),
    });
  };

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,360px)_minmax(0,1fr)] md:items-start lg:gap-10">
      <VideoPlayer status={status} videoUrl={videoUrl} />
      <div className="flex flex-col gap-5">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 className="text-base font-semibold">
            {ready
              ? "Your video is ready"
              : status === TASK_FAILED
                ? "Generation stopped"
                : "Generating your video"}
          </h2>
          <ProgressDisplay status={status} />
          {status === TASK_FAILED ? (
            <Alert variant="error">
              {previewMessages.failed}
              {task?.error ? (
                <span className="mt-1 block text-xs opacity-80">{String(task.error)}</span>
              ) : null}
            </Alert>
          ) : null}
          {ready && finalVideo.isError ? <Alert variant="error">{finalVideo.error.message}</Alert> : null}
          {typeof task?.engine === "string" && task.engine ? (
            <p className="text-xs text-muted">Made with {task.engine}</p>
          ) : null}
        </Card>
        <div className="grid grid-cols-2 gap-2.5 sm:flex sm:flex-wrap">
          <Link to={paths.storyReel} className={buttonClass("outline", "md", "col-span-2")}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            Back to Editor
          </Link>
          <Button
            variant="secondary"
            onClick={onShare}
            disabled={!ready || !videoUrl}
            loading={startSharing.isPending}
          >
            {startSharing.isPending ? null : <Share2 aria-hidden className="h-4 w-4" />}
            Share
          </Button>
          <Button onClick={onDownload} disabled={!ready || !videoUrl} loading={downloading}>
            {downloading ? null : <Download aria-hidden className="h-4 w-4" />}
            Download
          </Button>
          <Button
            variant="outline"
            className="col-span-2"
            onClick={() => setNotifyOpen(true)}
            disabled={!canNotify(status, Boolean(task?.async_notify))}
          >
            <BellRing aria-hidden className="h-4 w-4" />
            Notify Me When Ready
          </Button>
        </div>
        {sharedUrl ? (
          <SharePanel
            url={sharedUrl}
            stopping={stopSharing.isPending}
            onCopy={onCopyLink}
            onStop={onStopSharing}
          />
        ) : null}
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        {actionError ? <Alert variant="error">{actionError}</Alert> : null}
        <VideoSettingsCard settings={settings} />
      </div>
      <NotifyDialog
        open={notifyOpen}
        busy={notify.isPending}
        error={notifyError}
        onCancel={() => setNotifyOpen(false)}
        onConfirm={onNotify}
      />
    </div>
  );
}

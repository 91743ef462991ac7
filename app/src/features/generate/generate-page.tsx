import { TaskStatus } from "@reelsmith/contract/task-status";
import { ArrowLeft, Download, FilePlus2, Pencil, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { VideoStatusPanel } from "@/features/generate/components/video-status-panel";
import { useAuth } from "@/lib/auth";
import { VideoExports } from "@/shared/exports/components/video-exports";
import { useFinalVideo } from "@/shared/preview/hooks/use-final-video";
import { useRenderState } from "@/shared/preview/hooks/use-render-state";
import { useTaskStatus } from "@/shared/preview/hooks/use-task-status";
import { renderedStoryOf } from "@/shared/preview/lib/rendered-settings";
import { useProjectOfTask } from "@/shared/storyboard/hooks/use-task-project";
import { storyboardPath } from "@/shared/storyboard/lib/storyboard-path";
import { startSharing } from "@/shared/video-settings/api/video-share";
import { restoreSettings } from "@/shared/video-settings/lib/defaults";
import { readLastVideo } from "@/shared/video-settings/lib/last-video";
import { readLocalDraft } from "@/shared/video-settings/lib/local-draft";
import { DOWNLOAD_FAILED, downloadVideo, shareVideo } from "@/shared/video-settings/lib/share-download";
import type { VideoSettings } from "@/shared/video-settings/lib/types";
import { setVideoSettings, useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

type LastVideo = VideoSettings["lastVideo"];

/** The Story Reel's last video: this session's when it is the Story Reel's, else this browser's copy. */
function storyReelVideo(sessionVideo: LastVideo, userId: string | null): LastVideo {
  if (sessionVideo?.editor === "story-reel") return sessionVideo;
  return userId ? readLastVideo(userId, "story-reel") : null;
}

export function GeneratePage() {
  const { user } = useAuth();
  const settings = useVideoSettings();
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  // Opened directly: the story comes from this browser's autosaved copy.
  useEffect(() => {
    if (!user || settings.story) return;
    const local = readLocalDraft(user.id);
    if (local?.story) setVideoSettings({ story: local.story, ...restoreSettings(local.settings) });
  }, [user, settings.story]);

  // The page is the Story Reel's: it shows the Story Reel's last video, and every action acts on that
  // one (never a product ad's rendered since).
  const stored = storyReelVideo(settings.lastVideo, user?.id ?? null);
  const taskId = stored?.taskId ?? null;
  // The page follows the video's task live, as the preview does (a poll, the event stream, until it
  // ends): left at 50 % on the preview, it shows the finished video when it is done.
  const { task } = useTaskStatus(taskId);
  const finalVideo = useFinalVideo(task);
  const liveStatus = task?.task_status ?? null;
  const liveUrl = liveStatus === TaskStatus.generated ? (finalVideo.data?.url ?? stored?.url ?? null) : null;
  useRenderState(taskId ?? "", taskId ? liveStatus : null, liveUrl, user?.id ?? null, "story-reel");
  const video: LastVideo =
    stored && liveStatus !== null ? { ...stored, status: liveStatus, url: liveUrl ?? stored.url } : stored;
  const videoUrl = video?.status === TaskStatus.generated ? (video.url ?? null) : null;
  // The panel describes the video it plays (its own words and language), not the draft in the editor.
  const rendered = liveStatus === TaskStatus.generated ? renderedStoryOf(task?.task_result) : null;
  const hasStory = settings.story.trim().length > 0 || Boolean(stored);

  // Edit opens the storyboard of the video shown (its project's newest version), once it is rendered.
  const projectId = useProjectOfTask(video?.status === TaskStatus.generated ? taskId : null);

  // The video file is private: Share hands on the video's public share link (made once, kept after).
  const onShare = async () => {
    if (!videoUrl || !taskId) return;
    try {
      const { url } = await startSharing(taskId);
      if (!url) throw new Error("no link");
      if ((await shareVideo(url, "My Story Reel")) === "copied")
        setMessage({ kind: "success", text: "Link copied to clipboard." });
    } catch {
      setMessage({ kind: "error", text: "Could not share the video. Please try again." });
    }
  };
  const onDownload = async () => {
    if (!videoUrl) return;
    try {
      await downloadVideo(videoUrl);
    } catch {
      setMessage({ kind: "error", text: DOWNLOAD_FAILED });
    }
  };

  return (
    <Page
      title="Generate & Export"
      description="Check your video's status and export settings."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.storyReel} className={buttonClass("outline", "sm")}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            Back to Editor
          </Link>
          <Button variant="secondary" size="sm" onClick={onShare} disabled={!videoUrl}>
            <Share2 aria-hidden className="h-4 w-4" />
            Share
          </Button>
          <Button variant="secondary" size="sm" onClick={onDownload} disabled={!videoUrl}>
            <Download aria-hidden className="h-4 w-4" />
            Download
          </Button>
          <Link
            to={projectId ? storyboardPath({ projectId, editor: "story-reel" }) : paths.storyReel}
            className={buttonClass("primary", "sm")}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            Edit
          </Link>
        </div>
      }
    >
      {message ? (
        <Alert variant={message.kind} className="mb-6">
          {message.text}
        </Alert>
      ) : null}
      {hasStory ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <VideoStatusPanel settings={settings} video={video} rendered={rendered} />
          <VideoExports taskId={taskId} ready={video?.status === TaskStatus.generated && Boolean(videoUrl)} />
        </div>
      ) : (
        <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <span className="bg-accent-gradient flex h-12 w-12 items-center justify-center rounded-2xl text-white">
            <FilePlus2 aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="text-xl font-semibold">No Content Added Yet</h2>
          <p className="max-w-md text-sm text-muted">
            Write or generate a story first, then come back to export it.
          </p>
          <Link to={paths.storyReel} className={buttonClass("primary")}>
            Add Content
          </Link>
        </Card>
      )}
    </Page>
  );
}

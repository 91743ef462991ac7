import { Alert } from "@/components/ui/alert";
import { useTaskProject } from "@/features/preview/api/variants";
import { MakeVariants } from "@/features/preview/components/make-variants";
import { NotifyDialog } from "@/features/preview/components/notify-dialog";
import { PreviewActions } from "@/features/preview/components/preview-actions";
import { PreviewError } from "@/features/preview/components/preview-error";
import { RenderStatusCard } from "@/features/preview/components/render-status-card";
import { SharePanel } from "@/features/preview/components/share-panel";
import { VideoCredits } from "@/features/preview/components/video-credits";
import { VideoPlayer } from "@/features/preview/components/video-player";
import { VideoSettingsCard } from "@/features/preview/components/video-settings-card";
import { useNotifyMe } from "@/features/preview/hooks/use-notify-me";
import { useRenderedNames } from "@/features/preview/hooks/use-rendered-names";
import { useRestoredSettings } from "@/features/preview/hooks/use-restored-settings";
import { useVideoActions } from "@/features/preview/hooks/use-video-actions";
import { useAuth } from "@/lib/auth";
import { VideoExports } from "@/shared/exports/components/video-exports";
import { MakeItIn } from "@/shared/languages/components/make-it-in";
import { useFinalVideo } from "@/shared/preview/hooks/use-final-video";
import { useRenderState } from "@/shared/preview/hooks/use-render-state";
import { useTaskStatus } from "@/shared/preview/hooks/use-task-status";
import { canNotify, TASK_GENERATED } from "@/shared/preview/lib/task-status";
import { storyboardPath } from "@/shared/storyboard/lib/storyboard-path";
import { VersionList } from "@/shared/versions/components/version-list";
import { type EditorKind, editorPath } from "@/shared/video-settings/lib/editor-kind";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/**
 * One task's preview: the player beside its status, the actions on the video, and the settings used.
 * `fromEditor`: started from an editor in this browser (the store holds what was sent), not a link.
 */
export function PreviewPanel({
  taskId,
  fromEditor = true,
  editor = "story-reel",
}: {
  taskId: string;
  fromEditor?: boolean;
  editor?: EditorKind;
}) {
  const { user } = useAuth();
  const settings = useVideoSettings();
  useRestoredSettings(user?.id ?? null);
  const { task, loadError } = useTaskStatus(taskId);
  const finalVideo = useFinalVideo(task);
  const status = task?.task_status ?? null;
  const ready = status === TASK_GENERATED;
  const videoUrl = ready ? (finalVideo.data?.url ?? null) : null;
  const title = finalVideo.data?.title ?? "My Story Reel";
  const actions = useVideoActions(taskId, ready, videoUrl, title);
  const notify = useNotifyMe(taskId);
  const project = useTaskProject(task?.task_draft_id ?? null);
  const rendered = useRenderedNames(ready ? task?.task_result : null);
  // The editor it was made in: the project's type says, else the preview's address.
  const madeIn: EditorKind =
    project.data?.type === "PRODUCT_AD" ? "product-ad" : project.data ? "story-reel" : editor;
  useRenderState(taskId, status, videoUrl, user?.id ?? null, madeIn);
  // The version on screen: this task's, of its project's versions.
  const playing = Number(task?.task_draft_version) >= 1 ? Number(task?.task_draft_version) : null;

  if (loadError) return <PreviewError message={loadError} editor={madeIn} />;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,360px)_minmax(0,1fr)] md:items-start lg:gap-10">
      <VideoPlayer status={status} videoUrl={videoUrl} />
      <div className="flex flex-col gap-5">
        <RenderStatusCard
          status={status}
          taskError={task?.error}
          videoError={finalVideo.isError ? finalVideo.error.message : null}
          engine={task?.engine}
        />
        {task?.warnings && task.warnings.length > 0 ? (
          <Alert variant="info" aria-label="Render warnings">
            <ul className="flex flex-col gap-1">
              {task.warnings.map((w) => (
                <li key={`${w.kind}|${w.sceneId}|${w.message}`}>{w.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {ready ? <VideoCredits taskResult={task?.task_result} /> : null}
        <PreviewActions
          editorTo={editorPath(madeIn)}
          editTo={
            ready && task?.task_draft_id
              ? storyboardPath({ projectId: task.task_draft_id, editor: madeIn, version: playing })
              : null
          }
          canUseVideo={ready && Boolean(videoUrl)}
          sharing={actions.sharing}
          downloading={actions.downloading}
          canNotify={canNotify(status, Boolean(task?.async_notify))}
          onShare={actions.onShare}
          onDownload={actions.onDownload}
          onNotify={notify.ask}
        />
        {actions.sharedUrl ? (
          <SharePanel
            url={actions.sharedUrl}
            stopping={actions.stopping}
            onCopy={actions.onCopyLink}
            onStop={actions.onStopSharing}
          />
        ) : null}
        {project.data?.type === "PRODUCT_AD" && user ? (
          <MakeVariants projectId={project.data.id} userId={user.id} />
        ) : null}
        {ready && task?.task_draft_id ? <MakeItIn projectId={task.task_draft_id} editor={madeIn} /> : null}
        {task?.task_draft_id ? (
          <VersionList projectId={task.task_draft_id} current={playing} mode="playing" editor={madeIn} />
        ) : null}
        {ready && videoUrl ? <VideoExports taskId={taskId} ready /> : null}
        {actions.notice ? <Alert variant="success">{actions.notice}</Alert> : null}
        {actions.error ? <Alert variant="error">{actions.error}</Alert> : null}
        <VideoSettingsCard settings={settings} rendered={rendered} fromEditor={fromEditor} />
      </div>
      <NotifyDialog notify={notify} />
    </div>
  );
}

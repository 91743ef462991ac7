import {
  type PlanStoryboardResponse,
  type Storyboard,
  storyOfStoryboard,
} from "@reelsmith/contract/storyboard";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getProjectStoryboard, renderNew, renderVersion } from "@/features/storyboard/api/storyboard";
import { type RenderTarget, StoryboardEditor } from "@/features/storyboard/components/storyboard-editor";
import { ApiError } from "@/lib/api-client";
import { useAppConfig } from "@/lib/app-config";
import { MakeItIn } from "@/shared/languages/components/make-it-in";
import { planStoryboardAligned } from "@/shared/storyboard/api/plan-storyboard";
import { storyboardVersionOf } from "@/shared/storyboard/lib/storyboard-path";
import { VersionList } from "@/shared/versions/components/version-list";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { type EditorKind, editorPath, previewPath } from "@/shared/video-settings/lib/editor-kind";
import { setVideoSettings, videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

/** The state an editor's Storyboard button passes: the create-video body it would send. */
export interface StoryboardState {
  body: CreateVideoRequest;
  /** The storyboard already planned for this body (the Story Reel's recording view asked for it). */
  planned?: PlanStoryboardResponse;
  /** The scene (from 0) whose own recorder opens first. */
  rerecord?: number;
}

function readBody(state: unknown, editor: EditorKind): CreateVideoRequest | null {
  const body = (state as Partial<StoryboardState> | null)?.body;
  if (body && typeof body === "object" && typeof body.story === "string") return body;
  // Reloaded: the Story Reel's story and settings are still in this tab's store.
  const s = videoSettingsStore.get();
  if (editor === "story-reel" && s.story.trim()) return buildCreateVideoBody(s);
  return null;
}

export function StoryboardPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editor: EditorKind = params.get("editor") === "product-ad" ? "product-ad" : "story-reel";
  const projectId = params.get("project");
  const version = projectId ? storyboardVersionOf(params) : null;
  // Read once per navigation: the thumbnails' redraw waits on the same body between renders.
  const body = useMemo(
    () => (projectId ? null : readBody(location.state, editor)),
    [projectId, location.state, editor],
  );
  const passed = (location.state ?? null) as Partial<StoryboardState> | null;
  const planned = passed?.body === body ? passed?.planned : undefined;
  const target: RenderTarget | null = projectId
    ? { kind: "version", projectId, editor }
    : body
      ? { kind: "new", body, editor }
      : null;
  const config = useAppConfig();
  const stockAvailable = (config.data as { stockFootage?: unknown } | undefined)?.stockFootage === true;

  const board = useQuery({
    queryKey: ["storyboard", projectId ?? "new", projectId ? version : body],
    queryFn: async ({ signal }): Promise<PlanStoryboardResponse> =>
      projectId
        ? { storyboard: await getProjectStoryboard(projectId, signal, version) }
        : planStoryboardAligned(body as CreateVideoRequest, signal),
    initialData: planned,
    enabled: target !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const render = useMutation({
    mutationFn: async (storyboard: Storyboard) => {
      if (!target) throw new Error("Nothing to render.");
      if (target.kind === "version") return renderVersion(target.projectId, storyboard);
      return renderNew(target.body, storyboard);
    },
    onSuccess: (taskId, storyboard) => {
      if (target?.kind === "new") {
        // As an editor's Preview does: the preview reads what was sent from the store.
        setVideoSettings({ rendering: true, progress: 0, error: null, story: storyOfStoryboard(storyboard) });
        navigate(previewPath(taskId, editor), { state: { taskId } });
      } else {
        navigate(previewPath(taskId, editor));
      }
    },
  });
  const renderError = render.error
    ? {
        message: render.error.message,
        stale: render.error instanceof ApiError && render.error.code === "CONFLICT",
      }
    : null;

  return (
    <Page
      title="Storyboard"
      description="Every scene of your video before it renders: change the words, the picture, the camera and the order."
      actions={
        <Link to={editorPath(editor)} className={buttonClass("outline", "sm")}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to Editor
        </Link>
      }
    >
      {projectId && board.isSuccess ? (
        <VersionList
          projectId={projectId}
          current={version}
          mode="editing"
          editor={editor}
          className="mb-6"
        />
      ) : null}
      {projectId && board.isSuccess ? (
        <MakeItIn projectId={projectId} editor={editor} className="mb-6" />
      ) : null}
      {target === null ? (
        <Card className="flex flex-col items-start gap-4 p-6">
          <Alert variant="error">Open the storyboard from the editor: there is no story to plan yet.</Alert>
          <Link to={editorPath(editor)} className={buttonClass("primary")}>
            Go to the editor
          </Link>
        </Card>
      ) : board.isPending ? (
        <Card className="flex items-center gap-3 p-6">
          <Spinner size="sm" label={null} />
          <span>{projectId ? "Loading the storyboard..." : "Planning your storyboard..."}</span>
        </Card>
      ) : board.isError ? (
        <Card className="flex flex-col items-start gap-4 p-6">
          <Alert variant="error">{board.error.message}</Alert>
          <Link to={editorPath(editor)} className={buttonClass("primary")}>
            Back to Editor
          </Link>
        </Card>
      ) : (
        <StoryboardEditor
          key={board.dataUpdatedAt}
          initial={board.data.storyboard}
          recording={
            body?.narration && board.data.warnings
              ? { mediaId: body.narration.mediaId, warnings: board.data.warnings }
              : null
          }
          rerecordFirst={passed?.rerecord ?? null}
          target={target}
          stockAvailable={stockAvailable}
          rendering={render.isPending}
          renderError={renderError}
          onRender={(b) => render.mutate(b)}
          onReload={() => {
            render.reset();
            void board.refetch();
          }}
        />
      )}
    </Page>
  );
}

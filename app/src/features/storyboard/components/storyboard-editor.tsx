import type { TaskWarning } from "@reelsmith/contract/narration";
import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { Clapperboard, type LucideIcon, Plus, Redo2, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { planStoryboard, redrawThumbnails } from "@/features/storyboard/api/storyboard";
import { RenderVersionDialog } from "@/features/storyboard/components/render-version-dialog";
import { SceneEditor } from "@/features/storyboard/components/scene-editor";
import { SceneList } from "@/features/storyboard/components/scene-list";
import { useMediaLibrary } from "@/features/storyboard/components/scene-media";
import { useBoardHistory } from "@/features/storyboard/hooks/use-board-history";
import { type RedrawThumbnails, useThumbnails } from "@/features/storyboard/hooks/use-thumbnails";
import {
  addScene,
  boardProblem,
  canAddScene,
  defaultCutIn,
  deleteScene,
  mergeWithNext,
  moveScene,
  newSceneId,
  setCharacterLook,
  setSceneCamera,
  setSceneCutIn,
  setSceneHoldAfter,
  setScenePicture,
  setScenePlan,
  setSceneRecording,
  setSceneText,
  splitScene,
} from "@/features/storyboard/lib/board-edits";
import { estimateSceneTimes } from "@/features/storyboard/lib/estimate-times";
import { MoreCreditsIfRefused } from "@/shared/video-settings/components/more-credits-link";
import { RecordingScenes } from "@/shared/video-settings/components/recording-scenes";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/** What the storyboard renders to: a new video (before generating) or the project's next version. */
export type RenderTarget =
  | { kind: "new"; body: CreateVideoRequest; editor: EditorKind }
  | { kind: "version"; projectId: string; editor: EditorKind };

/** A small secondary button of the editor's toolbar, its icon before its label. */
function ToolbarButton({ icon: Icon, children, ...props }: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button variant="secondary" size="sm" {...props}>
      <Icon aria-hidden className="h-4 w-4" />
      {children}
    </Button>
  );
}

/**
 * The storyboard editor: the scenes in order beside the scene being edited (one column on a phone),
 * Undo/Redo (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z), Add scene, and the render button of its target.
 */
export function StoryboardEditor({
  initial,
  target,
  stockAvailable,
  rendering,
  renderError,
  onRender,
  onReload,
  recording = null,
  rerecordFirst = null,
}: {
  initial: Storyboard;
  /** The whole-story recording that narrates it, aligned to the scenes (their times are its stretches). */
  recording?: { mediaId: string; warnings: TaskWarning[] } | null;
  /** A scene (from 0) whose own recorder opens first. */
  rerecordFirst?: number | null;
  target: RenderTarget;
  stockAvailable: boolean;
  rendering: boolean;
  renderError: { message: string; stale: boolean } | null;
  onRender: (board: Storyboard) => void;
  onReload: () => void;
}) {
  const { board, change, undo, redo, canUndo, canRedo } = useBoardHistory(initial);
  // A full-frame talking video narrates: each scene may cut in over it (the new video's request, or the
  // editor's narration for a project's next version).
  const editorRecording = useVideoSettings((s) => s.recording);
  const narration = target.kind === "new" ? target.body.narration : undefined;
  const fullTalkingVideo =
    target.kind === "new"
      ? narration?.kind === "video" && narration.layout === "full"
      : editorRecording?.video?.layout === "full";
  const [selectedId, setSelectedId] = useState<string | null>(
    initial.scenes[rerecordFirst ?? 0]?.id ?? initial.scenes[0]?.id ?? null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editorRef = useRef<HTMLDivElement>(null);
  const media = useMediaLibrary();
  const posters = useMemo(
    () => new Map((media.data?.media ?? []).map((m) => [m.id, m.posterUrl])),
    [media.data],
  );

  const index = Math.max(
    0,
    board.scenes.findIndex((s) => s.id === selectedId),
  );
  const scene = board.scenes[index] as StoryboardScene;
  const id = scene.id;

  const times = useMemo(() => estimateSceneTimes(initial, board), [initial, board]);
  const body = target.kind === "new" ? target.body : null;
  const projectId = target.kind === "version" ? target.projectId : null;
  const redraw = useCallback<RedrawThumbnails>(
    (b, signal) =>
      projectId
        ? redrawThumbnails(projectId, b, signal)
        : // The thumbnails do not depend on the narration: no need to align a recording again.
          planStoryboard({ ...(body as CreateVideoRequest), narration: undefined, storyboard: b }, signal),
    [projectId, body],
  );
  const thumbOf = useThumbnails(initial, board, redraw);
  // A scene's own photo or clip shows its library poster until its framed thumbnail is drawn.
  const posterOf = (s: StoryboardScene) =>
    thumbOf(s) ?? (s.picture.kind === "media" ? (posters.get(s.picture.mediaId) ?? null) : null);

  const select = (sceneId: string) => {
    setSelectedId(sceneId);
    // On a phone the scene's editor is below the list: bring it into view.
    if (typeof window !== "undefined" && window.matchMedia?.("(max-width: 1023px)").matches)
      requestAnimationFrame(() => editorRef.current?.scrollIntoView({ block: "start" }));
  };

  // "Re-record this scene": that scene's own recorder, in view, its Record button focused.
  const openRecorder = useCallback((n: number) => {
    requestAnimationFrame(() => {
      const recorder = document.querySelector<HTMLElement>(`[aria-label="Your voice for scene ${n}"]`);
      recorder?.scrollIntoView({ block: "center" });
      recorder?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
    });
  }, []);
  const rerecord = (i: number) => {
    const target = board.scenes[i];
    if (!target) return;
    setSelectedId(target.id);
    openRecorder(i + 1);
  };
  useEffect(() => {
    if (rerecordFirst !== null) openRecorder(rerecordFirst + 1);
  }, [rerecordFirst, openRecorder]);

  const render = () => {
    const p = boardProblem(board);
    setProblem(p);
    if (p) return;
    if (target.kind === "version") setConfirming(true);
    else onRender(board);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <ToolbarButton icon={Undo2} onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </ToolbarButton>
        <ToolbarButton
          icon={Redo2}
          onClick={redo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          Redo
        </ToolbarButton>
        <ToolbarButton
          icon={Plus}
          disabled={!canAddScene(board)}
          onClick={() => {
            const newId = newSceneId(board);
            change(addScene(board, id, newId));
            select(newId);
          }}
        >
          Add scene
        </ToolbarButton>
        <Button size="sm" className="ml-auto" onClick={render} loading={rendering}>
          {rendering ? null : <Clapperboard aria-hidden className="h-4 w-4" />}
          {target.kind === "version" ? "Render new version" : "Generate"}
        </Button>
      </div>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      {renderError ? (
        <Alert variant="error">
          <span className="flex flex-wrap items-center gap-3">
            <span>{renderError.message}</span>
            {renderError.stale ? (
              <Button variant="secondary" size="sm" onClick={onReload}>
                Reload the newest storyboard
              </Button>
            ) : null}
          </span>
          <MoreCreditsIfRefused message={renderError.message} />
        </Alert>
      ) : null}

      {recording ? (
        <Card className="p-3">
          <RecordingScenes
            mediaId={recording.mediaId}
            scenes={board.scenes}
            warnings={recording.warnings}
            onRerecord={rerecord}
          />
        </Card>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <Card className="p-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto">
          <SceneList
            board={board}
            selectedId={id}
            posterOf={posterOf}
            timeOf={(s) => times.get(s.id) ?? { start: s.start, end: s.end, estimated: false }}
            onSelect={select}
            onMove={(sceneId, delta) => change(moveScene(board, sceneId, delta))}
          />
        </Card>
        {/* Below the sticky header (4rem) when it is scrolled to, so "Words of scene N" stays in view. */}
        <div ref={editorRef} className="scroll-mt-20">
          <Card className="p-4 sm:p-6">
            <SceneEditor
              key={id}
              scene={scene}
              index={index}
              isLast={index === board.scenes.length - 1}
              onlyScene={board.scenes.length === 1}
              language={board.language}
              stockAvailable={stockAvailable}
              cutIn={fullTalkingVideo ? (scene.cutIn ?? defaultCutIn(index, board.scenes.length)) : undefined}
              actions={{
                onText: (text) => change(setSceneText(board, id, text), `text:${id}`),
                onPicture: (picture) => change(setScenePicture(board, id, picture)),
                onPlan: (plan) => change(setScenePlan(board, id, plan)),
                onCharacterLook: (characterId, look) =>
                  change(
                    setCharacterLook(board, characterId, look),
                    `look:${characterId}:${Object.keys(look)}`,
                  ),
                onCamera: (camera) => change(setSceneCamera(board, id, camera)),
                onHoldAfter: (s) => change(setSceneHoldAfter(board, id, s), `hold:${id}`),
                onRecording: (recording) => change(setSceneRecording(board, id, recording)),
                onCutIn: (on) => change(setSceneCutIn(board, id, on)),
                onSplit: (at) => change(splitScene(board, id, at)),
                onMergeNext: () => change(mergeWithNext(board, id)),
                onDelete: () => {
                  const next = board.scenes[index + 1] ?? board.scenes[index - 1];
                  change(deleteScene(board, id));
                  if (next) setSelectedId(next.id);
                },
              }}
            />
          </Card>
        </div>
      </div>
      {target.kind === "version" ? (
        <RenderVersionDialog
          open={confirming}
          pending={rendering}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRender(board);
          }}
        />
      ) : null}
    </div>
  );
}

import { isTerminalTaskStatus, TaskStatus, type WorkingStageKey } from "@reelsmith/contract/task-status";
import { renderFrame } from "./frame";
import { notifyVideoReady } from "./notify-ready";
import { audioStage } from "./stages/audio";
import { charactersStage } from "./stages/characters";
import { imagesStage } from "./stages/images";
import { type ProcessingResult, processingStage } from "./stages/processing";
import { promptsStage } from "./stages/prompts";
import type { Stage } from "./stages/stage";
import { storyStage } from "./stages/story";
import { videoStage } from "./stages/video";
import {
  completeTask,
  getTask,
  projectIdOf,
  recordStageTime,
  requestOf,
  setStatus,
  type TaskRow,
} from "./task-store";
import type { RenderDeps, StageContext } from "./types";

export const stages: Stage[] = [
  storyStage,
  charactersStage,
  promptsStage,
  imagesStage,
  audioStage,
  videoStage,
  processingStage,
];

/** Every version of a project renders under its folder (the first task's id), as renders/<id>/v<n>. */
export const renderPrefix = (projectId: string, version: number) => `renders/${projectId}/v${version}`;

/** The stage context of a task's render: its request, its frame and where its files are kept. */
export function stageContextOf(deps: RenderDeps, row: TaskRow): StageContext {
  const request = requestOf(row);
  return {
    deps,
    taskId: row.id,
    userId: row.user_id,
    version: row.task_draft_version,
    request,
    frame: renderFrame(request),
    prefix: renderPrefix(projectIdOf(row), row.task_draft_version),
  };
}

export interface RunOptions {
  /** Stop after this stage (tests use it to stand for a crash between stages). */
  stopAfter?: WorkingStageKey;
  /** Asked after each stage: true stops there ("stopped"), and the next run resumes with the next stage. */
  shouldStop?: () => boolean;
  /** After each stage: its key, its place in `stages` (from 0), whether it was skipped and how long it ran. */
  onStage?: (e: { key: WorkingStageKey; index: number; skipped: boolean; ms: number }) => void;
}

/**
 * Runs a task's stages in order. Each stage sets the task's status when it starts and is skipped when its
 * output is already in storage, so a task picked up again after a crash resumes from the last finished
 * stage. Ended tasks (generated or failed) are left alone.
 */
export async function runTask(
  deps: RenderDeps,
  taskId: string,
  opts: RunOptions = {},
): Promise<"done" | "stopped" | "skipped"> {
  const row = await getTask(deps, taskId);
  if (!row) throw new Error(`Task ${taskId} not found`);
  if (isTerminalTaskStatus(row.task_status)) return "skipped";
  const ctx = stageContextOf(deps, row);
  for (const [index, stage] of stages.entries()) {
    const started = performance.now();
    if (await deps.storage.exists(stage.doneKey(ctx))) {
      opts.onStage?.({ key: stage.key, index, skipped: true, ms: 0 });
    } else {
      await setStatus(deps, row, TaskStatus[stage.key]);
      await stage.run(ctx);
      const ms = Math.round(performance.now() - started);
      await recordStageTime(deps, taskId, stage.key, ms);
      deps.logger.info({ taskId, stage: stage.key, ms }, "render stage finished");
      opts.onStage?.({ key: stage.key, index, skipped: false, ms });
    }
    const last = index === stages.length - 1;
    if (!last && (stage.key === opts.stopAfter || opts.shouldStop?.())) return "stopped";
  }
  // Done: the project gets its video (idempotent, so a crash just before this line only repeats it).
  const result = JSON.parse(
    (await deps.storage.read(processingStage.doneKey(ctx))).toString("utf8"),
  ) as ProcessingResult;
  await completeTask(deps, row, result);
  await notifyVideoReady(deps, projectIdOf(row));
  return "done";
}

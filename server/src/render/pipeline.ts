import { isTerminalTaskStatus } from "@reelsmith/contract/task-status";
import { notifyVideoReady } from "./notify-ready";
import { storyStage } from "./stages/s0-story";
import { charactersStage } from "./stages/s1-characters";
import { promptsStage } from "./stages/s2-prompts";
import { imagesStage } from "./stages/s3-images";
import { audioStage } from "./stages/s4-audio";
import { videoStage } from "./stages/s5-video";
import { type ProcessingResult, processingStage } from "./stages/s6-processing";
import type { Stage } from "./stages/stage";
import { completeTask, getTask, projectIdOf, recordStageTime, requestOf, setStatus } from "./task-store";
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

export interface RunOptions {
  /** Stop after this status's stage (tests use it to stand for a crash between stages). */
  stopAfter?: number;
  /** Asked after each stage: true stops there ("stopped"), and the next run resumes with the next stage. */
  shouldStop?: () => boolean;
  onStage?: (e: { status: number; name: string; skipped: boolean; ms: number }) => void;
}

/**
 * Runs a task's stages in order. Each stage sets the task's status when it starts and is skipped when its
 * output is already in storage, so a task picked up again after a crash resumes from the last finished
 * stage. Finished (8) and failed (7) tasks are left alone.
 */
export async function runTask(
  deps: RenderDeps,
  taskId: string,
  opts: RunOptions = {},
): Promise<"done" | "stopped" | "skipped"> {
  const row = await getTask(deps, taskId);
  if (!row) throw new Error(`Task ${taskId} not found`);
  if (isTerminalTaskStatus(row.task_status)) return "skipped";
  const ctx: StageContext = {
    deps,
    taskId,
    userId: row.user_id,
    version: row.task_draft_version,
    request: requestOf(row),
    prefix: renderPrefix(projectIdOf(row), row.task_draft_version),
  };
  for (const stage of stages) {
    const started = performance.now();
    if (await deps.storage.exists(stage.doneKey(ctx))) {
      opts.onStage?.({ status: stage.status, name: stage.name, skipped: true, ms: 0 });
    } else {
      await setStatus(deps, row, stage.status);
      await stage.run(ctx);
      const ms = Math.round(performance.now() - started);
      await recordStageTime(deps, taskId, stage.name, ms);
      deps.logger.info({ taskId, stage: stage.name, ms }, "render stage finished");
      opts.onStage?.({ status: stage.status, name: stage.name, skipped: false, ms });
    }
    if (opts.stopAfter !== undefined && stage.status >= opts.stopAfter && stage !== stages.at(-1))
      return "stopped";
    if (opts.shouldStop?.() && stage !== stages.at(-1)) return "stopped";
  }
  // Done: the project gets its video (idempotent, so a crash just before this line only repeats it).
  const result = JSON.parse(
    (await deps.storage.read(processingStage.doneKey(ctx))).toString("utf8"),
  ) as ProcessingResult;
  await completeTask(deps, row, result);
  await notifyVideoReady(deps, projectIdOf(row));
  return "done";
}

import { type Storyboard, type StoryboardScene, storyboardSchema } from "@reelsmith/contract/storyboard";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { type ProjectVersion, type ProjectVersionList, versionMessages } from "@reelsmith/contract/versions";
import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { taskStatus } from "../db/schema";
import { AppError } from "../lib/app-error";
import type { TaskRow } from "../render/task-store";
import { getOwnedProject } from "./projects";

/**
 * The render tasks of a project, one per version, oldest first. A project's first task has the project's
 * id; every version's task names the project as its draft.
 */
export async function versionTasks(db: Db, projectId: string): Promise<TaskRow[]> {
  const rows = await db
    .select()
    .from(taskStatus)
    .where(or(eq(taskStatus.task_draft_id, projectId), eq(taskStatus.id, projectId)))
    .orderBy(asc(taskStatus.task_draft_version), asc(taskStatus.created_at));
  // The first task names itself as its draft: one row per version.
  const byVersion = new Map<number, TaskRow>();
  for (const row of rows)
    if (!byVersion.has(row.task_draft_version)) byVersion.set(row.task_draft_version, row);
  return [...byVersion.values()];
}

/**
 * The task of one version: `version` when given (a version the project lacks is a 400 naming the field),
 * else the newest; null for the newest of a project that has none.
 */
export async function versionTask(
  db: Db,
  projectId: string,
  version?: number,
): Promise<{ task: TaskRow | null; newest: number }> {
  const tasks = await versionTasks(db, projectId);
  const newest = tasks.at(-1)?.task_draft_version ?? 0;
  if (version === undefined) return { task: tasks.at(-1) ?? null, newest };
  const task = tasks.find((t) => t.task_draft_version === version);
  if (!task) throw new AppError("VALIDATION_ERROR", versionMessages.unknown(version, newest));
  return { task, newest };
}

/** The finished video's length in seconds, as the render stored it in its video_data. */
export function videoDurationOf(videoData: unknown): number | null {
  if (typeof videoData !== "string") return null;
  try {
    const d = (JSON.parse(videoData) as { duration_s?: unknown }).duration_s;
    return typeof d === "number" && d > 0 ? d : null;
  } catch {
    return null;
  }
}

/** What a finished version's task holds: its video's address, thumbnail and length. */
export function versionVideoOf(task: TaskRow): {
  videoUrl: string | null;
  thumbnailUrl: string | null;
  durationS: number | null;
} {
  const result = (task.task_result ?? {}) as Record<string, unknown>;
  const done = task.task_status === TaskStatus.generated;
  const text = (v: unknown) => (done && typeof v === "string" && v !== "" ? v : null);
  const duration =
    typeof result.duration_s === "number" && result.duration_s > 0
      ? result.duration_s
      : videoDurationOf(result.video_data);
  return {
    videoUrl: text(result.video_url),
    thumbnailUrl: text(result.thumbnail_url),
    durationS: done ? duration : null,
  };
}

/** The storyboard a version rendered (or was given, while its render has not planned yet). */
function storyboardOfTask(task: TaskRow): Storyboard | null {
  const stored = task.storyboard ?? (task.request as { storyboard?: unknown } | null)?.storyboard;
  return stored ? (storyboardSchema.safeParse(stored).data ?? null) : null;
}

/** What a scene shows and says, without what a render times or draws again (times, thumbnail, stock pick). */
function sceneContent(s: StoryboardScene): string {
  const picture = s.picture.kind === "stock" ? { ...s.picture, stockId: undefined } : s.picture;
  return JSON.stringify({
    text: s.text.trim(),
    picture,
    camera: s.camera ?? null,
    hold: s.holdAfter ?? null,
  });
}

/**
 * What changed from `previous` to `board`, by scene id (a scene keeps its id through edits): the numbers
 * (from 1) of the scenes that are new or changed, and how many of the previous scenes are gone.
 */
export function sceneChanges(
  previous: Storyboard,
  board: Storyboard,
): { changed: number[]; removed: number } {
  const before = new Map(previous.scenes.map((s) => [s.id, sceneContent(s)]));
  const changed = board.scenes.flatMap((s, i) => (before.get(s.id) === sceneContent(s) ? [] : [i + 1]));
  const ids = new Set(board.scenes.map((s) => s.id));
  return { changed, removed: previous.scenes.filter((s) => !ids.has(s.id)).length };
}

/** A version's state as the lists show it: rendering, ready or failed. */
export function versionStateOf(task: TaskRow): ProjectVersion["state"] {
  if (task.task_status === TaskStatus.generated) return "ready";
  if (task.task_status === TaskStatus.failed) return "failed";
  return "rendering";
}

/**
 * GET /api/projects/{projectId}/versions: every version of the caller's project, newest first, each with
 * its date, state, video and what changed against the previous one (another user's project is a 404).
 */
export async function listVersions(db: Db, userId: string, projectId: string): Promise<ProjectVersionList> {
  const project = await getOwnedProject(db, userId, projectId);
  const tasks = await versionTasks(db, project.id);
  let previous: Storyboard | null = null;
  const versions = tasks.map((task, i): ProjectVersion => {
    const board = storyboardOfTask(task);
    const changes = i > 0 && previous && board ? sceneChanges(previous, board) : null;
    previous = board;
    const video = versionVideoOf(task);
    return {
      version: task.task_draft_version,
      task_id: task.id,
      state: versionStateOf(task),
      created_at: task.created_at.toISOString(),
      video_url: video.videoUrl,
      thumbnail_url: video.thumbnailUrl,
      duration_s: video.durationS,
      scene_count: board ? board.scenes.length : null,
      changed_scenes: changes ? changes.changed : null,
      removed_scenes: changes ? changes.removed : null,
    };
  });
  const newest = tasks.at(-1)?.task_draft_version ?? 0;
  return { project_id: project.id, newest, versions: versions.reverse() };
}

import {
  type SubtitleFormat,
  type SubtitlesQuery,
  subtitleFileName,
  subtitleMessages,
} from "@reelsmith/contract/subtitles";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { AppError } from "../lib/app-error";
import { type CaptionCue, renderedCaptionCues } from "../render/rendered-captions";
import type { RenderDeps } from "../render/types";
import { getOwnedProject } from "./projects";
import { versionTask } from "./versions";

/** 00:00:01,234 (SubRip) or 00:00:01.234 (WebVTT). */
function timestamp(ms: number, separator: "," | "."): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(t % 1000, 3)}`;
}

/** A SubRip file: numbered cues, each with its lines, a blank line between them. */
export function srtOf(cues: CaptionCue[]): string {
  return cues
    .map(
      (c, i) =>
        `${i + 1}\n${timestamp(c.startMs, ",")} --> ${timestamp(c.endMs, ",")}\n${c.lines.join("\n")}\n`,
    )
    .join("\n");
}

/** WebVTT cue text: "&", "<" and ">" are markup there, so they are written as entities. */
const vttText = (line: string) =>
  line.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A WebVTT file: the header, then each cue with its lines. */
export function vttOf(cues: CaptionCue[]): string {
  const body = cues.map(
    (c) =>
      `${timestamp(c.startMs, ".")} --> ${timestamp(c.endMs, ".")}\n${c.lines.map(vttText).join("\n")}\n`,
  );
  return ["WEBVTT\n", ...body].join("\n");
}

/**
 * The subtitles of one version of the user's project (the newest by default): 404 for another user's
 * project, 400 naming `version` for a version it lacks, 409 when that version has no finished video.
 */
export async function projectSubtitles(
  deps: RenderDeps,
  userId: string,
  projectId: string,
  query: SubtitlesQuery,
): Promise<{ text: string; fileName: string; contentType: string }> {
  const project = await getOwnedProject(deps.database.db, userId, projectId);
  const { task } = await versionTask(deps.database.db, project.id, query.version);
  if (task?.task_status !== TaskStatus.generated)
    throw new AppError(
      "VIDEO_NOT_READY",
      query.version === undefined ? subtitleMessages.noVideo : subtitleMessages.notReady(query.version),
    );
  const cues = await renderedCaptionCues(deps, task);
  const format: SubtitleFormat = query.format;
  return {
    text: format === "srt" ? srtOf(cues) : vttOf(cues),
    fileName: subtitleFileName(format),
    contentType: format === "srt" ? "application/x-subrip; charset=utf-8" : "text/vtt; charset=utf-8",
  };
}

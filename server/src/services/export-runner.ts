import fs from "node:fs/promises";
import path from "node:path";
import { aspectOf, type FrameSize, frameSizeFor, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { exportMessages, GIF_MAX_BYTES, GIF_SHORT_SIDE } from "@reelsmith/contract/exports";
import { and, asc, eq, gte } from "drizzle-orm";
import { videoExports } from "../db/schema";
import {
  GIF_FRAME_RATES,
  type GifTry,
  gifExportArgs,
  mp3ExportArgs,
  mp4CopyArgs,
  mp4ExportArgs,
  nextGifTry,
  webmExportArgs,
} from "../media/export-args";
import { ffprobe, runFfmpeg, withTempDir } from "../media/run-process";
import { recomposeTask } from "../render/recompose";
import { type RenderDeps, renderRequestSchema } from "../render/types";
import { contentTypeFor } from "../storage/storage";
import { type ExportRow, exportKeyOf } from "./exports";
import { versionTasks } from "./versions";

/** The recomposition's own files (pictures, config, its MP4), removed once the export is stored. */
const workPrefixOf = (row: Pick<ExportRow, "project_id" | "id">) =>
  `renders/${row.project_id}/exports/${row.id}-work`;

/** The frame an export is made at: the quality on the short side; a GIF's short side is its own (contract). */
export function exportFrameOf(row: Pick<ExportRow, "aspect" | "quality" | "format">): FrameSize {
  const aspect = row.aspect as Parameters<typeof frameSizeFor>[0];
  const quality = row.quality as Parameters<typeof frameSizeFor>[1];
  if (row.format === "gif") return frameSizeForShortSide(aspect, GIF_SHORT_SIDE[quality]);
  return frameSizeFor(aspect, quality);
}

/** What the job records as it goes: a share of 0..1, written at most once a second. */
function progressWriter(deps: RenderDeps, exportId: string) {
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return (share: number) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    const progress = Math.max(0, Math.min(0.99, share));
    pending = pending
      .then(() =>
        deps.database.db
          .update(videoExports)
          .set({ progress, updated_at: new Date() })
          .where(eq(videoExports.id, exportId)),
      )
      .catch((err: unknown) => deps.logger.warn({ err, exportId }, "export progress not saved"));
  };
}

/** The video's frame as its render request stored it: all an export reads of the request. */
const sourceFrameSchema = renderRequestSchema.pick({ width: true, height: true });

/**
 * Makes one export's file and stores it. Another aspect ratio is recomposed from the task's narration,
 * word timings, scene plans and pictures (render/recompose.ts) at the export's frame; the same ratio is
 * re-encoded from the finished MP4 (copied as it is when it is already that MP4); an MP3 is its sound track
 * alone. A GIF that comes out over
 * GIF_MAX_BYTES is made again smaller (media/export-args.ts, nextGifTry). Returns what was stored.
 */
export async function runExport(
  deps: RenderDeps,
  row: ExportRow,
): Promise<{ key: string; bytes: number; width: number; height: number }> {
  // The export's own version: its render task holds the request, narration and pictures it is made from.
  const tasks = await versionTasks(deps.database.db, row.project_id);
  const task = tasks.find((t) => t.task_draft_version === row.version);
  if (!task) throw new Error("the video's task is gone");
  const taskId = task.id;
  if (!(await deps.storage.exists(row.source_key))) throw new Error("the finished video is gone");
  const source = sourceFrameSchema.parse(task.request);
  const frame = exportFrameOf(row);
  const progress = progressWriter(deps, row.id);
  // Another ratio is recomposed, unless an MP4 of that ratio at least this large is already made: then
  // this export is only a re-encode of it (a WebM or GIF after the MP4 costs no second composition).
  // An MP3 is the finished video's sound: never recomposed.
  const otherRatio = row.format !== "mp3" && aspectOf(source) !== row.aspect;
  const earlier = otherRatio ? await madeInRatio(deps, row, frame) : null;
  const recompose = otherRatio && !earlier;
  const videoS = row.duration_s ?? null;

  return withTempDir("export", async (dir) => {
    let input: string;
    let inputSize: FrameSize = source;
    // The encode's share of the job: all of it for a re-encode, the part after the recomposition otherwise.
    let encodeFrom = 0;
    if (recompose) {
      const made = await recomposeTask(deps, {
        taskId,
        width: frame.width,
        height: frame.height,
        prefix: workPrefixOf(row),
        onProgress: (share) => progress(share * 0.8),
      });
      deps.logger.info({ exportId: row.id, timingsMs: made.timingsMs }, "export recomposed");
      input = path.join(dir, "recomposed.mp4");
      await fs.writeFile(input, await deps.storage.read(made.videoKey));
      inputSize = { width: made.width, height: made.height };
      encodeFrom = 0.8;
    } else if (earlier) {
      input = path.join(dir, "earlier.mp4");
      await fs.writeFile(input, await deps.storage.read(earlier.key));
      inputSize = earlier;
      deps.logger.info({ exportId: row.id, from: earlier.id }, "export re-encoded from an earlier one");
    } else {
      input = path.join(dir, "source.mp4");
      await fs.writeFile(input, await deps.storage.read(row.source_key));
    }
    const probe = await ffprobe(input);
    const totalS = videoS ?? probe.durationS;
    const onProgress = (s: number) => progress(encodeFrom + (1 - encodeFrom) * Math.min(1, s / totalS));
    const output = path.join(dir, `export.${row.format}`);
    const sameFrame = inputSize.width === frame.width && inputSize.height === frame.height;
    let made = frame;
    if (row.format === "mp4") {
      // The finished or recomposed MP4 at the export's size is already H.264 + AAC with faststart: the
      // finished one is copied into a file of its own, the recomposed one (this export's own) stored as is.
      if (sameFrame && recompose) await fs.rename(input, output);
      else if (sameFrame) await runFfmpeg(mp4CopyArgs({ input, output }));
      else await runFfmpeg(mp4ExportArgs({ input, output, ...frame }), { onProgress });
    } else if (row.format === "mp3") {
      await runFfmpeg(mp3ExportArgs({ input, output }), { onProgress });
    } else if (row.format === "webm") {
      await runFfmpeg(webmExportArgs({ input, output, ...frame }), { onProgress });
    } else {
      made = await makeGif(input, output, frame, row.start_s, totalS, onProgress);
    }
    const { size: bytes } = await fs.stat(output);
    const key = exportKeyOf(row);
    await deps.storage.putFile(key, output, contentTypeFor(key));
    if (recompose) await deps.storage.deletePrefix(`${workPrefixOf(row)}/`);
    return { key, bytes, ...made };
  });
}

/**
 * The smallest finished MP4 export of the same video in the row's ratio whose frame is at least the
 * export's (a smaller one would be scaled up), if its file is still there.
 */
async function madeInRatio(deps: RenderDeps, row: ExportRow, frame: FrameSize) {
  const rows = await deps.database.db
    .select()
    .from(videoExports)
    .where(
      and(
        eq(videoExports.project_id, row.project_id),
        eq(videoExports.user_id, row.user_id),
        eq(videoExports.source_key, row.source_key),
        eq(videoExports.aspect, row.aspect),
        eq(videoExports.format, "mp4"),
        eq(videoExports.status, "done"),
        gte(videoExports.width, frame.width),
      ),
    )
    .orderBy(asc(videoExports.width));
  for (const r of rows) {
    if (r.id === row.id || !r.storage_key || !r.width || !r.height) continue;
    if (await deps.storage.exists(r.storage_key))
      return { id: r.id, key: r.storage_key, width: r.width, height: r.height };
  }
  return null;
}

/** The GIF at the first frame rate and the export's frame, then smaller until it is under its limit. */
async function makeGif(
  input: string,
  output: string,
  frame: FrameSize,
  startS: number,
  durationS: number,
  onProgress: (s: number) => void,
): Promise<FrameSize> {
  let attempt: GifTry | null = { fps: GIF_FRAME_RATES[0], ...frame };
  while (attempt) {
    await runFfmpeg(gifExportArgs({ input, output, ...attempt, startS, durationS }), { onProgress });
    const { size } = await fs.stat(output);
    if (size <= GIF_MAX_BYTES) return { width: attempt.width, height: attempt.height };
    attempt = nextGifTry(attempt, size, GIF_MAX_BYTES);
  }
  throw new Error(exportMessages.tooLarge);
}

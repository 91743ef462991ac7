/**
 * Exports against the render they spare: a 60 s story rendered at delivery size (9:16,
 * 1080x1920, voice mode, captions, music), then exported through the export job as a 16:9 1080p MP4
 * (recomposed from the narration, word timings, scene plans and pictures), and, for scale, a 9:16 720p MP4,
 * a 9:16 1080p WebM and a 15 s GIF (re-encoded from the finished MP4). Each export's time is given as a share
 * of the first render in the same run.
 *
 * A 16:9 1080p WebM follows the 16:9 MP4: made from it (the same ratio's MP4 already exists), not recomposed.
 *
 *   npx tsx bench/render/export.bench.ts [--data ./data] [--only 16x9]   (--only: labels that start so)
 *
 * Uses the seeded catalogue in --data (npm run seed) when there is one, else the test fixture catalogue.
 * Prints a Markdown table for docs/BENCHMARKS.md.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import type { CreateExport } from "@reelsmith/contract/exports";
import { eq } from "drizzle-orm";
import pino from "pino";
import { videoExports } from "../../server/src/db/schema";
import { exportVideoJob } from "../../server/src/jobs/export-video";
import { renderPrefix } from "../../server/src/render/pipeline";
import { projectIdOf } from "../../server/src/render/task-store";
import { createExport } from "../../server/src/services/exports";
import { benchRenderHarness } from "./bench-harness";

const { values: args } = parseArgs({ options: { data: { type: "string" }, only: { type: "string" } } });

const story60 =
  "Every morning, Mara opened her small bakery before the sun came up. The smell of fresh bread drifted down the quiet street. One winter day, a stranger arrived with a worn suitcase and no money. Mara gave him a warm loaf and a cup of tea. He thanked her and promised to return. Weeks passed, and the snow grew deep against her door. Mara often wondered whether he had found a home. Spring came, and the stranger walked in again, smiling. This time he carried a letter from the city council. The old market square would open again, and he wanted her bread at its heart. Mara hesitated, because her shop was tiny and her oven was old. The stranger laughed and said that the best things often start small. By summer, a line of neighbours stretched around the square every weekend. And every evening, Mara set aside one warm loaf for whoever needed it most. The town never forgot the baker who shared her bread with a stranger.";

const { h, seeded, music } = await benchRenderHarness(args.data, "reelsmith-export-bench-");
const loadAtStart = os.loadavg()[0]?.toFixed(1);

const r0 = performance.now();
const task = await h.render({
  story: story60,
  narrationMode: "voice",
  bgm_name: music,
  caption_style: "Minimalist",
  image_styles: { themes: ["cinematic"] },
  size: "9:16",
});
const renderS = (performance.now() - r0) / 1000;
const videoS = Number(task.task_result?.duration_s);
console.error(`render: ${renderS.toFixed(1)} s for ${videoS.toFixed(1)} s of video`);
// The first render's stages and its video stage's steps, to set the recomposition's beside.
const seconds = (t: Record<string, number> | undefined) =>
  Object.entries(t ?? {})
    .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`)
    .join(", ");
const firstVideo = JSON.parse(
  (
    await h.deps.storage.read(`${renderPrefix(projectIdOf(task), task.task_draft_version)}/video.json`)
  ).toString(),
) as { timingsMs?: Record<string, number> };
const renderSteps = `stages ${seconds(task.stage_timings)}; video stage steps ${seconds(firstVideo.timingsMs)}`;
console.error(`first render (s): ${renderSteps}`);

const exportsToRun: [string, CreateExport][] = [
  ["16x9", { aspect: "16:9", quality: "1080p", format: "mp4" }],
  // After the 16:9 MP4: re-encoded from it, not recomposed.
  ["16x9-webm", { aspect: "16:9", quality: "1080p", format: "webm" }],
  ["9x16-720p", { aspect: "9:16", quality: "720p", format: "mp4" }],
  ["9x16-webm", { aspect: "9:16", quality: "1080p", format: "webm" }],
  ["9x16-gif", { aspect: "9:16", quality: "1440p", format: "gif", start: 10 }],
];
const rows: string[] = [];
// The recomposition's steps, as the export job logs them ("export recomposed").
const steps: string[] = [];
const logger = pino(
  { level: "info" },
  {
    write(line: string) {
      const entry = JSON.parse(line) as { msg?: string; timingsMs?: Record<string, number> };
      if (entry.msg !== "export recomposed" || !entry.timingsMs) return;
      const t = Object.entries(entry.timingsMs).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`);
      steps.push(t.join(", "));
      console.error(`recomposition steps (s): ${steps.at(-1)}`);
    },
  },
);
for (const [label, body] of exportsToRun) {
  if (args.only && !label.startsWith(args.only)) continue;
  const { export: queued } = await createExport(
    h.deps,
    { enqueueExport: async () => {} },
    h.userId,
    task.task_draft_id ?? task.id,
    body,
  );
  const e0 = performance.now();
  // The job's own handler, as a worker runs it.
  await exportVideoJob.handle(
    { ...h.deps, logger },
    { exportId: queued.id },
    { retryCount: 0, retryLimit: 0, stopping: () => false },
  );
  const exportS = (performance.now() - e0) / 1000;
  const [row] = await h.deps.database.db.select().from(videoExports).where(eq(videoExports.id, queued.id));
  if (row?.status !== "done") throw new Error(`export ${label} ended ${row?.status}: ${row?.error}`);
  const what = `${body.aspect} ${body.quality} ${body.format.toUpperCase()}${body.format === "gif" ? ` (${row.duration_s?.toFixed(1)} s from ${row.start_s} s)` : ""}`;
  const how =
    body.aspect === "9:16" ? "re-encode" : label === "16x9" ? "recompose" : "re-encode of the 16:9 MP4";
  rows.push(
    `| ${what} | ${how} | ${row.width}x${row.height} | ${((row.bytes ?? 0) / 1024 / 1024).toFixed(1)} | ${exportS.toFixed(1)} | ${(exportS / renderS).toFixed(2)} | ${os.loadavg()[0]?.toFixed(1)} |`,
  );
  console.error(rows.at(-1));
}
console.log(
  [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average at start ${loadAtStart}; catalogue: ${seeded ? "seeded" : "fixture"}; ${new Date().toISOString()}`,
    "",
    `First render: 60 s story, voice mode, 9:16 1080x1920: ${videoS.toFixed(1)} s of video in ${renderS.toFixed(1)} s.`,
    "",
    `First render's steps (s): ${renderSteps}.`,
    "",
    "| export | how | frame | MB | export s | share of the first render | load after |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    ...(steps.length > 0 ? ["", `Recomposition steps (s): ${steps.join("; ")}`] : []),
  ].join("\n"),
);
await h.close();

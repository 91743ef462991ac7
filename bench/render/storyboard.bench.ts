/**
 * The time to a new version after one scene's picture changed, as a share of the first render of
 * the same 60 s story in the same run (target: at most 35 %). Voice mode, captions, music. The first render
 * is a create-video task run to the end; the second is the project's storyboard with scene 2's picture
 * changed to a photo of the user's media library, rendered as version 2 (`createStoryboardVersion`), so its
 * unchanged scenes' pictures and every sentence's narration come from the render cache.
 *
 *   npx tsx bench/render/storyboard.bench.ts [--size 360x640] [--data ./data]
 *
 * Prints a Markdown table (both times, the share, each stage) for docs/BENCHMARKS.md.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import sharp from "sharp";
import { runTask } from "../../server/src/render/pipeline";
import { getTask } from "../../server/src/render/task-store";
import {
  createStoryboardVersion,
  getProjectStoryboard,
  previewStoryboard,
} from "../../server/src/services/storyboards";
import { addLibraryPhoto } from "../../server/src/test/render/library-photo";
import { STORY_60S } from "../../server/src/test/render/story-60s";
import { benchRenderHarness } from "./bench-harness";

const { values: args } = parseArgs({
  options: { data: { type: "string" }, size: { type: "string", default: "360x640" } },
});
const { h, music } = await benchRenderHarness(args.data, "reelsmith-bench-storyboard-");

// A photo in the user's media library.
const photoId = "med_benchphoto1";
const photo = sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c03a2b" } });
await addLibraryPhoto(h, photoId, await photo.png().toBuffer());

const load = () => os.loadavg()[0]?.toFixed(1);

// The storyboard before generating (POST /api/storyboards): writer, planner and a thumbnail per scene.
const body = createVideoRequestSchema.parse({ story: STORY_60S, narrationMode: "voice", size: args.size });
const tp = performance.now();
const { storyboard: preview } = await previewStoryboard(h.deps, h.userId, body);
const previewS = (performance.now() - tp) / 1000;
const t0 = performance.now();
const v1 = await h.render({
  story: STORY_60S,
  size: args.size,
  caption_style: "Minimalist",
  bgm_name: music,
});
const firstS = (performance.now() - t0) / 1000;
const load1 = load();

const board = await getProjectStoryboard(h.deps, h.userId, v1.id);
const scenes = board.scenes.map((s, i) =>
  i === 1 ? { ...s, picture: { kind: "media" as const, mediaId: photoId, plan: s.picture.plan } } : s,
);
const t1 = performance.now();
const { task_id } = await createStoryboardVersion(h.deps, { enqueue: async () => {} }, h.userId, v1.id, {
  ...board,
  scenes,
});
await runTask(h.deps, task_id);
const secondS = (performance.now() - t1) / 1000;
const v2 = await getTask(h.deps, task_id);
if (v2?.task_status !== 8) throw new Error(`version 2 ended at ${v2?.task_status}: ${v2?.error}`);

const stages = ["story", "characters", "prompts", "images", "audio", "video", "processing"];
const ms = (row: typeof v1, s: string) => ((row.stage_timings[s] ?? 0) / 1000).toFixed(2);
const durationS = Number(v1.task_result?.duration_s ?? 0).toFixed(1);
console.log(
  `\n60 s story (${durationS} s video, ${board.scenes.length} scenes) at ${args.size}, voice, captions, music`,
);
console.log(
  `cores ${os.availableParallelism()}, load (1 min) ${load1} after the first, ${load()} after the second\n`,
);
console.log(`| render | total s | share | ${stages.join(" | ")} |`);
console.log(`|---|---|---|${stages.map(() => "---").join("|")}|`);
console.log(`| first render | ${firstS.toFixed(1)} | 100 % | ${stages.map((s) => ms(v1, s)).join(" | ")} |`);
console.log(
  `| new version, scene 2's picture changed | ${secondS.toFixed(1)} | ${((100 * secondS) / firstS).toFixed(0)} % | ${stages.map((s) => ms(v2, s)).join(" | ")} |`,
);
console.log(
  `\nStoryboard before generating: ${previewS.toFixed(2)} s for ${preview.scenes.length} scenes with thumbnails (${((1000 * previewS) / preview.scenes.length).toFixed(0)} ms a scene, writer and planner included)`,
);
await h.close();

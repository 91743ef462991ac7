/**
 * The time to a language version as a share of the original's first render (target: at most 60 %). The
 * 60 s story of the render bench in English, rendered to the end as create-video does, then remade in
 * Spanish (or Hindi) through `createLanguageVersions` with the words given scene by scene, and rendered as
 * that project's first task. The version keeps every scene's picture: its images stage takes them from the
 * original's render cache, so only narration, captions, lips and the compose are new.
 *
 *   npx tsx bench/render/language-version.bench.ts [--size 360x640] [--mode avatar|voice] [--to es|hi] [--data ./data]
 *
 * Prints a Markdown table (both times and CPU seconds, the shares, each stage) for docs/BENCHMARKS.md. The
 * CPU seconds (this process and its ffmpeg, speech and other children) are the fairer share on a machine
 * that other work keeps busy.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { runTask } from "../../server/src/render/pipeline";
import { getTask } from "../../server/src/render/task-store";
import { createLanguageVersions } from "../../server/src/services/language-versions";
import { getProjectStoryboard } from "../../server/src/services/storyboards";
import { sayStory60s } from "../../server/src/test/render/story-60s";
import { benchRenderHarness, cpuSeconds, renderStory60s } from "./bench-harness";

const { values: args } = parseArgs({
  options: {
    data: { type: "string" },
    size: { type: "string", default: "360x640" },
    mode: { type: "string", default: "avatar" },
    to: { type: "string", default: "es" },
  },
});
const to = args.to === "hi" ? "hi" : "es";
const mode = args.mode === "voice" ? "voice" : "avatar";
const bench = await benchRenderHarness(args.data, "reelsmith-bench-language-");
const { h } = bench;
const load = () => os.loadavg()[0]?.toFixed(1);

const t0 = performance.now();
const cpu0 = cpuSeconds();
const original = await renderStory60s(bench, mode, args.size);
const firstS = (performance.now() - t0) / 1000;
const firstCpu = cpuSeconds() - cpu0;
const load1 = load();

const board = await getProjectStoryboard(h.deps, h.userId, original.id);
const texts = Object.fromEntries(board.scenes.map((s) => [s.id, sayStory60s(s.text, to)]));
const t1 = performance.now();
const cpu1 = cpuSeconds();
const [made] = await createLanguageVersions(h.deps, { enqueue: async () => {} }, h.userId, original.id, [
  { language: to, texts, fields: { texts: "texts", voice: "voice_id" } },
]);
if (!made) throw new Error("no version made");
await runTask(h.deps, made.task_id);
const secondS = (performance.now() - t1) / 1000;
const secondCpu = cpuSeconds() - cpu1;
const version = await getTask(h.deps, made.task_id);
if (version?.task_status !== 8)
  throw new Error(`version ended at ${version?.task_status}: ${version?.error}`);

const stages = ["story", "characters", "prompts", "images", "audio", "video", "processing"];
const ms = (row: typeof original, s: string) => ((row.stage_timings[s] ?? 0) / 1000).toFixed(2);
const seconds = (row: typeof original) => Number(row.task_result?.duration_s ?? 0).toFixed(1);
console.log(
  `\n60 s story (${seconds(original)} s video, ${to} version ${seconds(version)} s, ${board.scenes.length} scenes) at ${args.size}, ${mode}, captions, music`,
);
console.log(
  `cores ${os.availableParallelism()}, load (1 min) ${load1} after the original, ${load()} after the version\n`,
);
console.log(`| render | total s | share | CPU s | CPU share | ${stages.join(" | ")} |`);
console.log(`|---|---|---|---|---|${stages.map(() => "---").join("|")}|`);
console.log(
  `| original (en), first render | ${firstS.toFixed(1)} | 100 % | ${firstCpu.toFixed(1)} | 100 % | ${stages.map((s) => ms(original, s)).join(" | ")} |`,
);
console.log(
  `| ${to} version | ${secondS.toFixed(1)} | ${((100 * secondS) / firstS).toFixed(0)} % | ${secondCpu.toFixed(1)} | ${((100 * secondCpu) / firstCpu).toFixed(0)} % | ${stages.map((s) => ms(version, s)).join(" | ")} |`,
);
// The video stage's own parts (video.json): narration mix, presenter, composition, sound, mux.
for (const [name, row] of [
  ["original", original],
  [to, version],
] as const) {
  const video = JSON.parse(
    (await h.deps.storage.read(`renders/${row.id}/v1/video.json`)).toString("utf8"),
  ) as { timingsMs: Record<string, number> };
  const parts = Object.entries(video.timingsMs).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
  console.log(`video stage, ${name}: ${parts.join(", ")}`);
}
await h.close();

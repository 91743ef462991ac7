import { parseArgs } from "node:util";
import { runFfmpeg } from "../../server/src/media/run-process";
import { runTask } from "../../server/src/render/pipeline";
import { getTask } from "../../server/src/render/task-store";
import { createLanguageVersions } from "../../server/src/services/language-versions";
import { getProjectStoryboard } from "../../server/src/services/storyboards";
import { sayStory60s } from "../../server/src/test/render/story-60s";
import { benchRenderHarness, renderStory60s } from "./bench-harness";
import { type SheetColumn, sheetFrame, writeVideoSheet } from "./video-sheet";

const { values: args } = parseArgs({
  options: {
    out: { type: "string", default: "docs/images/language-versions/bakery.png" },
    mode: { type: "string", default: "avatar" },
    size: { type: "string", default: "360x640" },
    style: { type: "string", default: "cinematic" },
    data: { type: "string" },
  },
});
const mode = args.mode === "voice" ? "voice" : "avatar";
const bench = await benchRenderHarness(args.data, "reelsmith-language-sheet-");
const { h } = bench;

const original = await renderStory60s(bench, mode, args.size, { image_styles: { themes: [args.style] } });
const board = await getProjectStoryboard(h.deps, h.userId, original.id);
const languages = ["hi", "es"] as const;
const made = await createLanguageVersions(
  h.deps,
  { enqueue: async () => {} },
  h.userId,
  original.id,
  languages.map((language) => ({
    language,
    texts: Object.fromEntries(board.scenes.map((s) => [s.id, sayStory60s(s.text, language)])),
    fields: { texts: `texts.${language}`, voice: `voice_ids.${language}` },
  })),
);
const columns: SheetColumn[] = [
  { label: "en (original)", video: String(original.task_result?.video_url), board },
];
for (const m of made) {
  await runTask(h.deps, m.task_id);
  const row = await getTask(h.deps, m.task_id);
  if (row?.task_status !== 8) throw new Error(`${m.language} ended at ${row?.task_status}: ${row?.error}`);
  columns.push({
    label: m.language,
    video: String(row.task_result?.video_url),
    board: await getProjectStoryboard(h.deps, h.userId, m.project_id),
  });
}

await writeVideoSheet(h, columns, args.out);
// Each version's frame against the original's, scene by scene (ffmpeg's SSIM; captions and lips count).
for (const [c, col] of columns.entries()) {
  if (c === 0) continue;
  const scores: string[] = [];
  for (const r of col.board.scenes.keys()) {
    const { stderr } = await runFfmpeg([
      ...["-i", sheetFrame(h, 0, r), "-i", sheetFrame(h, c, r)],
      ...["-filter_complex", "ssim", "-f", "null", "-"],
    ]);
    scores.push(/All:([\d.]+)/.exec(stderr)?.[1]?.slice(0, 5) ?? "?");
  }
  console.log(`SSIM ${col.label} vs en, by scene: ${scores.join(" ")}`);
}
await h.close();

/**
 * A contact sheet of a video and its language versions side by side: the 60 s story of the render bench
 * rendered in English, then remade in Hindi and Spanish (createLanguageVersions, the words given scene by
 * scene) and rendered; one row per scene, one column per language, each tile the frame in the middle of
 * that scene of the real video (captions and presenter as the viewer sees them).
 *
 *   npx tsx bench/render/language-sheet.ts [--out docs/images/language-versions/bakery.png]
 *     [--mode avatar|voice] [--size 360x640] [--style cinematic] [--data ./data/test-catalog]
 *
 * Uses the seeded catalogue in --data when it has one, else the test fixture catalogue.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import sharp, { type OverlayOptions } from "sharp";
import { runFfmpeg } from "../../server/src/media/run-process";
import { runTask } from "../../server/src/render/pipeline";
import { getTask } from "../../server/src/render/task-store";
import { createLanguageVersions } from "../../server/src/services/language-versions";
import { getProjectStoryboard } from "../../server/src/services/storyboards";
import { STORY_60S, sayStory60s } from "../../server/src/test/render/story-60s";
import { benchRenderHarness } from "./bench-harness";

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
const { h, music, presenter } = await benchRenderHarness(args.data, "reelsmith-language-sheet-");

const original = await h.render({
  story: STORY_60S,
  narrationMode: mode,
  character_ref: { narrator_avatar: presenter },
  size: args.size,
  caption_style: "Minimalist",
  image_styles: { themes: [args.style] },
  bgm_name: music,
});
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
const columns: { label: string; video: string; board: Storyboard }[] = [
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

const tileW = 180;
const tileH = 320;
const gap = 6;
const head = 28;
const side = 70;
const label = (text: string, w: number, h: number, size = 16) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="4" y="${h / 2 + size / 3}" font-size="${size}" font-family="sans-serif" fill="#eee">${text}</text></svg>`,
  );
const tiles: OverlayOptions[] = [];
for (const [c, col] of columns.entries()) {
  const left = side + c * (tileW + gap);
  tiles.push({ input: label(col.label, tileW, head), left, top: 0 });
  for (const [r, scene] of col.board.scenes.entries()) {
    const png = path.join(h.dataDir, `frame-${c}-${r}.png`);
    await runFfmpeg([
      ...["-ss", ((scene.start + scene.end) / 2).toFixed(3), "-i", h.fileOf(col.video)],
      ...["-frames:v", "1", "-vf", `scale=${tileW}:${tileH}`, png],
    ]);
    tiles.push({ input: fs.readFileSync(png), left, top: head + r * (tileH + gap) });
    if (c === 0)
      tiles.push({ input: label(`scene ${r + 1}`, side, tileH, 14), left: 0, top: head + r * (tileH + gap) });
  }
}
// Each version's frame against the original's, scene by scene (ffmpeg's SSIM; captions and lips count).
for (const [c, col] of columns.entries()) {
  if (c === 0) continue;
  const scores: string[] = [];
  for (const r of col.board.scenes.keys()) {
    const { stderr } = await runFfmpeg([
      ...["-i", path.join(h.dataDir, `frame-0-${r}.png`), "-i", path.join(h.dataDir, `frame-${c}-${r}.png`)],
      ...["-filter_complex", "ssim", "-f", "null", "-"],
    ]);
    scores.push(/All:([\d.]+)/.exec(stderr)?.[1]?.slice(0, 5) ?? "?");
  }
  console.log(`SSIM ${col.label} vs en, by scene: ${scores.join(" ")}`);
}
const rows = Math.max(...columns.map((c) => c.board.scenes.length));
fs.mkdirSync(path.dirname(args.out), { recursive: true });
await sharp({
  create: {
    width: side + columns.length * (tileW + gap),
    height: head + rows * (tileH + gap),
    channels: 3,
    background: "#15151c",
  },
})
  .composite(tiles)
  .png({ palette: true })
  .toFile(args.out);
console.log(
  `-> ${args.out} (${columns.map((c) => `${c.label} ${c.board.scenes.at(-1)?.end.toFixed(1)} s`).join(", ")})`,
);
await h.close();

/**
 * The render pipeline end to end at delivery size (1080x1920), for a 30 s and a 60 s story in voice mode
 * and avatar mode (captions, music), with per-stage times, against the encode floor: a plain ffmpeg encode
 * of a still 1080x1920 picture of the same length with the same encoder settings (plainEncodeArgs: the
 * still decoded once and repeated, so the floor is the encoder's own cost).
 *
 * In the video stage, "audio" (mix, loudness, AAC) runs while "compose" (the video) does; "mux" follows.
 *
 *   npx tsx bench/render/render.bench.ts [--data ./data] [--only 30|60]   (BENCH_MODES=avatar: one mode only)
 *
 * BENCH_LAYOUTS=corner,lower,full renders avatar mode once per presenter layout (default: corner only).
 *
 * BENCH_TEMPLATE=1 renders each story and mode twice: plain, then with a brand template (a logo in a corner
 * of every frame, a 2 s intro card and a 2 s end card), to compare their totals.
 *
 * BENCH_RECORDED=1 renders each story and mode twice: with the catalogue voice, then narrated by a recording
 * of the story (espeak-ng's en+m7 at 160 words a minute, kept in the user's media library as a creator's
 * upload would be), which the render cleans and aligns instead of speaking. Compare their CPU seconds: the
 * floors are not encoded then.
 *
 * Uses the seeded catalogue in --data (npm run seed) when there is one, else the test fixture catalogue.
 * Prints a Markdown table for docs/BENCHMARKS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PresenterLayout } from "@reelsmith/contract/video";
import sharp from "sharp";
import { MANIFEST_KEY } from "../../server/src/catalog/catalog";
import { media, templates } from "../../server/src/db/schema";
import { runFfmpeg } from "../../server/src/media/run-process";
import { AAC, FPS, X264 } from "../../server/src/render/compose/encoding";
import { plainEncodeArgs } from "../../server/src/render/compose/output";
import { createRenderHarness } from "../../server/src/test/render/harness";
import { addStoryRecording, cpuSeconds } from "./bench-harness";

const { values: args } = parseArgs({ options: { data: { type: "string" }, only: { type: "string" } } });

const story30 =
  "Every morning, Mara opened her small bakery before the sun came up. The smell of fresh bread drifted down the quiet street. One winter day, a stranger arrived with a worn suitcase and no money. Mara gave him a warm loaf and a cup of tea. He thanked her and promised to return. Weeks passed, and the snow grew deep against her door. Mara often wondered whether he had found a home. Spring came, and the stranger walked in again, smiling.";
const story60 = `${story30} This time he carried a letter from the city council. The old market square would open again, and he wanted her bread at its heart. Mara hesitated, because her shop was tiny and her oven was old. The stranger laughed and said that the best things often start small. By summer, a line of neighbours stretched around the square every weekend. And every evening, Mara set aside one warm loaf for whoever needed it most. The town never forgot the baker who shared her bread with a stranger.`;

const dataDir = args.data ? path.resolve(args.data) : null;
const seeded = dataDir && fs.existsSync(path.join(dataDir, "storage", MANIFEST_KEY));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-bench-"));
if (seeded && dataDir)
  fs.cpSync(path.join(dataDir, "storage", "catalog"), path.join(work, "storage", "catalog"), {
    recursive: true,
  });
const h = await createRenderHarness({ dataDir: work, seedFixture: !seeded });
const manifest = JSON.parse((await h.deps.storage.read(MANIFEST_KEY)).toString("utf8"));
const presenter = manifest.presenters[0].public.id as string;
const music = manifest.music[0].public.id as string;

/** A brand template of the harness's user: a logo photo of their library, an intro and an end card. */
async function brandTemplate(): Promise<string> {
  const logoKey = `uploads/${h.userId}/media/bench-logo/logo.png`;
  const png = await sharp({
    create: { width: 400, height: 160, channels: 4, background: { r: 230, g: 40, b: 90, alpha: 0.9 } },
  })
    .png()
    .toBuffer();
  await h.deps.storage.put(logoKey, png, "image/png");
  const { db } = h.deps.database;
  await db.insert(media).values({
    id: "med_benchlogo",
    user_id: h.userId,
    kind: "photo",
    name: "logo.png",
    mime: "image/png",
    status: "ready",
    original_key: logoKey,
    proxy_key: logoKey,
    poster_key: logoKey,
  });
  await db.insert(templates).values({
    id: "bench-template",
    user_id: h.userId,
    name: "Bench brand",
    settings: {
      logo: { media_id: "med_benchlogo", corner: "top-right", size: 0.2, opacity: 0.9 },
      intro_card: { text: "Mara's Bakery", background_color: "#7a2e1a", duration_s: 2 },
      end_card: {
        text: "Fresh every morning",
        call_to_action: "Visit us",
        link_text: "marasbakery.example",
        duration_s: 2,
      },
    },
  });
  return "bench-template";
}
const templateId = process.env.BENCH_TEMPLATE ? await brandTemplate() : null;

const rows: string[] = [];
for (const [label, story] of [
  ["30 s", story30],
  ["60 s", story60],
] as const) {
  if (args.only && !label.startsWith(args.only)) continue;
  const modes = (process.env.BENCH_MODES?.split(",") ?? ["voice", "avatar"]) as ("voice" | "avatar")[];
  const layouts = (process.env.BENCH_LAYOUTS?.split(",") ?? ["corner"]) as PresenterLayout[];
  const runs = modes.flatMap((mode): ["voice" | "avatar", PresenterLayout | null][] =>
    mode === "avatar" ? layouts.map((l) => ["avatar", l]) : [["voice", null]],
  );
  type Variant = "plain" | "template" | "recording";
  const variants: Variant[] = [
    "plain",
    ...(templateId ? (["template"] as const) : []),
    ...(process.env.BENCH_RECORDED ? (["recording"] as const) : []),
  ];
  const recording = process.env.BENCH_RECORDED
    ? await addStoryRecording(h, story, `med_bench${label.replace(/\D/g, "")}`)
    : null;
  for (const [mode, layout, variant] of runs.flatMap(([m, l]) => variants.map((v) => [m, l, v] as const))) {
    const branded = variant === "template";
    const started = performance.now();
    const cpu0 = cpuSeconds();
    const row = await h.render({
      story,
      ...(branded && templateId ? { template_id: templateId } : {}),
      ...(variant === "recording" && recording
        ? { narration: { kind: "recording", mediaId: recording } }
        : {}),
      narrationMode: mode,
      ...(layout ? { presenter_layout: layout } : {}),
      character_ref: { narrator_avatar: presenter },
      bgm_name: music,
      caption_style: "Minimalist",
      image_styles: { themes: ["cinematic"] },
      size: "9:16",
    });
    const total = (performance.now() - started) / 1000;
    const cpu = cpuSeconds() - cpu0;
    const duration = Number(row.task_result?.duration_s);
    const video = JSON.parse((await h.deps.storage.read(`renders/${row.id}/v1/video.json`)).toString("utf8"));
    // A recording's comparison with the voice is by CPU seconds: its floors (minutes of wall clock on a
    // loaded machine, after the CPU is counted) are left out.
    let floor = Number.NaN;
    let loopFloor = Number.NaN;
    const videoFile = h.fileOf(String(row.task_result?.video_url));
    if (!process.env.BENCH_RECORDED) {
      // The floor encodes one still of the video's size: a frame of the finished video (scene pictures now
      // live in the project's render cache, under keys that are hashes of their inputs).
      const image = path.join(work, "still.png");
      await runFfmpeg([...["-y", "-ss", "1", "-i", videoFile], ...["-frames:v", "1", image]]);
      const floorOut = path.join(work, "floor.mp4");
      const f0 = performance.now();
      await runFfmpeg(plainEncodeArgs(image, 1080, 1920, duration, floorOut));
      floor = (performance.now() - f0) / 1000;
      // The command anyone would type for "encode this still": `-loop 1` reads and decodes the picture for
      // every frame, so this floor also counts the decoding our graph avoids (shown beside the stricter one).
      const l0 = performance.now();
      await runFfmpeg([
        ...["-loop", "1", "-framerate", String(FPS), "-i", image],
        ...["-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo", "-t", duration.toFixed(3)],
        ...X264,
        ...AAC,
        ...["-movflags", "+faststart", floorOut],
      ]);
      loopFloor = (performance.now() - l0) / 1000;
    }
    const t = row.stage_timings;
    const s = (k: string) => ((t[k] ?? 0) / 1000).toFixed(1);
    const v = (k: string) => ((video.timingsMs[k] ?? 0) / 1000).toFixed(1);
    const composition = (video.timingsMs.composition ?? 0) / 1000;
    const load = os.loadavg()[0]?.toFixed(1);
    rows.push(
      `| ${label} | ${mode}${layout && layout !== "corner" ? ` (${layout})` : ""}${variant === "plain" ? "" : ` + ${variant}`} | ${duration.toFixed(1)} | ${s("story")} | ${s("images")} | ${s("audio")} | ${s("video")} (narration ${v("narration")}, avatar ${v("avatar")}, compose ${composition.toFixed(1)} with audio ${v("audio")} alongside, mux ${v("mux")}) | ${s("processing")} | ${total.toFixed(1)} | ${(total / duration).toFixed(2)}x | ${floor.toFixed(1)} | ${(composition / floor).toFixed(2)}x | ${(total / floor).toFixed(2)}x | ${loopFloor.toFixed(1)} | ${(composition / loopFloor).toFixed(2)}x | ${load} | ${cpu.toFixed(1)} |`,
    );
    console.error(rows.at(-1));
  }
}
console.log(
  [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg()[0]?.toFixed(1)}; catalogue: ${seeded ? "seeded" : "fixture"}; ${new Date().toISOString()}`,
    "",
    "| story | mode | video s | story s | images s | audio s | video stage s | processing s | total s | total / real time | floor s | compose / floor | total / floor | `-loop 1` floor s | compose / it | load after | CPU s |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n"),
);
await h.close();

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { languageCodes } from "@reelsmith/contract/languages";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import pino from "pino";
import { MANIFEST_KEY } from "./catalog/catalog";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { userProfiles, users } from "./db/schema";
import { runTask, stages } from "./render/pipeline";
import { getTask } from "./render/task-store";
import { createVideoTask } from "./services/videos";
import { createStorage, describeStorage } from "./storage/create-storage";
import { overlayStorage } from "./storage/overlay-storage";
import { createLocalStorage } from "./storage/storage";

/**
 * `npm run render -- --story file.txt --out video.mp4 [options]`: the server's pipeline without the server.
 * The task lives in an in-memory database; the catalogue is read from storage (npm run seed: DATA_DIR or the
 * S3 bucket) and the render's working files go to a temporary folder that is removed at the end.
 */
const usage = `Usage: npm run render -- --story file.txt --out video.mp4 [options]
  --mode avatar|voice        narration (default avatar)
  --language en              ${languageCodes.join(", ")} (default en)
  --voice ID                 voice id from the catalogue (default: the avatar's voice, or the language's first)
  --avatar ID                stock presenter id (default: the first)
  --layout corner|lower|full where the presenter appears in avatar mode (default corner)
  --style ID                 visual style id (default: the first)
  --music ID                 music track id or name (default: none)
  --volume 0.5               music volume 0..1
  --captions NAME            Minimalist|Cinematic|Professional|Dynamic|Typewriter|none (default Minimalist)
  --size 9:16                9:16, 4:5, 1:1 or 16:9 (at 1080p: 1080x1920, 1080x1350, 1080x1080,
                             1920x1080) or WIDTHxHEIGHT of one of them, e.g. 360x640, 640x360`;

const { values } = parseArgs({
  options: {
    story: { type: "string" },
    out: { type: "string" },
    mode: { type: "string", default: "avatar" },
    language: { type: "string", default: "en" },
    voice: { type: "string" },
    avatar: { type: "string" },
    layout: { type: "string" },
    style: { type: "string" },
    music: { type: "string" },
    volume: { type: "string", default: "0.5" },
    captions: { type: "string", default: "Minimalist" },
    size: { type: "string", default: "9:16" },
    help: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.help || !values.story || !values.out) fail(usage);
const storyPath = values.story;
const outPath = path.resolve(values.out);
if (!fs.existsSync(storyPath)) fail(`No story file at ${storyPath}`);

const parsed = createVideoRequestSchema.safeParse({
  story: fs.readFileSync(storyPath, "utf8"),
  narrationMode: values.mode,
  language: values.language,
  voice_id: values.voice,
  character_ref: { narrator_avatar: values.avatar },
  presenter_layout: values.layout,
  image_styles: { themes: values.style ? [values.style] : [] },
  bgm_name: values.music,
  music_volume: Number(values.volume),
  caption_style: values.captions,
  size: values.size,
});
if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const base = createStorage(config);
if (!(await base.exists(MANIFEST_KEY)))
  fail(`No catalogue in ${describeStorage(config)}: run npm run seed first.`);
const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-render-"));
const storage = overlayStorage(base, createLocalStorage(scratchDir));
const database = await openDatabase({});
try {
  await database.migrate();
  const deps = { config, database, storage, logger: pino({ level: config.LOG_LEVEL }) };
  await database.db.insert(users).values({
    id: "cli",
    name: "Command line",
    email: "cli@localhost",
    emailVerified: true,
    username: "cli",
    fullName: "Command line",
  });
  await database.db
    .insert(userProfiles)
    .values({ user_id: "cli", available_credits: config.CREDITS_PER_VIDEO });
  const { task_id } = await createVideoTask(deps, { enqueue: async () => {} }, "cli", parsed.data);
  const started = performance.now();
  console.log(
    `Rendering ${parsed.data.size.width}x${parsed.data.size.height}, ${parsed.data.narrationMode} mode, ${parsed.data.language}`,
  );
  await runTask(deps, task_id, {
    onStage: (e) => {
      const n = `${e.index + 1}/${stages.length}`;
      console.log(`[${n}] ${e.key.padEnd(10)} ${e.skipped ? "skipped" : `${(e.ms / 1000).toFixed(2)} s`}`);
    },
  });
  const row = await getTask(deps, task_id);
  if (row?.task_status !== TaskStatus.generated) fail(`Render failed: ${row?.error ?? "unknown error"}`);
  const key = storage.keyFromUrl(String(row.task_result?.video_url));
  if (!key) fail("Render produced no video");
  fs.mkdirSync(path.dirname(outPath), { recursive: true });
  fs.writeFileSync(outPath, await storage.read(key));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${outPath} (${Number(row.task_result?.duration_s).toFixed(1)} s of video in ${seconds} s)`,
  );
} finally {
  await database.close();
  fs.rmSync(scratchDir, { recursive: true, force: true });
}

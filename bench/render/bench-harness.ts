import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { MANIFEST_KEY } from "../../server/src/catalog/catalog";
import { media } from "../../server/src/db/schema";
import { runProcess } from "../../server/src/media/run-process";
import { toolLauncher } from "../../server/src/media/tool-launcher";
import { createRenderHarness, type RenderHarness } from "../../server/src/test/render/harness";
import { STORY_60S } from "../../server/src/test/render/story-60s";

/**
 * A render harness in a fresh temp folder (named from `prefix`) with the seeded catalogue of the data
 * folder `data` (npm run seed) when it has one, else the test fixture catalogue; its first music and
 * presenter.
 */
export async function benchRenderHarness(data: string | undefined, prefix: string) {
  const dataDir = data ? path.resolve(data) : null;
  const seeded = Boolean(dataDir && fs.existsSync(path.join(dataDir, "storage", MANIFEST_KEY)));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (seeded && dataDir)
    fs.cpSync(path.join(dataDir, "storage", "catalog"), path.join(work, "storage", "catalog"), {
      recursive: true,
    });
  const h = await createRenderHarness({ dataDir: work, seedFixture: !seeded });
  const manifest = JSON.parse((await h.deps.storage.read(MANIFEST_KEY)).toString("utf8"));
  return {
    h,
    seeded,
    music: manifest.music[0].public.id as string,
    presenter: manifest.presenters[0].public.id as string,
  };
}

type BenchRenderHarness = Awaited<ReturnType<typeof benchRenderHarness>>;

/**
 * The 60 s story rendered to the end as create-video does, narrated (`mode`) by the harness's presenter at
 * `size`, with Minimalist captions over its music; `more` adds to the request (a style, say).
 */
export function renderStory60s(
  { h, music, presenter }: BenchRenderHarness,
  mode: "voice" | "avatar",
  size: string | undefined,
  more: Partial<CreateVideoRequest> = {},
) {
  return h.render({
    story: STORY_60S,
    narrationMode: mode,
    character_ref: { narrator_avatar: presenter },
    size,
    caption_style: "Minimalist",
    bgm_name: music,
    ...more,
  });
}

/**
 * The story said by another voice than the narrator's (an espeak-ng voice such as "en+m7", at 160 words a
 * minute), kept in the harness user's media library as a creator's upload would be; its media id.
 */
export async function addStoryRecording(h: RenderHarness, story: string, id: string, voice = "en+m7") {
  const file = path.join(h.dataDir, `${id}.wav`);
  await runProcess("espeak-ng", ["-v", voice, "-s", "160", "-w", file, story]);
  const key = `uploads/${h.userId}/media/${id}/original.wav`;
  const wav = fs.readFileSync(file);
  await h.deps.storage.put(key, wav, "audio/wav");
  // espeak-ng writes 22,050 Hz 16-bit mono: the length from the data after the 44-byte header.
  const durationS = (wav.length - 44) / 2 / 22_050;
  await h.deps.database.db.insert(media).values({
    id,
    user_id: h.userId,
    kind: "audio",
    name: `${id}.wav`,
    mime: "audio/wav",
    status: "ready",
    duration_s: durationS,
    original_key: key,
  });
  return id;
}

/**
 * CPU seconds this process and the children it has waited for (ffmpeg, espeak-ng) have used: unlike the
 * wall clock, not stretched by other work on a shared machine.
 */
export function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  // cutime and cstime: the 16th and 17th fields of the whole line, in clock ticks (100 a second).
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
  // The media tools run under the tool launcher's helper, not as this process's children.
  return (own.user + own.system) / 1e6 + children + toolLauncher.cpuSeconds();
}

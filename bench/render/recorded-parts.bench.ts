/**
 * The recorded narration's own work, part by part, on the render bench's 60 s story narrated by a
 * recording of it (espeak-ng en+m7 at 160 words a minute): cleaning (which also gives the aligner its
 * samples), the reference voice, the alignment, and all of it as the storyboard's scene times run it.
 * CPU seconds of this process and the processes it waited for (ffmpeg, espeak-ng), the minimum of RUNS.
 *
 *   npx tsx bench/render/recorded-parts.bench.ts [--data ./data/test-catalog] [--runs 3] [--out a.json]
 *
 * --out writes the alignment (words and scenes) and the scenes' times, to compare two versions' answers.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { alignRecording } from "../../server/src/align/align-recording";
import { cleanRecording } from "../../server/src/align/cleanup";
import { speakReference } from "../../server/src/align/reference";
import { loadConfig } from "../../server/src/config";
import { getWriter } from "../../server/src/providers/writer";
import { loadRenderCatalog } from "../../server/src/render/catalog-access";
import { recordingSceneTimes } from "../../server/src/render/recorded-narration";
import { STORY_60S as story60 } from "../../server/src/test/render/story-60s";
import { localSpeech } from "../../server/src/voice";
import { addStoryRecording, benchRenderHarness, cpuSeconds } from "./bench-harness";

const { values: args } = parseArgs({
  options: { data: { type: "string" }, runs: { type: "string", default: "3" }, out: { type: "string" } },
});
const runs = Number(args.runs);
const { h } = await benchRenderHarness(args.data, "reelsmith-recorded-parts-");
const id = await addStoryRecording(h, story60, "med_parts60");
const key = `uploads/${h.userId}/media/${id}/original.wav`;
const voice = (await loadRenderCatalog(h.deps.storage)).voice(null, "en");
const scenes = await getWriter(loadConfig({ ...process.env, NODE_ENV: "test" })).scenes(story60, "en");
const texts = scenes.map((s) => s.text);
const alignScenes = texts.map((text, i) => ({ id: String(i + 1), text }));
const { festival: _f, pico: _p, rhvoice: _r, derived: _d, ...espeakVoice } = voice;
const referenceVoice = { ...espeakVoice, engine: "espeak-ng" as const };
const dir = fs.mkdtempSync(path.join(h.dataDir, "parts-"));
const input = path.join(dir, "recording.wav");
fs.writeFileSync(input, await h.deps.storage.read(key));
const clean = path.join(dir, "clean.wav");

const cpu = new Map<string, number[]>();
async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const c0 = cpuSeconds();
  const out = await f();
  cpu.set(label, [...(cpu.get(label) ?? []), cpuSeconds() - c0]);
  return out;
}

let aligned: ReturnType<typeof alignRecording> | null = null;
let times: Awaited<ReturnType<typeof recordingSceneTimes>> | null = null;

for (let r = 0; r < runs; r++) {
  const cleaned = await timed("cleaning, with the aligner's samples", () =>
    cleanRecording(input, clean, true),
  );
  const reference = await timed("reference voice", () =>
    speakReference(localSpeech, alignScenes, "en", referenceVoice, dir),
  );
  aligned = await timed("alignment", async () =>
    alignRecording({ recordingPcm: cleaned.alignPcm, scenes: alignScenes, language: "en", reference }),
  );
  times = await timed("whole (scene times)", () =>
    recordingSceneTimes({
      storage: h.deps.storage,
      key,
      texts,
      sceneIds: alignScenes.map((s) => s.id),
      language: "en",
      voice,
    }),
  );
}
console.log(`${texts.length} scenes; CPU s, minimum of ${runs} (all runs)`);
for (const [label, t] of cpu)
  console.log(`${label}: ${Math.min(...t).toFixed(2)} (${t.map((x) => x.toFixed(2)).join(", ")})`);
// The scenes' places, to compare with another version of the code (the same input gives the same answer).
console.log(`scene times (s): ${times?.times.map((t) => `${t.start}-${t.end}`).join(" ")}`);
if (args.out) fs.writeFileSync(args.out, JSON.stringify({ aligned, times }, null, 1));
await h.close();

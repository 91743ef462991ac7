/**
 * The CPU the speech provider spends on the 60 s story of bench/render spoken sentence by sentence, as
 * the audio stage speaks it (render/sentence-speech.ts), one at a time:
 *
 *   nice npx tsx bench/voice/sentence-cpu.bench.ts [voice-id ...]   (default: en-us-emma, Festival HTS)
 *
 * With BENCH_SCENES=1 the story is spoken as 10 scenes instead (its 15 sentences, the first ten two by
 * two: the render bench's split), as the audio stage spoke before it spoke per sentence. With
 * BENCH_TOGETHER=N the sentences go to the provider's synthesizeMany in N contiguous shares side by side,
 * as the audio stage now gives them (N = its concurrency, 2 for the offline engines).
 * CPU = this process's user + system time and its children's (the engines, sox, ffmpeg), from
 * /proc/self/stat, so a loaded machine stretches the wall time but hardly the CPU. Speech is not cached.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { voiceDefinitions } from "../../server/src/catalog/definitions/voices";
import { sentencesOf } from "../../server/src/render/sentence-speech";
import { voiceEntryOf } from "../../server/src/seed/seed-voices";
import { localSpeech } from "../../server/src/voice/local-speech";

const here = path.dirname(fileURLToPath(import.meta.url));
const bench = fs.readFileSync(path.join(here, "../render/render.bench.ts"), "utf8");
const story30 = /const story30 =\s*"([^"]+)"/.exec(bench)?.[1] ?? "";
const story60 = `${story30} ${/const story60 = `\$\{story30\} ([^`]+)`/.exec(bench)?.[1] ?? ""}`;

/** Seconds of CPU so far: [this process, its finished children] (clock ticks of 1/100 s). */
function cpu(): [number, number] {
  const f = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const t = (i: number) => Number(f[i - 2]) / 100;
  return [t(14) + t(15), t(16) + t(17)];
}

const ids = process.argv.slice(2);
const each = sentencesOf(story60, "en");
const sentences = process.env.BENCH_SCENES
  ? [...[0, 2, 4, 6, 8].map((i) => `${each[i]} ${each[i + 1]}`), ...each.slice(10)]
  : each;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sentence-cpu-"));
for (const id of ids.length > 0 ? ids : ["en-us-emma"]) {
  const def = voiceDefinitions.find((v) => v.id === id);
  if (!def) throw new Error(`no voice ${id}`);
  const voice = { public: { id, voice_name: def.name, voice_sample: "", tags: [] }, ...voiceEntryOf(def) };
  const [self0, kids0] = cpu();
  const t0 = performance.now();
  let audioMs = 0;
  const together = Number(process.env.BENCH_TOGETHER ?? 0);
  const inputs = sentences.map((text, i) => ({
    text,
    language: "en",
    voice,
    outWav: path.join(dir, `${id}-${i}.wav`),
  }));
  if (together > 0 && localSpeech.synthesizeMany) {
    const size = Math.ceil(inputs.length / together);
    const shares = Array.from({ length: together }, (_, k) => inputs.slice(k * size, (k + 1) * size));
    const rs = await Promise.all(shares.map((share) => localSpeech.synthesizeMany?.(share) ?? []));
    audioMs = rs.flat().reduce((a, r) => a + r.durationMs, 0);
  } else {
    for (const input of inputs) audioMs += (await localSpeech.synthesize(input)).durationMs;
  }
  const [self1, kids1] = cpu();
  const wall = (performance.now() - t0) / 1000;
  console.log(
    `${id}: ${sentences.length} ${process.env.BENCH_SCENES ? "scenes" : "sentences"}${together > 0 ? ` in ${together} runs` : ""}, ${(audioMs / 1000).toFixed(1)} s of speech; CPU ${(self1 - self0 + kids1 - kids0).toFixed(2)} s (node ${(self1 - self0).toFixed(2)}, engines and tools ${(kids1 - kids0).toFixed(2)}), wall ${wall.toFixed(1)} s`,
  );
}
fs.rmSync(dir, { recursive: true, force: true });

/**
 * How well each offline voice is understood, and how fast it speaks.
 *
 *   npx tsx bench/voice/voice.bench.ts
 *
 * Needs Debian's offline recogniser (not installed by the setup; the bench prints the line if missing):
 *   apt-get install -y pocketsphinx pocketsphinx-en-us
 * Flite (`apt-get install -y flite`) and SVOX Pico (`pico2wave`) are measured when present, as references.
 *
 * The same 155-word English paragraph (paragraph-en.txt) goes through each engine. For each: the real-time
 * factor (synthesis time / audio length), the word error rate of pocketsphinx-en-us on the audio (16 kHz
 * mono), and, where the engine reports word times, how far they sit from the recogniser's own word times
 * for the words it recognised correctly (an independent alignment). Prints Markdown rows for
 * docs/BENCHMARKS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runProcess } from "../../server/src/media/run-process";
import { synthesizeSpeech, type WordTiming } from "../../server/src/providers/speech/espeak";
import { synthesizeFestival } from "../../server/src/providers/speech/festival";
import { align, durationS, norm, onPath, recognise, requireRecogniser } from "./recognise";

const here = path.dirname(fileURLToPath(import.meta.url));
const paragraph = fs.readFileSync(path.join(here, "paragraph-en.txt"), "utf8").trim();
requireRecogniser();

interface Engine {
  name: string;
  licence: string;
  available: boolean;
  speak(wav: string): Promise<WordTiming[] | null>;
}

const festivalVoice = (dir: string) => fs.existsSync(`/usr/share/festival/voices/${dir}`);

const engines: Engine[] = [
  {
    name: "espeak-ng en-us+f3 (Ava, the old default)",
    licence: "GPL-3.0+",
    available: onPath("espeak-ng"),
    speak: async (wav) =>
      (
        await synthesizeSpeech({
          text: paragraph,
          language: "en",
          espeakName: "en-us+f3",
          rate: 165,
          pitch: 60,
          outWav: wav,
        })
      ).words,
  },
  {
    name: "Festival cmu_us_slt_arctic_hts (Emma, the default)",
    licence: "festvox-us-slt-hts: BSD-style (CMU/EST), commercial use allowed",
    available: onPath("festival") && festivalVoice("us/cmu_us_slt_arctic_hts"),
    speak: async (wav) =>
      (
        await synthesizeFestival({
          text: paragraph,
          voice: { name: "cmu_us_slt_arctic_hts", kind: "hts" },
          outWav: wav,
        })
      ).words,
  },
  {
    name: "Festival kal_diphone (James)",
    licence: "festvox-kallpc16k: free, commercial use allowed (CMU/Edinburgh notice)",
    available: onPath("festival") && festivalVoice("english/kal_diphone"),
    speak: async (wav) =>
      (
        await synthesizeFestival({
          text: paragraph,
          voice: { name: "kal_diphone", kind: "diphone" },
          outWav: wav,
        })
      ).words,
  },
  {
    name: "Festival ked_diphone (not in the catalogue)",
    licence: "festvox-kdlpc16k: same terms as kal",
    available: onPath("festival") && festivalVoice("english/ked_diphone"),
    speak: async (wav) =>
      (
        await synthesizeFestival({
          text: paragraph,
          voice: { name: "ked_diphone", kind: "diphone" },
          outWav: wav,
        })
      ).words,
  },
  {
    name: "Flite 2.2 default voice (reference)",
    licence: "BSD-style",
    available: onPath("flite"),
    speak: async (wav) => {
      await runProcess("flite", ["-t", paragraph, "-o", wav], { timeoutMs: 120_000 });
      return null;
    },
  },
  {
    name: "SVOX Pico en-US (reference)",
    licence: "Apache-2.0 (Debian non-free)",
    available: onPath("pico2wave"),
    speak: async (wav) => {
      await runProcess("pico2wave", ["-l", "en-US", "-w", wav, paragraph], { timeoutMs: 120_000 });
      return null;
    },
  },
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "voice-bench-"));
const ref = paragraph.split(/\s+/).map(norm);
const rows: string[] = [];
try {
  for (const e of engines) {
    if (!e.available) {
      console.log(`- ${e.name}: not installed, skipped`);
      continue;
    }
    const wav = path.join(dir, "speech.wav");
    const wav16 = path.join(dir, "speech16.wav");
    const t0 = performance.now();
    const words = await e.speak(wav);
    const synthS = (performance.now() - t0) / 1000;
    const audioS = await durationS(wav);
    await runProcess("sox", [wav, "-r", "16000", "-c", "1", "-b", "16", wav16]);
    const hyp = await recognise(wav16);
    const { errors, pairs } = align(
      ref,
      hyp.map((h) => h.word),
    );
    const wer = (100 * errors) / ref.length;
    let timing = "no word times";
    if (words && words.length === ref.length) {
      const offsets = pairs.map(([r, h]) => Math.abs((words[r]?.startMs ?? 0) - (hyp[h]?.start ?? 0)));
      const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
      const sorted = [...offsets].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
      timing = `${offsets.length} words: mean ${mean.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...offsets).toFixed(0)} ms`;
    }
    const row = `| ${e.name} | ${wer.toFixed(1)} % | ${(synthS / audioS).toFixed(3)} (${synthS.toFixed(2)} s for ${audioS.toFixed(1)} s) | ${timing} | ${e.licence} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\n${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, ${new Date().toISOString()}`,
);
console.log(
  "| engine | WER (pocketsphinx-en-us) | real-time factor | word starts vs the recogniser's | licence |",
);
console.log("|---|---|---|---|---|");
for (const r of rows) console.log(r);

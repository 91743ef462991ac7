/**
 * Debian's offline recogniser (pocketsphinx-en-us) and the word error rate, shared by the voice benches.
 *
 *   apt-get install -y pocketsphinx pocketsphinx-en-us
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runProcess } from "../../server/src/media/run-process";

export const MODEL = "/usr/share/pocketsphinx/model/en-us";

export const onPath = (cmd: string) =>
  (process.env.PATH ?? "").split(":").some((d) => fs.existsSync(path.join(d, cmd)));

/** Exits with the install line when the recogniser or its English model is missing. */
export function requireRecogniser() {
  if (!onPath("pocketsphinx_continuous") || !fs.existsSync(`${MODEL}/en-us.lm.bin`)) {
    console.error("The offline recogniser is missing. Install it (as root), then run again:\n");
    console.error("  apt-get install -y pocketsphinx pocketsphinx-en-us\n");
    process.exit(1);
  }
}

/** A word as the recogniser and the reference are compared: lower case, letters and apostrophes. */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\(\d+\)$/, "")
    .replace(/[^a-z']/g, "");

/** The reference words of a text, normalised. */
export const referenceWords = (text: string) => text.split(/\s+/).map(norm).filter(Boolean);

/** Edit-distance alignment of reference and hypothesis words: the errors and the matched index pairs. */
export function align(ref: string[], hyp: string[]) {
  const d = Array.from({ length: ref.length + 1 }, (_, i) =>
    Array.from({ length: hyp.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= ref.length; i++)
    for (let j = 1; j <= hyp.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
      );
    }
  const pairs: [number, number][] = [];
  let i = ref.length;
  let j = hyp.length;
  while (i > 0 && j > 0) {
    const here = (d[i] as number[])[j] as number;
    if (ref[i - 1] === hyp[j - 1] && here === ((d[i - 1] as number[])[j - 1] as number)) {
      pairs.unshift([i - 1, j - 1]);
      i--;
      j--;
    } else if (here === ((d[i - 1] as number[])[j - 1] as number) + 1) {
      i--;
      j--;
    } else if (here === ((d[i - 1] as number[])[j] as number) + 1) i--;
    else j--;
  }
  return { errors: (d[ref.length] as number[])[hyp.length] as number, pairs };
}

/** The recognised words of a 16 kHz mono 16-bit WAV, with their start times (ms). */
export async function recognise(wav16: string) {
  const { stdout } = await runProcess(
    "pocketsphinx_continuous",
    [
      "-infile",
      wav16,
      "-time",
      "yes",
      "-hmm",
      `${MODEL}/en-us`,
      "-lm",
      `${MODEL}/en-us.lm.bin`,
      "-dict",
      `${MODEL}/cmudict-en-us.dict`,
    ],
    { timeoutMs: 600_000 },
  );
  const words: { word: string; start: number }[] = [];
  for (const line of stdout.split("\n")) {
    const f = line.trim().split(/\s+/);
    if (f.length !== 4 || /^<|^\[/.test(f[0] ?? "")) continue;
    words.push({ word: norm(f[0] ?? ""), start: Number(f[1]) * 1000 });
  }
  return words.filter((w) => w.word);
}

/** Word error rate (%) of the recogniser on any audio file ffmpeg reads, against the reference words. */
export async function wordErrorRate(audio: string, ref: string[], scratchDir: string): Promise<number> {
  const wav16 = path.join(scratchDir, `wer-${path.basename(audio)}-16k.wav`);
  await runProcess("ffmpeg", [
    ...["-y", "-v", "error", "-i", audio, "-vn"],
    ...["-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", wav16],
  ]);
  const hyp = await recognise(wav16);
  fs.rmSync(wav16, { force: true });
  const { errors } = align(
    ref,
    hyp.map((h) => h.word),
  );
  return (100 * errors) / ref.length;
}

export async function durationS(wav: string) {
  const { stdout } = await runProcess("soxi", ["-D", wav]);
  return Number(stdout.trim());
}

/** The machine line, then a Markdown table of the rows under `header` (a row of column names). */
export function printTable(header: string[], rows: string[]) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(`\n${os.cpus().length} cores, load ${load}, ${new Date().toISOString()}`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(r);
}

/**
 * How well each offline voice is understood, and how fast it speaks.
 *
 *   npx tsx bench/voice/voice.bench.ts [name filter ...]
 *
 * Needs Debian's offline recogniser (not installed by the setup; the bench prints the line if missing):
 *   apt-get install -y pocketsphinx pocketsphinx-en-us
 * Flite (`apt-get install -y flite`) is measured when present, as a reference; SVOX Pico and RHVoice come
 * with the setup (Debian non-free).
 *
 * The same 155-word English paragraph (paragraph-en.txt) goes through each engine. For each: the real-time
 * factor (synthesis time / audio length), the word error rate of pocketsphinx-en-us on the audio (16 kHz
 * mono), the same under the default music track (synthesised as the seed does; the render's mixArgs at
 * the default volume 0.5, then its -14 LUFS loudness pass to AAC; the speech first brought to the
 * product's speech loudness), and, where the engine reports word times (Pico and RHVoice: by forced
 * alignment), how far they sit from the recogniser's own word times for the words it recognised correctly
 * (an independent alignment). Prints Markdown rows for docs/BENCHMARKS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { musicDefinitions } from "../../server/src/catalog/definitions/music";
import { rhvoiceVoices } from "../../server/src/catalog/engine-voices";
import { runFfmpeg, runProcess } from "../../server/src/media/run-process";
import {
  loudnessApplyArgs,
  loudnessMeasureArgs,
  parseLoudness,
} from "../../server/src/render/compose/loudness";
import { mixArgs } from "../../server/src/render/compose/music";
import { interleave, SAMPLE_RATE, synthesizeTrack } from "../../server/src/seed/music-synth";
import { applyDerivedVoice } from "../../server/src/voice/derived-voice";
import { synthesizeSpeech, type WordTiming } from "../../server/src/voice/espeak";
import { synthesizeFestival } from "../../server/src/voice/festival";
import { matchSpeechLoudness } from "../../server/src/voice/loudness";
import { synthesizePico } from "../../server/src/voice/pico";
import { synthesizeRhvoice } from "../../server/src/voice/rhvoice";
import {
  align,
  durationS,
  norm,
  onPath,
  printTable,
  recognise,
  requireRecogniser,
  wordErrorRate,
} from "./recognise";

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

const festivalSpeak = (name: string, kind: "hts" | "diphone") => async (wav: string) =>
  (await synthesizeFestival({ text: paragraph, voice: { name, kind }, outWav: wav })).words;

const engines: Engine[] = [
  {
    name: "espeak-ng en-us+f3 (Ava)",
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
    name: "Festival cmu_us_slt_arctic_hts (Emma), female US",
    licence: "festvox-us-slt-hts: BSD-style (CMU/EST), commercial use allowed",
    available: onPath("festival") && festivalVoice("us/cmu_us_slt_arctic_hts"),
    speak: festivalSpeak("cmu_us_slt_arctic_hts", "hts"),
  },
  {
    name: "Festival kal_diphone (James), male US",
    licence: "festvox-kallpc16k: free, commercial use allowed (CMU/Edinburgh notice)",
    available: onPath("festival") && festivalVoice("english/kal_diphone"),
    speak: festivalSpeak("kal_diphone", "diphone"),
  },
  ...rhvoiceVoices.map(
    (v): Engine => ({
      name: `RHVoice ${v}, ${{ alan: "male Scottish", bdl: "male US", clb: "female US", slt: "female US" }[v]}`,
      licence: "rhvoice-english: LGPL-2.1+ (Debian non-free)",
      available: onPath("RHVoice-test") && fs.existsSync(`/usr/share/RHVoice/voices/${v}`),
      speak: async (wav) => (await synthesizeRhvoice({ text: paragraph, voice: v, outWav: wav })).words,
    }),
  ),
  ...(["en-US", "en-GB"] as const).map(
    (l): Engine => ({
      name: `SVOX Pico ${l}, female ${l === "en-US" ? "US" : "British"}`,
      licence: "libttspico-data: Apache-2.0 (Debian non-free)",
      available: onPath("pico2wave"),
      speak: async (wav) => (await synthesizePico({ text: paragraph, language: l, outWav: wav })).words,
    }),
  ),
  // The man made from Pico's woman (the es, fr and de men: catalogue's PICO_MAN), measured here where a
  // recogniser exists; formants at 0.84 as the next step down.
  ...[0.88, 0.84].map(
    (formant): Engine => ({
      name: `SVOX Pico en-US made a man (pitch 0.72, formants ${formant})`,
      licence: "libttspico-data: Apache-2.0 (Debian non-free)",
      available: onPath("pico2wave"),
      speak: async (wav) => {
        const r = await synthesizePico({
          text: paragraph,
          language: "en-US",
          outWav: wav,
          settings: { pitch: 0.72, speed: 1 },
        });
        await applyDerivedVoice(wav, { from: "en-US", pitch: 0.72, formant });
        return r.words;
      },
    }),
  ),
  // The woman made from Festival's diphone man (the hi and te women: catalogue's NSK_WOMAN), measured on
  // the English diphone man: first with the same intonation at his own pitch, then raised.
  ...(
    [
      [105, 1],
      [180, 1.12],
    ] as const
  ).map(
    ([intonationHz, formant]): Engine => ({
      name: `Festival kal_diphone, festival-intonation at ${intonationHz} Hz, formants ${formant}`,
      licence: "festvox-kallpc16k: free (Debian main)",
      available: festivalVoice("english/kal_diphone"),
      speak: async (wav) => {
        const voice = { name: "kal_diphone", kind: "diphone" as const, intonationHz };
        const r = await synthesizeFestival({ text: paragraph, voice, outWav: wav });
        await applyDerivedVoice(wav, { from: "kal_diphone", pitch: 1, formant });
        return r.words;
      },
    }),
  ),
  {
    name: "Flite 2.2 default voice (reference)",
    licence: "BSD-style",
    available: onPath("flite"),
    speak: async (wav) => {
      await runProcess("flite", ["-t", paragraph, "-o", wav], { timeoutMs: 120_000 });
      return null;
    },
  },
];

/** The default music track (the first), synthesised as the seed does, as a WAV for the mix. */
async function defaultMusic(dir: string): Promise<string> {
  const def = musicDefinitions[0];
  if (!def) throw new Error("no music");
  const track = await synthesizeTrack(def.spec, def.id);
  const out = path.join(dir, `${def.id}.wav`);
  await runProcess(
    "ffmpeg",
    ["-y", "-v", "error", "-f", "f32le", "-ar", String(SAMPLE_RATE), "-ac", "2", "-i", "-", out],
    { input: interleave(track), timeoutMs: 120_000 },
  );
  return out;
}

/** The speech under the default music at the default volume, through the render's mix and loudness. */
async function underMusic(voiceWav: string, music: string, dir: string): Promise<string> {
  const audioS = await durationS(voiceWav);
  const mix = path.join(dir, "mix.wav");
  await runFfmpeg(mixArgs({ voice: voiceWav, music, volume: 0.5, durationS: audioS + 0.5, out: mix }));
  const measured = parseLoudness((await runFfmpeg(loudnessMeasureArgs(mix))).stderr);
  const aac = path.join(dir, "mix.m4a");
  await runFfmpeg(loudnessApplyArgs(mix, measured, aac));
  return aac;
}

/** Optional name filters on the command line ("Pico", "RHVoice bdl"): only those engines run. */
const only = process.argv.slice(2);
const chosen = engines.filter((e) => only.length === 0 || only.some((o) => e.name.includes(o)));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "voice-bench-"));
const ref = paragraph.split(/\s+/).map(norm);
const rows: string[] = [];
try {
  const music = await defaultMusic(dir);
  for (const e of chosen) {
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
    // Every engine at the product's speech loudness before the mix, as localSpeech does.
    await matchSpeechLoudness(wav);
    const werMusic = await wordErrorRate(await underMusic(wav, music, dir), ref, dir);
    let timing = "no word times";
    if (words && words.length === ref.length) {
      const offsets = pairs.map(([r, h]) => Math.abs((words[r]?.startMs ?? 0) - (hyp[h]?.start ?? 0)));
      const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
      const sorted = [...offsets].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
      timing = `${offsets.length} words: mean ${mean.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...offsets).toFixed(0)} ms`;
    }
    const row = `| ${e.name} | ${wer.toFixed(1)} % | ${werMusic.toFixed(1)} % | ${(synthS / audioS).toFixed(3)} (${synthS.toFixed(2)} s for ${audioS.toFixed(1)} s) | ${timing} | ${e.licence} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
printTable(
  [
    "engine",
    "WER alone",
    "WER under the default music",
    "real-time factor",
    "word starts vs the recogniser's",
    "licence",
  ],
  rows,
);

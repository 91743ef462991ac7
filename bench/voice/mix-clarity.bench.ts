/**
 * Is the narration understood over the music? Per catalogue music track, at the default volume.
 *
 *   npx tsx bench/voice/mix-clarity.bench.ts [track-id ...]
 *
 * Needs Debian's offline recogniser (`apt-get install -y pocketsphinx pocketsphinx-en-us`) and the seeded
 * catalogue in DATA_DIR (default data/test-catalog: `DATA_DIR=data/test-catalog npm run seed`).
 *
 * The 60 s English story (docs/images/contact-sheets/stories/en.txt) is cut into scenes by the local writer
 * and spoken scene by scene by the product's default English voice (the local speech provider), joined
 * with the render's pauses (narrationArgs), then mixed with each track through the product's own mixArgs
 * and brought to -14 LUFS by loudnessMeasureArgs/loudnessApplyArgs (AAC, as in a video). Per track:
 * - the word error rate of pocketsphinx-en-us on the mix, against the narration alone through the same
 *   path (no music);
 * - integrated loudness and true peak of the final AAC;
 * - the ducked bed alone (mixArgs's bedOut, the same graph) against the voice, after the same
 *   normalisation gain: the voice's level while it speaks, the bed's while the voice speaks and in the
 *   pauses between sentences (RMS in 50 ms frames, test/render/bed-levels.ts), broadband and in the
 *   speech band (1-4 kHz, where music masks consonants).
 * Prints Markdown rows for docs/BENCHMARKS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MANIFEST_KEY } from "../../server/src/catalog/catalog";
import type { CatalogManifest } from "../../server/src/catalog/types";
import { decodePcm } from "../../server/src/media/decode-pcm";
import { runFfmpeg } from "../../server/src/media/run-process";
import { catalogFrom } from "../../server/src/render/catalog-access";
import {
  loudnessApplyArgs,
  loudnessMeasureArgs,
  parseLoudness,
  TARGET_LUFS,
} from "../../server/src/render/compose/loudness";
import { mixArgs, musicGain } from "../../server/src/render/compose/music";
import { narrationArgs } from "../../server/src/render/compose/narration";
import { END_PAUSE_MS, SCENE_PAUSE_MS } from "../../server/src/render/stages/audio";
import { storyToSceneTexts } from "../../server/src/story-writer/local-writer";
import { type BedLevels, bedLevels } from "../../server/src/test/render/bed-levels";
import { localSpeech } from "../../server/src/voice/local-speech";
import { referenceWords, requireRecogniser, wordErrorRate } from "./recognise";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const story = fs.readFileSync(path.join(root, "docs/images/contact-sheets/stories/en.txt"), "utf8").trim();
const storage = path.join(
  path.resolve(process.env.DATA_DIR ?? path.join(root, "data/test-catalog")),
  "storage",
);
const VOLUME = 0.5;
const RATE = 16_000;

requireRecogniser();
const manifestPath = path.join(storage, MANIFEST_KEY);
if (!fs.existsSync(manifestPath)) {
  console.error(`No catalogue at ${manifestPath}: run DATA_DIR=data/test-catalog npm run seed`);
  process.exit(1);
}
const catalog = catalogFrom(JSON.parse(fs.readFileSync(manifestPath, "utf8")) as CatalogManifest);
const only = process.argv.slice(2);
const tracks = catalog.manifest.music.filter((m) => only.length === 0 || only.includes(m.public.id));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mix-clarity-"));
const ref = referenceWords(story);
const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "-");

/** The narration as a render makes it: scene by scene, padded with the render's pauses. */
async function narration() {
  const voice = catalog.voice(null, "en");
  const texts = storyToSceneTexts(story, "en");
  const wavs: string[] = [];
  const slots: number[] = [];
  const engines = new Set<string>();
  for (const [i, text] of texts.entries()) {
    const wav = path.join(dir, `scene-${i}.wav`);
    const r = await localSpeech.synthesize({ text, language: "en", voice, outWav: wav });
    engines.add(r.engine ?? "local");
    wavs.push(wav);
    slots.push(r.durationMs + (i === texts.length - 1 ? END_PAUSE_MS : SCENE_PAUSE_MS));
  }
  const out = path.join(dir, "voice.wav");
  await runFfmpeg(narrationArgs(wavs, slots, out));
  const totalS = slots.reduce((a, b) => a + b, 0) / 1000;
  return {
    out,
    totalS,
    scenes: texts.length,
    label: `${voice.public.voice_name} (${[...engines].join(", ")})`,
  };
}

/** The mix brought to -14 LUFS as a render does it; returns the final AAC's loudness and the gain used. */
async function normalise(mix: string, name: string) {
  const measured = parseLoudness((await runFfmpeg(loudnessMeasureArgs(mix))).stderr);
  const aac = path.join(dir, `${name}.m4a`);
  await runFfmpeg(loudnessApplyArgs(mix, measured, aac));
  const final = parseLoudness((await runFfmpeg(loudnessMeasureArgs(aac))).stderr);
  const gainDb = measured ? Math.max(-20, Math.min(20, TARGET_LUFS - measured.i)) : 0;
  return { aac, final, gainDb };
}

async function bandPassed(wav: string) {
  const out = wav.replace(/\.wav$/, "-band.wav");
  await runFfmpeg(["-i", wav, "-af", "highpass=f=1000:poles=2,lowpass=f=4000:poles=2", out]);
  return out;
}

async function levels(voice: string, bed: string, gainDb: number): Promise<BedLevels> {
  const l = bedLevels(await decodePcm(voice, RATE), await decodePcm(bed, RATE), RATE);
  return {
    ...l,
    voiceDb: l.voiceDb + gainDb,
    bedUnderSpeechDb: l.bedUnderSpeechDb + gainDb,
    bedInGapsDb: l.bedInGapsDb + gainDb,
  };
}

const rows: string[] = [];
try {
  const n = await narration();
  console.log(`${n.label}, ${n.scenes} scenes, ${n.totalS.toFixed(1)} s`);
  const aloneMix = path.join(dir, "alone.wav");
  await runFfmpeg(mixArgs({ voice: n.out, music: null, volume: VOLUME, durationS: n.totalS, out: aloneMix }));
  const alone = await normalise(aloneMix, "alone");
  const aloneWer = await wordErrorRate(alone.aac, ref, dir);
  rows.push(
    `| (narration alone) | ${f(aloneWer)} % | | ${f(alone.final?.i ?? Number.NaN)} | ${f(alone.final?.peak ?? Number.NaN)} | | | | | |`,
  );
  console.log(rows[0]);
  const voiceBand = await bandPassed(n.out);
  for (const t of tracks) {
    const mix = path.join(dir, `${t.public.id}.wav`);
    const bed = path.join(dir, `${t.public.id}-bed.wav`);
    await runFfmpeg(
      mixArgs({
        voice: n.out,
        music: path.join(storage, t.trackKey),
        volume: VOLUME,
        durationS: n.totalS,
        out: mix,
        bedOut: bed,
      }),
    );
    const { aac, final, gainDb } = await normalise(mix, t.public.id);
    const wer = await wordErrorRate(aac, ref, dir);
    const broad = await levels(n.out, bed, gainDb);
    const band = await levels(voiceBand, await bandPassed(bed), gainDb);
    const row = [
      t.public.id,
      `${f(wer)} %`,
      f(wer - aloneWer),
      f(final?.i ?? Number.NaN),
      f(final?.peak ?? Number.NaN),
      f(broad.voiceDb - broad.bedUnderSpeechDb),
      f(band.voiceDb - band.bedUnderSpeechDb),
      f(broad.bedUnderSpeechDb),
      f(broad.bedInGapsDb),
      f(broad.bedInGapsDb - broad.bedUnderSpeechDb),
    ];
    rows.push(`| ${row.join(" | ")} |`);
    console.log(rows.at(-1));
  }
  const speech = await levels(n.out, n.out, alone.gainDb);
  console.log(
    `\nvoice: ${f(speech.speechS)} s of speech, ${f(speech.gapsS)} s in pauses between sentences; music gain ${musicGain(VOLUME).toFixed(3)} (volume ${VOLUME})`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, ${new Date().toISOString()}`,
);
console.log(
  "| track | WER (mix) | vs alone (points) | LUFS | true peak (dBTP) | voice over bed while speaking (dB) | same, 1-4 kHz (dB) | bed while speaking (dBFS) | bed between sentences (dBFS) | bed lift in pauses (dB) |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);

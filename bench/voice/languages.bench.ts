/**
 * The voices of every language, measured offline without a recogniser (Debian has one only for English):
 *
 *   npx tsx bench/voice/languages.bench.ts [language ...]
 *
 * Each candidate speaks the language's 60 s story (docs/images/contact-sheets/stories/<lang>.txt) through
 * the product's own path (localSpeech: text normalisation, the engine, loudness). Measured per voice:
 * - real-time factor (synthesis time / audio length);
 * - pause agreement: of the text's breaks (a token ending in . ! ? । or , ; :), the share where the audio
 *   has a silence of 150 ms or more between that word's start and the next word's start, and the mean
 *   silence there, sentence ends and commas apart; and the silences of 150 ms or more that fall inside a
 *   clause (no break in the text: a hesitation the listener hears as broken speech);
 * - words per minute (text tokens / audio minutes);
 * - words the engine said nothing for (under 40 ms of audio, or no word time at all).
 * Limits: none of this hears the pronunciation; an engine can pause well and still mispronounce. English
 * rows are printed too, so the measure can be read against the recogniser's word error rate there
 * (voice.bench.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type VoiceDefinition, voiceDefinitions } from "../../server/src/catalog/definitions/voices";
import { ALIGN_RATE, pcmToFloat, soundSpans } from "../../server/src/lib/audio-features";
import { decodePcm } from "../../server/src/media/decode-pcm";
import { publicEngine, voiceEntryOf } from "../../server/src/seed/seed-voices";
import { localSpeech } from "../../server/src/voice/local-speech";
import { printTable } from "./recognise";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const story = (l: string) =>
  fs.readFileSync(path.join(root, `docs/images/contact-sheets/stories/${l}.txt`), "utf8").trim();

/** Every voice of another engine than espeak-ng, and each language's first espeak-ng woman and man. */
const only = process.argv.slice(2);
const firstEspeak = (v: VoiceDefinition) =>
  v ===
  voiceDefinitions.find(
    (w) => w.language === v.language && w.gender === v.gender && publicEngine(w) === "espeak-ng",
  );
const candidates = voiceDefinitions.filter(
  (v) =>
    (only.length === 0 || only.includes(v.language)) && (publicEngine(v) !== "espeak-ng" || firstEspeak(v)),
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "voice-languages-"));
const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");
const rows: string[] = [];

async function measure(v: VoiceDefinition) {
  const text = story(v.language);
  const wav = path.join(dir, `${v.id}.wav`);
  const t0 = performance.now();
  const r = await localSpeech.synthesize({
    text,
    language: v.language,
    voice: { public: { id: v.id, voice_name: v.name, voice_sample: "", tags: [] }, ...voiceEntryOf(v) },
    outWav: wav,
  });
  const synthS = (performance.now() - t0) / 1000;
  const pcm = pcmToFloat(await decodePcm(wav, ALIGN_RATE));
  const spans = soundSpans(pcm, 150);
  const silences = spans.slice(1).map((s, i) => ({
    startMs: ((spans[i]?.end ?? 0) * 1000) / ALIGN_RATE,
    endMs: (s.start * 1000) / ALIGN_RATE,
  }));
  const words = r.words;
  const breaks = words.slice(0, -1).map((w, i) => ({
    kind: /[.!?।]["”»']*$/.test(w.text) ? "sentence" : /[,;:]["”»']*$/.test(w.text) ? "comma" : "none",
    from: w.startMs,
    to: words[i + 1]?.startMs ?? w.endMs,
  }));
  const silenceIn = (b: { from: number; to: number }) =>
    silences.find((s) => s.endMs > b.from && s.startMs < b.to && s.endMs - s.startMs >= 150);
  const stats = (kind: string) => {
    const bs = breaks.filter((b) => b.kind === kind);
    const found = bs.map(silenceIn).filter((s) => s !== undefined);
    const mean = found.reduce((a, s) => a + (s.endMs - s.startMs), 0) / Math.max(1, found.length);
    return { n: bs.length, found: found.length, mean };
  };
  const sentence = stats("sentence");
  const comma = stats("comma");
  const inside = silences.filter(
    (s) => !breaks.some((b) => b.kind !== "none" && s.endMs > b.from && s.startMs < b.to),
  ).length;
  const unspoken = words.filter((w) => w.endMs - w.startMs < 40).length;
  const audioS = r.durationMs / 1000;
  const row = [
    v.language,
    `${v.name} (${v.id})`,
    r.engine ?? publicEngine(v),
    v.gender,
    f(synthS / audioS, 3),
    `${sentence.found}/${sentence.n}, ${f(sentence.mean)} ms`,
    `${comma.found}/${comma.n}, ${f(comma.mean)} ms`,
    String(inside),
    f(words.length / (audioS / 60)),
    `${unspoken}/${words.length}`,
  ];
  rows.push(`| ${row.join(" | ")} |`);
  console.log(rows.at(-1));
}

try {
  for (const v of candidates) await measure(v);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
printTable(
  [
    "language",
    "voice",
    "engine",
    "gender",
    "real-time factor",
    "sentence ends with a pause, mean",
    "commas with a pause, mean",
    "pauses inside a clause",
    "words per minute",
    "words not said",
  ],
  rows,
);

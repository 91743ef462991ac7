/**
 * The narration aligner against recordings whose word times are known exactly:
 *
 *   npm run bench:align [-- language ...]
 *
 * Per language, the 32 sentences of sentences.json in groups of four scenes. Each group's recording is
 * made by server/src/test/narration-recording.ts: every word said alone by the language's first voice
 * (RHVoice, SVOX Pico or Festival where the language has one, else an espeak-ng woman), joined with
 * pauses of 40-220 ms (400-900 ms between sentences), sped to 0.8-1.3 times, with music 16-22 dB and
 * noise 28-34 dB under the speech. The reference is a different voice: the language's first espeak-ng
 * man, saying each scene whole. Measured: each word's start error; and, for a second recording of each
 * group with one scene left out (a different one each group), whether that scene is reported skipped by
 * its id, and any problem reported for a recording that has none.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { alignRecording } from "../../server/src/align/align-recording";
import { speakReference } from "../../server/src/align/reference";
import { type VoiceDefinition, voiceDefinitions } from "../../server/src/catalog/definitions/voices";
import type { VoiceEntry } from "../../server/src/catalog/types";
import { seededRandom } from "../../server/src/lib/random";
import { publicEngine, voiceEntryOf } from "../../server/src/seed/seed-voices";
import { buildNarration } from "../../server/src/test/narration-recording";
import { localSpeech } from "../../server/src/voice/local-speech";

const here = path.dirname(fileURLToPath(import.meta.url));
const sentences = JSON.parse(fs.readFileSync(path.join(here, "sentences.json"), "utf8")) as Record<
  string,
  string[]
>;
const only = process.argv.slice(2);
const GROUP = 4;
/** Fewer groups per language for a quick look (ALIGN_GROUPS=2). */
const maxGroups = Number(process.env.ALIGN_GROUPS ?? 99);
// Versioned: words said or cut under an earlier rule (which sound a repeated word keeps, which cuts of
// a sentence said word by word are trusted) are not reused.
const wordCache = path.join(os.tmpdir(), "align-bench-words-v4");
fs.mkdirSync(wordCache, { recursive: true });
process.env.NARRATION_WORD_CACHE ??= wordCache;

const entry = (v: VoiceDefinition): VoiceEntry => ({
  public: { id: v.id, voice_name: v.name, voice_sample: "", tags: [] },
  ...voiceEntryOf(v),
});
const of = (l: string) => voiceDefinitions.filter((v) => v.language === l);
const referenceVoice = (l: string) =>
  of(l).find((v) => publicEngine(v) === "espeak-ng" && v.gender === "male") as VoiceDefinition;
const narratorVoice = (l: string) =>
  of(l).find((v) => publicEngine(v) !== "espeak-ng" && !v.derived) ??
  (of(l).find((v) => v.gender === "female") as VoiceDefinition);

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
};

async function language(l: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `align-bench-${l}-`));
  const narrator = narratorVoice(l);
  const refVoice = referenceVoice(l);
  const list = sentences[l] ?? [];
  const scenes = list.map((text, i) => ({ id: `${l}-${i + 1}`, text }));
  const reference = await speakReference(localSpeech, scenes, l, entry(refVoice), dir);
  const errors: number[] = [];
  const signed: number[] = [];
  let named = 0;
  let groups = 0;
  let falseProblems = 0;
  let audioS = 0;
  let alignS = 0;
  const speeds: number[] = [];
  for (let g = 0; g * GROUP < list.length && g < maxGroups; g++) {
    const ids = [...Array(Math.min(GROUP, list.length - g * GROUP)).keys()].map((i) => g * GROUP + i);
    const r = seededRandom(`${l}-${g}`);
    const plan = {
      language: l,
      voice: entry(narrator),
      speed: Math.round(r.range(0.8, 1.3) * 100) / 100,
      musicDb: -r.range(16, 22),
      noiseDb: -r.range(28, 34),
      dir,
    };
    speeds.push(plan.speed);
    const groupScenes = ids.map((i) => scenes[i] as { id: string; text: string });
    const groupRef = ids.map((i) => reference[i] as (typeof reference)[0]);
    const full = await buildNarration({
      ...plan,
      sentences: ids.map((i) => list[i] as string),
      seed: `${l}-${g}`,
    });
    const t0 = performance.now();
    const aligned = alignRecording({
      recordingPcm: full.pcm,
      scenes: groupScenes,
      language: l,
      reference: groupRef,
    });
    alignS += (performance.now() - t0) / 1000;
    audioS += full.pcm.length / 16_000;
    falseProblems += aligned.problems.length;
    for (const [s, scene] of groupScenes.entries()) {
      const truth = full.words.filter((w) => w.sentence === s);
      const found = aligned.words.filter((w) => w.sceneId === scene.id);
      for (const [i, w] of truth.entries()) {
        const f = found[i];
        errors.push(f ? Math.abs(f.start - w.start) * 1000 : 5000);
        signed.push(f ? (f.start - w.start) * 1000 : 0);
      }
    }
    const left = ids[g % ids.length] as number;
    const kept = ids.filter((i) => i !== left);
    const skip = await buildNarration({
      ...plan,
      sentences: kept.map((i) => list[i] as string),
      seed: `${l}-${g}-skip`,
    });
    const skipped = alignRecording({
      recordingPcm: skip.pcm,
      scenes: groupScenes,
      language: l,
      reference: groupRef,
    });
    const leftId = (scenes[left] as { id: string }).id;
    groups++;
    if (skipped.problems.some((p) => p.kind === "skipped" && p.sceneId === leftId)) named++;
    else console.error(`${leftId} left out, reported: ${JSON.stringify(skipped.problems)}`);
    if (skipped.problems.length > 1) falseProblems += skipped.problems.length - 1;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    l,
    narrator: `${narrator.id} (${publicEngine(narrator)})`,
    reference: refVoice.espeakName,
    words: errors.length,
    median: quantile(errors, 0.5),
    p90: quantile(errors, 0.9),
    bias: quantile(signed, 0.5),
    named: `${named}/${groups}`,
    falseProblems,
    speeds: `${Math.min(...speeds).toFixed(2)}-${Math.max(...speeds).toFixed(2)}`,
    rtf: alignS / audioS,
  };
}

const rows = [];
for (const l of Object.keys(sentences).filter((l) => only.length === 0 || only.includes(l))) {
  const row = await language(l);
  rows.push(row);
  console.error(JSON.stringify(row));
}
console.log(
  "| language | narrator (engine) | reference | words | start error median | p90 | bias | skipped scene named | other problems | speeds | align time / audio |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows)
  console.log(
    `| ${r.l} | ${r.narrator} | espeak-ng ${r.reference} | ${r.words} | ${r.median.toFixed(0)} ms | ${r.p90.toFixed(0)} ms | ${r.bias.toFixed(0)} ms | ${r.named} | ${r.falseProblems} | ${r.speeds} | ${r.rtf.toFixed(3)} |`,
  );

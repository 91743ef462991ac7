import { describe, expect, it } from "vitest";
import { type VoiceDefinition, voiceDefinitions } from "../catalog/definitions/voices";
import type { VoiceEntry } from "../catalog/types";
import { withTempDir } from "../media/run-process";
import { voiceEntryOf } from "../seed/seed-voices";
import { buildNarration } from "../test/narration-recording";
import { localSpeech } from "../voice";
import { alignRecording } from "./align-recording";
import { speakReference } from "./reference";

/** An espeak-ng voice of the catalogue by its espeak-ng name (the narrator and the reference differ). */
function espeakVoice(espeakName: string): VoiceEntry {
  const v = voiceDefinitions.find(
    (d) => d.espeakName === espeakName && !d.festival && !d.pico && !d.rhvoice,
  ) as VoiceDefinition;
  return { public: { id: v.id, voice_name: v.name, voice_sample: "", tags: [] }, ...voiceEntryOf(v) };
}

const cases = [
  {
    language: "hi",
    narrator: "hi+f2",
    reference: "hi+m3",
    sentences: [
      "सुबह की बस आज फिर देर से आई।",
      "उसने छोटा बैग लिया और जल्दी निकल गई।",
      "हमारी टीम ने पुल समय से पहले बना दिया।",
    ],
  },
];

describe("a recorded narration aligned to its script", () => {
  for (const c of cases) {
    it(`times each ${c.language} word near where it is said and names a scene left out`, async () => {
      await withTempDir("align-test", async (dir) => {
        const scenes = c.sentences.map((text, i) => ({ id: `scene-${i + 1}`, text }));
        const reference = await speakReference(
          localSpeech,
          scenes,
          c.language,
          espeakVoice(c.reference),
          dir,
        );
        const plan = {
          language: c.language,
          voice: espeakVoice(c.narrator),
          musicDb: -18,
          noiseDb: -30,
          dir,
        };
        const said = await buildNarration({ ...plan, sentences: c.sentences, speed: 1.2, seed: c.language });
        const aligned = alignRecording({ recordingPcm: said.pcm, scenes, language: c.language, reference });
        const errors = said.words.map((w, i) => Math.abs((aligned.words[i]?.start ?? -9) - w.start));
        errors.sort((a, b) => a - b);
        expect(aligned.words).toHaveLength(said.words.length);
        // The aligner's targets (docs/BENCHMARKS.md): start error median 60 ms, 90th percentile 150 ms.
        expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(0.06);
        expect(errors[Math.floor(errors.length * 0.9)]).toBeLessThan(0.15);
        expect(aligned.problems).toEqual([]);
        // Words and scenes follow one another: none ends after the next one starts.
        const overlaps = aligned.words.slice(1).filter((w, i) => (aligned.words[i]?.end ?? 0) > w.start);
        expect(overlaps).toEqual([]);
        const ends = aligned.scenes.map((s, k) => s.end - (aligned.scenes[k + 1]?.start ?? s.end));
        expect(ends.every((overrun) => overrun <= 0)).toBe(true);

        const skipped = await buildNarration({
          ...plan,
          sentences: [c.sentences[0] as string, c.sentences[2] as string],
          speed: 0.85,
          seed: `${c.language}-skip`,
        });
        const gap = alignRecording({ recordingPcm: skipped.pcm, scenes, language: c.language, reference });
        expect(gap.problems.map((p) => [p.kind, p.sceneId])).toEqual([["skipped", "scene-2"]]);
        expect(gap.scenes.find((s) => s.sceneId === "scene-2")?.status).toBe("missing");
      });
    }, 180_000);
  }
});

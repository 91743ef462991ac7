import path from "node:path";
import { voiceDefinitions, voiceSampleText } from "../catalog/definitions/voices";
import type { VoiceEntry } from "../catalog/types";
import { synthesizeSpeech } from "../providers/speech/espeak";
import { runFfmpeg, withTempDir } from "../render/process";
import { mapLimit } from "./pool";
import { CONCURRENCY, hashOf, type PartContext } from "./seed-context";

export const voicesVersion = () => `voices-1-${hashOf(voiceDefinitions.map((v) => [v, voiceSampleText(v)]))}`;

/** Mono MP3 at 64 kbit/s: a 4 s sample is about 35 KB. */
export const mp3VoiceArgs = (inWav: string, outMp3: string) => [
  "-i",
  inWav,
  "-ac",
  "1",
  "-ar",
  "22050",
  "-c:a",
  "libmp3lame",
  "-b:a",
  "64k",
  outMp3,
];

/** Each voice speaks a short introduction in its own language; the sample is stored as MP3. */
export async function seedVoices(ctx: PartContext): Promise<VoiceEntry[]> {
  let done = 0;
  return withTempDir("seed-voices", (dir) =>
    mapLimit(voiceDefinitions, CONCURRENCY, async (v) => {
      const wav = path.join(dir, `${v.id}.wav`);
      const mp3 = path.join(dir, `${v.id}.mp3`);
      await synthesizeSpeech({
        text: voiceSampleText(v),
        language: v.language,
        espeakName: v.espeakName,
        rate: v.rate,
        pitch: v.pitch,
        outWav: wav,
      });
      await runFfmpeg(mp3VoiceArgs(wav, mp3), { timeoutMs: 60_000 });
      const key = `${ctx.prefix}/${v.id}.mp3`;
      await ctx.storage.putFile(key, mp3, "audio/mpeg");
      ctx.progress(++done, voiceDefinitions.length);
      return {
        public: {
          id: v.id,
          voice_name: v.name,
          voice_sample: ctx.storage.publicUrl(key),
          tags: [`language:${v.language}`, `gender:${v.gender}`, `flag:${v.flag}`, `accent:${v.accent}`],
        },
        language: v.language,
        gender: v.gender,
        espeakName: v.espeakName,
        rate: v.rate,
        pitch: v.pitch,
      } satisfies VoiceEntry;
    }),
  );
}

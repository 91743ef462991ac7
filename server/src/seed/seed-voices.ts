import path from "node:path";
import type { VoiceEngine } from "@reelsmith/contract/catalog";
import { type VoiceDefinition, voiceDefinitions, voiceSampleText } from "../catalog/definitions/voices";
import type { VoiceEntry } from "../catalog/types";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { medianPitchHz, PITCH_SAMPLE_RATE } from "../services/avatar-processing-voice";
import { localSpeech } from "../voice";
import { mapPool } from "./pool";
import { hashOf, type PartContext, type VoiceSamples } from "./seed-context";

export const voicesVersion = () => `voices-3-${hashOf(voiceDefinitions.map((v) => [v, voiceSampleText(v)]))}`;

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

/** The engine-side entry of a definition (what the speech provider reads), without its sample. */
export const voiceEntryOf = (v: VoiceDefinition): Omit<VoiceEntry, "public"> => ({
  language: v.language,
  gender: v.gender,
  engine: v.festival ? "festival" : v.pico ? "pico" : v.rhvoice ? "rhvoice" : "espeak-ng",
  ...(v.festival ? { festival: v.festival } : {}),
  ...(v.pico ? { pico: v.pico } : {}),
  ...(v.rhvoice ? { rhvoice: v.rhvoice } : {}),
  ...(v.derived ? { derived: v.derived } : {}),
  espeakName: v.espeakName,
  rate: v.rate,
  pitch: v.pitch,
});

export const publicEngine = (v: VoiceDefinition): VoiceEngine =>
  v.festival
    ? v.festival.kind === "hts"
      ? "festival-hts"
      : "festival-diphone"
    : v.pico
      ? "pico"
      : v.rhvoice
        ? "rhvoice"
        : "espeak-ng";

/**
 * Each voice speaks a short introduction in its own language with its own engine; the sample is stored as
 * MP3, and its median pitch is measured (custom avatars are matched on it). A Festival, Pico or RHVoice
 * voice that falls back to espeak-ng here fails the seed: the catalogue must not name an engine that did
 * not speak.
 */
export async function seedVoices(ctx: PartContext): Promise<VoiceEntry[]> {
  let done = 0;
  return withTempDir("seed-voices", (dir) =>
    mapPool(voiceDefinitions, ctx.pool, async (v) => {
      const mp3 = path.join(dir, `${v.id}.mp3`);
      const entry = voiceEntryOf(v);
      const { wav, spoken } = await ctx.voiceSamples(v);
      if (entry.engine !== "espeak-ng" && !spoken.engine?.startsWith(entry.engine ?? "")) {
        throw new Error(`Voice ${v.id} needs ${entry.engine} (run the setup): ${spoken.engine}`);
      }
      const f0 = medianPitchHz(await decodePcm(wav, PITCH_SAMPLE_RATE));
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
          engine: publicEngine(v),
          ...(v.description ? { description: v.description } : {}),
          ...(f0 ? { pitch_hz: Math.round(f0) } : {}),
        },
        ...entry,
        ...(f0 ? { f0Hz: Math.round(f0) } : {}),
      } satisfies VoiceEntry;
    }),
  );
}

/**
 * Speaks each voice's sample at most once per seed, into `dir`: the voices part stores it as MP3 and the
 * presenters sharing that voice speak it in their clips, so a seed building both synthesises it once.
 */
export function voiceSampleSpeaker(dir: string): VoiceSamples {
  const spoken = new Map<string, ReturnType<VoiceSamples>>();
  return (voice) => {
    const known = spoken.get(voice.id);
    if (known) return known;
    const wav = path.join(dir, `${voice.id}.wav`);
    const sample = localSpeech
      .synthesize({
        text: voiceSampleText(voice),
        language: voice.language,
        voice: {
          public: { id: voice.id, voice_name: voice.name, voice_sample: "", tags: [] },
          ...voiceEntryOf(voice),
        },
        outWav: wav,
      })
      .then((result) => ({ wav, spoken: result }));
    spoken.set(voice.id, sample);
    return sample;
  };
}

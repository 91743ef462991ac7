import fs from "node:fs/promises";
import path from "node:path";
import { withTempDir } from "../../media/run-process";
import { estimateVisemes, visemesOfPhonemes } from "../../providers/avatar/visemes";
import { getSpeechProvider, type SpeechProvider } from "../../providers/speech/speech";
import { getVoiceCloner } from "../../providers/speech/voice-cloner";
import { normaliseSettings } from "../../providers/speech/voice-settings";
import { cachePrefix, inputsHash, readCached, writeCached } from "../../storyboard/render-cache";
import { storyboardIfAny } from "../../storyboard/render-storyboard";
import { loadRenderCatalog } from "../catalog-access";
import type { AudioConfigArtifact, CharacterArtifact, SceneAudio, ScenesArtifact } from "../types";
import { readJson, type Stage, writeJson } from "./stage";

/** Silence after each scene's speech, and a longer one at the end. */
export const SCENE_PAUSE_MS = 350;
export const END_PAUSE_MS = 700;

/**
 * Audio and video config (stage "audio"): speech per scene with the chosen voice and language (word times from the
 * engine), the timeline of scene slots, the music and its volume, and the caption settings.
 */
export const audioStage: Stage = {
  key: "audio",
  doneKey: (ctx) => `${ctx.prefix}/config.json`,
  async run(ctx) {
    const { request } = ctx;
    const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
    // The storyboard's hold after each scene's words (issue 28); absent: the usual pause.
    const board = await storyboardIfAny(ctx);
    const character = await readJson<CharacterArtifact>(ctx, "character.json");
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const voice = catalog.voice(character.voiceId ?? request.voiceId, request.language);
    const cloner = character.voiceCloneId ? getVoiceCloner(ctx.deps.config) : null;
    const cloneId = character.voiceCloneId;
    const speech: SpeechProvider =
      cloner && cloneId
        ? {
            name: cloner.name,
            synthesize: (input) => cloner.synthesize({ ...input, voiceId: cloneId }),
          }
        : getSpeechProvider(ctx.deps.config);
    const asked = normaliseSettings(request.voiceSettings);
    // A custom avatar's stock voice is also moved toward its sample's pitch.
    const settings = { ...asked, pitch: asked.pitch * (character.voicePitch ?? 1) };
    // The engine that really spoke each scene (a local voice may fall back to espeak-ng).
    const engines = new Set<string>();
    const out: SceneAudio[] = [];
    let start = 0;
    await withTempDir("speech", async (dir) => {
      const speak = async (i: number, text: string, name: string): Promise<SpokenScene> => {
        const wav = path.join(dir, `scene-${i}.wav`);
        const r = await speech.synthesize({ text, language: request.language, voice, outWav: wav, settings });
        if (r.durationMs <= 0) throw new Error(`The voice produced no speech for scene ${i + 1}`);
        const audioKey = `${name}.wav`;
        await ctx.deps.storage.put(audioKey, await fs.readFile(wav), "audio/wav");
        // The mouth's shapes: the engine's own phonemes, else guessed from each word's letters.
        const visemes =
          r.phonemes && r.phonemes.length > 0 && r.phonemeNames
            ? visemesOfPhonemes(r.phonemes, r.phonemeNames)
            : estimateVisemes(r.words);
        const spoken: SpokenScene = {
          audioKey,
          speechMs: r.durationMs,
          words: r.words,
          visemes,
          engine: r.engine ?? speech.name,
        };
        await writeCached(ctx, `${name}.json`, spoken);
        return spoken;
      };
      for (const [i, scene] of scenes.entries()) {
        // The same words in the same voice are spoken once per project: a new version reuses them.
        const name = `${cachePrefix(ctx)}/speech/${inputsHash({
          v: 1,
          text: scene.text,
          language: request.language,
          voice: voice.public.id,
          engine: speech.name,
          clone: cloneId ?? null,
          settings,
        })}`;
        const cached = await readCached<SpokenScene>(ctx, `${name}.json`);
        const spoken = cached ?? (await speak(i, scene.text, name));
        engines.add(spoken.engine);
        const hold = board?.scenes[i]?.holdAfter;
        const pause =
          hold !== undefined
            ? Math.round(hold * 1000)
            : i === scenes.length - 1
              ? END_PAUSE_MS
              : SCENE_PAUSE_MS;
        const durationMs = spoken.speechMs + pause;
        const { audioKey, speechMs, words, visemes } = spoken;
        out.push({ audioKey, speechMs, durationMs, startMs: start, words, visemes });
        start += durationMs;
      }
    });
    const music = catalog.music(request.musicId);
    const artifact: AudioConfigArtifact = {
      scenes: out,
      totalMs: start,
      voice: {
        id: voice.public.id,
        espeakName: voice.espeakName,
        engine: [...engines].join(", ") || speech.name,
      },
      music: music ? { id: music.public.id, trackKey: music.trackKey, volume: request.musicVolume } : null,
      captions: request.captionStyle ? { style: request.captionStyle, language: request.language } : null,
      width: request.width,
      height: request.height,
      fps: 30,
    };
    await writeJson(ctx, "config.json", artifact);
  },
};

/** One scene's narration as the cache keeps it (the wav beside it). */
interface SpokenScene {
  audioKey: string;
  speechMs: number;
  words: SceneAudio["words"];
  visemes: NonNullable<SceneAudio["visemes"]>;
  engine: string;
}

import fs from "node:fs/promises";
import path from "node:path";
import { withTempDir } from "../../media/run-process";
import { estimateVisemes, visemesOfPhonemes } from "../../providers/avatar/visemes";
import { getSpeechProvider, type SpeechProvider } from "../../providers/speech/speech";
import { getVoiceCloner } from "../../providers/speech/voice-cloner";
import { normaliseSettings } from "../../providers/speech/voice-settings";
import { loadRenderCatalog } from "../catalog-access";
import type { AudioConfigArtifact, CharacterArtifact, SceneAudio, ScenesArtifact } from "../types";
import { keyOf, readJson, type Stage, writeJson } from "./stage";

/** Silence after each scene's speech, and a longer one at the end. */
export const SCENE_PAUSE_MS = 350;
export const END_PAUSE_MS = 700;

/**
 * 4 audio and video config: speech per scene with the chosen voice and language (word times from the
 * engine), the timeline of scene slots, the music and its volume, and the caption settings.
 */
export const audioStage: Stage = {
  status: 4,
  name: "audio",
  doneKey: (ctx) => `${ctx.prefix}/config.json`,
  async run(ctx) {
    const { request } = ctx;
    const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
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
      for (const [i, scene] of scenes.entries()) {
        const wav = path.join(dir, `scene-${i}.wav`);
        const r = await speech.synthesize({
          text: scene.text,
          language: request.language,
          voice,
          outWav: wav,
          settings,
        });
        engines.add(r.engine ?? speech.name);
        if (r.durationMs <= 0) throw new Error(`The voice produced no speech for scene ${i + 1}`);
        const audioKey = keyOf(ctx, `audio/scene-${i}.wav`);
        await ctx.deps.storage.put(audioKey, await fs.readFile(wav), "audio/wav");
        const durationMs = r.durationMs + (i === scenes.length - 1 ? END_PAUSE_MS : SCENE_PAUSE_MS);
        // The mouth's shapes: the engine's own phonemes, else guessed from each word's letters.
        const visemes =
          r.phonemes && r.phonemes.length > 0 && r.phonemeNames
            ? visemesOfPhonemes(r.phonemes, r.phonemeNames)
            : estimateVisemes(r.words);
        out.push({ audioKey, speechMs: r.durationMs, durationMs, startMs: start, words: r.words, visemes });
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

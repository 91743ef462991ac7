import os from "node:os";
import type { SpeechProvider } from "../../providers/speech";
import { getSpeechProvider, getVoiceCloner } from "../../providers/speech";
import { localSpeech, normaliseSettings } from "../../voice";
import { loadRenderCatalog } from "../catalog-access";
import { recordedNarration } from "../recorded-narration";
import { withSceneRecordings } from "../scene-recordings";
import { speakScenes } from "../sentence-speech";
import { narrationSource } from "../storyboard/media-source";
import { storyboardIfAny } from "../storyboard/render-storyboard";
import { talkingVideoTrack } from "../talking-video";
import { setWarnings } from "../task-store";
import type { AudioConfigArtifact, CharacterArtifact, SceneAudio, ScenesArtifact } from "../types";
import { readJson, type Stage, writeJson } from "./stage";

/** Silence after each scene's speech, and a longer one at the end. */
export const SCENE_PAUSE_MS = 350;
export const END_PAUSE_MS = 700;

/**
 * Audio and video config (stage "audio"): speech per scene with the chosen voice and language (word times from the
 * engine; each sentence cached by its inputs: sentence-speech.ts), the timeline of scene slots, the music and its
 * volume, and the caption settings. A request with the creator's own recording (`narration`) speaks nothing:
 * the scenes are the recording's stretches aligned to their words (recorded-narration.ts), and what the
 * alignment disagrees with is kept as the task's warnings. Storyboard scenes recorded one by one then take
 * their own recordings' place (scene-recordings.ts).
 */
export const audioStage: Stage = {
  key: "audio",
  doneKey: (ctx) => `${ctx.prefix}/config.json`,
  async run(ctx) {
    const { request } = ctx;
    const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
    // The storyboard's hold after each scene's words; absent: the usual pause.
    const board = await storyboardIfAny(ctx);
    const character = await readJson<CharacterArtifact>(ctx, "character.json");
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const voice = catalog.voice(character.voiceId ?? request.voiceId, request.language);
    const music = catalog.music(request.musicId);
    const rest = {
      music: music ? { id: music.public.id, trackKey: music.trackKey, volume: request.musicVolume } : null,
      captions: request.captionStyle ? { style: request.captionStyle, language: request.language } : null,
      fps: 30,
    };
    const texts = scenes.map((s) => s.text);
    // The storyboard's hold after a scene's words, else the usual pause (longer after the last).
    const pauseMs = (i: number) => {
      const hold = board?.scenes[i]?.holdAfter;
      if (hold !== undefined) return Math.round(hold * 1000);
      return i === scenes.length - 1 ? END_PAUSE_MS : SCENE_PAUSE_MS;
    };
    if (request.narration) {
      // The creator's own recording, aligned to the scenes: no voice speaks (recorded-narration.ts).
      const recorded = await recordedNarration(ctx, {
        narration: request.narration,
        texts,
        board: board ?? null,
        voice,
        endPauseMs: END_PAUSE_MS,
      });
      // A talking video's picture keeps its voice's times: scenes recorded on their own do not replace it.
      const talking = request.narration.kind === "video" ? request.narration : null;
      const own = talking
        ? { ...recorded, warnings: [] }
        : await withSceneRecordings(ctx, { board, texts, scenes: recorded.scenes, voice, pauseMs });
      await setWarnings(ctx.deps, ctx.taskId, [...recorded.warnings, ...own.warnings]);
      const artifact: AudioConfigArtifact = {
        scenes: own.scenes,
        totalMs: own.totalMs,
        voice: { id: null, espeakName: voice.espeakName, engine: "recording" },
        ...rest,
        ...(talking
          ? {
              talkingVideo: talkingVideoTrack(
                await narrationSource(ctx.deps.database.db, ctx.userId, talking.mediaId, undefined, "video"),
                talking.layout,
                recorded.spans,
              ),
            }
          : {}),
      };
      await writeJson(ctx, "config.json", artifact);
      return;
    }
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
    // Offline engines run as processes of their own: two sentences at once keep both cores busy. A
    // hosted voice or a clone server is asked one sentence at a time, as before.
    const concurrency = speech.name === localSpeech.name ? Math.min(2, os.availableParallelism()) : 1;
    const narrator = {
      speech,
      language: request.language,
      voice,
      settings,
      cloneId: cloneId ?? null,
      concurrency,
    };
    // Scenes recorded one by one are spoken too: the voice stays where a recording is not of its words.
    const spoken = await speakScenes(ctx, narrator, texts);
    const out: SceneAudio[] = [];
    let start = 0;
    for (const [i, scene] of spoken.scenes.entries()) {
      const durationMs = scene.speechMs + pauseMs(i);
      const { audioKey, speechMs, words, visemes } = scene;
      out.push({ audioKey, speechMs, durationMs, startMs: start, words, visemes });
      start += durationMs;
    }
    const own = await withSceneRecordings(ctx, { board, texts, scenes: out, voice, pauseMs });
    if (own.warnings.length > 0) await setWarnings(ctx.deps, ctx.taskId, own.warnings);
    const engines = spoken.engines.join(", ") || speech.name;
    const artifact: AudioConfigArtifact = {
      scenes: own.scenes,
      totalMs: own.totalMs,
      voice: {
        id: voice.public.id,
        espeakName: voice.espeakName,
        engine:
          own.recorded === 0 ? engines : own.recorded === out.length ? "recording" : `${engines}, recording`,
      },
      ...rest,
    };
    await writeJson(ctx, "config.json", artifact);
  },
};

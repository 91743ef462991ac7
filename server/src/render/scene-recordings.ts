import { narrationMessages, type TaskWarning } from "@reelsmith/contract/narration";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import type { VoiceEntry } from "../catalog/types";
import { recordedNarration } from "./recorded-narration";
import type { SceneAudio, StageContext } from "./types";

export interface ScenesWithRecordings {
  scenes: SceneAudio[];
  totalMs: number;
  warnings: TaskWarning[];
  /** How many scenes their own recording narrates. */
  recorded: number;
}

/**
 * The storyboard's scenes recorded one by one (`recording: { mediaId }`) take the place of what the voice
 * (or the video's whole recording) says for them: each recording is cleaned and aligned to its own scene's
 * words (recorded-narration.ts with one scene), and keeps the scene's pause after its words. A recording
 * the aligner cannot place on its scene's words leaves the scene as it was, with a warning naming it. The
 * scenes' start times follow the new lengths.
 */
export async function withSceneRecordings(
  ctx: StageContext,
  opts: {
    board: Storyboard | null;
    texts: string[];
    scenes: SceneAudio[];
    voice: VoiceEntry;
    pauseMs: (index: number) => number;
  },
): Promise<ScenesWithRecordings> {
  const { board, texts } = opts;
  const out = [...opts.scenes];
  const warnings: TaskWarning[] = [];
  let recorded = 0;
  for (const [k, scene] of (board?.scenes ?? []).entries()) {
    const recording = scene.recording;
    if (!board || !recording || k >= out.length) continue;
    const own = await recordedNarration(ctx, {
      narration: { kind: "recording", mediaId: recording.mediaId },
      texts: [texts[k] ?? scene.text],
      board: { ...board, scenes: [scene] },
      voice: opts.voice,
      endPauseMs: opts.pauseMs(k),
      folder: `scene-recordings/${k}`,
    }).catch((err: Error) => {
      // The recording is not of this scene's words, or cannot be read: the scene keeps its narration.
      ctx.deps.logger.warn({ sceneId: scene.id, err: err.message }, "scene recording not used");
      return null;
    });
    const audio = own?.scenes[0];
    if (!own || !audio || audio.words.length === 0) {
      warnings.push({
        kind: "unlike-script",
        sceneId: scene.id,
        message: narrationMessages.sceneNotSaid(k + 1),
      });
      continue;
    }
    // The aligner numbers the one scene it was given 1: its messages name this scene's number instead.
    for (const w of own.warnings)
      warnings.push({ ...w, sceneId: scene.id, message: w.message.replace(/\bScene 1\b/, `Scene ${k + 1}`) });
    out[k] = audio;
    recorded++;
  }
  let startMs = 0;
  const scenes = out.map((s) => {
    const placed = { ...s, startMs };
    startMs += s.durationMs;
    return placed;
  });
  return { scenes, totalMs: startMs, warnings, recorded };
}

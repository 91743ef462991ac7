import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type PresenterDefinition, presenterDefinitions } from "../catalog/definitions/presenters";
import { type VoiceDefinition, voiceDefinitions, voiceSampleText } from "../catalog/definitions/voices";
import type { PresenterEntry } from "../catalog/types";
import { withTempDir } from "../media/run-process";
import { renderTalkingAvatar } from "../providers/avatar/talking-avatar";
import { estimateVisemes, VISEMES, visemesOfPhonemes } from "../providers/avatar/visemes";
import { localSpeech } from "../providers/speech/local-speech";
import { mapLimit } from "./pool";
import { visemeMouths } from "./presenter-art";
import { renderPresenterPng } from "./presenter-portrait";
import { CONCURRENCY, hashOf, type PartContext } from "./seed-context";
import { voiceEntryOf, voicesVersion } from "./seed-voices";

/** The clip on the avatars page: small, it plays in a card. */
const VIDEO_WIDTH = 360;
const VIDEO_HEIGHT = 640;
const VIDEO_FPS = 24;
/** Mouth frames for the clip, a little larger than it (the idle motion zooms by 6%): decoding and scaling
 * 540x960 frames at every mouth change costs about half the clip's encode time. */
const CLIP_FRAME_WIDTH = 384;
const CLIP_FRAME_HEIGHT = 682;

/** Bump the number when the drawing code changes; definitions and voices are hashed in. */
export const presentersVersion = () => `presenters-3-${hashOf(presenterDefinitions)}-${voicesVersion()}`;

/** Each presenter's voice: one of its language and gender, taken in turn so the voices are shared out. */
export function presenterVoices(): Map<string, VoiceDefinition> {
  const turn = new Map<string, number>();
  const out = new Map<string, VoiceDefinition>();
  for (const p of presenterDefinitions) {
    const pool = voiceDefinitions.filter((v) => v.language === p.language && v.gender === p.gender);
    const k = `${p.language}:${p.gender}`;
    const i = turn.get(k) ?? 0;
    turn.set(k, i + 1);
    const voice = pool[i % pool.length];
    if (!voice) throw new Error(`No ${p.gender} voice for ${p.language}`);
    out.set(p.id, voice);
  }
  return out;
}

/**
 * Portrait, mouth frames and a face per viseme with the eyes open and shut (PNG, 540x960), and a clip of
 * the presenter saying its voice's sample with its mouth on the sounds.
 */
export async function seedPresenters(ctx: PartContext): Promise<PresenterEntry[]> {
  const voices = presenterVoices();
  let done = 0;
  return withTempDir("seed-presenters", (dir) =>
    mapLimit(presenterDefinitions, CONCURRENCY, async (p: PresenterDefinition) => {
      const voice = voices.get(p.id) as VoiceDefinition;
      const base = `${ctx.prefix}/${p.id}`;
      const shapes = ["rest", "closed", "half", "open"] as const;
      const files = shapes.map((s) => path.join(dir, `${p.id}-${s}.png`));
      const pngs = await Promise.all(shapes.map((s) => renderPresenterPng(p, s)));
      await Promise.all(pngs.map((png, i) => fs.writeFile(files[i] as string, png)));
      // The face per viseme, eyes open then shut: one picture per mouth the style draws, shared by visemes.
      const faces = [false, true].flatMap((shut) =>
        VISEMES.map((v) => ({
          option: visemeMouths[p.style][v],
          shut,
          name: `${visemeMouths[p.style][v]}${shut ? "-shut" : ""}`,
        })),
      );
      const distinct = [...new Map(faces.map((f) => [f.name, f])).values()];
      const facePngs = new Map(
        await Promise.all(
          distinct.map(
            async (f) =>
              [
                f.name,
                await renderPresenterPng(p, { option: f.option }, undefined, undefined, f.shut),
              ] as const,
          ),
        ),
      );
      const faceFiles = new Map(distinct.map((f) => [f.name, path.join(dir, `${p.id}-face-${f.name}.png`)]));
      const clipFiles = new Map(distinct.map((f) => [f.name, path.join(dir, `${p.id}-clip-${f.name}.png`)]));
      await Promise.all(
        distinct.flatMap((f) => [
          fs.writeFile(faceFiles.get(f.name) as string, facePngs.get(f.name) as Buffer),
          sharp(facePngs.get(f.name) as Buffer)
            .resize(CLIP_FRAME_WIDTH, CLIP_FRAME_HEIGHT)
            .png({ compressionLevel: 1 })
            .toFile(clipFiles.get(f.name) as string),
        ]),
      );
      const clipFrames = faces.map((f) => clipFiles.get(f.name) as string);
      const wav = path.join(dir, `${p.id}.wav`);
      const mp4 = path.join(dir, `${p.id}.mp4`);
      // The presenter's clip speaks with the voice's own engine (Festival for the Festival voices).
      const spoken = await localSpeech.synthesize({
        text: voiceSampleText(voice),
        language: voice.language,
        voice: {
          public: { id: voice.id, voice_name: voice.name, voice_sample: "", tags: [] },
          ...voiceEntryOf(voice),
        },
        outWav: wav,
      });
      await renderTalkingAvatar({
        mouthFramePaths: clipFrames,
        visemes:
          spoken.phonemes && spoken.phonemeNames
            ? visemesOfPhonemes(spoken.phonemes, spoken.phonemeNames)
            : estimateVisemes(spoken.words),
        audioPath: wav,
        outPath: mp4,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        fps: VIDEO_FPS,
      });
      const keys = shapes.map((s) => `${base}/${s === "rest" ? "portrait" : s}.png`);
      for (const [i, key] of keys.entries()) await ctx.storage.putFile(key, files[i] as string, "image/png");
      const faceKey = (name: string) => `${base}/face-${name}.png`;
      for (const f of distinct)
        await ctx.storage.putFile(faceKey(f.name), faceFiles.get(f.name) as string, "image/png");
      const videoKey = `${base}/video.mp4`;
      await ctx.storage.putFile(videoKey, mp4, "video/mp4");
      await Promise.all(
        [...files, ...faceFiles.values(), ...clipFiles.values(), wav, mp4].map((f) =>
          fs.rm(f, { force: true }),
        ),
      );
      ctx.progress(++done, presenterDefinitions.length);
      return {
        public: {
          id: p.id,
          avatar_name: p.name,
          avatar_image: ctx.storage.publicUrl(keys[0] as string),
          avatar_video: ctx.storage.publicUrl(videoKey),
          avatar_voice_id: voice.id,
          tags: [`gender:${p.gender}`, `language:${p.language}`, `style:${p.style}`],
        },
        gender: p.gender,
        portraitKey: keys[0] as string,
        mouthFrameKeys: [keys[1], keys[2], keys[3]] as [string, string, string],
        visemeFrameKeys: faces.map((f) => faceKey(f.name)),
      } satisfies PresenterEntry;
    }),
  );
}

import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type PresenterDefinition, presenterDefinitions } from "../catalog/definitions/presenters";
import { type VoiceDefinition, voiceDefinitions } from "../catalog/definitions/voices";
import type { PresenterEntry } from "../catalog/types";
import { estimateVisemes, renderTalkingAvatar, VISEMES, visemesOfPhonemes } from "../presenter";
import { mapPool } from "./pool";
import { visemeMouths } from "./presenter-art";
import { type Pixels, renderPresenterFaces } from "./presenter-portrait";
import { hashOf, type PartContext } from "./seed-context";
import { voicesVersion } from "./seed-voices";

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

/** What a presenter's clip is made from once the catalogue is ready. */
interface ClipJob {
  presenter: PresenterDefinition;
  voice: VoiceDefinition;
  /** The faces at the clip's frame size, one per viseme, eyes open then shut. */
  frames: string[];
  videoKey: string;
}

export interface PresentersBuild {
  entries: PresenterEntry[];
  /**
   * Each presenter's clip on the avatars page, saying its voice's sample: made once the catalogue is
   * ready, since no video needs it (the page shows the portrait until it is there).
   */
  speakClips: (ctx: PartContext) => Promise<void>;
}

/**
 * Portrait, mouth frames and a face per viseme with the eyes open and shut (PNG, 540x960); the faces at
 * the clip's size go to the seed's scratch folder for the clips (speakClips).
 */
export async function seedPresenters(ctx: PartContext): Promise<PresentersBuild> {
  const voices = presenterVoices();
  const dir = await fs.mkdtemp(path.join(ctx.scratch, "presenters-"));
  let done = 0;
  const built = await mapPool(presenterDefinitions, ctx.pool, async (p) => {
    const result = await drawPresenter(ctx, p, voices.get(p.id) as VoiceDefinition, dir);
    ctx.progress(++done, presenterDefinitions.length);
    return result;
  });
  return {
    entries: built.map((b) => b.entry),
    speakClips: async (clipCtx) => {
      let spoken = 0;
      await mapPool(built, clipCtx.pool, async ({ clip }) => {
        await speakClip(clipCtx, clip, dir);
        clipCtx.progress(++spoken, built.length);
      });
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function drawPresenter(ctx: PartContext, p: PresenterDefinition, voice: VoiceDefinition, dir: string) {
  const base = `${ctx.prefix}/${p.id}`;
  const shapes = ["rest", "closed", "half", "open"] as const;
  const keys = shapes.map((s) => `${base}/${s === "rest" ? "portrait" : s}.png`);
  // The face per viseme, eyes open then shut: one picture per mouth the style draws, shared by visemes.
  const faces = [false, true].flatMap((shut) =>
    VISEMES.map((v) => ({
      mouth: { option: visemeMouths[p.style][v] },
      eyesShut: shut,
      name: `${visemeMouths[p.style][v]}${shut ? "-shut" : ""}`,
    })),
  );
  const distinct = [...new Map(faces.map((f) => [f.name, f])).values()];
  const faceKey = (name: string) => `${base}/face-${name}.png`;
  const clipFile = (name: string) => path.join(dir, `${p.id}-clip-${name}.png`);
  const pictures = await renderPresenterFaces(p, [...shapes.map((mouth) => ({ mouth })), ...distinct]);
  const png = (i: number) => {
    const { data, width, height } = pictures[i] as Pixels;
    return sharp(data, { raw: { width, height, channels: 4 } });
  };
  await Promise.all([
    ...keys.map(async (key, i) => ctx.storage.put(key, await png(i).png().toBuffer(), "image/png")),
    ...distinct.map(async (f, i) => {
      const at = shapes.length + i;
      await ctx.storage.put(faceKey(f.name), await png(at).png().toBuffer(), "image/png");
      await png(at)
        .resize(CLIP_FRAME_WIDTH, CLIP_FRAME_HEIGHT)
        .png({ compressionLevel: 1 })
        .toFile(clipFile(f.name));
    }),
  ]);
  const videoKey = `${base}/video.mp4`;
  const entry: PresenterEntry = {
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
  };
  const clip: ClipJob = { presenter: p, voice, frames: faces.map((f) => clipFile(f.name)), videoKey };
  return { entry, clip };
}

/** The presenter saying its voice's sample (with the voice's own engine), its mouth on the sounds. */
async function speakClip(ctx: PartContext, clip: ClipJob, dir: string) {
  const { wav, spoken } = await ctx.voiceSamples(clip.voice);
  const mp4 = path.join(dir, `${clip.presenter.id}.mp4`);
  await renderTalkingAvatar({
    mouthFramePaths: clip.frames,
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
  await ctx.storage.putFile(clip.videoKey, mp4, "video/mp4");
  await fs.rm(mp4, { force: true });
}

import {
  type CaptionStyle,
  captionStyleSchema,
  type Language,
  languageSchema,
} from "@reelsmith/contract/catalog";
import { narrationSchema } from "@reelsmith/contract/narration";
import { storyboardSchema } from "@reelsmith/contract/storyboard";
import { storedTemplateSettingsSchema } from "@reelsmith/contract/templates";
import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { PRESENTER_LAYOUTS } from "../layout/frame-layout";
import type { TimedViseme } from "../presenter";
import type { StockCredit } from "../providers/stock/pexels";
import type { Scene } from "../scene-plan/scene";
import type { Storage } from "../storage/storage";
import type { RenderFrame } from "./frame";
import type { Framing } from "./storyboard/framing";

/**
 * What a render needs, normalised from the create-video body and stored in task_status.request. Read back
 * with this schema: the fields added since the first renders are optional, so every stored row parses.
 */
export const renderRequestSchema = z.object({
  narrationMode: z.enum(["avatar", "voice"]),
  story: z.string(),
  title: z.string(),
  language: languageSchema,
  styleId: z.string().nullable(),
  voiceId: z.string().nullable(),
  musicId: z.string().nullable(),
  /** 0..1, default 0.5 (spec: musicSettings volume). */
  musicVolume: z.number(),
  /** Pitch and speed multipliers (spec: voiceSettings); absent in requests stored before they existed. */
  voiceSettings: z.object({ pitch: z.number(), speed: z.number() }).optional(),
  avatarId: z.string().nullable(),
  avatarEngine: z.string().nullable(),
  /** Avatar mode: where the presenter is drawn (frame-layout's PRESENTER_LAYOUTS); absent: the corner. */
  presenterLayout: z.enum(PRESENTER_LAYOUTS).optional(),
  imageUrls: z.array(z.string()),
  /** Product Ad: the last scene shows the product's photo, name, price, a call to action and the shop's
   * domain on the brand colours; the card is absent in requests stored before it existed, and price, call
   * and domain in those stored before they did. */
  closingCard: z
    .object({
      title: z.string(),
      colors: z.array(z.string()),
      price: z.string().optional(),
      cta: z.string().optional(),
      domain: z.string().optional(),
    })
    .nullable()
    .optional(),
  captionStyle: captionStyleSchema.nullable(),
  /** Key words get an emoji accent beside the caption; absent in requests stored before it existed. */
  captionEmoji: z.boolean().optional(),
  width: z.number(),
  height: z.number(),
  /** Credits taken when the task was created; given back if it fails. */
  creditsCharged: z.number().optional(),
  /**
   * Render exactly this storyboard: its scenes' words are the narration, its pictures the
   * scenes'. `story` stays the project's first story (the pictures' seed), so versions draw alike.
   */
  storyboard: storyboardSchema.optional(),
  /**
   * A language version: the render it was remade from (the original project's finished version), whose
   * scene pictures it keeps instead of drawing them again (storyboard/kept-pictures.ts).
   */
  picturesFrom: z.object({ projectId: z.string(), version: z.number().int() }).optional(),
  /** The creator's own recording narrates the scenes instead of a voice (stages/recorded-audio.ts). */
  narration: narrationSchema.optional(),
  /**
   * The brand template the video was made with, as it was then (its choices fill what the request left
   * out): kept whole, so editing or deleting the template changes nothing of the video. Its logo is drawn
   * over every frame, its intro and end cards before and after the scenes (render/brand.ts).
   */
  template: z.object({ id: z.string(), name: z.string(), settings: storedTemplateSettingsSchema }).optional(),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

/** The parts of the server a render uses: the worker, the API process and the CLI all have them. */
export interface RenderDeps {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
}

export interface ScenesArtifact {
  title: string;
  scenes: Scene[];
}

export interface CharacterArtifact {
  mode: "avatar" | "voice";
  /** Stock presenter: storage keys of the portrait and mouth frames. */
  presenter: {
    id: string;
    portraitKey: string;
    mouthFrameKeys: [string, string, string];
    /** The face per viseme, eyes open then shut (PresenterEntry.visemeFrameKeys); absent before visemes. */
    visemeFrameKeys?: string[];
  } | null;
  /** Photo avatar (custom): storage key or URL of the image. */
  photo: { imageKey: string } | null;
  /** The voice id chosen for the narration (the avatar's own voice in avatar mode). */
  voiceId: string | null;
  /** A custom avatar's cloned voice (VoiceCloner), when one exists and cloning is configured. */
  voiceCloneId?: string | null;
  /** A custom avatar's stock voice is moved toward its sample's pitch by this multiplier (offline). */
  voicePitch?: number;
}

export interface PromptsArtifact {
  prompts: { prompt: string; keywords: string[] }[];
}

export interface ImagesArtifact {
  images: {
    key: string;
    source: "renderer" | "user" | "remote" | "stock";
    /** A Product Ad scene: the product photo as it came, under the scene drawn around it. */
    photoKey?: string;
    /** Stock footage (render/stock-scenes.ts): the scene's video clip; `key` is then its poster frame. */
    clipKey?: string;
    /**
     * The user's own clip (a storyboard's media picture): its proxy's storage key, played from `inPoint`
     * seconds, trimmed or slowed to the scene's slot by stage 5; its sound under the narration at `soundLevel`
     * when kept, its frames framed to the video as the storyboard says (absent: cropped around the middle).
     * `key` is then the clip's poster framed to the video.
     */
    userClip?: {
      key: string;
      inPoint: number;
      durationS: number;
      soundLevel: number | null;
      framing?: Framing;
    };
    /** Stock media: its id at the provider ("video:123"), so a video never shows it twice. */
    stockId?: string;
    /** Stock media: who made it and where it is, as the provider's licence asks. */
    credit?: StockCredit;
    /**
     * An illustrated scene's elements that enter when their word is spoken: the patch (at x, y) that
     * takes them out of the picture, and each one's pixels (RGBA, its box), back to front.
     */
    entrances?: {
      before: { key: string; x: number; y: number };
      elements: {
        key: string;
        word: string;
        box: { x: number; y: number; w: number; h: number };
        /**
         * A language version's element (its word is the original language's): when it entered in the
         * original, as a share of its scene's time (0..1; null: there from the start).
         */
        at?: number | null;
      }[];
    };
  }[];
}

export interface WordEvent {
  text: string;
  startMs: number;
  endMs: number;
}

export interface SceneAudio {
  audioKey: string;
  speechMs: number;
  /** The scene's slot on the timeline: speech plus a short pause. */
  durationMs: number;
  startMs: number;
  words: WordEvent[];
  /** The mouth shapes of the scene's speech, on the scene's own timeline; absent before visemes. */
  visemes?: TimedViseme[];
}

export interface AudioConfigArtifact {
  scenes: SceneAudio[];
  totalMs: number;
  voice: { id: string | null; espeakName: string; engine: string };
  music: { id: string; trackKey: string; volume: number } | null;
  captions: { style: CaptionStyle; language: Language } | null;
  fps: number;
  /** A talking video's picture on the narration's timeline (talking-video.ts); absent for other narrations. */
  talkingVideo?: TalkingVideoTrack;
}

/**
 * What of a talking video the timeline shows: the upload (`key`) from `fromMs` to `toMs` (ms in it),
 * its picture held still for `holds` (each `ms` long, at `atMs` in the upload) where the narration has
 * silence the clip has not (a scene's longer hold, a scene the clip leaves out, the end pause).
 */
export interface TalkingVideoTrack {
  key: string;
  layout: "full" | "corner";
  fromMs: number;
  toMs: number;
  holds: { atMs: number; ms: number }[];
}

export interface VideoArtifact {
  videoKey: string;
  durationS: number;
  /** The avatar engine that made the avatar layer: "local", or the hosted one ("d-id"). */
  avatarEngine?: string;
}

export interface StageContext {
  deps: RenderDeps;
  taskId: string;
  /** The task's owner: a render reads only the files this user may read. */
  userId: string;
  version: number;
  request: RenderRequest;
  /** The video's frame, laid out once from the request (frame.ts): its size and every layer's place. */
  frame: RenderFrame;
  /** renders/<taskId>/v<version> */
  prefix: string;
  /**
   * A recomposition (recompose.ts): the storage key of the finished video, whose audio track (the same
   * narration and music on the same timeline, already mixed to -14 LUFS) the video stage re-uses as it is.
   */
  reuseAudioFrom?: string;
}

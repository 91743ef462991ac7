import { z } from "zod";
import { MEDIA_AUDIO_MAX_SECONDS, MEDIA_TALKING_CLIP_MAX_SECONDS } from "./media";

/**
 * Where a video's narration comes from when it is not a voice of the catalogue: the creator's own
 * recording (a `kind: "audio"` item of the media library, or a clip of theirs with sound). The render
 * aligns it to the scenes' words: captions, scene times, the presenter's mouth and the music's ducking
 * follow the recording, and no voice is synthesised. Absent: the chosen voice speaks the scenes.
 */
export const recordedNarrationSchema = z.strictObject({
  kind: z.literal("recording"),
  /** A media item of the caller's (GET /api/media): a recording, or a clip with sound. */
  mediaId: z.string().min(1).max(128),
});

/** Where a talking video is drawn: a subset of PRESENTER_LAYOUTS (video.ts). */
export const TALKING_VIDEO_LAYOUTS = ["full", "corner"] as const;
export type TalkingVideoLayout = (typeof TALKING_VIDEO_LAYOUTS)[number];
/** The longest talking video that narrates a video, in seconds. */
export const TALKING_VIDEO_MAX_SECONDS = MEDIA_TALKING_CLIP_MAX_SECONDS;

/**
 * The creator's own clip of themself saying the script: its sound is the narration (cleaned and aligned
 * as a recording is) and its picture the presenter, in place of an avatar. "full": the clip fills the
 * frame, and the scenes cut in over its voice (a storyboard scene's `cutIn`; without one the first and
 * last scenes show the clip, the scenes between their pictures); "corner": the clip in the round bubble
 * over every scene.
 */
export const talkingVideoNarrationSchema = z.strictObject({
  kind: z.literal("video"),
  /** A clip of the caller's (GET /api/media, kind "clip") with sound, at most TALKING_VIDEO_MAX_SECONDS. */
  mediaId: z.string().min(1).max(128),
  layout: z.enum(TALKING_VIDEO_LAYOUTS),
});
export const narrationSchema = z.discriminatedUnion("kind", [
  recordedNarrationSchema,
  talkingVideoNarrationSchema,
]);
export type Narration = z.infer<typeof narrationSchema>;

/**
 * A storyboard scene's own recording (recorded scene by scene): it narrates that scene in place of the
 * voice or of the video's whole recording, aligned to the scene's words.
 */
export const sceneRecordingSchema = z.strictObject({
  mediaId: z.string().min(1).max(128),
});
export type SceneRecording = z.infer<typeof sceneRecordingSchema>;

/** A recording that narrates a video: at most as long as the media library keeps one. */
export const NARRATION_MAX_SECONDS = MEDIA_AUDIO_MAX_SECONDS;

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")} minutes`;

/** Refusals of a recorded narration, each naming the field it is about. */
export const narrationMessages = {
  noSound:
    "narration.mediaId: this media has no sound to narrate with: choose a recording of your voice or a clip with sound.",
  tooLong: (seconds: number) =>
    `narration.mediaId: a recorded narration must be at most ${NARRATION_MAX_SECONDS / 60} minutes long: this one is ${minutes(seconds)}.`,
  notVideo: "narration.mediaId: a talking video must be a clip of you speaking: this media is not a video.",
  videoTooLong: (seconds: number) =>
    `narration.mediaId: a talking video must be at most ${TALKING_VIDEO_MAX_SECONDS / 60} minutes long: this one is ${minutes(seconds)}.`,
  failed: "narration.mediaId: this clip could not be prepared. Delete it and upload it again.",
  /** A scene's recording the render could not place on the scene's words: the voice says the scene. */
  /** A scene the aligner placed inside the scene before it: its slot is silent. */
  outOfOrder: (scene: number) =>
    `Scene ${scene} was heard where the scene before it is still being said: its picture shows in silence. Record it again or edit its words.`,
  sceneNotSaid: (scene: number) =>
    `Scene ${scene}'s recording does not say its words: the voice narrates that scene. Record it again or edit its words.`,
} as const;

/** A refusal of narrationMessages about another field than `narration.mediaId` (a scene's recording). */
export const forField = (message: string, field: string) => message.replace(/^narration\.mediaId/, field);

/**
 * Something a render noticed that the video may not show as the user meant, shown with the task: a scene
 * the recording leaves out (`skipped`: it gets a short silent slot), words the recording says that the
 * script does not (`added`), or a scene the recording says in other words (`unlike-script`). `sceneId`
 * is the storyboard scene's id (its number from 1 when the video had no storyboard).
 */
export const TASK_WARNING_KINDS = ["skipped", "added", "unlike-script"] as const;
export const taskWarningSchema = z.object({
  kind: z.enum(TASK_WARNING_KINDS),
  sceneId: z.string(),
  message: z.string(),
});
export type TaskWarning = z.infer<typeof taskWarningSchema>;

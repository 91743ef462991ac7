import { z } from "zod";
import { languageSchema } from "./catalog";
import { narrationSchema, sceneRecordingSchema, taskWarningSchema } from "./narration";
import { scenePlanSchema, thingColourSchema } from "./scene-plan";

/**
 * The storyboard: the scenes a render draws, in order, as the render's own plan. The stages that
 * decide what to draw (story split into scenes, characters, plans, prompts) produce it; the stages that
 * draw and compose read it. `POST /api/storyboards` returns one before anything is rendered;
 * `GET /api/projects/{projectId}/storyboard` returns the newest version's; an edited one renders as the
 * project's next version (`POST /api/projects/{projectId}/versions`) or, given to create-video, as a new
 * video. Times are seconds on the video's timeline.
 */

/** The scenes' words in all, as a story (video.ts STORY_MAX_CHARS; video.ts imports this file). */
export const STORYBOARD_TEXT_MAX_CHARS = 1500;

export const storyboardMessages = {
  stale: (base: number, newest: number) =>
    `This storyboard is based on version ${base}, but the project is at version ${newest} now. Open the newest storyboard and make your change again.`,
  mediaNotFound: "Media not found",
  clipTooLong: (maxS: number) => `Clips can be at most ${maxS} seconds long.`,
  inPointPastEnd: (n: number) => `Scene ${n}: the clip's in-point is past its end.`,
  notReady: "The storyboard of this project is not ready yet.",
  noScenes: "A storyboard needs at least one scene.",
  tooManyScenes: (max: number) => `A storyboard has at most ${max} scenes.`,
  tooMuchText: `The scenes' words must be at most ${STORYBOARD_TEXT_MAX_CHARS} characters in all`,
  duplicateIds: "Each scene needs its own id.",
  /** Said of the first scene with no words, by its number (as the other per-scene messages). */
  sceneTextRequired: (n: number) => `Scene ${n}: Each scene needs its words.`,
} as const;

/** A clip in a scene plays at most this long, as in the media library. */
export const STORYBOARD_CLIP_MAX_S = 60;
export const STORYBOARD_MAX_SCENES = 30;
/** How long a scene's picture may stay after its words, in seconds. */
export const HOLD_AFTER_MAX_S = 5;

/** How the camera frames a scene's picture: close or wide, and the direction of its slow pan. */
export const CAMERA_SHOTS = ["close", "wide"] as const;
export const CAMERA_PANS = ["left", "right", "up", "down", "none"] as const;
export const cameraSchema = z.strictObject({
  shot: z.enum(CAMERA_SHOTS),
  pan: z.enum(CAMERA_PANS),
});
export type Camera = z.infer<typeof cameraSchema>;

/** The illustration drawn from its plan (place, time, weather, mood, who is in it, which things). */
export const illustrationPictureSchema = z.strictObject({
  kind: z.literal("illustration"),
  plan: scenePlanSchema,
});

/**
 * How a photo or clip of another shape fills the video's frame: `fill` crops it to the frame (around its
 * subject, or around `focusX`/`focusY` when given: 0 the left/top edge, 0.5 the middle, 1 the right/bottom
 * edge), `fit` shows the whole picture on a blurred fill of itself. Absent: fill around the subject.
 */
export const MEDIA_FITS = ["fill", "fit"] as const;
export type MediaFit = (typeof MEDIA_FITS)[number];

/**
 * One of the user's own photos or clips (the media library, `GET /api/media`). A photo gets a slow camera
 * move framed around its subject (or as `fit`/`focusX`/`focusY` say); a clip plays from `inPoint` seconds
 * (trimmed or slowed to fit the scene), muted under the narration unless `keepSound`, then at
 * `soundLevel` (0..1, default 0.3).
 */
export const mediaPictureSchema = z.strictObject({
  kind: z.literal("media"),
  mediaId: z.string().min(1).max(128),
  inPoint: z.number().min(0).max(3600).optional(),
  keepSound: z.boolean().optional(),
  soundLevel: z.number().min(0).max(1).optional(),
  fit: z.enum(MEDIA_FITS).optional(),
  focusX: z.number().min(0).max(1).optional(),
  focusY: z.number().min(0).max(1).optional(),
  /** The illustration it replaced: the scene goes back to it if the media is deleted. */
  plan: scenePlanSchema.optional(),
});

/**
 * Stock footage (Pexels) found from the plan, where the server has a Pexels key; without one the scene
 * draws the plan's illustration. `stockId` names the pick a render made ("video:123"), for the record.
 */
export const stockPictureSchema = z.strictObject({
  kind: z.literal("stock"),
  plan: scenePlanSchema,
  stockId: z.string().max(60).optional(),
});

export const scenePictureSchema = z.discriminatedUnion("kind", [
  illustrationPictureSchema,
  mediaPictureSchema,
  stockPictureSchema,
]);
export type ScenePicture = z.infer<typeof scenePictureSchema>;
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

export const storyboardSceneSchema = z.strictObject({
  /** Stable through edits and versions: a scene keeps its id when its words or picture change. */
  id: z.string().min(1).max(64),
  /** The words it says (one or more sentences): the narration and the captions. */
  /** Never empty: the storyboard's own check names the scene that has no words. */
  text: z.string().trim().max(STORYBOARD_TEXT_MAX_CHARS),
  /** Seconds on the video's timeline (as last rendered or previewed; a render times the scene again). */
  start: z.number().min(0),
  end: z.number().min(0),
  /** A small picture of the scene made by the video's composer; null where none was made. */
  thumbnailUrl: z.string().max(2000).nullable(),
  picture: scenePictureSchema,
  camera: cameraSchema.optional(),
  /** Seconds the picture stays after its words (the default pause when absent). */
  holdAfter: z.number().min(0).max(HOLD_AFTER_MAX_S).optional(),
  /** The creator's own recording of this scene (a media item of theirs with sound); absent or null: none. */
  recording: sceneRecordingSchema.nullable().optional(),
  /**
   * With a full-frame talking video as the narration (`narration.kind: "video"`): true shows the scene's
   * picture full frame for the scene while the clip's voice goes on; false shows the clip. Absent: the
   * first and last scenes show the clip, the scenes between cut in. Ignored by other narrations.
   */
  cutIn: z.boolean().optional(),
});
export type StoryboardScene = z.infer<typeof storyboardSceneSchema>;

export const storyboardSchema = z
  .strictObject({
    /** The project version this storyboard was made from; 0 for one made before any render. */
    baseVersion: z.number().int().min(0),
    language: languageSchema,
    scenes: z
      .array(storyboardSceneSchema)
      .min(1, storyboardMessages.noScenes)
      .max(STORYBOARD_MAX_SCENES, storyboardMessages.tooManyScenes(STORYBOARD_MAX_SCENES)),
  })
  .superRefine((board, ctx) => {
    const empty = board.scenes.findIndex((s) => s.text.trim() === "");
    if (empty >= 0)
      ctx.addIssue({
        code: "custom",
        path: ["scenes", empty, "text"],
        message: storyboardMessages.sceneTextRequired(empty + 1),
      });
    const ids = new Set(board.scenes.map((s) => s.id));
    if (ids.size !== board.scenes.length)
      ctx.addIssue({ code: "custom", path: ["scenes"], message: storyboardMessages.duplicateIds });
    const chars = board.scenes.reduce((n, s) => n + s.text.length + 1, 0);
    if (chars > STORYBOARD_TEXT_MAX_CHARS + 1)
      ctx.addIssue({ code: "custom", path: ["scenes"], message: storyboardMessages.tooMuchText });
  });
export type Storyboard = z.infer<typeof storyboardSchema>;

/** `{ storyboard }`: the answer of POST /api/storyboards and GET /api/projects/{projectId}/storyboard. */
export const storyboardResponseSchema = z.object({ storyboard: storyboardSchema });

/**
 * POST /api/storyboards: the storyboard, and with a recorded narration what aligning the recording to the
 * scenes noticed (each scene's `start`/`end` is then its stretch of the recording, in seconds of the file).
 * No `warnings`: the times are estimated from the words.
 */
export const planStoryboardResponseSchema = storyboardResponseSchema.extend({
  warnings: z.array(taskWarningSchema).optional(),
});
export type PlanStoryboardResponse = z.infer<typeof planStoryboardResponseSchema>;

/**
 * POST /api/projects/{projectId}/versions: the edited storyboard renders as the project's next version.
 * `narration` sets the creator's recording for it (contract/narration.ts); null goes back to the voice;
 * absent keeps the newest version's.
 */
export const createVersionRequestSchema = z.strictObject({
  storyboard: storyboardSchema,
  narration: narrationSchema.nullable().optional(),
});
export const createVersionResponseSchema = z.object({ task_id: z.string() });

/**
 * POST /api/projects/{projectId}/storyboard/thumbnails: an edited storyboard whose scenes' thumbnails are
 * drawn again as the project's next version would show them (no credits); answers `{ storyboard }`.
 */
export const redrawThumbnailsRequestSchema = z.strictObject({ storyboard: storyboardSchema });

/** The story a storyboard narrates: its scenes' words in order. */
export const storyOfStoryboard = (board: Pick<Storyboard, "scenes">) =>
  board.scenes.map((s) => s.text.trim()).join(" ");

/**
 * GET /api/icons?q=&language=: the icons a scene's things and people may be drawn with, found by the
 * words of `q` in the story's language (the planner's lexicon) and by the icons' own names.
 */
export const iconSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, "Type a word to search for").max(80),
  language: languageSchema.default("en"),
});
export const ICON_SEARCH_MAX = 24;
export const iconSearchResponseSchema = z.object({
  icons: z.array(z.object({ icon: z.string(), label: z.string(), url: z.string() })).max(ICON_SEARCH_MAX),
});
export type IconSearchResponse = z.infer<typeof iconSearchResponseSchema>;

/** GET /api/icons/{name}.svg?colour=: an icon's picture, in a thing's colour where one is given. */
export const iconPictureQuerySchema = z.strictObject({ colour: thingColourSchema.optional() });

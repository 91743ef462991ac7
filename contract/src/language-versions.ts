import { z } from "zod";
import { type Language, languageLabel, languageSchema } from "./languages";
import { STORYBOARD_TEXT_MAX_CHARS } from "./storyboard";
import { VERSION_STATES } from "./versions";

/**
 * A project's language versions: a finished project remade in another language with the same pictures.
 * Each version is a project of its own (its own storyboard and versions) that names the original; its
 * scenes keep the original's ids, pictures, media and in-points, and only their words change.
 *
 * - POST /api/projects/{projectId}/languages { language, texts?, voice_id? } -> 201 { task_id }
 * - POST /api/projects/{projectId}/languages/batch { languages, texts?, voice_ids? } -> 201 { versions }
 * - POST /api/projects/{projectId}/languages/draft { language } -> 200 { language, texts } (the model's words)
 * - GET /api/projects/{projectId}/languages -> the original and every version, with its state and video
 */
export const languageVersionMessages = {
  /** No writer model to translate with, and no words given: the 400 names `texts`. */
  textsRequired: (field: string) =>
    `${field}: no writer model is configured to translate, so give each scene's words in the new language ({ "<scene id>": "words" }).`,
  textMissing: (field: string, sceneNumber: number, language: string) =>
    `${field}: give the words of scene ${sceneNumber} in ${languageLabel(language)}.`,
  textUnknown: (field: string) => `${field}: this project's storyboard has no scene with this id.`,
  tooMuchText: (field: string) =>
    `${field}: the scenes' words must be at most ${STORYBOARD_TEXT_MAX_CHARS} characters in all.`,
  exists: (language: string) => `This project already has a ${languageLabel(language)} version.`,
  isOriginal: (language: string) => `This project is already in ${languageLabel(language)}.`,
  notFinished:
    "This project has no finished video yet. Make its video first, then remake it in another language.",
  voice: (field: string, id: string, language: string) =>
    `${field}: "${id}" is not one of the ${languageLabel(language)} voices.`,
  duplicateLanguage: "languages: name each language once.",
  translationFailed: (reason: string) => `The writer model could not translate the scenes: ${reason}`,
} as const;

/** A scene's new words, by scene id (the original storyboard's ids). */
const textsSchema = z.record(z.string().min(1).max(64), z.string().max(STORYBOARD_TEXT_MAX_CHARS));

const voiceIdSchema = z.string().trim().min(1).max(128);

/** POST /api/projects/{projectId}/languages. */
export const createLanguageVersionSchema = z.strictObject({
  language: languageSchema,
  /**
   * Every scene's words in the new language, by scene id; absent: the writer model translates them (a
   * server without one refuses, naming `texts`).
   */
  texts: textsSchema.optional(),
  /** A voice of the new language from the catalogue; absent: that language's default voice. */
  voice_id: voiceIdSchema.optional(),
});
export type CreateLanguageVersion = z.output<typeof createLanguageVersionSchema>;

/** POST /api/projects/{projectId}/languages/draft: the writer model's words for a language, to edit. */
export const draftLanguageVersionSchema = z.strictObject({ language: languageSchema });
export const languageDraftSchema = z.object({
  language: languageSchema,
  /** Each scene's words in the language, by scene id (the original storyboard's ids). */
  texts: textsSchema,
});
export type LanguageDraft = z.output<typeof languageDraftSchema>;

/** POST /api/projects/{projectId}/languages/batch: every listed language at once, one task each. */
export const createLanguageVersionsSchema = z
  .strictObject({
    languages: z.array(languageSchema).min(1).max(languageSchema.options.length),
    /** Per language, every scene's words by scene id; a language without them is translated by the model. */
    texts: z.partialRecord(languageSchema, textsSchema).optional(),
    /** Per language, a voice of it; a language without one gets its default voice. */
    voice_ids: z.partialRecord(languageSchema, voiceIdSchema).optional(),
  })
  .refine((body) => new Set(body.languages).size === body.languages.length, {
    path: ["languages"],
    message: languageVersionMessages.duplicateLanguage,
  });
export type CreateLanguageVersions = z.output<typeof createLanguageVersionsSchema>;

export const createLanguageVersionResponseSchema = z.object({ task_id: z.string() });

export const createLanguageVersionsResponseSchema = z.object({
  versions: z.array(z.object({ language: languageSchema, project_id: z.string(), task_id: z.string() })),
});

export const languageVersionSchema = z.object({
  language: languageSchema,
  /** True for the project the others were remade from. */
  original: z.boolean(),
  /** The version's own project (its storyboard, versions and exports are its own). */
  project_id: z.string(),
  /** Its newest render's task: GET /api/tasks/{task_id} follows it. */
  task_id: z.string(),
  /** rendering (queued or at a stage), ready (its video is made) or failed. */
  status: z.enum(VERSION_STATES),
  /** The finished video (owner only), once ready. */
  url: z.string().nullable(),
  created_at: z.string(),
});
export type LanguageVersion = z.output<typeof languageVersionSchema>;

export const languageVersionListSchema = z.object({
  /** The original project's id (the same whichever member of the group was asked). */
  project_id: z.string(),
  /** The original first, then the versions oldest first. */
  versions: z.array(languageVersionSchema),
});
export type LanguageVersionList = z.output<typeof languageVersionListSchema>;

/** The project title of a language version: the original's, with the language's name. */
export const languageVersionTitle = (title: string, language: Language) =>
  `${title} (${languageLabel(language)})`.slice(0, 200);

import { z } from "zod";

/**
 * A project's versions: each render of it (the first video, then each edited storyboard rendered again) is
 * a version, numbered from 1, with its own video, storyboard and exports.
 *
 * - GET /api/projects/{projectId}/versions -> { project_id, newest, versions: [...] } newest first
 * - GET /api/projects/{projectId}/storyboard?version=N -> version N's storyboard, to edit from
 * - POST /api/projects/{projectId}/exports { ..., version? } -> an export of that version (the newest by default)
 */
export const versionMessages = {
  /** A version the project does not have: refused as a 400 that names the field. */
  unknown: (version: number, newest: number) =>
    newest === 0
      ? `version: this project has no version ${version}: it has not been rendered yet`
      : `version: this project has no version ${version}; its versions are 1 to ${newest}`,
  notReady: (version: number) =>
    `Version ${version} of this project has no finished video to export yet. Export it once it has been generated.`,
  wholeNumber: "The version must be a whole number of 1 or more",
} as const;

/** A version number as a body or a query gives it: a whole number of 1 or more. */
export const versionNumberSchema = z
  .number({ error: versionMessages.wholeNumber })
  .int(versionMessages.wholeNumber)
  .min(1, versionMessages.wholeNumber);

/** GET .../storyboard's query: `version` opens that version's storyboard (the newest by default). */
export const storyboardQuerySchema = z.strictObject({
  version: z.coerce.number({ error: versionMessages.wholeNumber }).pipe(versionNumberSchema).optional(),
});
export type StoryboardQuery = z.output<typeof storyboardQuerySchema>;

export const VERSION_STATES = ["rendering", "ready", "failed"] as const;

export const projectVersionSchema = z.object({
  version: z.number().int().min(1),
  /** The render task of this version: its preview is /story-reel/preview?task={task_id}. */
  task_id: z.string(),
  /** rendering (queued or at a stage), ready (its video is made) or failed. */
  state: z.enum(VERSION_STATES),
  /** When this version was asked for (ISO 8601). */
  created_at: z.string(),
  /** The finished video (owner only) and its thumbnail, once ready. */
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  duration_s: z.number().nullable(),
  /** How many scenes its storyboard has; null where it has none yet. */
  scene_count: z.number().int().nullable(),
  /**
   * What changed against the previous version: the numbers (from 1, in this version's order) of the scenes
   * that are new or whose words, picture, camera or hold changed, and how many of the previous version's
   * scenes are gone. Null for version 1, or where either storyboard is not known.
   */
  changed_scenes: z.array(z.number().int().min(1)).nullable(),
  removed_scenes: z.number().int().min(0).nullable(),
});
export type ProjectVersion = z.output<typeof projectVersionSchema>;

export const projectVersionListSchema = z.object({
  project_id: z.string(),
  /**
   * The newest version's number: the one the library opens, the exports default to and an edit follows;
   * 0 for a project not rendered yet.
   */
  newest: z.number().int().min(0),
  /** Newest first. */
  versions: z.array(projectVersionSchema),
});
export type ProjectVersionList = z.output<typeof projectVersionListSchema>;

/** A version's changes as a person reads them: "Scene 2 changed", "Scenes 1 and 3 changed, 1 removed". */
export function versionChangeText(v: Pick<ProjectVersion, "version" | "changed_scenes" | "removed_scenes">) {
  if (v.version === 1) return "First version";
  if (v.changed_scenes === null || v.removed_scenes === null) return "Changes not known";
  const parts: string[] = [];
  const n = v.changed_scenes;
  if (n.length === 1) parts.push(`Scene ${n[0]} changed`);
  else if (n.length > 1) parts.push(`Scenes ${n.slice(0, -1).join(", ")} and ${n[n.length - 1]} changed`);
  if (v.removed_scenes > 0)
    parts.push(`${v.removed_scenes} scene${v.removed_scenes === 1 ? "" : "s"} removed`);
  return parts.length > 0 ? parts.join(", ") : "No scene changed";
}

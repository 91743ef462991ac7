import { z } from "zod";
import { languageVersionSchema } from "./language-versions";

/** The spec's copy for the project library. */
export const projectMessages = {
  listFailed: "Failed to load projects. Please try again.",
  notFound: "Project not found",
  noVideo: "No video available for download",
  downloadFailed: "Failed to download video. Please try again.",
  deleteFailed: (reason: string) => `Failed to delete project: ${reason}`,
} as const;

export const projectTypes = ["STORY_REEL", "PRODUCT_AD"] as const;
export const projectStatuses = ["DRAFT", "PUBLISHED", "FAILED"] as const;
export const projectSorts = ["newest", "oldest", "title"] as const;

export const projectTypeSchema = z.enum(projectTypes);
export type ProjectType = z.infer<typeof projectTypeSchema>;
export const projectStatusSchema = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export type ProjectSort = (typeof projectSorts)[number];

export const PROJECTS_PAGE_SIZE = 12;
export const PROJECTS_MAX_PAGE_SIZE = 100;
export const RECENT_PROJECTS_LIMIT = 5;

/** Query of GET /api/projects; every field is optional and falls back to the library's defaults. */
export const projectListQuerySchema = z.object({
  search: z.string().trim().max(200).default(""),
  type: z.enum(["ALL", ...projectTypes]).default("ALL"),
  sort: z.enum(projectSorts).default("newest"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROJECTS_MAX_PAGE_SIZE).default(PROJECTS_PAGE_SIZE),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectMetadataSchema = z
  .object({
    generated_video: z.string().optional(),
    video_data: z.string().optional(),
    /**
     * The task that made generated_video (the newest finished version) and its version: the id the
     * library's Share and its link to the preview page (/story-reel/preview?task=<id>) act on. Absent until a
     * version has finished; GET /api/tasks/{id} answers it to the owner only (another user: 404).
     */
    task_id: z.string().optional(),
    version: z.number().optional(),
  })
  .catchall(z.unknown());

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: projectTypeSchema,
  status: projectStatusSchema,
  /** The stored thumbnail, else the first image of metadata.video_data, else null (show the placeholder). */
  thumbnail_url: z.string().nullable(),
  metadata: projectMetadataSchema,
  async_notify: z.boolean(),
  async_notify_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * In the library's list, a project remade in other languages: the original first, then each language
   * version (GET /api/projects/{id}/languages). The versions are listed here rather than as projects.
   */
  languages: z.array(languageVersionSchema).optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({
  items: z.array(projectSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** GET /api/projects/recent answers an array of these (the dashboard's My Projects). */
export const recentProjectSchema = projectSchema.pick({
  id: true,
  title: true,
  type: true,
  status: true,
  thumbnail_url: true,
  metadata: true,
  created_at: true,
});
export type RecentProject = z.infer<typeof recentProjectSchema>;

export const projectNotifySchema = z.strictObject({ async_notify: z.boolean() });

/** Spec: the title lowercased, non-alphanumerics replaced by underscores, then the date as YYYY-MM-DD, .mp4. */
export function downloadFileName(title: string, createdAt: string | Date): string {
  const date = new Date(createdAt);
  const day = Number.isNaN(date.getTime()) ? "unknown-date" : date.toISOString().slice(0, 10);
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}_${day}.mp4`;
}

/** The first image of the JSON text in metadata.video_data, which the spec makes the thumbnail. */
export function thumbnailFromVideoData(videoData: unknown): string | null {
  if (typeof videoData !== "string" || videoData === "") return null;
  try {
    const parsed = JSON.parse(videoData) as { images?: unknown };
    const first = Array.isArray(parsed.images) ? parsed.images[0] : undefined;
    if (typeof first === "string") return first;
    if (first && typeof first === "object" && typeof (first as { url?: unknown }).url === "string") {
      return (first as { url: string }).url;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Which project types a search text names, case-insensitively: "story", "Story Reel", "product_ad", or the
 * type filter's plural labels ("Story Reels", "Product Ads").
 */
export function typesMatchingSearch(search: string): ProjectType[] {
  const q = search.trim().toLowerCase();
  if (!q) return [];
  return projectTypes.filter((t) => {
    const lower = t.toLowerCase();
    const spaced = lower.replace("_", " ");
    return lower.includes(q) || `${spaced}s`.includes(q);
  });
}

import { projectVersionListSchema } from "@reelsmith/contract/versions";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { listVersions } from "../services/versions";

/**
 * A project's versions: each render of it, with its date, its video and what changed against the one
 * before. Rendering a new one is POST /api/projects/{projectId}/versions (storyboards.routes.ts).
 */
export const versionRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Versions" }).get(
  "/projects/:projectId/versions",
  {
    operationId: "listVersions",
    summary: "The project's versions, newest first, with what changed in each",
    description:
      "Every version of the project (version 1 is the first render; each edited storyboard rendered " +
      "again is the next): `version`, its render `task_id` (GET /api/tasks/{task_id} follows it), `state` " +
      "rendering, ready or failed, `created_at`, once ready `video_url` (owner only), `thumbnail_url` and " +
      "`duration_s`, `scene_count`, and what changed against the previous version: `changed_scenes` (the " +
      "numbers, from 1, of this version's new or changed scenes) and `removed_scenes` (null for version 1). " +
      "`newest` is the version the library opens and exports default to. Another user's project is 404.",
    response: { status: 200, description: "The versions", schema: projectVersionListSchema },
    errors: ["NOT_FOUND"],
  },
  async (c) => c.json(await listVersions(c.var.deps.database.db, c.var.user.id, c.req.param("projectId"))),
);

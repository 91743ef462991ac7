import { createVersionRequestSchema, iconSearchQuerySchema } from "@reelsmith/contract/storyboard";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { createAuthedRouter } from "../http/create-router";
import { requireCatalogue } from "../http/readiness";
import { jsonBody, parseWith } from "../http/validate";
import { AppError } from "../lib/app-error";
import { iconSvg, searchIcons } from "../services/icons";
import { createStoryboardVersion, getProjectStoryboard, previewStoryboard } from "../services/storyboards";

/**
 * The storyboard (issue 28): the scenes a render will draw, before generating (no credits), of a
 * project's newest version, and an edited one rendered as the project's next version.
 */
export const storyboardRoutes = createAuthedRouter()
  .post("/storyboards", async (c) => {
    const body = await jsonBody(c, createVideoRequestSchema);
    requireCatalogue(c.var.deps);
    return c.json({ storyboard: await previewStoryboard(c.var.deps, c.var.user.id, body) });
  })
  .get("/projects/:projectId/storyboard", async (c) =>
    c.json({
      storyboard: await getProjectStoryboard(c.var.deps, c.var.user.id, c.req.param("projectId")),
    }),
  )
  .post("/projects/:projectId/versions", async (c) => {
    const { storyboard } = await jsonBody(c, createVersionRequestSchema);
    const queue = c.var.deps.renderQueue;
    if (!queue) throw new AppError("UNAVAILABLE", "The render queue is not running. Please try again later.");
    const result = await createStoryboardVersion(
      c.var.deps,
      queue,
      c.var.user.id,
      c.req.param("projectId"),
      storyboard,
    );
    return c.json(result, 201);
  })
  // The editor's icon search for a scene's things and people, and each icon's picture.
  .get("/icons", (c) => {
    const q = parseWith(iconSearchQuerySchema, c.req.query());
    return c.json({ icons: searchIcons(q.q, q.language) });
  })
  .get("/icons/:file", (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    return c.body(iconSvg(name), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  });

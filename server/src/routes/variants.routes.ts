import { projectMessages } from "@reelsmith/contract/projects";
import { createVariantsSchema } from "@reelsmith/contract/variants";
import { createAuthedRouter } from "../http/create-router";
import { requireCatalogue } from "../http/readiness";
import { jsonBody } from "../http/validate";
import { AppError, notFound } from "../lib/app-error";
import { createAdVariants, getVariantsInfo } from "../services/ad-variants";

/** Project ids are task ids the server made; anything else cannot name a project. */
const projectId = (raw: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(projectMessages.notFound);
  return raw;
};

/** A product ad's variants: made as one batch (followed with GET /api/batches/:id), grouped with the ad. */
export const variantRoutes = createAuthedRouter()
  .get("/projects/:id/variants", async (c) =>
    c.json(await getVariantsInfo(c.var.deps, c.var.user.id, projectId(c.req.param("id")))),
  )
  .post("/projects/:id/variants", async (c) => {
    const id = projectId(c.req.param("id"));
    const { count } = await jsonBody(c, createVariantsSchema);
    requireCatalogue(c.var.deps);
    const queue = c.var.deps.renderQueue;
    if (!queue) throw new AppError("UNAVAILABLE", "The render queue is not running. Please try again later.");
    return c.json(await createAdVariants(c.var.deps, queue, c.var.user.id, id, count), 201);
  });

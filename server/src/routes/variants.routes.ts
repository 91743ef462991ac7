import { batchSchema } from "@reelsmith/contract/batches";
import { projectMessages } from "@reelsmith/contract/projects";
import { createVariantsSchema, variantsInfoSchema } from "@reelsmith/contract/variants";
import type { MiddlewareHandler } from "hono";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireCatalogue, requireRenderQueue } from "../http/readiness";
import { notFound } from "../lib/app-error";
import { createAdVariants, getVariantsInfo } from "../services/ad-variants";
import { CHARGED_RENDER } from "./refusals";

/** Project ids are task ids the server made; anything else cannot name a project. */
const projectId = (raw: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(projectMessages.notFound);
  return raw;
};

/** A path's project id is checked before its body: a malformed one is a 404 whatever was sent. */
const validProjectId: MiddlewareHandler = async (c, next) => {
  projectId(c.req.param("id") ?? "");
  await next();
};

/** A product ad's variants: made as one batch (followed with GET /api/batches/:id), grouped with the ad. */
export const variantRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Batches" })
  .post(
    "/projects/:id/variants",
    {
      operationId: "createAdVariants",
      summary: "Make 2 to 6 variants of a product ad",
      description:
        "Each variant opens with a different hook from the writer and has its own voice, caption preset and " +
        "music; each is its own project (metadata.variant_group names the ad and its label) and render, " +
        "charged per video up front or not at all. Follow them with GET /api/batches/{id}.",
      body: createVariantsSchema,
      response: { status: 201, description: "The batch the variants render in", schema: batchSchema },
      errors: ["NOT_FOUND", ...CHARGED_RENDER],
    },
    validProjectId,
    async (c) => {
      const id = projectId(c.req.param("id"));
      const { count } = c.req.valid("json");
      requireCatalogue(c.var.deps);
      const queue = requireRenderQueue(c.var.deps);
      return c.json(await createAdVariants(c.var.deps, queue, c.var.user.id, id, count), 201);
    },
  )
  .get(
    "/projects/:id/variants",
    {
      operationId: "getAdVariants",
      summary: "A product ad's variants: what one costs and the batches made of it",
      response: { status: 200, description: "The ad's variants", schema: variantsInfoSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => c.json(await getVariantsInfo(c.var.deps, c.var.user.id, projectId(c.req.param("id")))),
  );

import { createBatchSchema } from "@reelsmith/contract/batches";
import { createAuthedRouter } from "../http/create-router";
import { requireCatalogue } from "../http/readiness";
import { jsonBody } from "../http/validate";
import { AppError } from "../lib/app-error";
import { createBatch, getBatch, listBatches } from "../services/batches";

/** Batches: many stories with shared settings, each its own project and render, followed as one. */
export const batchRoutes = createAuthedRouter()
  .post("/batches", async (c) => {
    const body = await jsonBody(c, createBatchSchema);
    requireCatalogue(c.var.deps);
    const queue = c.var.deps.renderQueue;
    if (!queue) throw new AppError("UNAVAILABLE", "The render queue is not running. Please try again later.");
    return c.json(await createBatch(c.var.deps, queue, c.var.user.id, body), 201);
  })
  .get("/batches", async (c) => c.json(await listBatches(c.var.deps, c.var.user.id)))
  .get("/batches/:id", async (c) => c.json(await getBatch(c.var.deps, c.var.user.id, c.req.param("id"))));

import {
  batchListSchema,
  batchSchema,
  batchSettingsSchema,
  createBatchSchema,
} from "@reelsmith/contract/batches";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireCatalogue, requireRenderQueue } from "../http/readiness";
import { createBatch, getBatch, listBatches } from "../services/batches";
import { applyTemplate } from "../services/templates";
import { CHARGED_RENDER, CHECKED_CHOICES } from "./refusals";

/** Batches: many stories with shared settings, each its own project and render, followed as one. */
export const batchRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Batches" })
  .post(
    "/batches",
    {
      operationId: "createBatch",
      summary: "Create up to 50 videos that share their settings",
      description:
        "Every story becomes its own project and render; the credits of all of them are checked and charged " +
        "up front, or nothing is queued. Follow the batch with GET /api/batches/{id}. The settings' catalogue " +
        "ids are checked as create-video's: an unknown one is a 400 naming the field under settings " +
        "(`settings.voice_id: Unknown voice ...`), and no batch, project or charge is made. " +
        "`settings.template_id` applies one of your templates to every video as create-video does (the " +
        "settings given win; another user's or an unknown template: 404).",
      body: createBatchSchema,
      response: { status: 201, description: "The batch, queued", schema: batchSchema },
      errors: [...CHECKED_CHOICES, ...CHARGED_RENDER],
    },
    async (c) => {
      const body = c.req.valid("json");
      const raw = (await c.req.json()) as { settings?: unknown };
      const { db } = c.var.deps.database;
      const settings = await applyTemplate(db, c.var.user.id, batchSettingsSchema, raw.settings);
      requireCatalogue(c.var.deps);
      const queue = requireRenderQueue(c.var.deps);
      return c.json(await createBatch(c.var.deps, queue, c.var.user.id, { ...body, settings }), 201);
    },
  )
  .get(
    "/batches",
    {
      operationId: "listBatches",
      summary: "List your batches, newest first, with their counts",
      response: { status: 200, description: "The batches", schema: batchListSchema },
      errors: [],
    },
    async (c) => c.json(await listBatches(c.var.deps, c.var.user.id)),
  )
  .get(
    "/batches/:id",
    {
      operationId: "getBatch",
      summary: "Get a batch: each video's status and progress, and the counts",
      response: { status: 200, description: "The batch", schema: batchSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) => c.json(await getBatch(c.var.deps, c.var.user.id, c.req.param("id"))),
  );

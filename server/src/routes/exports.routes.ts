import { Readable } from "node:stream";
import { createExportSchema, exportMessages } from "@reelsmith/contract/exports";
import { projectMessages } from "@reelsmith/contract/projects";
import { createAuthedRouter } from "../http/create-router";
import { jsonBody } from "../http/validate";
import { AppError, notFound } from "../lib/app-error";
import { createExport, exportFile, listExports } from "../services/exports";
import { contentTypeFor } from "../storage/storage";

/** Ids the server made (task ids, UUIDs); anything else names nothing. */
const idOf = (raw: string, message: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(message);
  return raw;
};

/**
 * Exports of a project's finished video (issue 29): start one (queued as a job), list them with their
 * progress, download a finished one under its export name. Owner only: another user's project is a 404.
 */
export const exportRoutes = createAuthedRouter()
  .post("/projects/:projectId/exports", async (c) => {
    const body = await jsonBody(c, createExportSchema);
    const deps = c.var.deps;
    const id = idOf(c.req.param("projectId"), projectMessages.notFound);
    const enqueueExport = deps.renderQueue?.enqueueExport;
    if (!enqueueExport)
      throw new AppError("UNAVAILABLE", "The render queue is not running. Please try again later.");
    const result = await createExport(deps, { enqueueExport }, c.var.user.id, id, body);
    // 202: queued; 200: the same export was already queued, running or done.
    return c.json({ export: result.export }, result.created ? 202 : 200);
  })
  .get("/projects/:projectId/exports", async (c) => {
    const id = idOf(c.req.param("projectId"), projectMessages.notFound);
    return c.json({ exports: await listExports(c.var.deps.database.db, c.var.user.id, id) });
  })
  .get("/projects/:projectId/exports/:exportId/download", async (c) => {
    const { database, storage } = c.var.deps;
    const file = await exportFile(
      database.db,
      c.var.user.id,
      idOf(c.req.param("projectId"), projectMessages.notFound),
      idOf(c.req.param("exportId"), exportMessages.notFound),
    );
    const stat = await storage.stat(file.key);
    if (!stat) throw notFound(exportMessages.notFound);
    const body = Readable.toWeb(storage.stream(file.key)) as ReadableStream<Uint8Array>;
    const name = file.fileName;
    return new Response(body, {
      headers: {
        "Content-Type": contentTypeFor(file.key),
        "Content-Length": String(stat.size),
        "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        "Cache-Control": "private, no-store",
      },
    });
  });

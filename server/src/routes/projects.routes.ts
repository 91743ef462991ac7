import { Readable } from "node:stream";
import {
  downloadFileName,
  projectListQuerySchema,
  projectListSchema,
  projectMessages,
  projectNotifySchema,
  projectSchema,
  recentProjectSchema,
} from "@reelsmith/contract/projects";
import { z } from "zod";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { cachedJson } from "../http/user-cache";
import { parseWith } from "../http/validate";
import { notFound } from "../lib/app-error";
import { withLanguageVersions } from "../services/language-versions";
import {
  deleteProject,
  getOwnedProject,
  listProjects,
  recentProjects,
  setProjectNotify,
  toProject,
  videoKeyOf,
} from "../services/projects";
import { ownRecordAnswers } from "./answers";

/** Project ids are task ids the server made; anything else cannot name a project (or a storage folder). */
const projectId = (raw: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(projectMessages.notFound);
  return raw;
};

export const projectRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Projects" })
  .get(
    "/projects",
    {
      operationId: "listProjects",
      summary: "List your projects",
      description:
        "A language version is not listed as a project: its original carries `languages`, the original " +
        "then each version with its language, project, task, state and video (as GET .../languages).",
      query: projectListQuerySchema,
      response: { status: 200, description: "A page of projects", schema: projectListSchema },
      errors: [],
    },
    async (c) => {
      const query = parseWith(projectListQuerySchema, c.req.query());
      const userId = c.var.user.id;
      const key = `list:${query.page}:${query.pageSize}:${query.sort}:${query.type}:${query.search}`;
      return cachedJson(c, userId, "projects", key, () =>
        listProjects(c.var.deps.database.db, userId, query).then((page) =>
          withLanguageVersions(c.var.deps.database.db, userId, page),
        ),
      );
    },
  )
  .get(
    "/projects/recent",
    {
      operationId: "listRecentProjects",
      summary: "Your five newest projects",
      response: { status: 200, description: "The projects", schema: z.array(recentProjectSchema) },
      errors: [],
    },
    async (c) => {
      const userId = c.var.user.id;
      return cachedJson(c, userId, "projects", "recent", () =>
        recentProjects(c.var.deps.database.db, userId),
      );
    },
  )
  .get(
    "/projects/:id",
    {
      operationId: "getProject",
      summary: "Get a project",
      ...ownRecordAnswers("The project", projectSchema),
    },
    async (c) => {
      const row = await getOwnedProject(c.var.deps.database.db, c.var.user.id, projectId(c.req.param("id")));
      return c.json(toProject(row));
    },
  )
  .patch(
    "/projects/:id/notify",
    {
      operationId: "setProjectNotify",
      summary: "Be mailed, or not, when the project's video is ready",
      body: projectNotifySchema,
      ...ownRecordAnswers("The project", projectSchema),
    },
    async (c) => {
      const { async_notify } = c.req.valid("json");
      const id = projectId(c.req.param("id"));
      return c.json(await setProjectNotify(c.var.deps.database.db, c.var.user.id, id, async_notify));
    },
  )
  .delete(
    "/projects/:id",
    {
      operationId: "deleteProject",
      summary: "Delete a project and its files",
      response: {
        status: 200,
        description: "Deleted",
        schema: z.object({ id: z.string(), deleted: z.literal(true) }),
      },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const { database, storage } = c.var.deps;
      const id = projectId(c.req.param("id"));
      await deleteProject(database.db, storage, c.var.user.id, id);
      return c.json({ id, deleted: true });
    },
  )
  .get(
    "/projects/:id/download",
    {
      operationId: "downloadProjectVideo",
      summary: "Download the project's MP4",
      response: { status: 200, description: "The video file", mediaType: "video/mp4", binary: true },
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      const { database, storage } = c.var.deps;
      const row = await getOwnedProject(database.db, c.var.user.id, projectId(c.req.param("id")));
      const key = await videoKeyOf(storage, row);
      const stat = key ? await storage.stat(key) : null;
      if (!key || !stat) throw notFound(projectMessages.noVideo);
      const name = downloadFileName(row.title, row.created_at);
      const body = Readable.toWeb(storage.stream(key)) as ReadableStream<Uint8Array>;
      return new Response(body, {
        headers: {
          "Content-Type": "video/mp4",
          "Content-Length": String(stat.size),
          "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

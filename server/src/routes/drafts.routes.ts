import { draftContentSchema, editorSchema } from "@reelsmith/contract/drafts";
import type { MiddlewareHandler } from "hono";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { parseWith } from "../http/validate";
import { getDraft, saveDraft } from "../services/drafts";

const autosave = "the web editors' autosave";

/** The editor named in the path is one the app has, else a 400 naming it. */
const knownEditor: MiddlewareHandler = async (c, next) => {
  parseWith(editorSchema, c.req.param("editor"));
  await next();
};

/** The editors' autosave: one draft per user and editor, restored on any device. */
export const draftsRoutes = documentedRouter(createAuthedRouter(), { base: "/api/drafts" })
  .get("/:editor", { undocumented: autosave }, async (c) => {
    const editor = parseWith(editorSchema, c.req.param("editor"));
    return c.json(await getDraft(c.var.deps.database.db, c.var.user.id, editor));
  })
  .put("/:editor", { undocumented: autosave, body: draftContentSchema }, knownEditor, async (c) => {
    const editor = parseWith(editorSchema, c.req.param("editor"));
    return c.json(await saveDraft(c.var.deps.database.db, c.var.user.id, editor, c.req.valid("json")));
  });

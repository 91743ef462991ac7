import { draftContentSchema, editorSchema } from "@reelsmith/contract/drafts";
import { createAuthedRouter } from "../http/create-router";
import { jsonBody, parseWith } from "../http/validate";
import { getDraft, saveDraft } from "../services/drafts";

/** The editors' autosave: one draft per user and editor, restored on any device. */
export const draftsRoutes = createAuthedRouter()
  .get("/:editor", async (c) => {
    const editor = parseWith(editorSchema, c.req.param("editor"));
    return c.json(await getDraft(c.var.deps.database.db, c.var.user.id, editor));
  })
  .put("/:editor", async (c) => {
    const editor = parseWith(editorSchema, c.req.param("editor"));
    const content = await jsonBody(c, draftContentSchema);
    return c.json(await saveDraft(c.var.deps.database.db, c.var.user.id, editor, content));
  });

import {
  createTemplateSchema,
  templateListSchema,
  templateSchema,
  updateTemplateSchema,
} from "@reelsmith/contract/templates";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import {
  createTemplate,
  deleteTemplate,
  getOwnedTemplate,
  listTemplates,
  setDefaultTemplate,
  toTemplate,
  updateTemplate,
} from "../services/templates";
import { DELETED, onOwnRecord, ownRecordAnswers } from "./answers";
import { CHECKED_CHOICES } from "./refusals";

const CHECKED_IDS =
  "Catalogue ids are checked as create-video's: an unknown `style`, `voice_id`, `avatar_id`, `music_id` or " +
  '`captions.preset` is a 400 VALIDATION_ERROR whose message starts with the field (`voice_id: Unknown voice "xx". ...`); ' +
  "`logo.media_id` must be a photo of your media library (another user's or none: 404; a clip: 400).";

/**
 * Brand templates: a user's saved choices, many per account and one default, applied by create-video,
 * POST /api/storyboards and batches through `template_id`. Another user's template is 404 everywhere.
 */
export const templateRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Templates" })
  .get(
    "/templates",
    {
      operationId: "listTemplates",
      summary: "List your templates, oldest first, the default marked (is_default)",
      response: { status: 200, description: "The templates", schema: templateListSchema },
      errors: [],
    },
    async (c) => c.json({ templates: await listTemplates(c.var.deps.database.db, c.var.user.id) }),
  )
  .post(
    "/templates",
    {
      operationId: "createTemplate",
      summary: "Save a template: a name and any of your choices",
      description:
        "Every field but `name` is optional. Pass the template's id as `template_id` to create-video, POST " +
        "/api/storyboards or a batch's settings: it fills every field the request leaves out, and a field the " +
        `request gives wins for that video only. ${CHECKED_IDS} Each video made with it draws the logo in its ` +
        "corner of every frame (`size`: a share of the frame's width, clear of the captions and the " +
        "presenter), the intro card before the first scene and the end card (text, call_to_action, " +
        "link_text) after the last, the narration starting after the intro and the music running under " +
        "both; and the captions' background (box or outline), words_per_line and uppercase. A Product " +
        "Ad's closing card also takes the end card's call_to_action.",
      body: createTemplateSchema,
      response: { status: 201, description: "The template", schema: templateSchema },
      errors: [...CHECKED_CHOICES, "NOT_READY", "SAVE_FAILED"],
    },
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await createTemplate(c.var.deps, c.var.user.id, body), 201);
    },
  )
  .get(
    "/templates/:id",
    {
      operationId: "getTemplate",
      summary: "Get a template",
      ...ownRecordAnswers("The template", templateSchema),
    },
    async (c) =>
      c.json(toTemplate(await getOwnedTemplate(c.var.deps.database.db, c.var.user.id, c.req.param("id")))),
  )
  .patch(
    "/templates/:id",
    {
      operationId: "updateTemplate",
      summary: "Change a template: the fields given replace its own, null clears one",
      description: `A nested choice (\`captions\`, \`logo\`, \`intro_card\`, \`end_card\`) is replaced whole. ${CHECKED_IDS} Videos already made keep the choices they were made with.`,
      body: updateTemplateSchema,
      response: { status: 200, description: "The template", schema: templateSchema },
      errors: [...CHECKED_CHOICES, "NOT_READY"],
    },
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await updateTemplate(c.var.deps, c.var.user.id, c.req.param("id"), body));
    },
  )
  .delete(
    "/templates/:id",
    {
      operationId: "deleteTemplate",
      summary: "Delete a template (videos made with it stay as they are)",
      response: DELETED,
      errors: ["NOT_FOUND"],
    },
    async (c) => {
      await deleteTemplate(c.var.deps.database.db, c.var.user.id, c.req.param("id"));
      return c.body(null, 204);
    },
  )
  .post(
    "/templates/:id/default",
    {
      operationId: "setDefaultTemplate",
      summary: "Make a template the account's default (the previous default stops being it)",
      ...ownRecordAnswers("The template, now the default", templateSchema),
    },
    onOwnRecord(setDefaultTemplate),
  );

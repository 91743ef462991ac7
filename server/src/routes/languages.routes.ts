import {
  createLanguageVersionResponseSchema,
  createLanguageVersionSchema,
  createLanguageVersionsResponseSchema,
  createLanguageVersionsSchema,
  draftLanguageVersionSchema,
  languageDraftSchema,
  languageVersionListSchema,
} from "@reelsmith/contract/language-versions";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireCatalogue, requireRenderQueue } from "../http/readiness";
import {
  createLanguageVersions,
  draftLanguageVersion,
  listLanguageVersions,
} from "../services/language-versions";
import { CHARGED_RENDER } from "./refusals";

/** What making a language version can refuse, one language or several. */
const VERSION_ERRORS = ["NOT_FOUND", "CONFLICT", "VALIDATION_ERROR", ...CHARGED_RENDER] as const;

const refusals =
  "Refused with nothing charged or queued: another user's project (404), a project with no finished video " +
  "(409), a language the project already has, the original's or a version's (409), a scene's words missing, " +
  "empty, plainly in another language or for a scene id the storyboard lacks (400 naming " +
  "`texts.<sceneId>`), no `texts` on a server with no writer model to translate (400 naming `texts`), a " +
  "voice that is not one of the language's (400), too few credits (402).";

/**
 * A finished project remade in other languages with the same pictures: each language version is a project
 * of its own, linked to the original, rendered from the original's storyboard with only the words replaced.
 */
export const languageRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Languages" })
  .post(
    "/projects/:projectId/languages",
    {
      operationId: "createLanguageVersion",
      summary: "Remake a finished project in another language, with the same pictures",
      description:
        "Costs the credits of a video. The new version is a project of its own (its own storyboard and " +
        "versions) linked to the original: the original's newest finished storyboard with the same scene " +
        "ids, pictures, media and in-points, camera and holds, and only the words replaced by `texts` " +
        "(`{ <sceneId>: words }`, every scene of the storyboard; GET .../storyboard lists them) or, without " +
        "`texts`, by the writer model's translation where the server has one. It is narrated by `voice_id` " +
        "(a voice of that language) or the language's default voice, captioned in the new words, and each " +
        `scene is timed by its new narration. ${refusals}`,
      body: createLanguageVersionSchema,
      response: {
        status: 201,
        description: "The new version's render task",
        schema: createLanguageVersionResponseSchema,
      },
      errors: [...VERSION_ERRORS],
    },
    async (c) => {
      const body = c.req.valid("json");
      requireCatalogue(c.var.deps);
      const queue = requireRenderQueue(c.var.deps);
      const [made] = await createLanguageVersions(
        c.var.deps,
        queue,
        c.var.user.id,
        c.req.param("projectId"),
        [
          {
            language: body.language,
            ...(body.texts ? { texts: body.texts } : {}),
            ...(body.voice_id ? { voiceId: body.voice_id } : {}),
            fields: { texts: "texts", voice: "voice_id" },
          },
        ],
      );
      if (!made) throw new Error("No language version was made");
      return c.json({ task_id: made.task_id }, 201);
    },
  )
  .post(
    "/projects/:projectId/languages/batch",
    {
      operationId: "createLanguageVersions",
      summary: "Remake a finished project in several languages at once, one render each",
      description:
        "As POST .../languages for every language of `languages`, each charged as a video and rendered as " +
        "its own project: `texts.<language>` gives that language's words by scene id (without them the " +
        "writer model translates, where the server has one), `voice_ids.<language>` its voice (else its " +
        "default voice). All are checked first and charged in one go: one refused language makes none. " +
        `Refused fields are named with their language (\`texts.hi.<sceneId>\`, \`voice_ids.es\`). ${refusals}`,
      body: createLanguageVersionsSchema,
      response: {
        status: 201,
        description: "One render task per language, in the order asked",
        schema: createLanguageVersionsResponseSchema,
      },
      errors: [...VERSION_ERRORS],
    },
    async (c) => {
      const body = c.req.valid("json");
      requireCatalogue(c.var.deps);
      const queue = requireRenderQueue(c.var.deps);
      const asks = body.languages.map((language) => {
        const texts = body.texts?.[language];
        const voiceId = body.voice_ids?.[language];
        return {
          language,
          ...(texts ? { texts } : {}),
          ...(voiceId ? { voiceId } : {}),
          fields: { texts: `texts.${language}`, voice: `voice_ids.${language}` },
        };
      });
      const versions = await createLanguageVersions(
        c.var.deps,
        queue,
        c.var.user.id,
        c.req.param("projectId"),
        asks,
      );
      return c.json({ versions }, 201);
    },
  )
  .post(
    "/projects/:projectId/languages/draft",
    {
      operationId: "draftLanguageVersion",
      summary: "The writer model's words for each scene in another language, to edit before making it",
      description:
        "Charges and makes nothing: the writer model translates the words of the original's newest finished " +
        "storyboard into `language` and answers them by scene id (`texts`), ready to correct and send as " +
        "POST .../languages `texts`. Refused: a server with no writer model (400 naming `texts`), a language " +
        "the project already has (409), a project with no finished video (409), another user's project " +
        "(404); 503 when the model's translation fails.",
      body: draftLanguageVersionSchema,
      response: {
        status: 200,
        description: "Each scene's words in the language",
        schema: languageDraftSchema,
      },
      errors: ["NOT_FOUND", "CONFLICT", "VALIDATION_ERROR", "UNAVAILABLE"],
    },
    async (c) =>
      c.json(
        await draftLanguageVersion(
          c.var.deps.config,
          c.var.deps.database.db,
          c.var.user.id,
          c.req.param("projectId"),
          c.req.valid("json").language,
        ),
      ),
  )
  .get(
    "/projects/:projectId/languages",
    {
      operationId: "listLanguageVersions",
      summary: "The project's language versions: the original and each remake",
      description:
        "The original (`original: true`) then each language version, oldest first, asked of the original " +
        "or of any version: `language`, its own `project_id`, the `task_id` and `status` (rendering, ready " +
        "or failed) of its newest render, and `url`, its video (owner only), once ready. `project_id` at the " +
        "top is the original's. Another user's project is 404.",
      response: { status: 200, description: "The language versions", schema: languageVersionListSchema },
      errors: ["NOT_FOUND"],
    },
    async (c) =>
      c.json(await listLanguageVersions(c.var.deps.database.db, c.var.user.id, c.req.param("projectId"))),
  );

import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { languageSchema } from "@reelsmith/contract/catalog";
import { createExportSchema } from "@reelsmith/contract/exports";
import {
  createLanguageVersionSchema,
  draftLanguageVersionSchema,
} from "@reelsmith/contract/language-versions";
import { analyzeProductRequestSchema } from "@reelsmith/contract/product";
import { projectListQuerySchema } from "@reelsmith/contract/projects";
import { createVersionRequestSchema, storyboardSchema } from "@reelsmith/contract/storyboard";
import { subtitlesQuerySchema } from "@reelsmith/contract/subtitles";
import { statusDescription, TaskStatus } from "@reelsmith/contract/task-status";
import { createTemplateSchema, updateTemplateSchema } from "@reelsmith/contract/templates";
import { versionNumberSchema } from "@reelsmith/contract/versions";
import {
  type CreateVideoParsed,
  createVideoRequestSchema,
  STORY_MAX_CHARS,
  videoSizeSchema,
} from "@reelsmith/contract/video";
import { z } from "zod";
import type { AppDeps, SessionUser } from "../http/context";
import { requireCatalogue, requireExportQueue, requireRenderQueue } from "../http/readiness";
import { parseWith } from "../http/validate";
import { checkCatalogueIds } from "../services/catalogue-ids";
import { catalogueList } from "../services/catalogue-lists";
import { createExport, exportKeyOf, listExports } from "../services/exports";
import {
  createLanguageVersions,
  draftLanguageVersion,
  listLanguageVersions,
} from "../services/language-versions";
import { analyzeProduct } from "../services/product-analysis";
import { listProjects } from "../services/projects";
import {
  createStoryboardVersion,
  getProjectStoryboard,
  previewStoryboard,
  redrawProjectThumbnails,
} from "../services/storyboards";
import { projectSubtitles } from "../services/subtitles";
import {
  applyTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
  setDefaultTemplate,
  updateTemplate,
} from "../services/templates";
import { listVersions } from "../services/versions";
import { createVideoTask, getOwnedTask } from "../services/videos";
import { agentLink, agentProjectList, agentTask } from "./agent-task";
import { mediaToolNames, registerMediaTools } from "./media-tools";
import { answer } from "./tool-answer";

/** The names of the tools, as an agent sees them. */
export const reelsmithToolNames = [
  "list_voices",
  "list_presenters",
  "list_styles",
  "list_music",
  "create_story_video",
  "create_product_ad",
  "get_task_status",
  "list_projects",
  "export_video",
  "list_exports",
  "get_subtitles",
  "plan_storyboard",
  "get_storyboard",
  "list_versions",
  "render_storyboard_version",
  "redraw_storyboard_thumbnails",
  "make_language_version",
  "draft_language_version",
  "list_language_versions",
  "list_templates",
  "create_template",
  "update_template",
  "delete_template",
  "set_default_template",
  ...mediaToolNames,
] as const;

/**
 * The create-video settings an agent may choose, with the contract's own rules. `size` and `music_volume`
 * take no default here: a template_id's template fills what the agent leaves out, and create-video's
 * schema (applyTemplate) gives the defaults after.
 */
const videoSettingsSchema = createVideoRequestSchema
  .pick({
    narrationMode: true,
    image_styles: true,
    voice_id: true,
    bgm_name: true,
    character_ref: true,
    language: true,
    caption_style: true,
    caption_emoji: true,
    voice_settings: true,
    template_id: true,
    narration: true,
  })
  .extend({
    size: videoSizeSchema.in.optional(),
    music_volume: createVideoRequestSchema.shape.music_volume.unwrap().optional(),
  });

const storyVideoSchema = videoSettingsSchema.extend({ story: createVideoRequestSchema.shape.story });

const productAdSchema = videoSettingsSchema.extend({
  url: analyzeProductRequestSchema.shape.url,
  /** The agent's own script; without it the script written from the page is used. */
  script: createVideoRequestSchema.shape.story.optional(),
});

/** An agent's create-video settings with their template applied (services/templates.ts), parsed. */
const templatedVideo = (
  deps: AppDeps,
  userId: string,
  body: Record<string, unknown>,
): Promise<CreateVideoParsed> => applyTemplate(deps.database.db, userId, createVideoRequestSchema, body);

/** create-video as the route runs it: the catalogue must exist and the queue run before credits are charged. */
async function startVideo(deps: AppDeps, userId: string, input: Record<string, unknown>) {
  const body = await templatedVideo(deps, userId, input);
  requireCatalogue(deps);
  const queue = requireRenderQueue(deps);
  const { task_id } = await createVideoTask(deps, queue, userId, body, body.type);
  return {
    task_id,
    status_hint: `Follow it with get_task_status; status ${TaskStatus.generated} is done, ${TaskStatus.failed} failed.`,
  };
}

/**
 * Registers Reelsmith's tools on `server`, each acting as `user` (the API key's owner): the same services
 * and ownership rules as the REST API, inputs checked with the contract's schemas.
 */
export function registerReelsmithTools(server: McpServer, deps: AppDeps, user: SessionUser): void {
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  const { storage, database, config } = deps;
  registerMediaTools(server, deps, user);

  server.registerTool(
    "list_voices",
    {
      title: "List voices",
      description:
        "The narrator voices. A voice's id is create_story_video's voice_id; its tags name its language " +
        "(language:en) and gender.",
      inputSchema: z.object({ language: languageSchema.optional() }),
      annotations: readOnly,
    },
    ({ language }) =>
      answer(async () => {
        const { items } = await catalogueList(storage, "voices");
        return { voices: language ? items.filter((v) => v.tags.includes(`language:${language}`)) : items };
      }),
  );
  server.registerTool(
    "list_presenters",
    {
      title: "List presenters",
      description:
        "The stock presenters (avatars) who speak on screen. Use one with narrationMode 'avatar' and " +
        "character_ref: { narrator_avatar: id }; its avatar_voice_id is a matching voice.",
      annotations: readOnly,
    },
    () => answer(async () => ({ presenters: (await catalogueList(storage, "avatars")).items })),
  );
  server.registerTool(
    "list_styles",
    {
      title: "List visual styles",
      description: "The visual styles of the scenes. Pass a style's id as image_styles: { themes: [id] }.",
      annotations: readOnly,
    },
    () => answer(async () => ({ styles: (await catalogueList(storage, "styles")).items })),
  );
  server.registerTool(
    "list_music",
    {
      title: "List music",
      description: "The background music tracks. Pass a track's id as bgm_name.",
      annotations: readOnly,
    },
    () => answer(async () => ({ music: (await catalogueList(storage, "music")).items })),
  );
  server.registerTool(
    "create_story_video",
    {
      title: "Create a story video",
      description:
        `Renders a vertical video (default 1080x1920) of a story of up to ${STORY_MAX_CHARS} characters, ` +
        "narrated by a voice or a presenter, with scenes, music and captions. Costs credits; answers a task_id. " +
        'narration: { kind: "recording", mediaId } narrates it with the user\'s own recording (a media item ' +
        "of kind audio, or a clip with sound, at most 10 minutes): the scenes are timed from it, and " +
        "get_task_status lists scenes it leaves out as warnings. " +
        'narration: { kind: "video", mediaId, layout: "full" | "corner" } makes the user\'s clip of ' +
        "themself saying the script (a media item of kind clip, with sound, at most 3 minutes) the " +
        "presenter and its sound the narration: full frame with the scenes cutting in (a storyboard " +
        "scene's cutIn), or in the corner bubble.",
      inputSchema: storyVideoSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (input) => answer(() => startVideo(deps, user.id, { ...input, gen_video: true, type: "STORY_REEL" })),
  );
  server.registerTool(
    "create_product_ad",
    {
      title: "Create a product ad",
      description:
        "Reads a product page (name, pictures, brand colours, price), writes an ad script unless one is " +
        "given, and renders the ad with a closing card. Costs credits; answers a task_id.",
      inputSchema: productAdSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    ({ url, script, ...settings }) =>
      answer(async () => {
        // An unknown voice, presenter, music or style is refused before the page is fetched.
        await checkCatalogueIds(deps, user.id, settings);
        const product = await analyzeProduct(config, url, settings.language);
        const story =
          script ?? Array.from(product.generated_script).slice(0, STORY_MAX_CHARS).join("").trim();
        return startVideo(deps, user.id, {
          ...settings,
          story,
          gen_video: true,
          type: "PRODUCT_AD",
          image_urls: product.image_urls.slice(0, 10),
          product_name: product.product_name.slice(0, 200),
          // The page's colours where it has them, else a template's.
          brand_colors: product.brand_colors?.slice(0, 5),
          product_price: product.price?.slice(0, 40) ?? null,
          product_url: url,
        });
      }),
  );
  server.registerTool(
    "get_task_status",
    {
      title: "Get a task's status",
      description: `A video task: ${statusDescription(
        "error says why, credits refunded",
        "task_result.video_url is the video: an absolute link that opens without the key for 7 days",
      )}; progress is a percentage.`,
      inputSchema: z.object({ task_id: z.string().min(1).max(128) }),
      annotations: readOnly,
    },
    ({ task_id }) => answer(async () => agentTask(deps, await getOwnedTask(database.db, user.id, task_id))),
  );
  server.registerTool(
    "list_projects",
    {
      title: "List projects",
      description:
        "Your projects (videos), newest first by default, a page at a time; each finished one's " +
        "metadata.generated_video and thumbnail_url are absolute links that open without the key for 7 days.",
      inputSchema: projectListQuerySchema,
      annotations: readOnly,
    },
    (query) => answer(async () => agentProjectList(deps, await listProjects(database.db, user.id, query))),
  );
  // Exports: the finished video in another ratio, quality or container, as a job.
  const projectIdSchema = z.string().min(1).max(128).describe("The project's id (its first task_id)");
  server.registerTool(
    "export_video",
    {
      title: "Export a finished video",
      description:
        "Makes a project's finished video again in another aspect (9:16, 4:5, 1:1, 16:9; recomposed, not " +
        "generated again), quality (720p, 1080p, 1440p on the short side) and format (mp4, webm, or gif: " +
        "silent, looping, at most 15 s from start, at most 15 MB; or mp3: the narration and music alone, " +
        "aspect and quality not needed). Free. version is the project's version " +
        "to export (list_versions), the newest by default. Answers the queued export; follow it with " +
        "list_exports until its status is done (url is the download) or failed.",
      inputSchema: z.object({ project_id: projectIdSchema, ...createExportSchema.shape }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ project_id, ...body }) =>
      answer(async () => {
        const queue = requireExportQueue(deps);
        const parsed = parseWith(createExportSchema, body);
        return (await createExport(deps, queue, user.id, project_id, parsed)).export;
      }),
  );
  server.registerTool(
    "list_exports",
    {
      title: "List a project's exports",
      description:
        "A project's exports, newest first: status queued, running, done or failed, progress 0 to 1, and " +
        "url and bytes once done (url is an absolute link that opens the file without the key for 7 days).",
      inputSchema: z.object({ project_id: projectIdSchema }),
      annotations: readOnly,
    },
    ({ project_id }) =>
      answer(async () => ({
        exports: (await listExports(database.db, user.id, project_id)).map((e) =>
          e.url ? { ...e, url: agentLink(deps, storage.publicUrl(exportKeyOf(e))) } : e,
        ),
      })),
  );
  server.registerTool(
    "get_subtitles",
    {
      title: "Get a finished video's subtitles",
      description:
        "The captions of a project's finished video as a subtitle file's text: format srt (SubRip) or vtt " +
        "(WebVTT), the words timed as the video says them, grouped as its captions show them. version is " +
        "the project's version (list_versions), the newest by default. Free.",
      inputSchema: z.object({ project_id: projectIdSchema, ...subtitlesQuerySchema.shape }),
      annotations: readOnly,
    },
    ({ project_id, ...query }) =>
      answer(async () => {
        const parsed = parseWith(subtitlesQuerySchema, query);
        const file = await projectSubtitles(deps, user.id, project_id, parsed);
        return { file_name: file.fileName, subtitles: file.text };
      }),
  );
  // Storyboards: the scenes before rendering, and an edited one as the project's next version.
  server.registerTool(
    "plan_storyboard",
    {
      title: "Plan a storyboard",
      description:
        "The scenes a story video would show, before rendering and free: each scene's id, words, estimated " +
        "start/end seconds, a thumbnail and its picture (an illustration's plan, one of the user's media, or " +
        "stock). With a recorded `narration`, the times are the scenes' stretches of the recording (seconds in " +
        "the file) and `warnings` lists scenes the recording leaves out or says otherwise. Edit it and render " +
        "it with render_storyboard_version (an existing project) or " +
        "create_story_video's REST twin create-video with `storyboard`.",
      inputSchema: storyVideoSchema,
      annotations: readOnly,
    },
    (input) =>
      answer(async () => {
        requireCatalogue(deps);
        const body = await templatedVideo(deps, user.id, { ...input, gen_video: true, type: "STORY_REEL" });
        return await previewStoryboard(deps, user.id, body);
      }),
  );
  server.registerTool(
    "get_storyboard",
    {
      title: "Get a project's storyboard",
      description:
        "The storyboard of a project's newest version, or of `version` to edit from (list_versions): its " +
        "scenes, times, thumbnails (absolute links that open without the key for 7 days) and pictures. " +
        "A plan's characters each have a look (the same in every scene) and an `action`, what they do in " +
        "that scene alone (stand, walk, sit, wave...; absent: standing). " +
        "Its baseVersion is the newest version; send it back edited to render_storyboard_version.",
      inputSchema: z.object({ project_id: projectIdSchema, version: versionNumberSchema.optional() }),
      annotations: readOnly,
    },
    ({ project_id, version }) =>
      answer(async () => {
        const board = await getProjectStoryboard(deps, user.id, project_id, version);
        return {
          storyboard: {
            ...board,
            scenes: board.scenes.map((s) => ({
              ...s,
              thumbnailUrl: s.thumbnailUrl ? agentLink(deps, s.thumbnailUrl) : null,
            })),
          },
        };
      }),
  );
  server.registerTool(
    "list_versions",
    {
      title: "List a project's versions",
      description:
        "Every version of a project, newest first: its number, task_id, state (rendering, ready, failed), " +
        "created_at, video_url and thumbnail_url once ready (absolute links that open without the key for 7 " +
        "days), duration_s, scene_count, and what changed against the previous version: changed_scenes (the " +
        "numbers, from 1, of new or changed scenes) and removed_scenes (null for version 1). Export one with " +
        "export_video's version; edit from one with get_storyboard's version.",
      inputSchema: z.object({ project_id: projectIdSchema }),
      annotations: readOnly,
    },
    ({ project_id }) =>
      answer(async () => {
        const list = await listVersions(database.db, user.id, project_id);
        const link = (url: string | null) => (url ? agentLink(deps, url) : null);
        return {
          ...list,
          versions: list.versions.map((v) => ({
            ...v,
            video_url: link(v.video_url),
            thumbnail_url: link(v.thumbnail_url),
          })),
        };
      }),
  );
  server.registerTool(
    "redraw_storyboard_thumbnails",
    {
      title: "Redraw an edited storyboard's thumbnails",
      description:
        "Before render_storyboard_version, free: the edited storyboard of a project with each scene's " +
        "thumbnail drawn again as the next version would show it (an illustration from its plan, each " +
        "character in the pose of its `action`, a photo or clip framed as its fit/focusX/focusY say). " +
        "Refused when a mediaId is not the user's.",
      inputSchema: z.object({ project_id: projectIdSchema, storyboard: storyboardSchema }),
      annotations: readOnly,
    },
    ({ project_id, storyboard }) =>
      answer(async () => {
        requireCatalogue(deps);
        return { storyboard: await redrawProjectThumbnails(deps, user.id, project_id, storyboard) };
      }),
  );
  server.registerTool(
    "render_storyboard_version",
    {
      title: "Render an edited storyboard as a new version",
      description:
        "Renders the storyboard as the project's next version (costs the credits of a video; unchanged " +
        "scenes are reused, so it is quicker than a new video). Refused without charge when baseVersion is " +
        "not the newest version (get_storyboard again), a mediaId is not the user's, or a clip is over 60 s. " +
        "A scene's recording { mediaId } (the user's own recording of that scene, list_media) narrates it in " +
        "place of the voice. Answers a task_id; follow it with get_task_status.",
      inputSchema: z.object({
        project_id: projectIdSchema,
        storyboard: storyboardSchema,
        narration: createVersionRequestSchema.shape.narration,
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ project_id, storyboard, narration }) =>
      answer(async () => {
        const queue = requireRenderQueue(deps);
        return createStoryboardVersion(deps, queue, user.id, project_id, storyboard, narration);
      }),
  );
  server.registerTool(
    "make_language_version",
    {
      title: "Remake a finished video in another language",
      description:
        "The project remade in `language` with the same pictures (costs the credits of a video): a new " +
        "project linked to the original, its storyboard the original's scenes with only the words replaced, " +
        "narrated by voice_id (a voice of that language, list_voices) or the language's default voice, " +
        "captioned and timed by the new narration. `texts` gives every scene's words by scene id " +
        "(get_storyboard lists the ids); without it the server's writer model translates, and a server " +
        "without one refuses, naming texts. Refused without charge: a language the project already has, a " +
        "project with no finished video, a missing or unknown scene id. Answers a task_id; follow it with " +
        "get_task_status.",
      inputSchema: createLanguageVersionSchema.extend({ project_id: projectIdSchema }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ project_id, language, texts, voice_id }) =>
      answer(async () => {
        requireCatalogue(deps);
        const queue = requireRenderQueue(deps);
        const [made] = await createLanguageVersions(deps, queue, user.id, project_id, [
          {
            language,
            ...(texts ? { texts } : {}),
            ...(voice_id ? { voiceId: voice_id } : {}),
            fields: { texts: "texts", voice: "voice_id" },
          },
        ]);
        if (!made) throw new Error("No language version was made");
        return {
          task_id: made.task_id,
          project_id: made.project_id,
          status_hint: `Follow it with get_task_status; status ${TaskStatus.generated} is done, ${TaskStatus.failed} failed.`,
        };
      }),
  );
  server.registerTool(
    "draft_language_version",
    {
      title: "Draft a video's words in another language",
      description:
        "The server's writer model translates the words of the project's finished storyboard into " +
        "`language` and answers them by scene id (texts), to correct and pass to make_language_version. " +
        "Charges and makes nothing. Refused: a server with no writer model (write texts yourself), a " +
        "language the project already has, a project with no finished video.",
      inputSchema: draftLanguageVersionSchema.extend({ project_id: projectIdSchema }),
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: true },
    },
    ({ project_id, language }) =>
      answer(() => draftLanguageVersion(deps.config, database.db, user.id, project_id, language)),
  );
  server.registerTool(
    "list_language_versions",
    {
      title: "List a project's language versions",
      description:
        "The original (original: true) and each language version made of it, asked of any of them: " +
        "language, project_id, the task_id and status (rendering, ready, failed) of its newest render, and " +
        "url, its video once ready (an absolute link that opens without the key for 7 days).",
      inputSchema: z.object({ project_id: projectIdSchema }),
      annotations: readOnly,
    },
    ({ project_id }) =>
      answer(async () => {
        const list = await listLanguageVersions(database.db, user.id, project_id);
        return {
          ...list,
          versions: list.versions.map((v) => ({ ...v, url: v.url ? agentLink(deps, v.url) : null })),
        };
      }),
  );

  // Brand templates: saved choices applied with template_id where a video is made.
  const templateIdSchema = z.string().min(1).max(128).describe("The template's id (list_templates)");
  server.registerTool(
    "list_templates",
    {
      title: "List templates",
      description:
        "Your brand templates: each one's id, name, is_default and choices (style, voice_id, avatar_id, " +
        "presenter_layout, music_id, music_volume, size, captions, brand_colors, logo, intro_card, end_card; " +
        "null where it has none). Pass an id as template_id to create_story_video, create_product_ad or " +
        "plan_storyboard: it fills what you leave out, and what you give wins.",
      annotations: readOnly,
    },
    () => answer(async () => ({ templates: await listTemplates(database.db, user.id) })),
  );
  server.registerTool(
    "create_template",
    {
      title: "Save a template",
      description:
        "Saves a named set of choices; every field but name is optional. Catalogue ids are checked as " +
        "create_story_video's (list_styles, list_voices, list_presenters, list_music); logo.media_id must be " +
        "one of your photos (list_media). The logo is drawn in its corner of every frame (size: a share of " +
        "the frame's width), the intro card before the first scene and the end card after the last (in a " +
        "product ad it replaces the ad's closing card); the " +
        "captions' background, words_per_line and uppercase are drawn as given.",
      inputSchema: createTemplateSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (input) => answer(() => createTemplate(deps, user.id, input)),
  );
  server.registerTool(
    "update_template",
    {
      title: "Change a template",
      description:
        "The fields given replace the template's own (captions, logo, intro_card and end_card whole); null " +
        "clears one. Videos already made keep their choices.",
      inputSchema: updateTemplateSchema.extend({ template_id: templateIdSchema }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ template_id, ...body }) => answer(() => updateTemplate(deps, user.id, template_id, body)),
  );
  server.registerTool(
    "delete_template",
    {
      title: "Delete a template",
      description: "Deletes one of your templates; videos made with it stay as they are.",
      inputSchema: z.object({ template_id: templateIdSchema }),
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
    },
    ({ template_id }) =>
      answer(async () => {
        await deleteTemplate(database.db, user.id, template_id);
        return { deleted: template_id };
      }),
  );
  server.registerTool(
    "set_default_template",
    {
      title: "Make a template the default",
      description: "Makes the template your account's one default; the previous default stops being it.",
      inputSchema: z.object({ template_id: templateIdSchema }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ template_id }) => answer(() => setDefaultTemplate(database.db, user.id, template_id)),
  );
}

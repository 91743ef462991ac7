import {
  createVersionRequestSchema,
  createVersionResponseSchema,
  iconPictureQuerySchema,
  iconSearchQuerySchema,
  iconSearchResponseSchema,
  planStoryboardResponseSchema,
  redrawThumbnailsRequestSchema,
  storyboardResponseSchema,
} from "@reelsmith/contract/storyboard";
import { storyboardQuerySchema } from "@reelsmith/contract/versions";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { requireCatalogue, requireRenderQueue } from "../http/readiness";
import { parseWith } from "../http/validate";
import { iconSvg, searchIcons } from "../services/icons";
import {
  createStoryboardVersion,
  getProjectStoryboard,
  previewStoryboard,
  redrawProjectThumbnails,
} from "../services/storyboards";
import { applyTemplate } from "../services/templates";

/** A project's storyboard, as reading and redrawing it answer. */
const storyboardAnswer = {
  status: 200,
  description: "The storyboard",
  schema: storyboardResponseSchema,
} as const;

/**
 * The storyboard: the scenes a render will draw, before generating (no credits), of a
 * project's newest version, and an edited one rendered as the project's next version.
 */
export const storyboardRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Storyboards" })
  .post(
    "/storyboards",
    {
      operationId: "planStoryboard",
      summary: "The storyboard a create-video body would render, before generating (no credits)",
      description:
        "The same body as create-video. Answers the scenes the render would draw, in order: each with a " +
        "stable `id`, its words, estimated `start`/`end` seconds (the render times them from the narration), " +
        "a small thumbnail drawn by the video's scene composer (owner-only) and its `picture`: " +
        '`{ kind: "illustration", plan }` (the scene plan), `{ kind: "media", mediaId, inPoint?, keepSound?, ' +
        "soundLevel?, fit?: fill|fit, focusX?, focusY? }` (one of your photos or clips: `fill` crops it to " +
        "the frame around its subject or the focus, 0..1 from the left/top; `fit` shows it whole on a blurred " +
        'fill of itself) or `{ kind: "stock", plan }` (Pexels footage found from ' +
        "the plan, where the server has a key). A plan's `characters[]` each have a look (`icon`, `skinTone`, " +
        "`name`, `gender`, `age`: the same in every scene) and an `action`, what they do in that scene alone " +
        "(stand, walk, run, sit, wave... as the schema lists; absent: standing), drawn as their pose; an " +
        "unknown action is a 400 naming the field. Optional `camera` `{ shot: close|wide, pan: " +
        "left|right|up|down|none }` and `holdAfter` seconds. `baseVersion` is 0. Nothing is charged or queued. " +
        "A scene may carry `recording` `{ mediaId }`: your own recording of that scene (400 naming " +
        "`scenes.<i>.recording.mediaId` when it has no sound). " +
        "Send it back, edited, as create-video's `storyboard` to render exactly it. A story plainly in another " +
        "language than `language` is a 400 naming `language`, as in create-video; so is a `narration` " +
        "whose media is not yours (404) or has no sound (400 naming `narration.mediaId`). `template_id` " +
        "applies one of your templates as create-video does (another user's or an unknown one: 404). With a " +
        "recorded `narration`, the recording is aligned to the scenes' words as the render does: each " +
        "scene's `start`/`end` is its stretch of the recording (seconds in the file as uploaded; a scene it " +
        "leaves out is an empty stretch), and `warnings` lists what the alignment noticed (`skipped`, " +
        "`added`, `unlike-script`, each with its scene's id and a message). No `warnings`: the times are " +
        "estimated from the words.",
      body: createVideoRequestSchema,
      response: { status: 200, description: "The storyboard", schema: planStoryboardResponseSchema },
      errors: ["VALIDATION_ERROR", "NOT_FOUND", "UNAVAILABLE"],
    },
    async (c) => {
      c.req.valid("json");
      const { db } = c.var.deps.database;
      const body = await applyTemplate(db, c.var.user.id, createVideoRequestSchema, await c.req.json());
      requireCatalogue(c.var.deps);
      return c.json(await previewStoryboard(c.var.deps, c.var.user.id, body));
    },
  )
  .get(
    "/projects/:projectId/storyboard",
    {
      operationId: "getStoryboard",
      summary: "The storyboard of the project's newest version, or of an older one to edit from",
      description:
        "What the newest version renders (or rendered): its scenes with their times and thumbnails once " +
        "rendered. `version` gives an older version's storyboard instead, to edit from (a version the " +
        "project lacks is a 400 that names `version`; GET .../versions lists them). `baseVersion` is the " +
        "newest version either way: edit it and send it to POST .../versions, which renders the next " +
        "version. 409 while the version has not been planned yet; another user's project is 404.",
      query: storyboardQuerySchema,
      response: storyboardAnswer,
      errors: ["NOT_FOUND", "CONFLICT", "VALIDATION_ERROR"],
    },
    async (c) => {
      const { version } = parseWith(storyboardQuerySchema, c.req.query());
      const projectId = c.req.param("projectId");
      return c.json({
        storyboard: await getProjectStoryboard(c.var.deps, c.var.user.id, projectId, version),
      });
    },
  )
  .post(
    "/projects/:projectId/storyboard/thumbnails",
    {
      operationId: "redrawStoryboardThumbnails",
      summary: "Draw an edited storyboard's thumbnails again, before rendering it (no credits)",
      description:
        "The edited storyboard of the project, answered with each scene's `thumbnailUrl` drawn again as " +
        "the next version would show it, with the newest version's style and size: an illustration from " +
        "its plan (each character in the pose of its `action`), your photo or clip's frame framed as the " +
        "scene's `fit`/`focusX`/`focusY` say. An unknown `action` is a 400 naming the field. Times " +
        "are left as sent. Nothing is charged or queued. Another user's project or media is 404.",
      body: redrawThumbnailsRequestSchema,
      response: storyboardAnswer,
      errors: ["NOT_FOUND", "VALIDATION_ERROR", "UNAVAILABLE"],
    },
    async (c) => {
      const { storyboard } = c.req.valid("json");
      requireCatalogue(c.var.deps);
      const board = await redrawProjectThumbnails(
        c.var.deps,
        c.var.user.id,
        c.req.param("projectId"),
        storyboard,
      );
      return c.json({ storyboard: board });
    },
  )
  .post(
    "/projects/:projectId/versions",
    {
      operationId: "createStoryboardVersion",
      summary: "Render an edited storyboard as the project's next version",
      description:
        "Costs the credits of a video and renders with the newest version's settings (voice, style, music, " +
        "captions, size). Only what changed is drawn and spoken again: unchanged scenes' pictures and " +
        "narration come from the project's cache, then the video is composed. The previous versions stay " +
        "playable and downloadable; the library shows the newest. Refused with nothing charged or queued: a " +
        "storyboard based on an older version than the newest (409), media that is not yours (404), a clip " +
        "longer than 60 s or an in-point past its end (400), a character's unknown `action` (400 naming " +
        "the field), another user's project (404). A scene whose plan changed (a character's `action` " +
        "included) is drawn again. `narration` sets the version's recorded narration " +
        '(`{ kind: "recording", mediaId }`, checked as in create-video), null goes back to the voice, and ' +
        "absent keeps the newest version's. A scene's `recording` `{ mediaId }` (a recording of yours, made scene " +
        "by scene) narrates that scene in place of the voice or the whole recording, aligned to its words; a " +
        "take that does not say the scene's words leaves the voice there, with a warning naming the scene.",
      body: createVersionRequestSchema,
      response: { status: 201, description: "The new version's task", schema: createVersionResponseSchema },
      errors: ["NOT_FOUND", "CONFLICT", "VALIDATION_ERROR", "INSUFFICIENT_CREDITS", "UNAVAILABLE"],
    },
    async (c) => {
      const { storyboard, narration } = c.req.valid("json");
      const queue = requireRenderQueue(c.var.deps);
      const result = await createStoryboardVersion(
        c.var.deps,
        queue,
        c.var.user.id,
        c.req.param("projectId"),
        storyboard,
        narration,
      );
      return c.json(result, 201);
    },
  )
  // The editor's icon search for a scene's things and people, and each icon's picture.
  .get(
    "/icons",
    {
      operationId: "searchIcons",
      summary: "Icons for a scene's things and people, found by a word in the story's language",
      description:
        "What the words of `q` stand for in `language` (the scene planner's own lexicon), then the icon " +
        "names that contain `q`; at most 24, each `{ icon, label, url }`. An icon's name is what a scene " +
        "plan's `objects[].icon` or `characters[].icon` takes.",
      query: iconSearchQuerySchema,
      response: { status: 200, description: "The icons", schema: iconSearchResponseSchema },
      errors: ["VALIDATION_ERROR"],
    },
    (c) => {
      const q = parseWith(iconSearchQuerySchema, c.req.query());
      return c.json({ icons: searchIcons(q.q, q.language) });
    },
  )
  .get(
    "/icons/:file",
    {
      operationId: "getIcon",
      summary: "An icon's picture ({name}.svg)",
      description:
        "The icon as an SVG file; with `colour` (one of a scene plan's thing colours), drawn in that " +
        "colour as the video draws a thing given it.",
      query: iconPictureQuerySchema,
      response: { status: 200, description: "The icon", mediaType: "image/svg+xml" },
      errors: ["NOT_FOUND", "VALIDATION_ERROR"],
    },
    (c) => {
      const name = c.req.param("file").replace(/\.svg$/, "");
      const q = parseWith(iconPictureQuerySchema, c.req.query());
      return c.body(iconSvg(name, q.colour), 200, {
        "content-type": "image/svg+xml",
        "cache-control": "public, max-age=86400",
      });
    },
  );

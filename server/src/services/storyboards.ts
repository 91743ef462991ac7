import crypto from "node:crypto";
import type { Narration, TaskWarning } from "@reelsmith/contract/narration";
import { type Storyboard, storyboardMessages, storyboardSchema } from "@reelsmith/contract/storyboard";
import type { CreateVideoParsed } from "@reelsmith/contract/video";
import { and, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { projects, taskStatus } from "../db/schema";
import { AppError, notFound } from "../lib/app-error";
import { mapLimit } from "../lib/map-limit";
import { seedOf } from "../lib/random";
import { getImageProvider, localImages } from "../providers/scene-images";
import { getStockProvider } from "../providers/stock/pexels";
import { getWriter, scenePlansFor } from "../providers/writer";
import { loadRenderCatalog } from "../render/catalog-access";
import { renderFrame } from "../render/frame";
import { renderPrefix } from "../render/pipeline";
import { recordingSceneTimes } from "../render/recorded-narration";
import { framedStill, framingOf } from "../render/storyboard/framing";
import { checkStoryboardMedia, narrationSource, renderableMedia } from "../render/storyboard/media-source";
import { inputsHash } from "../render/storyboard/render-cache";
import { cleanPlan, storyboardOfScenes, THUMB_WIDTH } from "../render/storyboard/render-storyboard";
import { failTask, requestOf, type TaskRow } from "../render/task-store";
import type {
  AudioConfigArtifact,
  ImagesArtifact,
  RenderDeps,
  RenderRequest,
  ScenesArtifact,
} from "../render/types";
import type { Storage } from "../storage/storage";
import { checkCatalogueIds } from "./catalogue-ids";
import { versionTask } from "./versions";
import { checkStoryLanguage, type Enqueuer, insertChargedTask, toRenderRequest } from "./videos";

/** A scene's time before it is spoken: about 14 characters a second, and the pause after it. */
const CHARS_PER_S = 14;
const PAUSE_S = 0.35;

/**
 * POST /api/storyboards: the storyboard a create-video body would render, before anything is charged or
 * queued. The writer splits the story and the planner plans each scene, as stage 0 does; times are estimated
 * from the words (the render times them from the narration); each thumbnail is drawn by the video's scene
 * composer at THUMB_WIDTH and kept under the caller's own folder, cached by its inputs.
 */
export async function previewStoryboard(
  deps: RenderDeps,
  userId: string,
  body: CreateVideoParsed,
): Promise<{ storyboard: Storyboard; warnings?: TaskWarning[] }> {
  await checkCatalogueIds(deps, userId, body);
  checkStoryLanguage(body);
  const request = toRenderRequest(body);
  if (body.storyboard) await checkStoryboardMedia(deps.database.db, userId, body.storyboard);
  const source = body.narration
    ? await narrationSource(deps.database.db, userId, body.narration.mediaId, undefined, body.narration.kind)
    : null;
  const board = body.storyboard
    ? { ...body.storyboard, baseVersion: 0 }
    : await planStoryboard(deps, request);
  const aligned = source ? await alignedToRecording(deps, request, source.key, board) : null;
  const storyboard = await withPreviewThumbnails(
    deps,
    userId,
    request,
    aligned?.board ?? estimateTimes(board),
  );
  return aligned ? { storyboard, warnings: aligned.warnings } : { storyboard };
}

/**
 * A storyboard narrated by the creator's recording, its scenes timed by aligning the recording to their
 * words as the render does (recorded-narration.ts): seconds in the recording as uploaded, and the
 * aligner's warnings (a scene the recording leaves out, words it adds or says otherwise). Null where
 * none of the scenes is found in it: the times are then estimated from the words.
 */
async function alignedToRecording(
  deps: RenderDeps,
  request: RenderRequest,
  key: string,
  board: Storyboard,
): Promise<{ board: Storyboard; warnings: TaskWarning[] } | null> {
  const catalog = await loadRenderCatalog(deps.storage);
  try {
    const { times, warnings } = await recordingSceneTimes({
      storage: deps.storage,
      key,
      texts: board.scenes.map((s) => s.text),
      sceneIds: board.scenes.map((s) => s.id),
      language: request.language,
      voice: catalog.voice(request.voiceId, request.language),
    });
    const scenes = board.scenes.map((s, k) => ({ ...s, ...(times[k] ?? { start: s.start, end: s.end }) }));
    return { board: { ...board, scenes }, warnings };
  } catch (err) {
    deps.logger.warn({ err }, "storyboard: the recorded narration could not be aligned");
    return null;
  }
}

async function planStoryboard(deps: RenderDeps, request: RenderRequest): Promise<Storyboard> {
  const scenes = await getWriter(deps.config).scenes(request.story, request.language);
  if (scenes.length === 0) throw new AppError("VALIDATION_ERROR", storyboardMessages.noScenes);
  const plans = await scenePlansFor(
    deps.config,
    scenes.map((s) => s.text),
    request.language,
    deps.logger,
  );
  scenes.forEach((s, i) => {
    const plan = plans[i];
    if (plan) s.plan = cleanPlan(plan);
  });
  const stock = request.imageUrls.length === 0 && getStockProvider(deps.config) !== null;
  return storyboardOfScenes(scenes, request.language, 0, stock);
}

/** Scene times from the words, one after the other, with each scene's hold (or the usual pause). */
export function estimateTimes(board: Storyboard): Storyboard {
  let t = 0;
  const scenes = board.scenes.map((s) => {
    const start = t;
    const speech = Math.max(1, s.text.length / CHARS_PER_S);
    t += speech + (s.holdAfter ?? PAUSE_S);
    return { ...s, start: Math.round(start * 1000) / 1000, end: Math.round(t * 1000) / 1000 };
  });
  return { ...board, scenes };
}

/**
 * Each scene's thumbnail as the render would show it, drawn at THUMB_WIDTH in the video's ratio and kept
 * under the caller's own folder, cached by its inputs: an illustrated (or stock) scene by the video's scene
 * composer from its plan, a scene with the user's photo or clip from that photo (the clip's poster frame)
 * framed as the scene says (fit or fill, and where it is cropped).
 */
async function withPreviewThumbnails(
  deps: RenderDeps,
  userId: string,
  request: RenderRequest,
  board: Storyboard,
): Promise<Storyboard> {
  const catalog = await loadRenderCatalog(deps.storage);
  const style = catalog.style(request.styleId);
  const width = THUMB_WIDTH;
  const height = Math.round((THUMB_WIDTH * request.height) / request.width / 2) * 2;
  const frame = renderFrame({ ...request, width, height }).story;
  const seed = seedOf(`${request.story}|${style.public.id}`);
  // The video's own composer (the local one also where a remote model draws the video: a thumbnail is a
  // sketch of the scene, and costs nothing).
  const provider =
    getImageProvider(deps.config).source === "renderer" ? getImageProvider(deps.config) : localImages;
  const scenes = await mapLimit(
    board.scenes.map((s, index) => ({ s, index })),
    2,
    async ({ s, index }) => {
      if (s.picture.kind === "media") {
        const own = await renderableMedia(deps.database.db, userId, s.picture.mediaId);
        const still = own.kind === "photo" ? own.key : own.posterKey;
        const framing = framingOf(s.picture);
        const key = `uploads/${userId}/storyboards/${inputsHash({ v: 1, still, width, height, framing })}.jpg`;
        if (!(await deps.storage.exists(key)))
          await deps.storage.put(
            key,
            await framedStill(await deps.storage.read(still), width, height, framing, 80),
            "image/jpeg",
          );
        return { ...s, thumbnailUrl: deps.storage.publicUrl(key) };
      }
      const plan = s.picture.plan;
      if (!plan) return s;
      const input = { text: s.text, keywords: [], width, height, seed, index, plan, frame };
      const key = `uploads/${userId}/storyboards/${inputsHash({ v: 1, style: style.public.id, ...input })}.jpg`;
      if (!(await deps.storage.exists(key))) {
        const png = await provider.draw({ ...input, style, prompt: s.text });
        await deps.storage.put(key, await sharp(png).jpeg({ quality: 80 }).toBuffer(), "image/jpeg");
      }
      return { ...s, thumbnailUrl: deps.storage.publicUrl(key) };
    },
  );
  return { ...board, scenes };
}

/** The caller's project, or 404 (another user's project is not found, as every record of theirs). */
async function ownedProject(db: Db, userId: string, projectId: string) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, userId)));
  if (!project) throw notFound("Project not found");
  return project;
}

/** The newest version's task of a project. */
async function newestTask(db: Db, projectId: string) {
  const [row] = await db
    .select()
    .from(taskStatus)
    .where(eq(taskStatus.task_draft_id, projectId))
    .orderBy(desc(taskStatus.task_draft_version))
    .limit(1);
  if (!row) throw notFound("Project not found");
  return row;
}

/**
 * GET /api/projects/{projectId}/storyboard: the storyboard of the newest version, or of `version` to edit
 * from (a version the project lacks is a 400 naming it), as its render planned it (or as the user gave it,
 * while its render has not planned yet); 409 while there is none. `baseVersion` is the newest version
 * either way: an edit always renders as the next version.
 */
export async function getProjectStoryboard(
  deps: { database: { db: Db }; storage: Storage },
  userId: string,
  projectId: string,
  version?: number,
): Promise<Storyboard> {
  const { db } = deps.database;
  await ownedProject(db, userId, projectId);
  const { task, newest } = await versionTask(db, projectId, version);
  if (!task) throw notFound("Project not found");
  const stored =
    task.storyboard ?? requestOf(task).storyboard ?? (await storyboardOfOlderRender(deps.storage, task));
  if (!stored) throw new AppError("CONFLICT", storyboardMessages.notReady);
  const board = storyboardSchema.parse(stored);
  return { ...board, baseVersion: newest };
}

/**
 * POST /api/projects/{projectId}/storyboard/thumbnails: an edited storyboard of the project with each
 * scene's thumbnail drawn again as the next version would show it (the newest version's style and size),
 * before it is rendered: nothing is charged or queued. Another user's project or media is a 404.
 */
export async function redrawProjectThumbnails(
  deps: RenderDeps,
  userId: string,
  projectId: string,
  board: Storyboard,
): Promise<Storyboard> {
  const { db } = deps.database;
  await ownedProject(db, userId, projectId);
  const newest = await newestTask(db, projectId);
  await checkStoryboardMedia(db, userId, board);
  const { creditsCharged: _charged, ...base } = requestOf(newest);
  return withPreviewThumbnails(deps, userId, { ...base, language: board.language }, board);
}

/**
 * A video rendered before storyboards were stored: its scenes as the render split and planned them, timed
 * as it spoke them, each showing its picture (an illustration of its plan).
 */
async function storyboardOfOlderRender(storage: Storage, task: TaskRow): Promise<Storyboard | null> {
  const prefix = renderPrefix(task.task_draft_id ?? task.id, task.task_draft_version);
  const read = async <T>(name: string): Promise<T | null> =>
    (await storage.exists(`${prefix}/${name}`))
      ? (JSON.parse((await storage.read(`${prefix}/${name}`)).toString("utf8")) as T)
      : null;
  const scenes = await read<ScenesArtifact>("scenes.json");
  if (!scenes) return null;
  const config = await read<AudioConfigArtifact>("config.json");
  const images = await read<ImagesArtifact>("images.json");
  const request = requestOf(task);
  const board = storyboardOfScenes(scenes.scenes, request.language, task.task_draft_version, false);
  return {
    ...board,
    scenes: board.scenes.map((s, i) => {
      const t = config?.scenes[i];
      const picture = images?.images[i]?.key;
      return {
        ...s,
        ...(t ? { start: t.startMs / 1000, end: (t.startMs + t.durationMs) / 1000 } : {}),
        thumbnailUrl: picture ? storage.publicUrl(picture) : null,
      };
    }),
  };
}

/**
 * POST /api/projects/{projectId}/versions: the edited storyboard renders as the project's next version,
 * with the newest version's settings (voice, style, music, captions, size), charged like a video. Refused
 * before anything is charged or queued: another user's project (404), a storyboard based on an older
 * version than the newest (409), media that is not the caller's (404) or a clip too long (400). The
 * previous versions keep their videos.
 */
export async function createStoryboardVersion(
  deps: RenderDeps & { config: Config },
  queue: Enqueuer,
  userId: string,
  projectId: string,
  board: Storyboard,
  /** The version's recorded narration: null back to the voice, absent the newest version's. */
  narration?: Narration | null,
): Promise<{ task_id: string }> {
  const { db } = deps.database;
  await ownedProject(db, userId, projectId);
  const newest = await newestTask(db, projectId);
  if (board.baseVersion !== newest.task_draft_version)
    throw new AppError("CONFLICT", storyboardMessages.stale(board.baseVersion, newest.task_draft_version));
  await checkStoryboardMedia(db, userId, board);
  const { creditsCharged: _charged, narration: newestNarration, ...base } = requestOf(newest);
  const recording = narration === undefined ? newestNarration : (narration ?? undefined);
  if (recording) await narrationSource(db, userId, recording.mediaId, undefined, recording.kind);
  const request: RenderRequest = {
    ...base,
    language: board.language,
    storyboard: board,
    ...(recording ? { narration: recording } : {}),
  };
  const taskId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      const version = newest.task_draft_version + 1;
      await insertChargedTask(tx, { id: taskId, userId, draftId: projectId, version, request }, deps.config);
      await tx
        .update(projects)
        .set({ status: "DRAFT", updated_at: sql`now()` })
        .where(eq(projects.id, projectId));
    });
  } catch (err) {
    // Another edit of the same version became the next one first (the unique version index).
    if (isUniqueViolation(err))
      throw new AppError(
        "CONFLICT",
        storyboardMessages.stale(board.baseVersion, newest.task_draft_version + 1),
      );
    throw err;
  }
  try {
    await queue.enqueue(taskId);
  } catch (err) {
    await failTask(deps, taskId, `Could not queue the render: ${(err as Error).message}`);
    throw err;
  }
  return { task_id: taskId };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

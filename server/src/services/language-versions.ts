import crypto from "node:crypto";
import { type Language, languageSchema } from "@reelsmith/contract/catalog";
import { languageMismatch, languageMismatchMessage } from "@reelsmith/contract/language-check";
import {
  type LanguageVersion,
  type LanguageVersionList,
  languageVersionMessages,
  languageVersionTitle,
} from "@reelsmith/contract/language-versions";
import type { ProjectList } from "@reelsmith/contract/projects";
import { STORYBOARD_TEXT_MAX_CHARS, type Storyboard, storyboardSchema } from "@reelsmith/contract/storyboard";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { and, asc, eq, inArray } from "drizzle-orm";
import { closestVoice, findVoice, loadCatalog } from "../catalog/catalog";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import { AppError } from "../lib/app-error";
import { getWriter } from "../providers/writer";
import { checkStoryboardMedia } from "../render/storyboard/media-source";
import { failTask, projectIdOf, requestOf, type TaskRow } from "../render/task-store";
import type { RenderDeps, RenderRequest } from "../render/types";
import { getOwnedProject } from "./projects";
import { estimateTimes } from "./storyboards";
import { versionStateOf, versionTasks, versionVideoOf } from "./versions";
import { type Enqueuer, insertChargedTask } from "./videos";

/** One language asked for, with where its fields sit in the request (to name a refused one). */
export interface LanguageAsk {
  language: Language;
  texts?: Record<string, string>;
  voiceId?: string;
  /** "texts" for the single route, "texts.hi" in a batch; the same for the voice. */
  fields: { texts: string; voice: string };
}

type ProjectRow = typeof projects.$inferSelect;

/** The language a task renders in: its request's (a storyboard version may have changed it). */
function languageOfTask(task: TaskRow): Language | null {
  const request = task.request as { language?: unknown; storyboard?: { language?: unknown } } | null;
  const stored = task.storyboard as { language?: unknown } | null;
  return (
    languageSchema.safeParse(request?.language).data ??
    languageSchema.safeParse(stored?.language).data ??
    languageSchema.safeParse(request?.storyboard?.language).data ??
    null
  );
}

/**
 * The caller's project and the group it belongs to: the original (the project itself, or the one it was
 * remade from) and the language versions made of it, oldest first. Another user's project is a 404.
 */
async function languageGroup(db: Db, userId: string, projectId: string) {
  const project = await getOwnedProject(db, userId, projectId);
  const original = project.source_project_id
    ? await getOwnedProject(db, userId, project.source_project_id)
    : project;
  const members = await db
    .select()
    .from(projects)
    .where(and(eq(projects.source_project_id, original.id), eq(projects.user_id, userId)))
    .orderBy(asc(projects.created_at), asc(projects.id));
  return { original, members };
}

/** The languages a group has: the original's and each version's (its newest render's). */
async function languagesOf(db: Db, group: ProjectRow[]): Promise<Map<Language, ProjectRow>> {
  const taken = new Map<Language, ProjectRow>();
  for (const p of group) {
    const newest = (await versionTasks(db, p.id)).at(-1);
    const language = newest ? languageOfTask(newest) : null;
    if (language && !taken.has(language)) taken.set(language, p);
  }
  return taken;
}

/**
 * The original's storyboard to remake: that of its newest finished version. A project with no finished
 * video (or none with a storyboard) is a 409.
 */
async function finishedBoard(db: Db, projectId: string): Promise<{ task: TaskRow; board: Storyboard }> {
  const tasks = await versionTasks(db, projectId);
  for (const task of [...tasks].reverse()) {
    if (task.task_status !== TaskStatus.generated || !task.storyboard) continue;
    const board = storyboardSchema.safeParse(task.storyboard).data;
    if (board) return { task, board };
  }
  throw new AppError("CONFLICT", languageVersionMessages.notFinished);
}

/** The user's words for every scene, checked against the storyboard: each scene once, none unknown. */
function givenTexts(board: Storyboard, ask: LanguageAsk, texts: Record<string, string>): string[] {
  const ids = new Set(board.scenes.map((s) => s.id));
  for (const id of Object.keys(texts))
    if (!ids.has(id))
      throw new AppError(
        "VALIDATION_ERROR",
        languageVersionMessages.textUnknown(`${ask.fields.texts}.${id}`),
      );
  return board.scenes.map((s, i) => {
    const text = texts[s.id]?.trim() ?? "";
    if (!text)
      throw new AppError(
        "VALIDATION_ERROR",
        languageVersionMessages.textMissing(`${ask.fields.texts}.${s.id}`, i + 1, ask.language),
      );
    return text;
  });
}

/**
 * The writer model's translation of every scene's words, one text per scene, in order. Without a model it
 * is a 400 naming `field`; a failed or malformed answer is a 503.
 */
async function translateBoard(
  config: Config,
  board: Storyboard,
  from: Language,
  to: Language,
  field: string,
): Promise<string[]> {
  const writer = getWriter(config);
  if (!writer.translate) throw new AppError("VALIDATION_ERROR", languageVersionMessages.textsRequired(field));
  const originals = board.scenes.map((s) => s.text);
  let translated: string[];
  try {
    translated = await writer.translate(originals, from, to);
  } catch (err) {
    throw new AppError("UNAVAILABLE", languageVersionMessages.translationFailed((err as Error).message));
  }
  if (translated.length !== originals.length || translated.some((t) => t.trim() === ""))
    throw new AppError(
      "UNAVAILABLE",
      languageVersionMessages.translationFailed("it did not answer one text per scene"),
    );
  return translated.map((t) => t.trim());
}

/**
 * Each scene's words in the new language: the user's, or the writer model's translation. Without words
 * and without a model it is a 400 naming `texts`; words plainly in another language are a 400 naming the
 * scene's field, as a story in the wrong language is refused by create-video.
 */
async function wordsFor(
  config: Config,
  board: Storyboard,
  from: Language,
  ask: LanguageAsk,
): Promise<string[]> {
  let words: string[];
  if (ask.texts) words = givenTexts(board, ask, ask.texts);
  else words = await translateBoard(config, board, from, ask.language, ask.fields.texts);
  if (words.reduce((n, w) => n + w.length + 1, 0) > STORYBOARD_TEXT_MAX_CHARS + 1)
    throw new AppError("VALIDATION_ERROR", languageVersionMessages.tooMuchText(ask.fields.texts));
  if (ask.texts)
    board.scenes.forEach((s, i) => {
      const detected = languageMismatch(words[i] ?? "", ask.language);
      if (detected)
        throw new AppError(
          "VALIDATION_ERROR",
          `${ask.fields.texts}.${s.id}: ${languageMismatchMessage(detected, ask.language, "text")}`,
        );
    });
  return words;
}

/**
 * The original's storyboard said in the new language: the same scenes (ids, pictures, media and
 * in-points, camera, holds, stock picks) with only the words replaced. Times are estimated from the new
 * words; the render times each scene from its new narration.
 */
export function remadeStoryboard(board: Storyboard, language: Language, words: string[]): Storyboard {
  return estimateTimes({
    baseVersion: 0,
    language,
    scenes: board.scenes.map((s, i) => ({ ...s, text: words[i] ?? s.text, thumbnailUrl: null })),
  });
}

/**
 * POST /api/projects/{projectId}/languages (and .../batch): the original remade in each language asked
 * for, each a project of its own that names the original, rendered from the original's storyboard with the
 * words replaced, in that language's voice (or the one asked for), charged like a video each. Everything
 * is checked before anything is charged: another user's project (404), a project with no finished video
 * (409), a language the group already has (409), missing or unknown scene words or no model to translate
 * (400 naming the field), a voice of another language (400); the credits of all are taken in one
 * transaction, so too few credits (402) makes none.
 */
export async function createLanguageVersions(
  deps: RenderDeps & { config: Config },
  queue: Enqueuer,
  userId: string,
  projectId: string,
  asks: LanguageAsk[],
): Promise<{ language: Language; project_id: string; task_id: string }[]> {
  const { db } = deps.database;
  const { original, members } = await languageGroup(db, userId, projectId);
  const { task, board } = await finishedBoard(db, original.id);
  const taken = await languagesOf(db, [original, ...members]);
  const from = languageOfTask(task) ?? board.language;
  if (!taken.has(from)) taken.set(from, original);
  for (const ask of asks) refuseTaken(taken, original, ask.language);
  await checkStoryboardMedia(db, userId, board);
  const manifest = await loadCatalog(deps.storage);
  // The original's recording speaks the original's words: a version is narrated by its language's voice.
  const { creditsCharged: _charged, narration: _narration, ...base } = requestOf(task);
  const made: { language: Language; project_id: string; request: RenderRequest }[] = [];
  for (const ask of asks) {
    const voice = ask.voiceId ? findVoice(manifest, ask.voiceId) : closestVoice(manifest, ask.language);
    if (ask.voiceId && voice?.language !== ask.language)
      throw new AppError(
        "VALIDATION_ERROR",
        languageVersionMessages.voice(ask.fields.voice, ask.voiceId, ask.language),
      );
    const words = await wordsFor(deps.config, board, from, ask);
    const storyboard = remadeStoryboard(board, ask.language, words);
    const request: RenderRequest = {
      ...base,
      // The original's story stays the pictures' seed, so the version draws the same pictures.
      language: ask.language,
      title: languageVersionTitle(base.title, ask.language),
      voiceId: voice?.public.id ?? null,
      storyboard,
      // Its scenes show the original's pictures as that render made them.
      picturesFrom: { projectId: projectIdOf(task), version: task.task_draft_version },
    };
    made.push({ language: ask.language, project_id: crypto.randomUUID(), request });
  }
  await db.transaction(async (tx) => {
    // One at a time per group: two requests for the same language cannot both pass the check above.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, original.id)).for("update");
    const now = await languagesOf(tx as unknown as Db, [
      original,
      ...(await tx.select().from(projects).where(eq(projects.source_project_id, original.id))),
    ]);
    for (const m of made) refuseTaken(now, original, m.language);
    const brandKit = (original.metadata as { brand_kit?: unknown }).brand_kit;
    const at = Date.now();
    for (const [i, m] of made.entries()) {
      // A version's first task has its project's id, as create-video's does.
      const id = m.project_id;
      await insertChargedTask(tx, { id, userId, draftId: id, version: 1, request: m.request }, deps.config);
      await tx.insert(projects).values({
        id,
        user_id: userId,
        title: m.request.title,
        type: original.type,
        status: "DRAFT",
        source_project_id: original.id,
        // A millisecond apart, so the list shows a batch in the order it was asked.
        created_at: new Date(at + i),
        ...(brandKit ? { metadata: { brand_kit: brandKit } } : {}),
      });
    }
  });
  for (const m of made) {
    try {
      await queue.enqueue(m.project_id);
    } catch (err) {
      await failTask(deps, m.project_id, `Could not queue the render: ${(err as Error).message}`);
      throw err;
    }
  }
  return made.map((m) => ({ language: m.language, project_id: m.project_id, task_id: m.project_id }));
}

function refuseTaken(taken: Map<Language, ProjectRow>, original: ProjectRow, language: Language): void {
  const holder = taken.get(language);
  if (!holder) return;
  throw new AppError(
    "CONFLICT",
    holder.id === original.id
      ? languageVersionMessages.isOriginal(language)
      : languageVersionMessages.exists(language),
  );
}

/**
 * GET /api/projects/{projectId}/languages: the original and its language versions (asked of any member
 * of the group), each with its language, the state and task of its newest render and its video once made.
 */
export async function listLanguageVersions(
  db: Db,
  userId: string,
  projectId: string,
): Promise<LanguageVersionList> {
  const { original, members } = await languageGroup(db, userId, projectId);
  const versions: LanguageVersion[] = [];
  for (const p of [original, ...members]) {
    const newest = (await versionTasks(db, p.id)).at(-1);
    const language = newest ? languageOfTask(newest) : null;
    if (!newest || !language) continue;
    versions.push({
      language,
      original: p.id === original.id,
      project_id: p.id,
      task_id: newest.id,
      status: versionStateOf(newest),
      url: versionVideoOf(newest).videoUrl,
      created_at: p.created_at.toISOString(),
    });
  }
  return { project_id: original.id, versions };
}

/**
 * A page of the library with each original's language versions (`languages`: the original first, as GET
 * .../languages lists them); a project without versions has none. The versions are not on the page.
 */
export async function withLanguageVersions(db: Db, userId: string, page: ProjectList): Promise<ProjectList> {
  const ids = page.items.map((p) => p.id);
  if (ids.length === 0) return page;
  const remade = await db
    .selectDistinct({ id: projects.source_project_id })
    .from(projects)
    .where(and(eq(projects.user_id, userId), inArray(projects.source_project_id, ids)));
  const originals = new Set(remade.map((r) => r.id));
  if (originals.size === 0) return page;
  const items = await Promise.all(
    page.items.map(async (p) =>
      originals.has(p.id) ? { ...p, languages: (await listLanguageVersions(db, userId, p.id)).versions } : p,
    ),
  );
  return { ...page, items };
}

/**
 * POST /api/projects/{projectId}/languages/draft: the writer model's translation of the original's scenes
 * into `language`, by scene id, for the creator to check and edit before making the version. Charges and
 * makes nothing. A language the group has is a 409; no model is a 400 naming `texts`.
 */
export async function draftLanguageVersion(
  config: Config,
  db: Db,
  userId: string,
  projectId: string,
  language: Language,
): Promise<{ language: Language; texts: Record<string, string> }> {
  const { original, members } = await languageGroup(db, userId, projectId);
  const { task, board } = await finishedBoard(db, original.id);
  const taken = await languagesOf(db, [original, ...members]);
  const from = languageOfTask(task) ?? board.language;
  if (!taken.has(from)) taken.set(from, original);
  refuseTaken(taken, original, language);
  const words = await translateBoard(config, board, from, language, "texts");
  return { language, texts: Object.fromEntries(board.scenes.map((s, i) => [s.id, words[i] ?? ""])) };
}

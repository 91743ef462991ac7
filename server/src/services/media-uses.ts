import type { MediaUse } from "@reelsmith/contract/media";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { projects, taskStatus } from "../db/schema";

/**
 * Which storyboard scenes use a media item, which videos it narrates, and how they let go of it. A version's storyboard is its task's
 * `storyboard` column (the render's own plan); one may also travel in the task's request (create-video
 * with `storyboard`) or its result; a scene uses the item when its picture is `{ kind: "media", mediaId }`. Only the user's own
 * tasks are read (the item is theirs alone, so no one else's storyboard can name it).
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every storyboard-shaped object (`{ scenes: [{ id, picture }] }`) inside a JSON value. */
function* storyboardsIn(value: unknown, depth = 0): Generator<{ scenes: Json[] }> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const v of value) yield* storyboardsIn(v, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value.scenes) && value.scenes.every(isObject) && value.scenes.some((s) => "picture" in s))
    yield value as { scenes: Json[] };
  for (const v of Object.values(value)) yield* storyboardsIn(v, depth + 1);
}

const usesMedia = (scene: Json, mediaId: string) =>
  isObject(scene.picture) && scene.picture.kind === "media" && scene.picture.mediaId === mediaId;

const narratesWith = (value: unknown, mediaId: string) =>
  isObject(value) && (value.kind === "recording" || value.kind === "video") && value.mediaId === mediaId;

/**
 * Every object in a JSON value narrated by the recording, with the key that holds it: a request's or
 * storyboard's `narration`, or a storyboard scene's own `recording`.
 */
function* narratedIn(value: unknown, mediaId: string, depth = 0): Generator<{ owner: Json; key: string }> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const v of value) yield* narratedIn(v, mediaId, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (narratesWith(value.narration, mediaId)) yield { owner: value, key: "narration" };
  if (isObject(value.recording) && value.recording.mediaId === mediaId)
    yield { owner: value, key: "recording" };
  for (const v of Object.values(value)) yield* narratedIn(v, mediaId, depth + 1);
}

/** The user's tasks whose request or result names the item. */
async function tasksNaming(db: Db, userId: string, mediaId: string) {
  const needle = `%${mediaId}%`;
  return db
    .select({
      id: taskStatus.id,
      draftId: taskStatus.task_draft_id,
      request: taskStatus.request,
      result: taskStatus.task_result,
      storyboard: taskStatus.storyboard,
    })
    .from(taskStatus)
    .where(
      and(
        eq(taskStatus.user_id, userId),
        or(
          sql`${taskStatus.request}::text LIKE ${needle}`,
          sql`coalesce(${taskStatus.task_result}::text, '') LIKE ${needle}`,
          sql`coalesce(${taskStatus.storyboard}::text, '') LIKE ${needle}`,
        ),
      ),
    );
}

type FoundUse = Omit<MediaUse, "projectTitle">;

/**
 * The scenes of the user's storyboards that show the item, once per project and scene, then the
 * projects it narrates, once each.
 */
export async function mediaUses(db: Db, userId: string, mediaId: string): Promise<MediaUse[]> {
  const tasks = await tasksNaming(db, userId, mediaId);
  if (tasks.length === 0) return [];
  const found = new Map<string, FoundUse>();
  for (const t of tasks) {
    const projectId = t.draftId ?? t.id;
    const values = [t.storyboard, t.request, t.result];
    for (const board of values.flatMap((v) => [...storyboardsIn(v)]))
      for (const scene of board.scenes)
        if (usesMedia(scene, mediaId))
          found.set(`${projectId}\n${String(scene.id)}`, {
            projectId,
            use: "picture",
            sceneId: String(scene.id),
          });
  }
  for (const t of tasks)
    if ([t.storyboard, t.request, t.result].some((v) => !narratedIn(v, mediaId).next().done))
      found.set(`${t.draftId ?? t.id}\nnarration`, { projectId: t.draftId ?? t.id, use: "narration" });
  if (found.size === 0) return [];
  const ids = [...new Set([...found.values()].map((f) => f.projectId))];
  const titles = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.user_id, userId), inArray(projects.id, ids)));
  const titleOf = new Map(titles.map((p) => [p.id, p.title]));
  return [...found.values()]
    .filter((f) => titleOf.has(f.projectId))
    .map((f) => ({ ...f, projectTitle: titleOf.get(f.projectId) ?? "" }));
}

/**
 * The videos narrated by the recording go back to the voice for what is rendered next: the narration
 * leaves their request and storyboard (a finished video keeps its sound). The scenes showing the item go
 * back to their illustration: `{ kind: "illustration", plan }` with the
 * plan the media picture kept from the illustration it replaced. A picture with no plan kept stays a media
 * picture of an item that no longer exists, which the render draws as an illustration planned from the
 * scene's words.
 */
export async function releaseMediaFromStoryboards(db: Db, userId: string, mediaId: string): Promise<void> {
  const tasks = await tasksNaming(db, userId, mediaId);
  for (const t of tasks) {
    let changed = false;
    const release = (value: unknown) => {
      for (const { owner, key } of [...narratedIn(value, mediaId)]) {
        delete owner[key];
        changed = true;
      }
      for (const board of storyboardsIn(value))
        for (const scene of board.scenes)
          if (usesMedia(scene, mediaId) && isObject(scene.picture) && isObject(scene.picture.plan)) {
            scene.picture = { kind: "illustration", plan: scene.picture.plan };
            changed = true;
          }
    };
    const request = structuredClone(t.request);
    const result = t.result ? structuredClone(t.result) : t.result;
    const storyboard = t.storyboard ? structuredClone(t.storyboard) : t.storyboard;
    release(storyboard);
    release(request);
    release(result);
    if (changed)
      await db
        .update(taskStatus)
        .set({ request, task_result: result, storyboard })
        .where(and(eq(taskStatus.id, t.id), eq(taskStatus.user_id, userId)));
  }
}

import type { Storyboard } from "@reelsmith/contract/storyboard";
import { TaskStatus } from "@reelsmith/contract/task-status";
import type { Db } from "../db/client";
import { projects, taskStatus } from "../db/schema";
import { boatAtSea } from "./scene-fixtures";

/** The three-sentence story the storyboard, narration and language suites render. */
export const boatStory = "A small boat leaves the harbour. The wind fills its sail. It comes home at dusk.";

/**
 * The render request create-video stores for a plain voice video of the boat story (no style, voice, music,
 * presenter or captions), as a task row holds it; `overrides` sets the fields a suite cares about.
 */
export const storedVoiceRequest = (overrides: Record<string, unknown> = {}) => ({
  narrationMode: "voice",
  story: boatStory,
  title: "A small boat",
  language: "en",
  styleId: null,
  voiceId: null,
  musicId: null,
  musicVolume: 0.5,
  avatarId: null,
  avatarEngine: null,
  captionStyle: null,
  width: 180,
  height: 320,
  imageUrls: [],
  ...overrides,
});

/**
 * The boat story's storyboard as its render left it: scene `i` (`scene-1` ...) is two seconds from `2i`,
 * an illustration of the boat at sea unless `pictures[i]` says otherwise.
 */
export const boatStoryboard = (
  baseVersion: number,
  pictures: Storyboard["scenes"][number]["picture"][] = [],
): Storyboard => ({
  baseVersion,
  language: "en",
  scenes: boatStory.split(/(?<=\.) /).map((text, i) => ({
    id: `scene-${i + 1}`,
    text,
    start: i * 2,
    end: i * 2 + 2,
    thumbnailUrl: null,
    picture: pictures[i] ?? { kind: "illustration", plan: boatAtSea },
  })),
});

/**
 * A task row as a finished render leaves it: generated, version 1 of a project of its own id; `fields`
 * adds the rest (request, storyboard, result) or says otherwise.
 */
export const generatedTask = (
  id: string,
  user_id: string,
  fields: Partial<typeof taskStatus.$inferInsert> = {},
): typeof taskStatus.$inferInsert => ({
  id,
  user_id,
  task_status: TaskStatus.generated,
  task_draft_id: id,
  task_draft_version: 1,
  ...fields,
});

/** A published Story Reel's project row, the project a generatedTask of the same id renders. */
export const publishedStoryReel = (
  id: string,
  user_id: string,
  title: string,
): typeof projects.$inferInsert => ({ id, user_id, title, type: "STORY_REEL", status: "PUBLISHED" });

/**
 * A Story Reel project of the user's and its one task in the database, both of id `id`: with `finished`, the
 * published project and generated task a render leaves (publishedStoryReel, generatedTask), else a draft
 * whose task has only `fields`.
 */
export async function insertStoryReel(
  db: Db,
  { id, userId, title, finished }: { id: string; userId: string; title: string; finished: boolean },
  fields: Partial<typeof taskStatus.$inferInsert> = {},
) {
  await db
    .insert(projects)
    .values(
      finished ? publishedStoryReel(id, userId, title) : { id, user_id: userId, title, type: "STORY_REEL" },
    );
  await db
    .insert(taskStatus)
    .values(
      finished ? generatedTask(id, userId, fields) : { id, user_id: userId, task_draft_id: id, ...fields },
    );
}

import { BATCH_MAX_STORIES, BATCH_TITLE_MAX } from "@reelsmith/contract/batches";
import { STORY_MAX_CHARS } from "@reelsmith/contract/video";
import Papa from "papaparse";

export type BatchStoryDraft = { title: string; story: string };

export type ParsedStories = { stories: BatchStoryDraft[]; error: string | null };

export const batchParseMessages = {
  noStoryColumn: 'The CSV needs a "story" column (and may have a "title" column).',
  empty: "No stories found.",
  tooMany: `A batch holds at most ${BATCH_MAX_STORIES} stories: only the first ${BATCH_MAX_STORIES} were kept.`,
  unreadable: (line: number, why: string) => `Row ${line} of the CSV could not be read: ${why}`,
} as const;

/** Keeps at most the batch's limit, saying so when more were given. */
function capped(stories: BatchStoryDraft[], error: string | null = null): ParsedStories {
  if (stories.length === 0) return { stories, error: error ?? batchParseMessages.empty };
  if (stories.length > BATCH_MAX_STORIES)
    return { stories: stories.slice(0, BATCH_MAX_STORIES), error: batchParseMessages.tooMany };
  return { stories, error };
}

/**
 * Stories from a CSV file with a header row: a "story" column (any case; "text" or "script" also read)
 * and an optional "title" column. Blank rows are skipped.
 */
export function parseStoriesCsv(text: string): ParsedStories {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = result.meta.fields ?? [];
  const storyField = ["story", "text", "script"].find((f) => fields.includes(f));
  if (!storyField) return { stories: [], error: batchParseMessages.noStoryColumn };
  const stories = result.data
    .map((row) => ({
      title: (row.title ?? "").trim().slice(0, BATCH_TITLE_MAX),
      story: (row[storyField] ?? "").trim(),
    }))
    .filter((s) => s.story !== "");
  const firstError = result.errors.find((e) => e.type !== "FieldMismatch");
  const error = firstError
    ? batchParseMessages.unreadable((firstError.row ?? 0) + 2, firstError.message)
    : null;
  return capped(stories, error);
}

/**
 * Stories pasted as text: separated by blank lines. A block whose first line starts with "Title:" takes
 * it as its title; the rest is the story.
 */
export function parseStoriesText(text: string): ParsedStories {
  const stories = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = "", ...rest] = block.split("\n");
      const titled = /^title\s*:\s*(.*)$/i.exec(first.trim());
      if (titled)
        return { title: (titled[1] ?? "").trim().slice(0, BATCH_TITLE_MAX), story: rest.join("\n").trim() };
      return { title: "", story: block };
    })
    .filter((s) => s.story !== "");
  return capped(stories);
}

/** A story the server would refuse, said before sending. */
export function storyProblem(story: string): string | null {
  if (!story.trim()) return "Story content is required";
  if (story.trim().length > STORY_MAX_CHARS) return `Story must be at most ${STORY_MAX_CHARS} characters`;
  return null;
}

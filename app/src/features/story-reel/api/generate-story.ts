import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { storyGenerationMessages } from "@/shared/story-reel/lib/messages";

export interface GenerateStoryInput {
  currentText: string;
  maxLength: number;
  language: string;
}

/** POST generate-story: the writer continues or starts the story. */
export async function generateStory(input: GenerateStoryInput): Promise<string> {
  let data: { content?: unknown; error?: unknown };
  try {
    data = await api.post<{ content?: unknown; error?: unknown }>("/api/functions/generate-story", input);
  } catch (error) {
    console.error("generate-story failed", error instanceof ApiError ? error.message : error);
    throw new Error(storyGenerationMessages.failed);
  }
  if (data.error) throw new Error(storyGenerationMessages.failed);
  const content = typeof data.content === "string" ? data.content.trim() : "";
  if (!content) throw new Error(storyGenerationMessages.empty);
  return content;
}

export function useGenerateStory() {
  return useMutation({ mutationFn: generateStory });
}

/**
 * The result replaces an empty story and extends an existing one (a writer that answers the whole text,
 * starting with what was there, is taken as is), cut to the limit.
 */
export function mergeGeneratedStory(current: string, content: string, maxLength: number): string {
  const base = current.trim();
  const merged = !base || content.startsWith(base) ? content : `${current.trimEnd()}\n\n${content}`;
  return merged.slice(0, maxLength);
}

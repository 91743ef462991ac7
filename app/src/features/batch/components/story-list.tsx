import { X } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";
import { type BatchStoryDraft, storyProblem } from "@/features/batch/lib/parse-stories";

/** The stories about to be sent, each with what the server would refuse in it, and a way to drop it. */
export function StoryList({
  stories,
  onRemove,
}: {
  stories: BatchStoryDraft[];
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border">
      {stories.map((s, i) => {
        const problem = storyProblem(s.story);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a story's place in the list is its identity here.
          <li key={i} className="flex items-start gap-3 px-3 py-2.5">
            <span className="mt-0.5 w-6 shrink-0 text-right text-xs tabular-nums text-muted">{i + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">
                {s.title || <span className="text-muted italic">Title from the story</span>}
              </p>
              <p className="line-clamp-2 text-xs text-muted">{s.story}</p>
              {problem ? <p className="mt-1 text-xs text-red-300">{problem}</p> : null}
            </div>
            <IconButton
              icon={X}
              className="h-8 w-8 shrink-0"
              label={`Remove story ${i + 1}`}
              onClick={() => onRemove(i)}
            />
          </li>
        );
      })}
    </ol>
  );
}

import { STORY_MAX_CHARS } from "@reelsmith/contract/video";
import { useId } from "react";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

/** The generated ad script, editable; it is the video's narration (the story limit applies). */
export function ScriptEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const counterId = useId();
  const length = value.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Ad script
        </label>
        <span
          id={counterId}
          className={cn(
            "text-xs tabular-nums",
            length > STORY_MAX_CHARS * 0.8 ? "text-red-400" : "text-muted",
          )}
        >
          {length}/{STORY_MAX_CHARS}
        </span>
      </div>
      <Textarea
        id={id}
        rows={7}
        maxLength={STORY_MAX_CHARS}
        aria-describedby={counterId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Analyze a product page to get a script, or write your own."
      />
    </div>
  );
}

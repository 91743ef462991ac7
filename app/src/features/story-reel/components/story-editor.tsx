import { STORY_MAX_LENGTH } from "@reelsmith/contract/drafts";
import { Sparkles, Undo2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { mergeGeneratedStory, useGenerateStory } from "@/features/story-reel/api/generate-story";
import { StoryCounter } from "@/features/story-reel/components/story-counter";

export const storyCutMessage = `Your text was longer than ${STORY_MAX_LENGTH.toLocaleString("en")} characters, so it was cut to the limit: check its end.`;

/** The story box: 1500 characters with a counter, and Generate story (replaces empty text, else extends). */
export function StoryEditor({
  value,
  onChange,
  language,
}: {
  value: string;
  onChange: (story: string) => void;
  language: string;
}) {
  const id = useId();
  const counterId = useId();
  const generate = useGenerateStory();
  const [undoText, setUndoText] = useState<string | null>(null);
  const [genError, setGenError] = useState<string | null>(null);
  // A paste longer than the room left is cut by the box; the user is told instead of finding out later.
  const [cut, setCut] = useState(false);
  const pasteCut = useRef(false);

  const onGenerate = () => {
    setGenError(null);
    const before = value;
    generate.mutate(
      { currentText: before, maxLength: STORY_MAX_LENGTH, language },
      {
        onSuccess: (content) => {
          onChange(mergeGeneratedStory(before, content, STORY_MAX_LENGTH));
          setUndoText(before);
        },
        onError: (e) => setGenError(e.message),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>Your story</Label>
        <StoryCounter id={counterId} length={value.length} max={STORY_MAX_LENGTH} />
      </div>
      <Textarea
        id={id}
        value={value}
        maxLength={STORY_MAX_LENGTH}
        aria-describedby={counterId}
        onPaste={(e) => {
          const box = e.currentTarget;
          const selected = box.selectionEnd - box.selectionStart;
          const pasted = e.clipboardData.getData("text").length;
          pasteCut.current = box.value.length - selected + pasted > STORY_MAX_LENGTH;
        }}
        onChange={(e) => {
          setUndoText(null);
          setCut(pasteCut.current || e.target.value.length > STORY_MAX_LENGTH);
          pasteCut.current = false;
          onChange(e.target.value.slice(0, STORY_MAX_LENGTH));
        }}
        placeholder="Once upon a time, in a city that never slept..."
        className="min-h-56 sm:min-h-64"
      />
      {cut ? <Alert variant="info">{storyCutMessage}</Alert> : null}
      {genError ? <Alert variant="error">{genError}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onGenerate} loading={generate.isPending}>
          {generate.isPending ? null : <Sparkles aria-hidden className="h-4 w-4 text-violet-300" />}
          {value.trim() ? "Continue with AI" : "Generate story"}
        </Button>
        {undoText !== null ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(undoText);
              setUndoText(null);
            }}
          >
            <Undo2 aria-hidden className="h-4 w-4" />
            Undo
          </Button>
        ) : null}
      </div>
    </div>
  );
}

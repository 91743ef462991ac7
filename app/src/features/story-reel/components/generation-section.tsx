import { Clapperboard } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The generation section: the Preview button ('Generating...' while busy) and the editor's errors. */
export function GenerationSection({
  busy,
  error,
  onGenerate,
}: {
  busy: boolean;
  error: string | null;
  onGenerate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button size="lg" onClick={onGenerate} loading={busy} className="w-full">
        {busy ? null : <Clapperboard aria-hidden className="h-5 w-5" />}
        {busy ? "Generating..." : "Preview"}
      </Button>
      <p className="text-center text-xs text-muted">
        Starts rendering your 9:16 video. Credits are charged per video.
      </p>
    </div>
  );
}

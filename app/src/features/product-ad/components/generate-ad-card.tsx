import { Clapperboard } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Generate Ad, with the reason it could not start. */
export function GenerateAdCard({
  busy,
  error,
  onGenerate,
}: {
  busy: boolean;
  error: string | null;
  onGenerate: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button size="lg" className="w-full" onClick={onGenerate} loading={busy}>
        {busy ? null : <Clapperboard aria-hidden className="h-5 w-5" />}
        {busy ? "Generating..." : "Generate Ad"}
      </Button>
      <p className="text-center text-xs text-muted">
        Starts rendering your 9:16 ad. Credits are charged per video.
      </p>
    </Card>
  );
}

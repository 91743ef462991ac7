import { Clapperboard } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isNoCreditsMessage, MoreCreditsLink } from "@/features/video-settings/components/more-credits-link";

export type GenerateProps = { busy: boolean; error: string | null; onGenerate: () => void };

/** The error that stopped the last try, the generate button ('Generating...' while busy), and a note under it. */
export function GenerateControls({
  busy,
  error,
  onGenerate,
  label,
  note,
}: GenerateProps & { label: string; note: string }) {
  return (
    <>
      {error ? (
        <Alert variant="error">
          {error}
          {isNoCreditsMessage(error) ? (
            <div className="mt-2">
              <MoreCreditsLink />
            </div>
          ) : null}
        </Alert>
      ) : null}
      <Button size="lg" className="w-full" onClick={onGenerate} loading={busy}>
        {busy ? null : <Clapperboard aria-hidden className="h-5 w-5" />}
        {busy ? "Generating..." : label}
      </Button>
      <p className="text-center text-xs text-muted">{note}</p>
    </>
  );
}

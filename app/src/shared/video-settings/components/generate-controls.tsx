import { Clapperboard } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AspectPicker } from "@/shared/video-settings/components/aspect-picker";
import { MoreCreditsIfRefused } from "@/shared/video-settings/components/more-credits-link";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

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
          <MoreCreditsIfRefused message={error} />
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

/** The frame size picker, then the controls with a note that names the size and what is rendered. */
export function SizedGenerateControls({
  label,
  thing,
  ...props
}: GenerateProps & { label: string; thing: string }) {
  const size = useVideoSettings((s) => s.size);
  return (
    <>
      <AspectPicker />
      <GenerateControls
        {...props}
        label={label}
        note={`Starts rendering your ${size} ${thing}. Credits are charged per video.`}
      />
    </>
  );
}

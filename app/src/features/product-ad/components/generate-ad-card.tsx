import { Card } from "@/components/ui/card";
import { GenerateControls, type GenerateProps } from "@/features/video-settings/components/generate-controls";

/** Generate Ad, with the reason it could not start. */
export function GenerateAdCard(props: GenerateProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <GenerateControls
        {...props}
        label="Generate Ad"
        note="Starts rendering your 9:16 ad. Credits are charged per video."
      />
    </Card>
  );
}

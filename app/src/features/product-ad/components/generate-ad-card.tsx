import { Card } from "@/components/ui/card";
import {
  type GenerateProps,
  SizedGenerateControls,
} from "@/shared/video-settings/components/generate-controls";

/** Generate Ad, with the reason it could not start. */
export function GenerateAdCard(props: GenerateProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <SizedGenerateControls {...props} label="Generate Ad" thing="ad" />
    </Card>
  );
}

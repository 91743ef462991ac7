import { Card } from "@/components/ui/card";
import { AspectPicker } from "@/features/video-settings/components/aspect-picker";
import { GenerateControls, type GenerateProps } from "@/features/video-settings/components/generate-controls";
import { useVideoSettings } from "@/features/video-settings/lib/video-settings-store";

/** Generate Ad, with the reason it could not start. */
export function GenerateAdCard(props: GenerateProps) {
  const size = useVideoSettings((s) => s.size);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <AspectPicker />
      <GenerateControls
        {...props}
        label="Generate Ad"
        note={`Starts rendering your ${size} ad. Credits are charged per video.`}
      />
    </Card>
  );
}

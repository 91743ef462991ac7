import { AspectPicker } from "@/features/video-settings/components/aspect-picker";
import { GenerateControls, type GenerateProps } from "@/features/video-settings/components/generate-controls";
import { useVideoSettings } from "@/features/video-settings/lib/video-settings-store";

/** The generation section: the Preview button ('Generating...' while busy) and the editor's errors. */
export function GenerationSection(props: GenerateProps) {
  const size = useVideoSettings((s) => s.size);
  return (
    <div className="flex flex-col gap-3">
      <AspectPicker />
      <GenerateControls
        {...props}
        label="Preview"
        note={`Starts rendering your ${size} video. Credits are charged per video.`}
      />
    </div>
  );
}

import { GenerateControls, type GenerateProps } from "@/features/video-settings/components/generate-controls";

/** The generation section: the Preview button ('Generating...' while busy) and the editor's errors. */
export function GenerationSection(props: GenerateProps) {
  return (
    <div className="flex flex-col gap-3">
      <GenerateControls
        {...props}
        label="Preview"
        note="Starts rendering your 9:16 video. Credits are charged per video."
      />
    </div>
  );
}

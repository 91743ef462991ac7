import {
  type GenerateProps,
  SizedGenerateControls,
} from "@/shared/video-settings/components/generate-controls";

/** The generation section: the Preview button ('Generating...' while busy) and the editor's errors. */
export function GenerationSection(props: GenerateProps) {
  return (
    <div className="flex flex-col gap-3">
      <SizedGenerateControls {...props} label="Preview" thing="video" />
    </div>
  );
}

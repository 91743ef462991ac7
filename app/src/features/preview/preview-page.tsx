import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function PreviewPage() {
  return (
    <ComingSoon
      title="Preview & Finalize"
      description="Watch your generated video, follow its progress, then share or download it."
    />
  );
}

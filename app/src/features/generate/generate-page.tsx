import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function GeneratePage() {
  return (
    <ComingSoon
      title="Generate & Export"
      description="Check your video's status and choose export settings for every platform."
    />
  );
}

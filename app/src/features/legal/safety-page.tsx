import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function SafetyPage() {
  return (
    <ComingSoon
      title="AI Safety"
      description="How we keep AI avatars and voices safe and consensual will be published here."
    />
  );
}

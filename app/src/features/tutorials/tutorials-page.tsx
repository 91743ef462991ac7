import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function TutorialsPage() {
  return (
    <ComingSoon
      title="Tutorials"
      description="Step-by-step video tutorials for story reels, product ads and custom avatars."
    />
  );
}

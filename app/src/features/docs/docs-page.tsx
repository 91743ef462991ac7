import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function DocsPage() {
  return (
    <ComingSoon
      title="Documentation"
      description="Guides to Reelsmith, from writing your first story to how our avatar technology works, are on their way."
    />
  );
}

import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function ProjectsPage() {
  return (
    <ComingSoon
      title="All Projects"
      description="Search, filter, preview, download and delete every video you have made, all in one library."
    />
  );
}

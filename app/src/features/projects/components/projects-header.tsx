import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Back to the dashboard, the title with the server's count, and New Project. */
export function ProjectsHeader({ total }: { total: number | null }) {
  return (
    <>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm text-muted transition-colors hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">All Projects</h1>
          <p className="mt-1 min-h-5 text-sm text-muted" aria-live="polite">
            {total !== null ? `${total} project(s) found` : ""}
          </p>
        </div>
        <Link to={paths.storyReel} className={buttonClass("primary", "md")}>
          <Plus className="h-4 w-4" aria-hidden />
          New Project
        </Link>
      </div>
    </>
  );
}

import { FolderOpen, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** Spec: "No projects found" while searching or filtering, else "No projects yet" with Create Project. */
export function EmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : FolderOpen;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-violet-500/10 ring-1 ring-violet-400/30">
        <Icon className="h-6 w-6 text-violet-300" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{filtered ? "No projects found" : "No projects yet"}</h2>
      <p className="text-sm text-muted">
        {filtered ? "Try adjusting your search or filters." : "Create your first project to get started"}
      </p>
      {filtered ? null : (
        <Link to={paths.storyReel} className={buttonClass("primary", "md", "mt-2")}>
          <Plus className="h-4 w-4" aria-hidden />
          Create Project
        </Link>
      )}
    </Card>
  );
}

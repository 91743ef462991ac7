import { projectMessages, type RecentProject } from "@reelsmith/contract/projects";
import { Film, Plus } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Thumbnail } from "@/components/ui/thumbnail";
import { paths } from "@/config/paths";
import { useRecentProjects } from "@/features/dashboard/api/get-recent-projects";
import { cn } from "@/lib/cn";

const typeLabel = { STORY_REEL: "Story Reel", PRODUCT_AD: "Product Ad" } as const;
const statusStyle = {
  DRAFT: "bg-amber-500/15 text-amber-200 ring-amber-500/30",
  PUBLISHED: "bg-green-500/15 text-green-200 ring-green-500/30",
  FAILED: "bg-red-500/15 text-red-200 ring-red-500/30",
} as const;
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

function ProjectTile({ project }: { project: RecentProject }) {
  return (
    <li>
      <Link
        to={paths.projects}
        className="group flex flex-col gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="relative aspect-[9/16] overflow-hidden rounded-xl border border-border bg-surface-2">
          {project.thumbnail_url ? (
            <Thumbnail
              src={project.thumbnail_url}
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center bg-gradient-to-b from-violet-500/20 to-pink-500/10">
              <Film className="h-8 w-8 text-violet-300/70" aria-hidden />
            </div>
          )}
          <span
            className={cn(
              "absolute top-2 left-2 rounded-full px-2 py-0.5 text-[10px] font-semibold ring-1",
              statusStyle[project.status],
            )}
          >
            {project.status}
          </span>
        </div>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{project.title}</p>
          <p className="text-xs text-muted">
            {typeLabel[project.type]} · {dateFormat.format(new Date(project.created_at))}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The dashboard's My Projects: the 5 most recent. */
export function RecentProjects({ userId }: { userId: string }) {
  const { data, isPending, isError } = useRecentProjects(userId);
  if (isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (isError) return <Alert variant="error">{projectMessages.listFailed}</Alert>;
  if (data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="font-medium">No projects yet</p>
        <p className="text-sm text-muted">Create your first project to get started</p>
        <Link to={paths.storyReel} className={buttonClass("primary", "sm", "mt-2")}>
          <Plus className="h-4 w-4" aria-hidden />
          Create Project
        </Link>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {data.map((project) => (
        <ProjectTile key={project.id} project={project} />
      ))}
    </ul>
  );
}

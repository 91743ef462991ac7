import type { LanguageVersion } from "@reelsmith/contract/language-versions";
import type { Project } from "@reelsmith/contract/projects";
import { ProjectCard } from "@/features/projects/components/project-card";
import type { ProjectListParams } from "@/features/projects/lib/list-params";
import { cn } from "@/lib/cn";

/** One page of projects as a grid or a list; dimmed while the next page loads. */
export function ProjectList({
  items,
  view,
  stale,
  checking,
  downloadingId,
  onPreview,
  onDownload,
  onDelete,
  onOpenGroup,
  openGroup = null,
  onOpenLanguage,
}: {
  items: Project[];
  view: ProjectListParams["view"];
  /** The previous page, shown while the next one loads. */
  stale: boolean;
  checking: ReadonlySet<string>;
  downloadingId: string | null;
  onPreview: (project: Project) => void;
  onDownload: (project: Project) => void;
  onDelete: (project: Project) => void;
  onOpenGroup?: (originalId: string, projectId: string) => void;
  openGroup?: string | null;
  onOpenLanguage?: (project: Project, version: LanguageVersion) => void;
}) {
  return (
    <ul
      aria-label="Projects"
      aria-busy={stale || undefined}
      className={cn(
        "transition-opacity",
        stale && "opacity-60",
        view === "grid"
          ? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
          : "flex flex-col gap-3",
      )}
    >
      {items.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          view={view}
          processing={checking.has(project.id)}
          downloading={downloadingId === project.id}
          onPreview={onPreview}
          onDownload={onDownload}
          onDelete={onDelete}
          onOpenGroup={onOpenGroup}
          openGroup={openGroup}
          onOpenLanguage={onOpenLanguage}
        />
      ))}
    </ul>
  );
}

import type { Project } from "@reelsmith/contract/projects";
import { variantGroupOf } from "@reelsmith/contract/variants";
import { Download, Play, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProcessingBadge, StatusBadge, VariantBadge } from "@/features/projects/components/project-badges";
import { ProjectThumbnail } from "@/features/projects/components/project-thumbnail";
import { formatCreated, type ProjectView, typeLabel } from "@/features/projects/lib/list-params";
import { cn } from "@/lib/cn";

export interface ProjectActions {
  onPreview: (project: Project) => void;
  onDownload: (project: Project) => void;
  onDelete: (project: Project) => void;
}

interface CardProps extends ProjectActions {
  project: Project;
  view: ProjectView;
  processing: boolean;
  downloading: boolean;
  /** Opens the project's variant group (from its "Variants (3)" or "Variant B" badge). */
  onOpenGroup?: (originalId: string, projectId: string) => void;
  /** The variant group shown now (its ad's id). */
  openGroup?: string | null;
}

function Actions({
  project,
  downloading,
  onPreview,
  onDownload,
  onDelete,
  view,
}: Omit<CardProps, "processing">) {
  const labelled = view === "list";
  const text = labelled ? "hidden md:inline" : "sr-only";
  const size = labelled ? "px-2 sm:px-3" : undefined;
  return (
    <div className={cn("flex items-center gap-1", labelled ? "shrink-0" : "justify-between")}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Preview ${project.title}`}
        title="Preview"
        className={size}
        onClick={() => onPreview(project)}
      >
        <Play className="h-4 w-4" aria-hidden />
        <span className={text}>Preview</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Download ${project.title}`}
        title="Download"
        className={size}
        loading={downloading}
        onClick={() => onDownload(project)}
      >
        {downloading ? null : <Download className="h-4 w-4" aria-hidden />}
        <span className={text}>Download</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${project.title}`}
        title="Delete"
        className={cn("text-red-300 hover:bg-red-500/10 hover:text-red-200", size)}
        onClick={() => onDelete(project)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        <span className={text}>Delete</span>
      </Button>
    </div>
  );
}

function Meta({ project }: { project: Project }) {
  // Wraps rather than truncating, so the date stays readable on a narrow card.
  return (
    <p className="flex flex-wrap gap-x-1 text-xs text-muted">
      <span>
        {typeLabel[project.type]}
        <span aria-hidden> ·</span>
      </span>
      <time dateTime={project.created_at}>{formatCreated(project.created_at)}</time>
    </p>
  );
}

/** One project in the library, as a 9:16 card (grid) or a row (list). */
export function ProjectCard(props: CardProps) {
  const { project, view, processing, onPreview, onOpenGroup, openGroup } = props;
  const variantBadge = (
    <VariantBadge
      metadata={project.metadata}
      onOpen={onOpenGroup ? (of) => onOpenGroup(of, project.id) : undefined}
      expanded={openGroup != null && variantGroupOf(project.metadata)?.of === openGroup}
    />
  );
  if (view === "list") {
    return (
      <li
        data-testid="project-card"
        className="group flex items-center gap-3 rounded-card border border-border bg-surface/80 p-2 pr-3 transition-colors hover:border-violet-500/40 sm:gap-4"
      >
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => onPreview(project)}
          className="w-12 shrink-0 cursor-pointer overflow-hidden rounded-lg sm:w-14"
        >
          <ProjectThumbnail project={project} />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 text-sm font-semibold break-words">{project.title}</h3>
          <Meta project={project} />
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={project.status} />
            {variantBadge}
            {processing ? <ProcessingBadge /> : null}
          </div>
        </div>
        <Actions {...props} />
      </li>
    );
  }
  return (
    <li
      data-testid="project-card"
      className="group flex flex-col overflow-hidden rounded-card border border-border bg-surface/80 shadow-lg shadow-black/20 transition-colors hover:border-violet-500/40"
    >
      <div className="relative">
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => onPreview(project)}
          className="block w-full cursor-pointer"
        >
          <ProjectThumbnail project={project} />
          <span className="absolute inset-0 flex items-center justify-center bg-black/0 opacity-0 transition-opacity group-hover:bg-black/30 group-hover:opacity-100 motion-reduce:transition-none">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur">
              <Play className="h-5 w-5 translate-x-px text-white" aria-hidden />
            </span>
          </span>
        </button>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1">
          <StatusBadge status={project.status} />
          {variantBadge}
          {processing ? <ProcessingBadge /> : null}
        </div>
      </div>
      <div className="flex flex-col gap-0.5 px-3 pt-2.5">
        <h3 className="truncate text-sm font-semibold">{project.title}</h3>
        <Meta project={project} />
      </div>
      <div className="px-1.5 pt-1 pb-1.5">
        <Actions {...props} />
      </div>
    </li>
  );
}

import type { LanguageVersion } from "@reelsmith/contract/language-versions";
import type { Project } from "@reelsmith/contract/projects";
import { variantGroupOf } from "@reelsmith/contract/variants";
import { Download, type LucideIcon, Play, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import {
  LanguageBadges,
  ProcessingBadge,
  StatusBadge,
  VariantBadge,
} from "@/features/projects/components/project-badges";
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
  /** Opens one language of a project remade in others (from its language badge). */
  onOpenLanguage?: (project: Project, version: LanguageVersion) => void;
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
  /** A ghost button named for the project, its icon, and its label (beside the icon in a list row). */
  const action = (label: string, Icon: LucideIcon, onClick: () => void, props?: ButtonProps) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label} ${project.title}`}
      title={label}
      className={size}
      onClick={onClick}
      {...props}
    >
      {props?.loading ? null : <Icon className="h-4 w-4" aria-hidden />}
      <span className={text}>{label}</span>
    </Button>
  );
  return (
    <div className={cn("flex items-center gap-1", labelled ? "shrink-0" : "justify-between")}>
      {action("Preview", Play, () => onPreview(project))}
      {action("Download", Download, () => onDownload(project), { loading: downloading })}
      {action("Delete", Trash2, () => onDelete(project), {
        className: cn("text-red-300 hover:bg-red-500/10 hover:text-red-200", size),
      })}
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

/** The thumbnail as a preview button for the mouse (keyboards and readers use the title and actions). */
function ThumbnailButton({
  project,
  onPreview,
  className,
  children,
}: Pick<CardProps, "project" | "onPreview"> & { className: string; children?: ReactNode }) {
  return (
    <button type="button" tabIndex={-1} aria-hidden onClick={() => onPreview(project)} className={className}>
      <ProjectThumbnail project={project} />
      {children}
    </button>
  );
}

/** One project in the library, as a 9:16 card (grid) or a row (list). */
export function ProjectCard(props: CardProps) {
  const { project, view, processing, onPreview, onOpenGroup, openGroup, onOpenLanguage } = props;
  const languageBadges = (
    <LanguageBadges
      title={project.title}
      languages={project.languages}
      onOpen={(v) => (onOpenLanguage ? onOpenLanguage(project, v) : onPreview(project))}
    />
  );
  const variantBadge = (
    <VariantBadge
      metadata={project.metadata}
      onOpen={onOpenGroup ? (of) => onOpenGroup(of, project.id) : undefined}
      expanded={openGroup != null && variantGroupOf(project.metadata)?.of === openGroup}
    />
  );
  const badges = (
    <>
      <StatusBadge status={project.status} />
      {variantBadge}
      {processing ? <ProcessingBadge /> : null}
    </>
  );
  if (view === "list") {
    return (
      <li
        data-testid="project-card"
        className="group flex items-center gap-3 rounded-card border border-border bg-surface/80 p-2 pr-3 transition-colors hover:border-violet-500/40 sm:gap-4"
      >
        <ThumbnailButton
          project={project}
          onPreview={onPreview}
          className="w-12 shrink-0 cursor-pointer overflow-hidden rounded-lg sm:w-14"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 text-sm font-semibold break-words">{project.title}</h3>
          <Meta project={project} />
          <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
          {languageBadges}
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
        <ThumbnailButton project={project} onPreview={onPreview} className="block w-full cursor-pointer">
          <span className="absolute inset-0 flex items-center justify-center bg-black/0 opacity-0 transition-opacity group-hover:bg-black/30 group-hover:opacity-100 motion-reduce:transition-none">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur">
              <Play className="h-5 w-5 translate-x-px text-white" aria-hidden />
            </span>
          </span>
        </ThumbnailButton>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1">
          {badges}
        </div>
      </div>
      <div className="flex flex-col gap-0.5 px-3 pt-2.5">
        <h3 className="truncate text-sm font-semibold">{project.title}</h3>
        <Meta project={project} />
        {project.languages && project.languages.length > 1 ? (
          <div className="pt-1.5">{languageBadges}</div>
        ) : null}
      </div>
      <div className="px-1.5 pt-1 pb-1.5">
        <Actions {...props} />
      </div>
    </li>
  );
}

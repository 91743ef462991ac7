import { type Project, projectMessages } from "@reelsmith/contract/projects";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Plus, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { checkDraft } from "@/features/projects/api/check-draft";
import { useDeleteProject } from "@/features/projects/api/delete-project";
import { downloadProjectVideo } from "@/features/projects/api/download-video";
import { useProjects } from "@/features/projects/api/get-projects";
import { DeleteProjectDialog } from "@/features/projects/components/delete-project-dialog";
import { EmptyState } from "@/features/projects/components/empty-state";
import { Pagination } from "@/features/projects/components/pagination";
import { PreviewDialog } from "@/features/projects/components/preview-dialog";
import { ProjectCard } from "@/features/projects/components/project-card";
import { ProjectToolbar } from "@/features/projects/components/project-toolbar";
import { useDraftChecks } from "@/features/projects/hooks/use-draft-checks";
import { useListParams } from "@/features/projects/hooks/use-list-params";
import { isFiltered } from "@/features/projects/lib/list-params";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

function LoadingGrid() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {Array.from({ length: 8 }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          key={i}
          className="aspect-[9/16] animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}

/** All Projects (/projects): the whole library, searched, filtered, sorted and paged on the server. */
export function ProjectsPage() {
  useDocumentTitle("All Projects");
  const { user } = useAuth();
  const [params, update] = useListParams();
  const projects = useProjects(user?.id ?? "", params);
  const { data } = projects;
  const queryClient = useQueryClient();
  const refetchAll = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
    [queryClient],
  );
  const checking = useDraftChecks(data?.items, { check: checkDraft, onChanged: refetchAll });

  const [previewing, setPreviewing] = useState<Project | null>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteProject();

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (the last project of the last page was deleted, or an old link): go to the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && params.page > pageCount) {
      update({ page: pageCount }, { replace: true });
    }
  }, [data, params.page, pageCount, update]);

  const download = async (project: Project) => {
    setNotice(null);
    setDownloadingId(project.id);
    try {
      await downloadProjectVideo(project);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : projectMessages.downloadFailed);
    } finally {
      setDownloadingId(null);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (error) => setDeleteError(projectMessages.deleteFailed(error.message)),
    });
  };

  let content: ReactNode;
  if (projects.isPending) content = <LoadingGrid />;
  else if (projects.isError && !data)
    content = (
      <Alert variant="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{projectMessages.listFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void projects.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  else if (!data || data.items.length === 0) {
    content = data && data.total > 0 ? <LoadingGrid /> : <EmptyState filtered={isFiltered(params)} />;
  } else {
    content = (
      <ul
        aria-label="Projects"
        aria-busy={projects.isPlaceholderData || undefined}
        className={cn(
          "transition-opacity",
          projects.isPlaceholderData && "opacity-60",
          params.view === "grid"
            ? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
            : "flex flex-col gap-3",
        )}
      >
        {data.items.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            view={params.view}
            processing={checking.has(project.id)}
            downloading={downloadingId === project.id}
            onPreview={setPreviewing}
            onDownload={(p) => void download(p)}
            onDelete={(p) => {
              setDeleteError(null);
              setToDelete(p);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
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
            {data ? `${data.total} project(s) found` : ""}
          </p>
        </div>
        <Link to={paths.storyReel} className={buttonClass("primary", "md")}>
          <Plus className="h-4 w-4" aria-hidden />
          New Project
        </Link>
      </div>

      <div className="flex flex-col gap-6">
        <ProjectToolbar params={params} update={update} />
        {notice ? (
          <Alert variant="error">
            <div className="flex items-start justify-between gap-3">
              <span>{notice}</span>
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => setNotice(null)}
                className="-m-1 cursor-pointer rounded-md p-1 hover:bg-white/10"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </div>
          </Alert>
        ) : null}
        {projects.isError && data ? <Alert variant="error">{projectMessages.listFailed}</Alert> : null}
        {content}
        <Pagination page={params.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </div>

      <PreviewDialog project={previewing} onClose={() => setPreviewing(null)} />
      <DeleteProjectDialog
        project={toDelete}
        deleting={remove.isPending}
        error={deleteError}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

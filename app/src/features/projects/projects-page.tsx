import type { LanguageVersion } from "@reelsmith/contract/language-versions";
import { type Project, projectMessages } from "@reelsmith/contract/projects";
import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useProjectDraftChecks } from "@/features/projects/api/check-draft";
import { useProjects } from "@/features/projects/api/get-projects";
import { DeleteProjectDialog } from "@/features/projects/components/delete-project-dialog";
import { DismissibleNotice } from "@/features/projects/components/dismissible-notice";
import { EmptyState } from "@/features/projects/components/empty-state";
import { ListFailed } from "@/features/projects/components/list-failed";
import { LoadingGrid } from "@/features/projects/components/loading-grid";
import { Pagination } from "@/features/projects/components/pagination";
import { PreviewDialog } from "@/features/projects/components/preview-dialog";
import { ProjectList } from "@/features/projects/components/project-list";
import { ProjectToolbar } from "@/features/projects/components/project-toolbar";
import { ProjectsHeader } from "@/features/projects/components/projects-header";
import { VariantGroup } from "@/features/projects/components/variant-group";
import { useListParams } from "@/features/projects/hooks/use-list-params";
import { usePageInRange } from "@/features/projects/hooks/use-page-in-range";
import { useProjectDelete } from "@/features/projects/hooks/use-project-delete";
import { useProjectDownload } from "@/features/projects/hooks/use-project-download";
import { isFiltered } from "@/features/projects/lib/list-params";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/use-document-title";

/** All Projects (/projects): the whole library, searched, filtered, sorted and paged on the server. */
export function ProjectsPage() {
  useDocumentTitle("All Projects");
  const { user } = useAuth();
  const [params, update] = useListParams();
  const projects = useProjects(user?.id ?? "", params);
  const { data } = projects;
  const checking = useProjectDraftChecks(data?.items);
  const pageCount = usePageInRange(data, params.page, update);
  const [previewing, setPreviewing] = useState<Project | null>(null);
  // The variant group opened from a badge: its ad's id, and the project it was opened from.
  const [group, setGroup] = useState<{ of: string; from: string } | null>(null);
  const [languageError, setLanguageError] = useState<string | null>(null);
  // A language badge opens that language's own project (the original's is the card's).
  const openLanguage = async (project: Project, version: LanguageVersion) => {
    setLanguageError(null);
    if (version.original || version.project_id === project.id) return setPreviewing(project);
    try {
      setPreviewing(await api.get<Project>(`/api/projects/${encodeURIComponent(version.project_id)}`));
    } catch (error) {
      setLanguageError(error instanceof Error ? error.message : projectMessages.notFound);
    }
  };
  const download = useProjectDownload();
  const remove = useProjectDelete();

  let content: ReactNode;
  if (projects.isPending) content = <LoadingGrid />;
  else if (projects.isError && !data) content = <ListFailed onRetry={() => void projects.refetch()} />;
  // A page emptied by a delete shows placeholders until the page is back in range.
  else if (!data || data.items.length === 0)
    content = data && data.total > 0 ? <LoadingGrid /> : <EmptyState filtered={isFiltered(params)} />;
  else
    content = (
      <ProjectList
        items={data.items}
        view={params.view}
        stale={projects.isPlaceholderData}
        checking={checking}
        downloadingId={download.downloadingId}
        onPreview={setPreviewing}
        onDownload={(p) => void download.download(p)}
        onDelete={remove.ask}
        openGroup={group?.of ?? null}
        onOpenGroup={(of, from) => setGroup((g) => (g?.of === of ? null : { of, from }))}
        onOpenLanguage={(p, v) => void openLanguage(p, v)}
      />
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <ProjectsHeader total={data ? data.total : null} />
      <div className="flex flex-col gap-6">
        <ProjectToolbar params={params} update={update} />
        {download.notice ? (
          <DismissibleNotice message={download.notice} onDismiss={download.dismiss} />
        ) : null}
        {languageError ? <Alert variant="error">{languageError}</Alert> : null}
        {projects.isError && data ? <Alert variant="error">{projectMessages.listFailed}</Alert> : null}
        {group ? (
          <VariantGroup originalId={group.of} current={group.from} onClose={() => setGroup(null)} />
        ) : null}
        {content}
        <Pagination page={params.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </div>
      <PreviewDialog project={previewing} onClose={() => setPreviewing(null)} />
      <DeleteProjectDialog removal={remove} />
    </div>
  );
}

import type { Project } from "@reelsmith/contract/projects";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Closed, confirming, deleting, or the error shown in the dialog. */
export function DeleteProjectDialog({
  project,
  deleting,
  error,
  onCancel,
  onConfirm,
}: {
  project: Pick<Project, "title"> | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={project !== null}
      title="Delete project"
      description={`Are you sure you want to delete "${project?.title ?? ""}"? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

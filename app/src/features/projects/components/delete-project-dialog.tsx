import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { useProjectDelete } from "@/features/projects/hooks/use-project-delete";

/** Closed, confirming, deleting, or the error shown in the dialog. */
export function DeleteProjectDialog({ removal }: { removal: ReturnType<typeof useProjectDelete> }) {
  const project = removal.toDelete;
  return (
    <ConfirmDialog
      open={project !== null}
      title="Delete project"
      description={`Are you sure you want to delete "${project?.title ?? ""}"? This action cannot be undone.`}
      pending={removal.deleting}
      error={removal.error}
      onCancel={removal.cancel}
      onConfirm={removal.confirm}
    />
  );
}

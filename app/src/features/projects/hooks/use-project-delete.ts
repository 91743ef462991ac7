import { type Project, projectMessages } from "@reelsmith/contract/projects";
import { useState } from "react";
import { useDeleteProject } from "@/features/projects/api/delete-project";

/** The delete dialog's flow: the project asked about, deleting, and the spec's error when it fails. */
export function useProjectDelete() {
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProject();

  const ask = (project: Project) => {
    setError(null);
    setToDelete(project);
  };

  const confirm = () => {
    if (!toDelete) return;
    setError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (e) => setError(projectMessages.deleteFailed(e.message)),
    });
  };

  return { toDelete, error, deleting: remove.isPending, ask, confirm, cancel: () => setToDelete(null) };
}

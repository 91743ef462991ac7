import { type Project, projectMessages } from "@reelsmith/contract/projects";
import { useState } from "react";
import { downloadProjectVideo } from "@/shared/projects/api/download-video";

/** Downloads one project's video at a time; a failure becomes a notice the user dismisses. */
export function useProjectDownload() {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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

  return { downloadingId, notice, download, dismiss: () => setNotice(null) };
}

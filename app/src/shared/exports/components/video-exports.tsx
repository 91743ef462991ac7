import { useEffect } from "react";
import { useLocation } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCreateExport, useExports, useTaskVersion } from "@/shared/exports/api/exports";
import { ExportForm } from "@/shared/exports/components/export-form";
import { ExportList } from "@/shared/exports/components/export-list";

/** The captions as they are timed in the video, as subtitle files (made at once: no job). */
function SubtitleLinks({ projectId, version }: { projectId: string; version: number | null }) {
  const href = (format: "srt" | "vtt") =>
    `/api/projects/${encodeURIComponent(projectId)}/subtitles?format=${format}${version === null ? "" : `&version=${version}`}`;
  return (
    <ul aria-label="Subtitles" className="flex flex-wrap gap-2">
      {(["srt", "vtt"] as const).map((format) => (
        <li key={format}>
          <a
            href={href(format)}
            download={`story-reel-video.${format}`}
            className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface"
          >
            {`Subtitles (${format.toUpperCase()})`}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Export Settings (the /generate page and the preview): the finished video in another ratio, quality or
 * format, made by a job on the server without generating the video again, and the project's exports with
 * their progress and downloads. `taskId` is the video's task (one version of its project: that version is
 * what is exported); `ready` once it is generated.
 */
export function VideoExports({ taskId, ready }: { taskId: string | null; ready: boolean }) {
  const { projectId, version } = useTaskVersion(taskId, ready);
  const list = useExports(ready ? projectId : null);
  const create = useCreateExport(projectId ?? "");
  const canExport = ready && Boolean(projectId);
  // Opened from a version's Export (`#export`): the settings come into view once they can be used.
  const { hash } = useLocation();
  useEffect(() => {
    if (canExport && hash === "#export")
      document.getElementById("export")?.scrollIntoView({ block: "start" });
  }, [canExport, hash]);
  return (
    <Card id="export" role="region" aria-label="Export Settings" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="text-base">Export Settings</CardTitle>
        <CardDescription>
          {canExport
            ? "Make your video in another ratio, quality or format. It is not generated again."
            : "Quality and formats available for your video. Export it once it has been generated."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ExportForm
          disabled={!canExport}
          busy={create.isPending}
          // Every export is of the version on screen.
          onExport={(body) => create.mutate(version === null ? body : { ...body, version })}
        />
        {create.isError ? <Alert variant="error">{create.error.message}</Alert> : null}
        {canExport && projectId ? <SubtitleLinks projectId={projectId} version={version} /> : null}
        {list.isError ? <Alert variant="error">Could not load your exports. Please try again.</Alert> : null}
        <ExportList exports={list.data?.exports ?? []} />
      </CardContent>
    </Card>
  );
}

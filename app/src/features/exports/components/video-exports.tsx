import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCreateExport, useExports, useTaskProjectId } from "@/features/exports/api/exports";
import { ExportForm } from "@/features/exports/components/export-form";
import { ExportList } from "@/features/exports/components/export-list";

/**
 * Export Settings (the /generate page and the preview): the finished video in another ratio, quality or
 * format, made by a job on the server without generating the video again, and the project's exports with
 * their progress and downloads. `taskId` is the video's task; `ready` once it is generated.
 */
export function VideoExports({ taskId, ready }: { taskId: string | null; ready: boolean }) {
  const projectId = useTaskProjectId(taskId, ready);
  const list = useExports(ready ? projectId : null);
  const create = useCreateExport(projectId ?? "");
  const canExport = ready && Boolean(projectId);
  return (
    <Card role="region" aria-label="Export Settings">
      <CardHeader>
        <CardTitle className="text-base">Export Settings</CardTitle>
        <CardDescription>
          {canExport
            ? "Make your video in another ratio, quality or format. It is not generated again."
            : "Quality and formats available for your video. Export it once it has been generated."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ExportForm disabled={!canExport} busy={create.isPending} onExport={(body) => create.mutate(body)} />
        {create.isError ? <Alert variant="error">{create.error.message}</Alert> : null}
        {list.isError ? <Alert variant="error">Could not load your exports. Please try again.</Alert> : null}
        <ExportList exports={list.data?.exports ?? []} />
      </CardContent>
    </Card>
  );
}

import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ProgressDisplay } from "@/features/preview/components/progress-display";
import { previewMessages } from "@/shared/preview/lib/messages";
import { TASK_FAILED, TASK_GENERATED } from "@/shared/preview/lib/task-status";

/** Where the render is: its heading, the stage and progress, why it failed, and the engine that made it. */
export function RenderStatusCard({
  status,
  taskError,
  videoError,
  engine,
}: {
  status: number | null;
  /** The reason the task stored when it failed. */
  taskError: unknown;
  /** Why the finished video could not be fetched. */
  videoError: string | null;
  engine: unknown;
}) {
  const ready = status === TASK_GENERATED;
  const failed = status === TASK_FAILED;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-base font-semibold">
        {ready ? "Your video is ready" : failed ? "Generation stopped" : "Generating your video"}
      </h2>
      <ProgressDisplay status={status} />
      {failed ? (
        <Alert variant="error">
          {previewMessages.failed}
          {taskError ? <span className="mt-1 block text-xs opacity-80">{String(taskError)}</span> : null}
        </Alert>
      ) : null}
      {ready && videoError ? <Alert variant="error">{videoError}</Alert> : null}
      {typeof engine === "string" && engine ? <p className="text-xs text-muted">Made with {engine}</p> : null}
    </Card>
  );
}

import { useLocation } from "react-router";
import { Page } from "@/components/layout/page";
import { PreviewError } from "@/features/preview/components/preview-error";
import { PreviewPanel } from "@/features/preview/components/preview-panel";
import { readTaskId } from "@/features/preview/lib/task-id";

export function PreviewPage() {
  const location = useLocation();
  const input = readTaskId(location.state);
  return (
    <Page title="Preview & Finalize">
      {input.taskId !== null ? (
        <PreviewPanel taskId={input.taskId} />
      ) : (
        <PreviewError message={input.error} />
      )}
    </Page>
  );
}

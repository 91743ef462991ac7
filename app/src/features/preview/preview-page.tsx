import { useLocation } from "react-router";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { PreviewError } from "@/features/preview/components/preview-error";
import { PreviewPanel } from "@/features/preview/components/preview-panel";
import { readPreviewTask, readTaskId } from "@/features/preview/lib/task-id";

export function PreviewPage() {
  const location = useLocation();
  const input = readPreviewTask(location.search, location.state);
  // Started from an editor in this browser (its settings are in the store), not opened from a link.
  const fromEditor = input.taskId !== null && readTaskId(location.state).taskId === input.taskId;
  const editor = location.pathname.startsWith(paths.productAdPreview) ? "product-ad" : "story-reel";
  return (
    <Page title="Preview & Finalize">
      {input.taskId !== null ? (
        <PreviewPanel taskId={input.taskId} fromEditor={fromEditor} editor={editor} />
      ) : (
        <PreviewError message={input.error} editor={editor} />
      )}
    </Page>
  );
}

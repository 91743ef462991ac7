import type { BatchItem, BatchItemStatus } from "@reelsmith/contract/batches";
import { CheckCircle2, Clock, Download, Eye, Loader2, Play, TriangleAlert } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useBatch } from "@/features/batch/api/batches";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { downloadUrl } from "@/shared/projects/api/download-video";

/** A batch's bar and each video's: full width, its fill rounded and moving smoothly. */
const BatchBar = ({ percent, label }: { percent: number; label: string }) => (
  <ProgressBar
    percent={percent}
    label={label}
    className="w-full"
    fillClassName="rounded-full transition-[width]"
  />
);

const statusView: Record<BatchItemStatus, { label: string; className: string; Icon: typeof Clock }> = {
  QUEUED: { label: "Queued", className: "text-muted", Icon: Clock },
  RENDERING: { label: "Rendering", className: "text-violet-200", Icon: Loader2 },
  DONE: { label: "Done", className: "text-green-300", Icon: CheckCircle2 },
  FAILED: { label: "Failed", className: "text-red-300", Icon: TriangleAlert },
};

function ItemRow({ item }: { item: BatchItem }) {
  const view = statusView[item.status];
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <span className="hidden w-6 shrink-0 text-right text-xs tabular-nums text-muted sm:block">
        {item.position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-3">
          <p className="truncate text-sm font-medium">{item.title}</p>
          <span className={cn("flex shrink-0 items-center gap-1.5 text-xs font-medium", view.className)}>
            <view.Icon
              className={cn("h-3.5 w-3.5", item.status === "RENDERING" && "animate-spin")}
              aria-hidden
            />
            {view.label}
            {item.status === "RENDERING" ? ` ${Math.round(item.progress)}%` : ""}
          </span>
        </div>
        <div className="mt-2">
          <BatchBar percent={item.status === "QUEUED" ? 0 : item.progress} label={`${item.title} progress`} />
        </div>
        {item.error ? <p className="mt-1 text-xs text-red-300">{item.error}</p> : null}
      </div>
      {item.video_url ? (
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-center">
          <a
            href={item.video_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClass("secondary", "sm")}
          >
            <Play className="h-4 w-4" aria-hidden />
            Watch
          </a>
          {item.task_id ? (
            <Link
              to={paths.storyReelPreview}
              state={{ taskId: item.task_id }}
              aria-label={`Preview ${item.title}`}
              className={buttonClass("ghost", "sm")}
            >
              <Eye className="h-4 w-4" aria-hidden />
              Preview
            </Link>
          ) : null}
          {item.project_id ? (
            <a
              href={downloadUrl(item.project_id)}
              download
              aria-label={`Download ${item.title}`}
              className={buttonClass("ghost", "sm")}
            >
              <Download className="h-4 w-4" aria-hidden />
              Download
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One batch: its counts and each video's progress, polled until every video has ended. */
export function BatchStatusPage() {
  const { user } = useAuth();
  const { id = "" } = useParams();
  const batch = useBatch(user?.id ?? "", id);
  if (!user) return null;

  if (batch.isPending) {
    return (
      <Page title="Batch">
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      </Page>
    );
  }
  if (batch.isError) {
    const missing = batch.error instanceof ApiError && batch.error.status === 404;
    return (
      <Page title="Batch">
        <Alert variant="error">{missing ? "Batch not found" : batch.error.message}</Alert>
      </Page>
    );
  }

  const { summary, items } = batch.data;
  const overall = items.reduce((sum, i) => sum + (i.status === "QUEUED" ? 0 : i.progress), 0) / items.length;
  const counts = [
    { label: "Done", value: summary.done },
    { label: "Rendering", value: summary.rendering },
    { label: "Queued", value: summary.queued },
    { label: "Failed", value: summary.failed },
  ];

  const ad = batch.data.variants_of;
  return (
    <Page
      title={ad ? `Variants of ${ad.title}` : "Batch"}
      description={`${summary.total} videos · started ${new Date(batch.data.created_at).toLocaleString()} · ${batch.data.credits_charged} credits`}
      actions={
        <div className="flex gap-2">
          <Link to={paths.projects} className={buttonClass("secondary", "sm")}>
            My Projects
          </Link>
          {ad ? null : (
            <Link to={paths.batch} className={buttonClass("primary", "sm")}>
              New batch
            </Link>
          )}
        </div>
      }
    >
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium" aria-live="polite">
            {summary.finished
              ? `Finished: ${summary.done} of ${summary.total} videos ready`
              : `${summary.done} of ${summary.total} videos ready`}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            {counts.map((c) => (
              <div key={c.label} className="flex gap-1">
                <dt>{c.label}</dt>
                <dd className="font-medium tabular-nums text-foreground">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-3">
          <BatchBar percent={overall} label="Batch progress" />
        </div>
      </Card>
      <Card className="mt-4 overflow-hidden">
        <ol className="divide-y divide-border">
          {items.map((item) => (
            <ItemRow key={item.position} item={item} />
          ))}
        </ol>
      </Card>
    </Page>
  );
}

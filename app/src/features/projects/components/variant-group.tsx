import type { Batch, BatchItem } from "@reelsmith/contract/batches";
import type { Project } from "@reelsmith/contract/projects";
import type { VariantsInfo } from "@reelsmith/contract/variants";
import { useQueries, useQuery } from "@tanstack/react-query";
import { ExternalLink, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import { previewPath } from "@/shared/video-settings/lib/editor-kind";

const itemStatus: Record<BatchItem["status"], string> = {
  QUEUED: "Waiting",
  RENDERING: "Rendering",
  DONE: "Ready",
  FAILED: "Failed",
};

interface Member {
  key: string;
  title: string;
  status: string;
  taskId: string | null;
  projectId: string | null;
}

/** The ad and the variants made of it: the variant batches' videos, in the order they were made. */
function useVariantGroup(originalId: string) {
  const original = useQuery({
    queryKey: ["projects", "one", originalId],
    queryFn: ({ signal }) => api.get<Project>(`/api/projects/${encodeURIComponent(originalId)}`, { signal }),
  });
  const info = useQuery({
    queryKey: ["projects", "variants", originalId],
    queryFn: ({ signal }) =>
      api.get<VariantsInfo>(`/api/projects/${encodeURIComponent(originalId)}/variants`, { signal }),
  });
  const batches = useQueries({
    queries: (info.data?.batch_ids ?? []).map((id) => ({
      queryKey: ["batches", "group", id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<Batch>(`/api/batches/${encodeURIComponent(id)}`, { signal }),
    })),
  });
  const members: Member[] = batches
    .flatMap((b) => b.data?.items ?? [])
    .map((item, i) => ({
      key: `${item.task_id ?? item.project_id ?? i}`,
      title: item.title,
      status: itemStatus[item.status],
      taskId: item.task_id,
      projectId: item.project_id,
    }));
  return {
    original: original.data ?? null,
    members,
    pending: original.isPending || info.isPending || batches.some((b) => b.isPending),
    failed: original.isError || info.isError || batches.some((b) => b.isError),
  };
}

/**
 * A variant group opened from its badge in the library: the ad ("Original") and each variant made of it,
 * each with its preview page (player, Share and Download). `current` marks the project opened from.
 */
export function VariantGroup({
  originalId,
  current,
  onClose,
}: {
  originalId: string;
  current: string | null;
  onClose: () => void;
}) {
  const group = useVariantGroup(originalId);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to a group each time one opens.
  useEffect(() => heading.current?.focus(), [originalId]);
  const title = group.original?.title ?? "this ad";
  const rows: Member[] = [
    {
      key: originalId,
      title: group.original ? `${group.original.title} · Original` : "Original",
      status: group.original ? (group.original.status === "PUBLISHED" ? "Ready" : group.original.status) : "",
      taskId: group.original?.metadata.task_id ?? originalId,
      projectId: originalId,
    },
    ...group.members,
  ];
  return (
    <Card id="variant-group" className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Variants of {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the variants">
          <X aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {group.failed ? (
        <Alert variant="error">The variants could not be loaded. Please try again.</Alert>
      ) : null}
      {group.pending ? (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      ) : (
        <ul aria-label="Variants" className="flex flex-col gap-2">
          {rows.map((m) => (
            <li
              key={m.key}
              aria-current={m.projectId === current ? "true" : undefined}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface-2/60 px-3 py-2 aria-[current=true]:border-sky-400/60"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">{m.title}</p>
                <p className="text-xs text-muted">{m.status}</p>
              </div>
              {m.taskId ? (
                <Link to={previewPath(m.taskId, "product-ad")} className={buttonClass("outline", "sm")}>
                  <ExternalLink aria-hidden className="h-4 w-4" />
                  Open<span className="sr-only"> {m.title}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

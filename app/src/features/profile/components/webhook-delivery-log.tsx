import type { WebhookDelivery } from "@reelsmith/contract/webhooks";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useWebhookDeliveries } from "@/features/profile/api/webhooks";
import { cn } from "@/lib/cn";

export const DELIVERIES_EMPTY = "No deliveries yet. Send a test event to see one here.";
export const DELIVERIES_LOAD_FAILED = "Failed to load the delivery log";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

const statusStyle: Record<WebhookDelivery["status"], { label: string; className: string }> = {
  DELIVERED: { label: "Delivered", className: "bg-emerald-500/15 text-emerald-300 ring-emerald-400/30" },
  PENDING: { label: "Retrying", className: "bg-amber-500/15 text-amber-200 ring-amber-400/30" },
  FAILED: { label: "Failed", className: "bg-red-500/15 text-red-300 ring-red-400/30" },
};

/** A delivery that has not been tried yet is "Sending", not "Retrying". */
function statusOf(d: WebhookDelivery) {
  if (d.status === "PENDING" && d.attempts === 0) return { ...statusStyle.PENDING, label: "Sending" };
  return statusStyle[d.status];
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const status = statusOf(delivery);
  const answer =
    delivery.last_status_code !== null
      ? `HTTP ${delivery.last_status_code}`
      : delivery.last_error
        ? "No answer"
        : "—";
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-2.5 text-sm sm:grid-cols-[minmax(0,1.4fr)_6.5rem_5rem_5.5rem_minmax(0,1.6fr)] sm:items-center">
      <span className="truncate font-mono text-xs">{delivery.event}</span>
      <span
        className={cn(
          "inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
          status.className,
        )}
      >
        {status.label}
      </span>
      <span className="text-xs text-muted">
        {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
      </span>
      <span className="text-xs text-muted" title={delivery.last_error ?? undefined}>
        {answer}
      </span>
      <time className="col-span-2 text-xs text-muted sm:col-span-1" dateTime={delivery.created_at}>
        {timeFormat.format(new Date(delivery.created_at))}
      </time>
      {delivery.last_error && delivery.last_status_code === null ? (
        <span className="col-span-2 text-xs text-red-300/90 sm:col-span-5">{delivery.last_error}</span>
      ) : null}
    </li>
  );
}

/** One endpoint's deliveries, newest first, a page at a time. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpointId, page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  if (log.isPending)
    return (
      <div className="flex justify-center py-4">
        <Spinner />
      </div>
    );
  if (log.isError) return <Alert variant="error">{DELIVERIES_LOAD_FAILED}</Alert>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Delivery log</h4>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => log.refetch()}
          disabled={log.isFetching}
          aria-label="Refresh the delivery log"
        >
          <RefreshCw className={cn("size-4", log.isFetching && "animate-spin")} aria-hidden />
        </Button>
      </div>
      {log.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-xs text-muted">
          {DELIVERIES_EMPTY}
        </p>
      ) : (
        <>
          <div
            aria-hidden
            className="hidden grid-cols-[minmax(0,1.4fr)_6.5rem_5rem_5.5rem_minmax(0,1.6fr)] gap-x-3 text-xs text-muted sm:grid"
          >
            <span>Event</span>
            <span>Status</span>
            <span>Attempts</span>
            <span>Answer</span>
            <span>Time</span>
          </div>
          <ul className="divide-y divide-border" aria-label="Deliveries">
            {log.data.items.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </ul>
          {pages > 1 ? (
            <div className="flex items-center justify-between gap-2 pt-1 text-xs text-muted">
              <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

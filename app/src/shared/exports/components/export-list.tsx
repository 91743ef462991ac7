import type { VideoExport } from "@reelsmith/contract/exports";
import { Download } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { exportFormats, exportQualities } from "@/shared/exports/components/export-form";

const formatLabel = (e: VideoExport) => exportFormats.find((f) => f.id === e.format)?.label ?? e.format;
const qualityLabel = (e: VideoExport) =>
  exportQualities.find((q) => q.id === e.quality)?.resolution ?? e.quality;

/** Bytes as a person reads them: 840 KB, 12.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Status({ e }: { e: VideoExport }) {
  if (e.status === "done")
    return (
      <span className="rounded-full bg-green-500/15 px-2.5 py-0.5 text-xs font-semibold text-green-300">
        Ready
      </span>
    );
  if (e.status === "failed")
    return (
      <span className="rounded-full bg-red-500/15 px-2.5 py-0.5 text-xs font-semibold text-red-300">
        Failed
      </span>
    );
  const label = e.status === "queued" ? "Queued" : `Exporting ${Math.round(e.progress * 100)}%`;
  return (
    <span className="rounded-full bg-violet-500/15 px-2.5 py-0.5 text-xs font-semibold text-violet-200">
      {label}
    </span>
  );
}

/**
 * The project's exports, newest first: each one's version, settings, progress, and its download once
 * ready.
 */
export function ExportList({ exports }: { exports: VideoExport[] }) {
  if (exports.length === 0) return null;
  return (
    <section aria-label="Your exports" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Your exports</h3>
      <ul className="flex flex-col gap-2">
        {exports.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold">
                {e.format === "mp3"
                  ? `Version ${e.version} · ${formatLabel(e)}`
                  : `Version ${e.version} · ${e.aspect} · ${qualityLabel(e)} · ${formatLabel(e)}`}
                {e.format === "gif" && e.duration !== null
                  ? ` · ${e.start.toFixed(1)}-${(e.start + e.duration).toFixed(1)} s`
                  : ""}
              </span>
              <Status e={e} />
            </div>
            {e.status === "queued" || e.status === "running" ? (
              <ProgressBar
                percent={Math.round(e.progress * 100)}
                least={3}
                label={
                  e.format === "mp3" ? `Export ${formatLabel(e)}` : `Export ${e.aspect} ${formatLabel(e)}`
                }
                fillClassName="transition-[width]"
              />
            ) : null}
            {e.status === "failed" && e.error ? <p className="text-xs text-red-300">{e.error}</p> : null}
            {e.status === "done" && e.url ? (
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
                <span className="min-w-0 break-all [font-feature-settings:'calt'_0]">
                  {e.file_name}
                  {e.width && e.height ? ` · ${e.width}x${e.height}` : ""}
                  {e.bytes !== null ? ` · ${formatBytes(e.bytes)}` : ""}
                </span>
                <a href={e.url} download={e.file_name} className={buttonClass("secondary", "sm")}>
                  <Download aria-hidden className="h-4 w-4" />
                  Download
                  <span className="sr-only"> {e.file_name}</span>
                </a>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

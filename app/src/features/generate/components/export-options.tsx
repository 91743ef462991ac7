import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The export options, display only. */
export const exportQualities = [
  { id: "low", label: "Low", resolution: "720p", size: "~10MB", time: "~1 minute" },
  { id: "medium", label: "Medium", resolution: "1080p", size: "~25MB", time: "~2 minutes" },
  { id: "high", label: "High", resolution: "1440p", size: "~60MB", time: "~4 minutes" },
] as const;
export const exportFormats = ["MP4", "WebM", "GIF"] as const;

export function ExportOptions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Export Settings</CardTitle>
        <CardDescription>Quality and formats available for your video.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul aria-label="Quality" className="grid gap-2.5 sm:grid-cols-3">
          {exportQualities.map((q) => (
            <li key={q.id} className="rounded-xl border border-border bg-surface-2 p-3.5">
              <p className="text-sm font-semibold">{q.label}</p>
              <p className="mt-1 text-2xl font-semibold tracking-tight">{q.resolution}</p>
              <dl className="mt-2 flex flex-col gap-0.5 text-xs text-muted">
                <div className="flex justify-between">
                  <dt>File size</dt>
                  <dd>{q.size}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Export time</dt>
                  <dd>{q.time}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div>
          <p className="mb-2 text-sm font-medium">Formats</p>
          <ul aria-label="Formats" className="flex flex-wrap gap-2">
            {exportFormats.map((f) => (
              <li
                key={f}
                className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs font-medium"
              >
                {f}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

import { type ProjectVersion, versionChangeText } from "@reelsmith/contract/versions";
import { Download, FileOutput, Pencil, Play } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { storyboardPath } from "@/shared/storyboard/lib/storyboard-path";
import { useProjectVersions } from "@/shared/versions/api/versions";
import { type EditorKind, previewPath } from "@/shared/video-settings/lib/editor-kind";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Seconds as the player shows them: 0:12, 1:05. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

/** Where the page stands: the version playing (the preview) or the one the storyboard was opened from. */
export type VersionListMode = "playing" | "editing";

const markOf: Record<VersionListMode, string> = { playing: "Playing", editing: "Editing" };

function Badge({ children, tone }: { children: string; tone: "accent" | "muted" | "error" }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "accent" && "bg-violet-500/20 text-violet-100",
        tone === "muted" && "bg-white/10 text-muted",
        tone === "error" && "bg-red-500/15 text-red-300",
      )}
    >
      {children}
    </span>
  );
}

function VersionItem({
  v,
  projectId,
  editor,
  current,
  newest,
  mode,
}: {
  v: ProjectVersion;
  projectId: string;
  editor: EditorKind;
  current: boolean;
  newest: boolean;
  mode: VersionListMode;
}) {
  const ready = v.state === "ready";
  const name = `version ${v.version}`;
  const small = buttonClass("secondary", "sm");
  return (
    <li
      aria-label={`Version ${v.version}`}
      aria-current={current ? "true" : undefined}
      className={cn(
        "flex gap-3 rounded-xl border p-3",
        current ? "border-violet-500 bg-violet-500/10" : "border-border bg-surface-2",
      )}
    >
      <div className="h-16 w-9 shrink-0 overflow-hidden rounded-md bg-black/40">
        {v.thumbnail_url ? <img src={v.thumbnail_url} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">Version {v.version}</span>
          {current ? <Badge tone="accent">{markOf[mode]}</Badge> : null}
          {newest ? <Badge tone="muted">Newest</Badge> : null}
          {v.state === "rendering" ? <Badge tone="muted">Rendering</Badge> : null}
          {v.state === "failed" ? <Badge tone="error">Failed</Badge> : null}
        </div>
        <p className="text-xs text-muted">
          <time dateTime={v.created_at}>{dateFormat.format(new Date(v.created_at))}</time>
          {v.duration_s !== null ? ` · ${clock(v.duration_s)}` : ""}
          {" · "}
          {versionChangeText(v)}
        </p>
        {ready ? (
          <div className="flex flex-wrap gap-2">
            {current && mode === "playing" ? null : (
              <Link to={previewPath(v.task_id, editor)} className={small} aria-label={`Play ${name}`}>
                <Play aria-hidden className="h-4 w-4" />
                Play
              </Link>
            )}
            {v.video_url ? (
              <a
                href={v.video_url}
                download={`story-reel-video-v${v.version}.mp4`}
                className={small}
                aria-label={`Download ${name}`}
              >
                <Download aria-hidden className="h-4 w-4" />
                Download
              </a>
            ) : null}
            <Link
              to={`${previewPath(v.task_id, editor)}#export`}
              className={small}
              aria-label={`Export ${name}`}
            >
              <FileOutput aria-hidden className="h-4 w-4" />
              Export
            </Link>
            {current && mode === "editing" ? null : (
              <Link
                to={storyboardPath({ projectId, editor, version: v.version })}
                className={small}
                aria-label={`Edit from this version (${v.version})`}
              >
                <Pencil aria-hidden className="h-4 w-4" />
                Edit from this version
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A project's versions, newest first (the preview and the storyboard): each one's number, date, what
 * changed against the one before, and play, download, export and edit from it. `current` is the version
 * on the page: the one playing, or the one the storyboard was opened from.
 */
export function VersionList({
  projectId,
  current,
  mode,
  editor,
  className,
}: {
  projectId: string;
  current: number | null;
  mode: VersionListMode;
  editor: EditorKind;
  className?: string;
}) {
  const list = useProjectVersions(projectId);
  const newest = list.data?.newest ?? null;
  const shown = current ?? newest;
  const summary =
    shown === null || newest === null
      ? "Every render of this video, newest first."
      : mode === "playing"
        ? `Playing version ${shown} of ${newest}.`
        : `Editing from version ${shown}. Rendering makes version ${newest + 1}.`;
  return (
    <Card role="region" aria-label="Versions" className={className}>
      <CardHeader>
        <CardTitle className="text-base">Versions</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {list.isError ? <Alert variant="error">Could not load the versions. Please try again.</Alert> : null}
        <ul aria-label="Versions" className="flex flex-col gap-2">
          {(list.data?.versions ?? []).map((v) => (
            <VersionItem
              key={v.version}
              v={v}
              projectId={projectId}
              editor={editor}
              current={v.version === shown}
              newest={v.version === newest}
              mode={mode}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

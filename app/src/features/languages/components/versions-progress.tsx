import { languageProfiles } from "@reelsmith/contract/languages";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { MadeVersion } from "@/shared/languages/api/language-versions";
import { useTaskStatus } from "@/shared/preview/hooks/use-task-status";
import {
  formatPercent,
  progressFor,
  stageFor,
  TASK_FAILED,
  TASK_GENERATED,
} from "@/shared/preview/lib/task-status";
import { type EditorKind, previewPath } from "@/shared/video-settings/lib/editor-kind";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function VersionProgress({ version, editor }: { version: MadeVersion; editor: EditorKind }) {
  const { task, loadError } = useTaskStatus(version.task_id);
  const label = languageProfiles[version.language].label;
  const status = task?.task_status ?? null;
  const progress = progressFor(status);
  const state =
    loadError ??
    (status === TASK_GENERATED
      ? "Ready"
      : status === TASK_FAILED
        ? (task?.error ?? "The render failed.")
        : capitalised(stageFor(status)?.name ?? "Waiting to start"));
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{label}</p>
          <p className="text-sm text-muted" role="status">
            {state}
            {status !== TASK_GENERATED && status !== TASK_FAILED ? ` · ${formatPercent(progress)}` : ""}
          </p>
        </div>
        <Link
          to={previewPath(version.task_id, editor)}
          aria-label={`${status === TASK_GENERATED ? "Watch" : "Open"} the ${label} version`}
          className={buttonClass("outline", "sm", "shrink-0")}
        >
          <ExternalLink aria-hidden className="h-4 w-4" />
          {status === TASK_GENERATED ? "Watch" : "Open"}
        </Link>
      </div>
      <ProgressBar
        percent={progress}
        label={`${label} version`}
        className="bg-surface-2"
        fillClassName="rounded-full bg-gradient-to-r from-violet-500 to-pink-500 transition-[width] motion-reduce:transition-none"
      />
    </li>
  );
}

/** The versions just made, each following its render: its stage, its progress, then a link to watch it. */
export function VersionsProgress({ versions, editor }: { versions: MadeVersion[]; editor: EditorKind }) {
  return (
    <Card role="region" className="flex flex-col gap-3 p-5" aria-labelledby="versions-progress-title">
      <div>
        <h2 id="versions-progress-title" className="text-base font-semibold">
          Rendering
        </h2>
        <p className="mt-1 text-sm text-muted">
          Each language renders as a video of its own; you can leave this page and find them in My Projects.
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {versions.map((v) => (
          <VersionProgress key={v.task_id} version={v} editor={editor} />
        ))}
      </ul>
    </Card>
  );
}

import { Check, CloudUpload, TriangleAlert } from "lucide-react";
import type { AutosaveStatus } from "@/features/story-reel/hooks/use-story-autosave";

export function AutosaveIndicator({
  status,
  error,
  onRetry,
}: {
  status: AutosaveStatus;
  error: string | null;
  onRetry: () => void;
}) {
  if (status === "error" && error) {
    return (
      <span role="alert" className="inline-flex items-center gap-1.5 text-xs text-red-300">
        <TriangleAlert aria-hidden className="h-3.5 w-3.5" />
        {error}
        <button type="button" onClick={onRetry} className="cursor-pointer font-medium underline">
          Retry
        </button>
      </span>
    );
  }
  const text = { idle: "", pending: "Unsaved changes", saving: "Saving...", saved: "Saved", error: "" }[
    status
  ];
  if (!text) return <span />;
  return (
    <span aria-live="polite" className="inline-flex items-center gap-1.5 text-xs text-muted">
      {status === "saved" ? (
        <Check aria-hidden className="h-3.5 w-3.5 text-green-400" />
      ) : (
        <CloudUpload aria-hidden className="h-3.5 w-3.5" />
      )}
      {text}
    </span>
  );
}

import { MEDIA_ACCEPT, type MediaItem } from "@reelsmith/contract/media";
import { Upload, X } from "lucide-react";
import { useId, useRef } from "react";
import { useMediaUpload } from "@/components/media/use-media-upload";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";
import { ProgressBar } from "@/components/ui/progress-bar";

/**
 * "Upload photo or clip": picks a file, sends it with a progress bar (Cancel stops it), and shows the
 * server's refusal in its own words. A new pick replaces an upload still running (the latest pick wins).
 */
export function MediaUploadButton({
  onUploaded,
  variant = "primary",
  label = "Upload photo or clip",
}: {
  onUploaded?: (item: MediaItem) => void;
  variant?: ButtonVariant;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload({ onUploaded });
  const statusId = useId();
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <HiddenFileInput
        ref={input}
        accept={MEDIA_ACCEPT}
        tabIndex={-1}
        aria-hidden
        data-testid="media-file-input"
        onPick={(file) => void upload.pick(file)}
      />
      <Button
        variant={variant}
        onClick={() => input.current?.click()}
        aria-describedby={upload.uploading || upload.error ? statusId : undefined}
      >
        <Upload aria-hidden className="h-4 w-4" />
        {label}
      </Button>
      {upload.uploading ? (
        <div id={statusId} className="flex w-full items-center gap-2 sm:w-72">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-muted">
              Uploading {upload.file?.name}… {percent}%
            </p>
            <ProgressBar
              percent={percent}
              label={`Uploading ${upload.file?.name ?? "file"}`}
              className="mt-1 bg-surface-2"
              fillClassName="transition-[width]"
            />
          </div>
          <CancelUploadButton onCancel={upload.cancel} />
        </div>
      ) : null}
      {upload.error ? (
        <div id={statusId} className="w-full sm:max-w-md">
          <Alert variant="error">{upload.error}</Alert>
        </div>
      ) : null}
    </div>
  );
}

/** The small X beside an upload in progress that stops it. */
export function CancelUploadButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onCancel} aria-label="Cancel upload">
      <X aria-hidden className="h-4 w-4" />
    </Button>
  );
}

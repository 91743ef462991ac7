import { AVATAR_AUDIO_ACCEPT } from "@reelsmith/contract/avatars";
import { FileAudio, Mic, Square, Trash2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FileDrop } from "@/shared/custom-avatars/components/file-drop";
import { formatSeconds } from "@/shared/custom-avatars/lib/messages";

export interface VoiceSample {
  file: File;
  url: string;
  source: "recording" | "upload";
}

/** Step 3: record a voice sample in the browser or upload one, play it back, then save. */
export function VoiceStep({
  imagePreviewUrl,
  name,
  sample,
  isRecording,
  seconds,
  errors,
  onStartRecording,
  onStopRecording,
  onUpload,
  onRemove,
  onBack,
  onSave,
}: {
  imagePreviewUrl: string | null;
  name: string;
  sample: VoiceSample | null;
  isRecording: boolean;
  seconds: number;
  errors: string[];
  onStartRecording: () => void;
  onStopRecording: () => void;
  onUpload: (file: File) => void;
  onRemove: () => void;
  onBack: () => void;
  onSave: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 p-3">
        {imagePreviewUrl ? (
          <img
            src={imagePreviewUrl}
            alt={`${name}, cropped`}
            className="h-16 w-auto max-w-16 rounded-lg object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-xs text-muted">Now give your avatar a voice: speak for 10 to 30 seconds.</p>
        </div>
      </div>

      <section
        aria-label="Record a voice sample"
        className="flex flex-col gap-3 rounded-xl border border-border p-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          {isRecording ? (
            <Button variant="danger" onClick={onStopRecording}>
              <Square aria-hidden className="h-4 w-4" />
              Stop recording
            </Button>
          ) : (
            <Button variant="secondary" onClick={onStartRecording}>
              <Mic aria-hidden className="h-4 w-4" />
              {sample?.source === "recording" ? "Record again" : "Start recording"}
            </Button>
          )}
          {isRecording ? (
            <span className="flex items-center gap-2 text-sm text-red-200">
              <span aria-hidden className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-500" />
              Recording
            </span>
          ) : null}
          <span
            className="ml-auto font-mono text-sm tabular-nums text-muted"
            role="timer"
            aria-label={`Recorded ${seconds} seconds`}
          >
            {formatSeconds(seconds)}
          </span>
        </div>
      </section>

      {!isRecording ? (
        <FileDrop
          compact
          label="Or upload a voice sample"
          hint="MP3, WAV or OGG, up to 10 MB"
          accept={AVATAR_AUDIO_ACCEPT}
          onFile={onUpload}
          icon={<FileAudio aria-hidden className="h-5 w-5" />}
        />
      ) : null}

      {sample && !isRecording ? (
        <div className="flex flex-col gap-2 rounded-xl border border-violet-500/40 bg-violet-500/10 p-3">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate">
              {sample.source === "recording" ? "Your recording" : sample.file.name}
            </span>
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label="Remove voice sample">
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </div>
          {/* biome-ignore lint/a11y/useMediaCaption: the user's own voice sample, played back to check it. */}
          <audio controls src={sample.url} aria-label="Voice sample preview" className="w-full" />
        </div>
      ) : null}

      {errors.map((e) => (
        <Alert key={e} variant="error">
          {e}
        </Alert>
      ))}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack} disabled={isRecording}>
          Back
        </Button>
        <Button onClick={onSave} disabled={isRecording}>
          Save Avatar
        </Button>
      </div>
    </div>
  );
}

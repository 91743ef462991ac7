import { MEDIA_ACCEPT, type MediaItem } from "@reelsmith/contract/media";
import type { MediaPicture } from "@reelsmith/contract/storyboard";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Film, Upload } from "lucide-react";
import { useId } from "react";
import { MediaTileCaption } from "@/components/media/media-tile";
import { CancelUploadButton } from "@/components/media/media-upload-button";
import { useMediaUpload } from "@/components/media/use-media-upload";
import { Alert } from "@/components/ui/alert";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RangeInput } from "@/components/ui/range-input";
import { Spinner } from "@/components/ui/spinner";
import { listMedia } from "@/features/storyboard/api/storyboard";
import { MediaFraming } from "@/features/storyboard/components/media-framing";
import { cn } from "@/lib/cn";

export const mediaQueryKey = ["storyboard-media"] as const;

/** The user's media library, refreshed while a clip is still being prepared. */
export function useMediaLibrary() {
  return useQuery({
    queryKey: mediaQueryKey,
    queryFn: ({ signal }) => listMedia(signal),
    refetchInterval: (q) => (q.state.data?.media.some((m) => m.status === "processing") ? 2000 : false),
  });
}

/**
 * A scene's own photo or clip: pick one from the media library or upload one here (it joins the library);
 * how it fills the frame (fit or fill, and where to crop); a clip has an in-point, and its sound is muted
 * under the narration unless kept at a chosen level. As on the Media page, only the latest upload counts:
 * a new pick stops the one still being sent, so an older, bigger file never replaces a newer choice.
 */
export function SceneMedia({
  picture,
  onPick,
  onChange,
}: {
  /** The scene's media picture, when it has one. */
  picture: MediaPicture | null;
  onPick: (item: MediaItem) => void;
  onChange: (picture: MediaPicture) => void;
}) {
  const library = useMediaLibrary();
  const queryClient = useQueryClient();
  const inputId = useId();
  const upload = useMediaUpload({
    onUploaded: (item) => {
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
      if (item.status === "ready") onPick(item);
    },
  });
  // A recording is narration, never a scene's picture.
  const items = (library.data?.media ?? []).filter((m) => m.kind !== "audio");
  const chosen = picture ? items.find((m) => m.id === picture.mediaId) : undefined;
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="flex flex-col gap-4">
      {upload.error ? <Alert variant="error">{upload.error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <HiddenFileInput id={inputId} accept={MEDIA_ACCEPT} onPick={(file) => void upload.pick(file)} />
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-4 text-sm font-medium hover:bg-white/5 focus-within:outline-2 focus-within:outline-ring"
        >
          <Upload aria-hidden className="h-4 w-4" />
          Upload a photo or clip
        </label>
        {upload.uploading ? (
          <span className="flex min-w-0 items-center gap-2 text-sm text-muted" aria-live="polite">
            <Spinner size="sm" label={null} />
            <span className="min-w-0 truncate">
              Uploading {upload.file?.name}… {percent}%
            </span>
            <CancelUploadButton onCancel={upload.cancel} />
          </span>
        ) : null}
      </div>
      {library.isPending ? <Spinner size="sm" /> : null}
      {library.isError ? <Alert variant="error">{library.error.message}</Alert> : null}
      {library.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted">Your media library is empty: upload a photo or a clip.</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Your media" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {items.map((m) => {
            const selected = m.id === picture?.mediaId;
            const ready = m.status === "ready";
            return (
              <li key={m.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={!ready}
                  aria-label={`${m.kind === "clip" ? "Clip" : "Photo"} ${m.name}${ready ? "" : m.status === "failed" ? " (failed)" : " (being prepared)"}`}
                  onClick={() => onPick(m)}
                  className={cn(
                    "relative flex aspect-square w-full cursor-pointer items-center justify-center overflow-hidden rounded-lg border bg-black/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60",
                    selected ? "border-violet-400 ring-2 ring-violet-400" : "border-border",
                  )}
                >
                  {m.posterUrl ? (
                    <img src={m.posterUrl} alt="" className="h-full w-full object-cover" />
                  ) : (
                    <Spinner size="sm" label={null} />
                  )}
                  {m.kind === "clip" ? (
                    <Film aria-hidden className="absolute right-1 bottom-1 h-4 w-4 text-white drop-shadow" />
                  ) : null}
                </button>
                <MediaTileCaption item={m} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {picture && chosen ? <MediaFraming picture={picture} onChange={onChange} /> : null}
      {picture && chosen?.kind === "clip" ? (
        <ClipSettings
          picture={picture}
          duration={chosen.duration}
          hasAudio={chosen.hasAudio}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
}

function ClipSettings({
  picture,
  duration,
  hasAudio,
  onChange,
}: {
  picture: MediaPicture;
  duration: number | null;
  hasAudio: boolean;
  onChange: (picture: MediaPicture) => void;
}) {
  const inId = useId();
  const levelId = useId();
  const max = duration ? Math.max(0, Math.floor((duration - 0.1) * 10) / 10) : undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inId}>Clip starts at (seconds)</Label>
        <Input
          id={inId}
          type="number"
          min={0}
          max={max}
          step={0.1}
          value={picture.inPoint ?? 0}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isFinite(v) && v >= 0)
              onChange({ ...picture, inPoint: max === undefined ? v : Math.min(v, max) });
          }}
        />
      </div>
      {hasAudio ? (
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={picture.keepSound ?? false}
              onChange={(e) => onChange({ ...picture, keepSound: e.target.checked })}
            />
            Keep the clip's sound
          </label>
          {picture.keepSound ? (
            <>
              <Label htmlFor={levelId}>Sound level</Label>
              <RangeInput
                id={levelId}
                min={0}
                max={1}
                step={0.05}
                value={picture.soundLevel ?? 0.3}
                onChange={(soundLevel) => onChange({ ...picture, soundLevel })}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { MEDIA_CLIP_MAX_BYTES, mediaMessages } from "@reelsmith/contract/media";
import {
  TALKING_VIDEO_LAYOUTS,
  TALKING_VIDEO_MAX_SECONDS,
  type TalkingVideoLayout,
} from "@reelsmith/contract/narration";
import { Video } from "lucide-react";
import { useState } from "react";
import { uploadMedia } from "@/components/media/media-api";
import { Alert } from "@/components/ui/alert";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { NarrationRecording } from "@/shared/video-settings/lib/types";
import { setVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

const VIDEO_ACCEPT = "video/mp4,video/quicktime,video/webm";
const LAYOUT_LABELS: Record<TalkingVideoLayout, string> = { full: "Full frame", corner: "In the corner" };
export const talkingVideoCopy = {
  upload: "Upload a video of you",
  hint: `Or upload a video of yourself saying the story (MP4, MOV or WebM, up to ${TALKING_VIDEO_MAX_SECONDS / 60} minutes): you present the video, and its sound is the narration.`,
  noSound: "This video has no sound: upload a clip of you saying the story.",
  layout: "Show your video",
} as const;

/**
 * A talking video as the narration: the creator uploads a clip of themself saying the story (kept in the
 * media library), which becomes the presenter, full frame (the scenes cut in) or in the corner.
 */
export function TalkingVideoUpload({ disabled }: { disabled?: boolean }) {
  const [share, setShare] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    if (file.size > MEDIA_CLIP_MAX_BYTES) return setError(mediaMessages.tooLarge);
    setShare(0);
    try {
      const media = await uploadMedia(file, { use: "talking-video", onProgress: setShare });
      if (media.kind !== "clip" || !media.hasAudio) return setError(talkingVideoCopy.noSound);
      const kept: NarrationRecording = {
        mediaId: media.id,
        name: file.name,
        seconds: media.duration ?? 0,
        video: { layout: "full" },
      };
      setVideoSettings({ recording: kept });
    } catch (e) {
      setError(e instanceof Error ? e.message.replace(/^file: /, "") : mediaMessages.unreadable);
    } finally {
      setShare(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">{talkingVideoCopy.hint}</p>
      <div>
        <FilePickButton
          variant="secondary"
          size="sm"
          disabled={disabled || share !== null}
          accept={VIDEO_ACCEPT}
          inputLabel="Talking video file"
          onPick={(file) => void send(file)}
        >
          <Video aria-hidden className="h-4 w-4" />
          {talkingVideoCopy.upload}
        </FilePickButton>
      </div>
      {share !== null ? <ProgressBar percent={share * 100} least={3} label="Uploading your video" /> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}

/** Where the talking video is shown: full frame (the scenes cut in) or in the corner bubble. */
export function TalkingVideoLayoutPicker({ recording }: { recording: NarrationRecording }) {
  const layout = recording.video?.layout ?? "full";
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="mb-1 text-xs text-muted">{talkingVideoCopy.layout}</legend>
      {TALKING_VIDEO_LAYOUTS.map((value) => (
        <label key={value} className="flex items-center gap-1.5 text-sm">
          <input
            type="radio"
            name="talking-video-layout"
            value={value}
            checked={layout === value}
            onChange={() => setVideoSettings({ recording: { ...recording, video: { layout: value } } })}
          />
          {LAYOUT_LABELS[value]}
        </label>
      ))}
    </fieldset>
  );
}

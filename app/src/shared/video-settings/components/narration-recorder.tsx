import { MEDIA_AUDIO_ACCEPT, MEDIA_AUDIO_MAX_BYTES, mediaMessages } from "@reelsmith/contract/media";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { useMutation } from "@tanstack/react-query";
import { AudioLines, Mic, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { uploadMedia } from "@/components/media/media-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { planStoryboardAligned } from "@/shared/storyboard/api/plan-storyboard";
import { storyboardPath } from "@/shared/storyboard/lib/storyboard-path";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { RecordingProgress, Waveform } from "@/shared/video-settings/components/recording-parts";
import { RecordingScenes } from "@/shared/video-settings/components/recording-scenes";
import {
  TalkingVideoLayoutPicker,
  TalkingVideoUpload,
} from "@/shared/video-settings/components/talking-video-upload";
import { useMicRecorder } from "@/shared/video-settings/hooks/use-mic-recorder";
import { formatClock, recordingFileName } from "@/shared/video-settings/lib/recording";
import type { NarrationRecording } from "@/shared/video-settings/lib/types";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/shared/video-settings/lib/video-settings-store";

/**
 * The story's scenes on its recording, before rendering: the storyboard the story would render, asked of
 * the server (free), whose scenes' times are their stretches of the recording. "Re-record this scene"
 * opens that scene's own recorder in the storyboard.
 */
function RecordingScenesOfStory({ mediaId }: { mediaId: string }) {
  const navigate = useNavigate();
  const story = useVideoSettings((s) => s.story);
  const plan = useMutation({
    mutationFn: (body: CreateVideoRequest) =>
      planStoryboardAligned(body).then((planned) => ({ body, planned })),
  });
  const shown = plan.data?.body.narration?.mediaId === mediaId ? plan.data : undefined;
  const planned = shown?.planned;
  if (shown && planned?.warnings)
    return (
      <RecordingScenes
        mediaId={mediaId}
        scenes={planned.storyboard.scenes}
        warnings={planned.warnings}
        onRerecord={(rerecord) =>
          navigate(storyboardPath({ editor: "story-reel" }), {
            state: { body: shown.body, planned, rerecord },
          })
        }
      />
    );
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={!story.trim()}
        loading={plan.isPending}
        onClick={() => plan.mutate(buildCreateVideoBody(videoSettingsStore.get()))}
      >
        {plan.isPending ? null : <AudioLines aria-hidden className="h-4 w-4" />}
        Show the scenes on your recording
      </Button>
      {story.trim() ? null : (
        <p className="text-xs text-muted">Write your story to see where each scene is in your recording.</p>
      )}
      {planned && !planned.warnings ? (
        <p className="text-xs text-muted">None of the scenes was found in your recording.</p>
      ) : null}
      {plan.error ? <Alert variant="error">{plan.error.message}</Alert> : null}
    </div>
  );
}

/**
 * The creator's own voice as the narration: record it here (a countdown, a level meter, then play it back
 * with its waveform before using it) or upload a recording, or a video of themself saying the story (then
 * also the presenter: talking-video-upload.tsx). It is kept in the media library; the video's captions
 * and scene times then follow it.
 */
export function NarrationRecorder() {
  const recording = useVideoSettings((s) => s.recording);
  const mic = useMicRecorder();
  const [upload, setUpload] = useState<{ share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File, seconds: number | null) => {
    setError(null);
    if (file.size > MEDIA_AUDIO_MAX_BYTES)
      return setError(mediaMessages.audioTooLarge.replace(/^file: /, ""));
    setUpload({ share: 0 });
    try {
      const media = await uploadMedia(file, { onProgress: (share) => setUpload({ share }) });
      const kept: NarrationRecording = {
        mediaId: media.id,
        name: file.name,
        seconds: media.duration ?? seconds ?? 0,
      };
      setVideoSettings({ recording: kept });
      mic.reset();
    } catch (e) {
      setError(e instanceof Error ? e.message.replace(/^file: /, "") : mediaMessages.audioUnreadable);
    } finally {
      setUpload(null);
    }
  };

  const { state } = mic;
  return (
    <section
      aria-labelledby="narration-recorder-title"
      className="flex flex-col gap-3 rounded-xl border border-border p-3"
    >
      <div>
        <h3 id="narration-recorder-title" className="text-sm font-semibold">
          Your own voice
        </h3>
        <p className="text-xs text-muted">
          Record your story yourself, or upload a recording (WAV, MP3, M4A, OGG or WebM, up to 10 minutes).
          The captions and the scenes follow your voice.
        </p>
      </div>

      {recording ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            Narrated by your {recording.video ? "video" : "recording"} ({formatClock(recording.seconds)}),{" "}
            {recording.name}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setVideoSettings({ recording: null })}>
            <Trash2 aria-hidden className="h-4 w-4" />
            Use the voice instead
          </Button>
        </div>
      ) : null}
      {recording?.video ? <TalkingVideoLayoutPicker recording={recording} /> : null}
      {recording && !recording.video && state.step === "idle" ? (
        <RecordingScenesOfStory mediaId={recording.mediaId} />
      ) : null}

      <RecordingProgress state={state} label="Recording" onStop={mic.stop} />

      {state.step === "recorded" ? (
        <div className="flex flex-col gap-2">
          <Waveform peaks={state.peaks} />
          {/* biome-ignore lint/a11y/useMediaCaption: the creator's own recording, played back to check it. */}
          <audio controls src={state.url} className="w-full" aria-label="Your recording" />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={upload !== null}
              onClick={() =>
                void send(
                  new File([state.blob], recordingFileName(state.type), { type: state.type }),
                  state.seconds,
                )
              }
            >
              Use this recording
            </Button>
            <Button variant="secondary" size="sm" disabled={upload !== null} onClick={() => void mic.start()}>
              Record again
            </Button>
          </div>
        </div>
      ) : null}

      {upload ? (
        <ProgressBar percent={upload.share * 100} least={3} label="Uploading your recording" />
      ) : null}

      {state.step === "error" ? <Alert variant="error">{state.message}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}

      {state.step === "idle" || state.step === "error" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={upload !== null} onClick={() => void mic.start()}>
            <Mic aria-hidden className="h-4 w-4" />
            {recording ? "Record it again" : "Record your narration"}
          </Button>
          <FilePickButton
            variant="secondary"
            size="sm"
            disabled={upload !== null}
            accept={MEDIA_AUDIO_ACCEPT}
            inputLabel="Recording file"
            onPick={(file) => void send(file, null)}
          >
            <Upload aria-hidden className="h-4 w-4" />
            Upload a recording
          </FilePickButton>
        </div>
      ) : null}
      {state.step === "idle" || state.step === "error" ? (
        <TalkingVideoUpload disabled={upload !== null} />
      ) : null}
      {state.step === "asking" ? <p className="text-sm text-muted">Waiting for the microphone…</p> : null}
    </section>
  );
}
